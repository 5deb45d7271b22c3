export interface Book {
  isbn: string;
  title: string;
  author: string;
  year: number;
}

// twelve fixed books
export const books: Book[] = [
  {isbn: '978-01', title: 'The Salt Road', author: 'M. Okoye', year: 2011},
  {isbn: '978-02', title: 'Winter Orchard', author: 'L. Haugen', year: 2015},
  {isbn: '978-03', title: 'A Map of Rivers', author: 'P. Duarte', year: 2008},
  {isbn: '978-04', title: 'Glass Harbour', author: 'L. Haugen', year: 2019},
  {isbn: '978-05', title: 'The Quiet Engine', author: 'R. Sato', year: 2021},
  {isbn: '978-06', title: 'Lanterns', author: 'M. Okoye', year: 2004},
  {isbn: '978-07', title: 'North of Nowhere', author: 'A. Byrne', year: 2017},
  {isbn: '978-08', title: 'Paper Tigers', author: 'R. Sato', year: 2013},
  {isbn: '978-09', title: 'The Long Table', author: 'P. Duarte', year: 2022},
  {isbn: '978-10', title: 'Field Notes', author: 'A. Byrne', year: 2009},
  {isbn: '978-11', title: 'Harbour Songs', author: 'M. Okoye', year: 2018},
  {isbn: '978-12', title: 'Copper and Rain', author: 'L. Haugen', year: 2012},
];
