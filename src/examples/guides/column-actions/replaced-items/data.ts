export interface Product {
  name: string;
  category: string;
  price: number;
  stock: number;
}

export const products: Product[] = [
  {name: 'Desk Lamp', category: 'Lighting', price: 39, stock: 120},
  {name: 'Floor Lamp', category: 'Lighting', price: 89, stock: 35},
  {name: 'Oak Shelf', category: 'Storage', price: 149, stock: 12},
  {name: 'Wire Basket', category: 'Storage', price: 19, stock: 240},
  {name: 'Wool Rug', category: 'Textiles', price: 210, stock: 8},
  {name: 'Linen Throw', category: 'Textiles', price: 54, stock: 60},
];
