export interface Product {
  id: string;
  name: string;
  category: string;
  /** US dollars. */
  price: number;
  stock: number;
}

/** The choices of the Category column's select editor. */
export const CATEGORIES = ['Decor', 'Furniture', 'Lighting', 'Textiles'];

/** A fixed starting list: the table keeps its own copy in React state and edits that. */
export const initialProducts: Product[] = [
  {id: 'p1', name: 'Oak Desk', category: 'Furniture', price: 249, stock: 12},
  {id: 'p2', name: 'Desk Lamp', category: 'Lighting', price: 39.5, stock: 48},
  {id: 'p3', name: 'Bookshelf', category: 'Furniture', price: 129, stock: 7},
  {id: 'p4', name: 'Wall Clock', category: 'Decor', price: 24.99, stock: 30},
  {id: 'p5', name: 'Floor Lamp', category: 'Lighting', price: 89, stock: 15},
  {id: 'p6', name: 'Rug', category: 'Textiles', price: 159, stock: 4},
];
