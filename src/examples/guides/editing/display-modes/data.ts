export interface Product {
  sku: string;
  name: string;
  stock: number;
}

// a fixed list, so every mode starts from the same rows
export const initialProducts: Product[] = [
  {sku: 'A-100', name: 'Desk lamp', stock: 14},
  {sku: 'A-200', name: 'Bookshelf', stock: 3},
  {sku: 'A-300', name: 'Wall clock', stock: 27},
];

export type EditMode = 'modal' | 'row' | 'cell' | 'table';

export const editModes: EditMode[] = ['modal', 'row', 'cell', 'table'];
