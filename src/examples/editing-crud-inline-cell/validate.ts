import type {Product} from './makeData';

export type ProductField = Exclude<keyof Product, 'id'>;
export type ProductErrors = Partial<Record<ProductField, string>>;
/** A product as the table shows it: an edited cell holds the typed text until that is valid. */
export type ProductRow = {[Key in keyof Product]: Product[Key] | string};
/** Edits not saved yet: the text typed into each changed cell, per product id. */
export type Edits = Record<string, Partial<Record<ProductField, string>>>;

const FIELDS: ProductField[] = ['name', 'category', 'price', 'stock'];
const text = (value: unknown) => (value == null ? '' : String(value)).trim();

/** The message for a value typed into a cell, or undefined when it can be stored. */
export function validateCell(field: string, raw: unknown): string | undefined {
  const value = text(raw);
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
export function parseCell(field: ProductField, raw: unknown): Product[ProductField] {
  const value = text(raw);
  if (field === 'price') return Math.round(Number(value) * 100) / 100; // whole cents
  if (field === 'stock') return Number(value);
  return value;
}

/** Valid values (typed text or stored) as a Product. */
export const toProduct = (values: Record<string, unknown>, id: string): Product => ({
  id,
  name: text(values.name),
  category: text(values.category),
  price: Math.round(Number(text(values.price)) * 100) / 100,
  stock: Number(text(values.stock)),
});

/** Every field's message for a new product (empty when it can be stored). */
export function validateProduct(values: Record<string, unknown>): ProductErrors {
  const errors: ProductErrors = {};
  for (const field of FIELDS) {
    const message = validateCell(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The stored product with its pending edits on top: valid ones converted, invalid ones as typed. */
export function applyEdits(product: Product, edits: Edits[string] = {}): ProductRow {
  const row: ProductRow = {...product};
  for (const [field, raw] of Object.entries(edits) as [ProductField, string][]) {
    Object.assign(row, {[field]: validateCell(field, raw) ? raw : parseCell(field, raw)});
  }
  return row;
}

/** Records the text left in a cell, or forgets the edit when it matches the stored value again. */
export function recordEdit(edits: Edits, product: Product, field: ProductField, raw: string): Edits {
  const productEdits = {...edits[product.id]};
  if (!validateCell(field, raw) && parseCell(field, raw) === product[field]) delete productEdits[field];
  else productEdits[field] = raw;
  const next = {...edits};
  if (Object.keys(productEdits).length > 0) next[product.id] = productEdits;
  else delete next[product.id];
  return next;
}

/** True when any pending edit is invalid (saving waits until it is fixed). */
export const hasInvalidEdits = (edits: Edits) =>
  Object.values(edits).some((productEdits) =>
    Object.entries(productEdits).some(([field, raw]) => validateCell(field, raw)),
  );
