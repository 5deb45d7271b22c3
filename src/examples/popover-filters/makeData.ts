export interface Book {
  id: string;
  title: string;
  author: string;
  genre: 'Fantasy' | 'History' | 'Mystery' | 'Science';
  /** Year of first publication. */
  year: number;
  pages: number;
}

// 12 fixed rows: the same on the server and in the browser
export const data: Book[] = [
  {id: 'b1', title: 'The Glass Harbor', author: 'Mira Solberg', genre: 'Mystery', year: 1998, pages: 312},
  {id: 'b2', title: 'Salt and Iron', author: 'Tomas Rehn', genre: 'History', year: 2004, pages: 488},
  {id: 'b3', title: 'A Map of Small Stars', author: 'Lena Ortiz', genre: 'Science', year: 2015, pages: 276},
  {id: 'b4', title: 'The Ninth Lantern', author: 'Mira Solberg', genre: 'Fantasy', year: 2009, pages: 530},
  {id: 'b5', title: 'Rivers Before Rome', author: 'Omar Kline', genre: 'History', year: 1991, pages: 402},
  {id: 'b6', title: 'Quiet Machines', author: 'Lena Ortiz', genre: 'Science', year: 2021, pages: 240},
  {id: 'b7', title: 'The Orchard Murders', author: 'Ada Whitlock', genre: 'Mystery', year: 2012, pages: 355},
  {id: 'b8', title: 'Crown of Ash', author: 'Tomas Rehn', genre: 'Fantasy', year: 2018, pages: 610},
  {id: 'b9', title: 'Letters from the Ice', author: 'Omar Kline', genre: 'History', year: 2007, pages: 298},
  {id: 'b10', title: 'The Lantern Keeper', author: 'Ada Whitlock', genre: 'Fantasy', year: 1995, pages: 444},
  {id: 'b11', title: 'Counting Tides', author: 'Priya Dass', genre: 'Science', year: 2019, pages: 208},
  {id: 'b12', title: 'A Ledger of Lies', author: 'Priya Dass', genre: 'Mystery', year: 2023, pages: 336},
];
