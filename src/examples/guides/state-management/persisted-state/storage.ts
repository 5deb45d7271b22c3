import type {MRT_ColumnFiltersState, MRT_PaginationState, MRT_SortingState} from 'material-react-table';

/** The part of the table state this demo keeps between visits. */
export interface SavedTableState {
  sorting: MRT_SortingState;
  columnFilters: MRT_ColumnFiltersState;
  globalFilter: string;
  pagination: MRT_PaginationState;
}

export const STORAGE_KEY = 'mrt-guide-state-management';

export const defaultState: SavedTableState = {
  sorting: [],
  columnFilters: [],
  globalFilter: '',
  pagination: {pageIndex: 0, pageSize: 5},
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Stored text is untrusted: another version of the page, an extension or a person may have written anything.
// Each field is checked on its own; a field that does not have the expected shape falls back to its default.
export function parseSavedState(text: string | null): SavedTableState {
  if (!text) return defaultState;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return defaultState;
  }
  if (!isObject(value)) return defaultState;
  const {sorting, columnFilters, globalFilter, pagination} = value;
  return {
    sorting:
      Array.isArray(sorting) &&
      sorting.every((entry) => isObject(entry) && typeof entry.id === 'string' && typeof entry.desc === 'boolean')
        ? (sorting as MRT_SortingState)
        : defaultState.sorting,
    columnFilters:
      Array.isArray(columnFilters) &&
      columnFilters.every((entry) => isObject(entry) && typeof entry.id === 'string' && typeof entry.value === 'string')
        ? (columnFilters as MRT_ColumnFiltersState)
        : defaultState.columnFilters,
    globalFilter: typeof globalFilter === 'string' ? globalFilter : defaultState.globalFilter,
    pagination:
      isObject(pagination) &&
      Number.isInteger(pagination.pageIndex) &&
      (pagination.pageIndex as number) >= 0 &&
      Number.isInteger(pagination.pageSize) &&
      (pagination.pageSize as number) > 0
        ? {pageIndex: pagination.pageIndex as number, pageSize: pagination.pageSize as number}
        : defaultState.pagination,
  };
}

// localStorage can be missing (server render), blocked (privacy settings) or full: every access is guarded.
export function loadState(): SavedTableState {
  try {
    return parseSavedState(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return defaultState;
  }
}

export function saveState(state: SavedTableState): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // nothing is saved; the table keeps working with its in-memory state
  }
}
