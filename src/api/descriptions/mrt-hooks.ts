import {d, plain, type ApiDescriptions} from '../types';

/** Hooks exported by `material-react-table`. */
export const descriptions: ApiDescriptions = {
  useDropdownOptions: d(
    "Returns the choices of a header's filter: its `filterSelectOptions`, or else, for a select, multi-select or autocomplete filter, its faceted unique values (an empty list without `enableFacetedValues`), leaving out `null` and `undefined` and sorted with the string method `localeCompare` (`apple` before `Banana`). On a column of numbers or booleans that sort throws, and the table fails to render (see Known Issues).",
    'column-filtering',
    'known-issues#a-select-filter-on-a-number-column-crashes-the-table',
  ),
  useMaterialReactTable: plain(
    "The main hook: takes the table options and returns the table instance to pass to `<MaterialReactTable table={table} />` or to MRT's sub-components.",
    'best-practices',
    'state-management',
  ),
  useMRT_ColumnVirtualizer: d(
    'Creates the column virtualizer when `enableColumnVirtualization` is on (otherwise returns undefined).',
    'virtualization',
  ),
  useMRT_Effects: d(
    "Runs MRT's side effects for a table, such as keeping the page index in range, updating the column order when the number of columns changes, hiding page scrollbars in full screen, and clearing the sorting when the search text changes while results can be ranked (restoring it when the search is cleared).",
  ),
  useMRT_Rows: d(
    'Returns the rows MRT renders: the row model, ranked by the fuzzy search while no column is sorted and no row is expanded (rows that have sub-rows last), with top-pinned rows first in the `sticky` row pinning modes and the creating row in `row` create mode.',
    'row-pinning',
  ),
  useMRT_RowVirtualizer: d(
    'Creates the row virtualizer when `enableRowVirtualization` is on (otherwise returns undefined).',
    'virtualization',
  ),
  useMRT_TableInstance: d(
    "Builds the table instance from options that already have defaults: MRT's state, display columns and TanStack's `useReactTable`, and runs `useMRT_Effects`. `useMaterialReactTable` calls it for you.",
  ),
  useMRT_TableOptions: d(
    "Fills in MRT's defaults for the table options (icons, localization, feature flags, row models). `useMaterialReactTable` calls it for you.",
  ),
};
