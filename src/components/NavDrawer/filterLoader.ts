/**
 * The Find Page ranking (match-sorter and the tree filter) loads the first
 * time the filter box is focused or typed in, not with every page.
 */
type FilterModule = typeof import('@site/src/navigation/filter');

let loaded: FilterModule | null = null;
let loading: Promise<FilterModule> | null = null;

/** The filter module if it has arrived, else null. */
export function filterModule(): FilterModule | null {
  return loaded;
}

/** Starts (or joins) loading the filter module. */
export function loadFilter(): Promise<FilterModule> {
  loading ??= import('@site/src/navigation/filter').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}
