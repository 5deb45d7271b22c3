export interface Book {
  title: string;
  genre: string;
  year: number;
  rating: number;
}

// a fixed list: genres repeat, so sorting by genre and then by a second column shows the tie-break
export const books: Book[] = [
  {title: 'The Quiet Orbit', genre: 'Science fiction', year: 2011, rating: 4.1},
  {title: 'Salt and Cedar', genre: 'Historical', year: 1998, rating: 3.8},
  {title: 'A Map of Small Rooms', genre: 'Literary', year: 2019, rating: 4.4},
  {title: 'Nine Lanterns', genre: 'Fantasy', year: 2005, rating: 4.0},
  {title: 'Glass Harbour', genre: 'Science fiction', year: 1987, rating: 3.6},
  {title: 'The Winter Ledger', genre: 'Historical', year: 2016, rating: 4.3},
  {title: 'Under the Copper Hill', genre: 'Fantasy', year: 2021, rating: 3.9},
  {title: 'Paper Comets', genre: 'Literary', year: 2002, rating: 3.7},
];
