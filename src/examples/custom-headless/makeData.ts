export interface Book {
  id: string;
  title: string;
  author: string;
  year: number;
  pages: number;
}

export const data: Book[] = [
  {id: 'b1', title: 'The Quiet Harbor', author: 'Ines Calder', year: 2011, pages: 312},
  {id: 'b2', title: 'Atlas of Small Things', author: 'Tomas Reyes', year: 1998, pages: 204},
  {id: 'b3', title: 'Northern Lights Cookbook', author: 'Hanna Berg', year: 2019, pages: 256},
  {id: 'b4', title: 'Glass and Granite', author: 'Omar Haddad', year: 2004, pages: 428},
  {id: 'b5', title: 'Paper Boats', author: 'Ines Calder', year: 2016, pages: 188},
  {id: 'b6', title: 'Under the Linden Tree', author: 'Petra Vogel', year: 1987, pages: 352},
  {id: 'b7', title: 'Counting Stars', author: 'Kenji Mori', year: 2022, pages: 276},
];
