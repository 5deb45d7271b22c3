import type {MRT_FilterFn} from 'material-react-table';
import type {Recipe} from './data';

/** The comma-separated words of a filter text, trimmed and lower-cased, empty ones left out. */
export function filterWords(filterValue: unknown): string[] {
  return String(filterValue ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Keeps a recipe when every word of the filter starts one of its ingredients:
 * "egg, flo" keeps the recipes with egg and flour, in any order.
 */
export const hasEveryIngredient: MRT_FilterFn<Recipe> = (row, _columnId, filterValue) => {
  const ingredients = row.original.ingredients;
  return filterWords(filterValue).every((word) => ingredients.some((ingredient) => ingredient.startsWith(word)));
};

// a filter of only commas and spaces has no words: remove it from the state instead of keeping every row
hasEveryIngredient.autoRemove = (value: unknown) => filterWords(value).length === 0;
