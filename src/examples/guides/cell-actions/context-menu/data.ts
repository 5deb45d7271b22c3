export interface Product {
  sku: string;
  name: string;
  category: string;
  stock: number;
}

export const products: Product[] = [
  {sku: 'P-201', name: 'Oak desk', category: 'Furniture', stock: 12},
  {sku: 'P-202', name: 'Desk lamp', category: 'Lighting', stock: 40},
  {sku: 'P-203', name: 'Bookshelf', category: 'Furniture', stock: 7},
  {sku: 'P-204', name: 'Floor lamp', category: 'Lighting', stock: 0},
  {sku: 'P-205', name: 'Wall clock', category: 'Decor', stock: 23},
];
