import {d, plain, type ApiDescriptions} from '../types';

/** Properties and methods of a column object (`MRT_Column`), e.g. `table.getColumn('name')`. */
export const descriptions: ApiDescriptions = {
  accessorFn: d(
    "The function that reads this column's value from a row (built from `accessorKey` when you gave a key).",
    'data-columns',
  ),
  clearSorting: d('Removes this column from the sorting state.', 'sorting'),
  columnDef: d('The resolved column definition, with MRT defaults applied and the `id` filled in.', 'data-columns'),
  columns: plain('The child columns of a group column.', 'data-columns'),
  depth: d('How deep the column sits in nested header groups; 0 for top-level columns.', 'data-columns'),
  filterFn: d(
    'Declared in the type but always `undefined` on the column object: TanStack Table never copies it there. Read `column.columnDef.filterFn` (the function MRT resolved from your `filterFn`) or call `column.getFilterFn()`.',
    'column-filtering',
  ),
  footer: d(
    'Declared in the type but always `undefined` on the column object: TanStack Table never copies it there. The footer text is in `column.columnDef.footer`.',
    'data-columns',
  ),
  getAfter: d(
    'The total width of the visible columns after this one, optionally within a pinned section; used to place columns pinned right.',
    'column-pinning',
    'column-size',
  ),
  getAggregationFn: d(
    'The aggregation function the column uses in grouped rows: its `aggregationFn`, or the automatic pick (`getAutoAggregationFn`) when that is left out.',
    'aggregation',
  ),
  getAutoAggregationFn: d(
    "The aggregation function TanStack Table picks when `aggregationFn` is left out, from the column's value in the first row: `sum` for a number, `extent` for a Date, none (`undefined`) otherwise.",
    'aggregation',
  ),
  getAutoFilterFn: d(
    "The filter function TanStack Table picks from the column's value in the first row: `includesString` for text, `inNumberRange` for numbers, `equals` for booleans and objects, else `weakEquals`. MRT uses it only for a column whose `filterFn` is `'auto'`; otherwise it picks from `filterVariant`.",
    'column-filtering',
  ),
  getAutoSortDir: d(
    "The first sort direction inferred from the data: ascending when the first row's value is a string, otherwise descending.",
    'sorting',
  ),
  getAutoSortingFn: d(
    'The sorting function TanStack Table picks when `sortingFn` is left out. It looks only at the filtered rows after the first ten: `datetime` if one holds a Date, `alphanumeric` for text containing digits, `text` for other text, otherwise `basic`. With ten rows or fewer it is always `basic`.',
    'sorting',
  ),
  getCanFilter: plain('Whether the column can be filtered.', 'column-filtering'),
  getCanGlobalFilter: plain('Whether the search box includes this column.', 'global-filtering'),
  getCanGroup: plain('Whether rows can be grouped by this column.', 'column-grouping'),
  getCanHide: plain('Whether the column can be hidden.', 'column-hiding'),
  getCanMultiSort: plain('Whether the column can join a multi-column sort.', 'sorting'),
  getCanPin: plain('Whether the column can be pinned.', 'column-pinning'),
  getCanResize: plain('Whether the column can be resized.', 'column-resizing'),
  getCanSort: plain('Whether the column can be sorted.', 'sorting'),
  getFacetedMinMaxValues: d(
    'The smallest and largest numbers in the column among rows matching the other filters (its own filter is ignored); `undefined` without `enableFacetedValues`.',
    'column-filtering',
  ),
  getFacetedRowModel: d(
    "The rows that match every filter except this column's own; without `enableFacetedValues`, every row, before any filter.",
    'column-filtering',
  ),
  getFacetedUniqueValues: d(
    'A map of each distinct value of the column to how often it occurs, among rows matching the other filters; an empty map without `enableFacetedValues`.',
    'column-filtering',
  ),
  getFilterFn: d(
    'The filter function in effect for the column: the function of its current filter mode in `state.columnFilterFns`.',
    'column-filtering',
  ),
  getFilterIndex: d("The position of this column's filter in `state.columnFilters`, or -1.", 'column-filtering'),
  getFilterValue: plain('The current filter value of the column.', 'column-filtering'),
  getFirstSortDir: plain('The direction the first sort of this column will use.', 'sorting'),
  getFlatColumns: plain('This column and all of its descendants, as a flat array.', 'data-columns'),
  getGroupedIndex: d('The position of this column in the grouping state, or -1.', 'column-grouping'),
  getIndex: d(
    'The index of the column among the visible columns, optionally within a pinned section.',
    'column-ordering-dnd',
  ),
  getIsFiltered: plain('Whether the column has an active filter.', 'column-filtering'),
  getIsFirstColumn: d(
    'Whether the column is the first visible one, optionally within a pinned section.',
    'column-pinning',
  ),
  getIsGrouped: plain('Whether rows are currently grouped by this column.', 'column-grouping'),
  getIsLastColumn: d(
    'Whether the column is the last visible one, optionally within a pinned section.',
    'column-pinning',
  ),
  getIsPinned: plain('Where the column is pinned: `left`, `right` or `false`.', 'column-pinning'),
  getIsResizing: plain('Whether the column is being resized right now.', 'column-resizing'),
  getIsSorted: plain('The current sort direction of the column (`asc`/`desc`) or `false`.', 'sorting'),
  getIsVisible: plain('Whether the column is visible.', 'column-hiding'),
  getLeafColumns: d('The bottom-level columns under this one (itself when it has no children).', 'data-columns'),
  getNextSortingOrder: d(
    'The direction the next sort toggle will apply, or `false` if it will clear the sort.',
    'sorting',
  ),
  getPinnedIndex: d(
    'The index of the column within its pinned section; 0 for a column that is not pinned.',
    'column-pinning',
  ),
  getSize: plain('The current width of the column in pixels.', 'column-size'),
  getSortIndex: d('The position of this column in the sorting state, or -1.', 'sorting'),
  getSortingFn: plain('The sorting function in effect for the column.', 'sorting'),
  getStart: d(
    'The total width of the visible columns before this one, optionally within a pinned section; used to place pinned columns.',
    'column-pinning',
    'column-size',
  ),
  getToggleGroupingHandler: d(
    'Returns a click handler that groups or ungroups rows by this column; it does nothing for a column that cannot be grouped (`getCanGroup`).',
    'column-grouping',
  ),
  getToggleSortingHandler: d(
    "Returns a click handler that cycles this column's sort (Shift adds it to a multi-sort).",
    'sorting',
  ),
  getToggleVisibilityHandler: d(
    'Returns a change handler, for example for a checkbox, that shows or hides the column.',
    'column-hiding',
  ),
  header: d(
    'Declared in the type but always `undefined` on the column object: TanStack Table never copies it there. The header text is in `column.columnDef.header`.',
    'data-columns',
  ),
  id: plain('The unique id of the column.', 'data-columns'),
  parent: d('The group column this column belongs to, if any.', 'data-columns'),
  pin: d('Pins the column to the `left` or `right`, or unpins it with `false`.', 'column-pinning'),
  resetSize: d(
    "Removes the column's width from `state.columnSizing`, so it goes back to its `size`, not to a width from `initialState.columnSizing`.",
    'column-resizing',
  ),
  setFilterValue: d(
    "Sets this column's filter value (or `undefined` to clear it); also accepts an updater function.",
    'column-filtering',
  ),
  toggleGrouping: d(
    "Adds this column to the grouping state, or removes it; rows are grouped only while the table's `enableGrouping` is on.",
    'column-grouping',
  ),
  toggleSorting: d(
    'Sorts by this column; `desc` forces the direction and `isMulti` adds it to the existing sort.',
    'sorting',
  ),
  toggleVisibility: d(
    'Shows or hides the column; pass a boolean to set it. It does nothing for a column that cannot be hidden (`getCanHide`).',
    'column-hiding',
  ),
};
