import type {Product} from './makeData';

export type ProductField = Exclude<keyof Product, 'id'>;

/** The message for a value typed into a cell, or undefined when it can be stored. */
export function validateCell(field: string, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'name':
      return value ? undefined : 'Name is required';
    case 'category':
      return value ? undefined : 'Category is required';
    case 'price':
      return value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0
        ? undefined
        : 'Price must be a number of 0 or more';
    case 'stock':
      return value !== '' && Number.isInteger(Number(value)) && Number(value) >= 0
        ? undefined
        : 'Stock must be a whole number of 0 or more';
    default:
      return undefined;
  }
}

/** A valid typed value in the type the column stores (text fields always give strings). */
export function parseCell(field: ProductField, raw: string): Product[ProductField] {
  const value = raw.trim();
  if (field === 'price') return Math.round(Number(value) * 100) / 100; // whole cents
  if (field === 'stock') return Number(value);
  return value;
}
