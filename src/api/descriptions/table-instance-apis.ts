import {d, type ApiDescriptions} from '../types';

const rowModel = (what: string, ...guides: string[]) =>
  d(`The rows ${what}, as a row model (\`rows\`, \`flatRows\`, \`rowsById\`).`, ...guides);
const pageRows = (what: string, ...guides: string[]) =>
  d(
    `The rows ${what}, as a row model (\`rows\`, \`flatRows\`, \`rowsById\`); its \`rowsById\` still holds every row before pagination.`,
    ...guides,
  );
const headers = (what: string) => d(`The headers of ${what}.`, 'column-pinning');
const reset = (what: string, blank: string, ...guides: string[]) =>
  d(`Resets ${what} to its initial state; pass \`true\` to clear it to ${blank} instead.`, ...guides);
const setter = (what: string, ...guides: string[]) =>
  d(`Sets ${what}, from a value or an updater function of the old value.`, ...guides);
const mrtSetter = (what: string, ...guides: string[]) =>
  d(
    `Sets ${what}. When you provide the matching \`on…Change\` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through \`state\`); otherwise it updates MRT's internal state.`,
    ...guides,
  );
const selectedRows = (what: string, ...guides: string[]) =>
  d(
    `The selected rows ${what}, as a row model (\`rows\`, \`flatRows\`, \`rowsById\`): \`rows\` holds only selected top-level rows, \`flatRows\` selected sub-rows too.`,
    ...guides,
  );
const pinnedRows = (where: string) =>
  d(
    `The rows pinned to the ${where}, kept even when they are filtered out or on another page (unless \`keepPinnedRows\` is \`false\`).`,
    'row-pinning',
  );

/** Properties and methods of the table instance (`MRT_TableInstance`) returned by `useMaterialReactTable`. */
export const descriptions: ApiDescriptions = {
  firstPage: d('Goes to the first page.', 'pagination'),
  getAllColumns: d("The top-level columns, including group columns and MRT's display columns.", 'data-columns'),
  getAllFlatColumns: d('Every column at every nesting level, as a flat array.', 'data-columns'),
  getAllLeafColumns: d('Every bottom-level column (no group columns), visible or not.', 'data-columns'),
  getBottomRows: pinnedRows('bottom'),
  getCanNextPage: d(
    'Whether there is a next page; always `true` when the `pageCount` option is `-1` (an unknown page count).',
    'pagination',
  ),
  getCanPreviousPage: d('Whether there is a previous page.', 'pagination'),
  getCanSomeRowsExpand: d(
    'Whether any row, on any page, can be expanded: it has sub-rows, or `getRowCanExpand` returns `true`. Rows with sub-rows count even while `enableExpanding` is unset, when MRT shows no sub-rows.',
    'expanding-sub-rows',
  ),
  getCenterFlatHeaders: headers('the unpinned columns, including group headers'),
  getCenterFooterGroups: headers('the footer rows for the unpinned columns'),
  getCenterHeaderGroups: headers('the header rows for the unpinned columns'),
  getCenterLeafColumns: d('The bottom-level columns that are not pinned.', 'column-pinning'),
  getCenterLeafHeaders: headers('the unpinned bottom-level columns'),
  getCenterRows: d('The rows of the current page that are not pinned.', 'row-pinning'),
  getCenterTotalSize: d('The total width of the visible unpinned columns, in pixels.', 'column-pinning', 'column-size'),
  getCenterVisibleLeafColumns: d('The visible bottom-level columns that are not pinned.', 'column-pinning'),
  getColumn: d(
    'The column with the given id; `undefined` when there is none (development builds also log an error).',
    'data-columns',
  ),
  getCoreRowModel: rowModel('built from `data` before filtering, sorting, grouping or pagination'),
  getExpandedDepth: d(
    'The deepest level of expanded rows: 1 for a top-level row, 0 when none is expanded. It counts the dot-separated parts of the row ids, so with a `getRowId` that returns ids without dots it is never more than 1.',
    'expanding-sub-rows',
  ),
  getExpandedRowModel: rowModel(
    'after expansion, with the sub-rows of expanded rows included (with `enableExpanding` or `enableGrouping` on)',
    'expanding-sub-rows',
  ),
  getFilteredRowModel: rowModel('after column filters and the search are applied', 'column-filtering'),
  getFilteredSelectedRowModel: selectedRows('that pass the filters', 'row-selection'),
  getFlatHeaders: d('All headers of all header rows, as a flat array.', 'customize-components'),
  getFooterGroups: d(
    'The footer rows, each with its footers: the header rows in reverse order.',
    'customize-components',
  ),
  getGlobalAutoFilterFn: d(
    'The filter function TanStack Table would use for the search by default (`includesString`).',
    'global-filtering',
  ),
  getGlobalFacetedMinMaxValues: d(
    "`undefined`: TanStack Table looks for a column with the id `__global__` for it and finds none (with `enableFacetedValues` on, development builds log that error). Use a column's `getFacetedMinMaxValues()` instead.",
    'global-filtering',
  ),
  getGlobalFacetedRowModel: rowModel(
    'that pass the column filters and the search, for faceting (the rows before filtering when `enableFacetedValues` is off or filtering is manual)',
    'global-filtering',
  ),
  getGlobalFacetedUniqueValues: d(
    "An empty `Map`: TanStack Table looks for a column with the id `__global__` for it and finds none (with `enableFacetedValues` on, development builds log that error). Use a column's `getFacetedUniqueValues()` instead.",
    'global-filtering',
  ),
  getGlobalFilterFn: d('The filter function in effect for the search box.', 'global-filtering'),
  getGroupedRowModel: rowModel('after grouping', 'column-grouping'),
  getGroupedSelectedRowModel: d(
    'The selected rows after grouping and sorting, as a row model (`rows`, `flatRows`, `rowsById`). While grouped, `rows` holds only selected group rows: read the selected data rows from `flatRows`.',
    'row-selection',
  ),
  getHeaderGroups: d(
    'The header rows, each with its headers; more than one when columns are nested.',
    'customize-components',
  ),
  getIsAllColumnsVisible: d('Whether every column is visible.', 'column-hiding'),
  getIsAllPageRowsSelected: d(
    'Whether every selectable row on the current page, and every selectable sub-row below them (collapsed or not), is selected. With `enableSubRowSelection: false`, selecting the rows of the page alone therefore leaves it `false`.',
    'row-selection',
  ),
  getIsAllRowsExpanded: d(
    'Whether every row is expanded: `expanded` is `true` (as after `toggleAllRowsExpanded(true)`), or every row of the current page, rows without sub-rows included, is expanded.',
    'expanding-sub-rows',
  ),
  getIsAllRowsSelected: d(
    'Whether every selectable row that passes the filters is selected, on every page.',
    'row-selection',
  ),
  getIsSomeColumnsPinned: d('Whether any column is pinned, optionally on one side only.', 'column-pinning'),
  getIsSomeColumnsVisible: d('Whether at least one column is visible.', 'column-hiding'),
  getIsSomePageRowsSelected: d(
    'Whether some, but not all, of the selectable rows on the current page and the sub-rows below them are selected.',
    'row-selection',
  ),
  getIsSomeRowsExpanded: d('Whether any row is expanded.', 'expanding-sub-rows'),
  getIsSomeRowsPinned: d('Whether any row is pinned, optionally at the top or bottom only.', 'row-pinning'),
  getIsSomeRowsSelected: d(
    'Whether at least one row is selected and fewer rows are selected than pass the filters (it compares counts only).',
    'row-selection',
  ),
  getLeafHeaders: d(
    'The headers of the bottom-level columns: left-pinned, then unpinned, then right-pinned. With nested columns it also returns the group and placeholder headers above them.',
    'customize-components',
  ),
  getLeftFlatHeaders: headers('the left-pinned columns, including group headers'),
  getLeftFooterGroups: headers('the footer rows for the left-pinned columns'),
  getLeftHeaderGroups: headers('the header rows for the left-pinned columns'),
  getLeftLeafColumns: d('The bottom-level columns pinned to the left.', 'column-pinning'),
  getLeftLeafHeaders: headers('the left-pinned bottom-level columns'),
  getLeftTotalSize: d('The total width of the visible left-pinned columns, in pixels.', 'column-pinning'),
  getLeftVisibleLeafColumns: d('The visible bottom-level columns pinned to the left.', 'column-pinning'),
  getPageCount: d(
    'The number of pages: the `pageCount` option when you give one, otherwise `getRowCount()` divided by the page size, rounded up.',
    'pagination',
  ),
  getPageOptions: d('The zero-based page indexes, one for each of the `getPageCount()` pages.', 'pagination'),
  getPaginationRowModel: pageRows('of the current page', 'pagination'),
  getPreExpandedRowModel: rowModel('before expansion is applied', 'expanding-sub-rows'),
  getPreFilteredRowModel: rowModel('before filtering', 'column-filtering'),
  getPreGroupedRowModel: rowModel('before grouping', 'column-grouping'),
  getPrePaginationRowModel: rowModel(
    'after filtering, sorting and grouping but before pagination: all rows a visitor can page through',
    'pagination',
    'row-selection',
  ),
  getPreSelectedRowModel: rowModel('the selected row models pick from: the same as `getCoreRowModel`', 'row-selection'),
  getPreSortedRowModel: rowModel('before sorting', 'sorting'),
  getRightFlatHeaders: headers('the right-pinned columns, including group headers'),
  getRightFooterGroups: headers('the footer rows for the right-pinned columns'),
  getRightHeaderGroups: headers('the header rows for the right-pinned columns'),
  getRightLeafColumns: d('The bottom-level columns pinned to the right.', 'column-pinning'),
  getRightLeafHeaders: headers('the right-pinned bottom-level columns'),
  getRightTotalSize: d('The total width of the visible right-pinned columns, in pixels.', 'column-pinning'),
  getRightVisibleLeafColumns: d('The visible bottom-level columns pinned to the right.', 'column-pinning'),
  getRow: d(
    'The row with the given id, from any page: looked up among the rows before pagination (group rows included), then in the core row model, so filtered-out rows are found too; throws when no row has that id. `searchAll` changes nothing, as the row model of the page indexes every row before pagination by id.',
    'row-selection',
  ),
  getRowCount: d(
    'The number of rows: the `rowCount` option when you give one, otherwise the number of rows before pagination.',
    'pagination',
  ),
  getRowModel: pageRows('to render now: filtered, sorted, grouped, expanded and paginated', 'data-columns'),
  getSelectedRowModel: selectedRows('on every page, filtered out or not', 'row-selection'),
  getSortedRowModel: rowModel('after sorting', 'sorting'),
  getState: d(
    "The current table state, merging MRT's and TanStack's internal state with what you pass in `state`.",
    'state-management',
  ),
  getToggleAllColumnsVisibilityHandler: d(
    "Returns a change handler that calls `toggleAllColumnsVisible` with its event's `target.checked`: `true` shows every column, `false` hides every column that can be hidden and shows every other one, so a locked column that was hidden comes back (see Known Issues).",
    'column-hiding',
    'known-issues#toggleallcolumnsvisiblefalse-shows-a-locked-column',
  ),
  getToggleAllPageRowsSelectedHandler: d(
    "Returns a change handler that calls `toggleAllPageRowsSelected` with its event's `target.checked`: it selects or deselects every selectable row on the current page, and the sub-rows below them while `enableSubRowSelection` is on.",
    'row-selection',
  ),
  getToggleAllRowsExpandedHandler: d(
    'Returns a handler that expands or collapses every row, like `toggleAllRowsExpanded()` without an argument.',
    'expanding-sub-rows',
  ),
  getToggleAllRowsSelectedHandler: d(
    "Returns a change handler that selects or deselects every selectable row that passes the filters, from its event's `target.checked`.",
    'row-selection',
  ),
  getTopRows: pinnedRows('top'),
  getTotalSize: d('The total width of all visible columns, in pixels.', 'column-size'),
  getVisibleFlatColumns: d('The visible columns, including group columns.', 'column-hiding'),
  getVisibleLeafColumns: d(
    'The visible bottom-level columns, in column order: pinning does not move them in this list.',
    'column-hiding',
  ),
  initialState: d('The resolved initial state of the table (what the `reset…` methods return to).', 'state-management'),
  lastPage: d('Goes to the last page.', 'pagination'),
  nextPage: d(
    'Adds one to the page index. Without the `pageCount` option nothing stops it at the last page: past it the table shows no rows, so check `getCanNextPage` first.',
    'pagination',
  ),
  options: d("The table options in effect, with MRT's defaults filled in and its state included.", 'state-management'),
  previousPage: d('Goes to the previous page, if there is one.', 'pagination'),
  refs: d(
    "React refs to the table's DOM elements (paper, container, toolbars, head, head cells, footer, search and filter inputs, edit inputs, the cell whose actions menu is open) and to the id of the last selected row.",
    'customize-components',
  ),
  reset: d(
    "Puts TanStack Table's own state back to `initialState`. The state MRT keeps itself (`density`, `grouping`, `pagination`, `columnOrder`, `isFullScreen`, the `show…` flags…) stays: reset it with its own setters.",
    'state-management',
  ),
  resetColumnFilters: reset('the column filters', 'none', 'column-filtering'),
  resetColumnOrder: reset('the column order', 'an empty order', 'column-ordering-dnd'),
  resetColumnPinning: reset('column pinning', 'no pinned columns', 'column-pinning'),
  resetColumnSizing: reset('column widths', 'the default widths', 'column-resizing'),
  resetColumnVisibility: reset('column visibility', 'all columns shown', 'column-hiding'),
  resetExpanded: reset('the expanded rows', 'none expanded', 'expanding-sub-rows'),
  resetGlobalFilter: reset('the search text', 'no search', 'global-filtering'),
  resetGrouping: reset('grouping', 'no grouping', 'column-grouping'),
  resetHeaderSizeInfo: reset('the resize progress information', 'its default', 'column-resizing'),
  resetPageIndex: reset('the page index', 'the first page', 'pagination'),
  resetPageSize: reset('the page size', "TanStack's default of 10", 'pagination'),
  resetPagination: reset('pagination', 'the first page with 10 rows', 'pagination'),
  resetRowPinning: reset('row pinning', 'no pinned rows', 'row-pinning'),
  resetRowSelection: reset('the selection', 'nothing selected', 'row-selection'),
  resetSorting: reset('sorting', 'no sorting', 'sorting'),
  setActionCell: mrtSetter('the cell whose actions menu is open', 'cell-actions'),
  setColumnFilterFns: mrtSetter('the filter mode of each column', 'column-filtering'),
  setColumnFilters: d(
    "Sets the column filters, from a value or an updater function of the old value. A filter whose value is empty for its filter function is dropped: `undefined` or `''` always, and with MRT's filter modes any falsy value, `0` included.",
    'column-filtering',
  ),
  setColumnOrder: setter('the column order', 'column-ordering-dnd'),
  setColumnPinning: setter('which columns are pinned', 'column-pinning'),
  setColumnSizing: setter('column widths', 'column-resizing'),
  setColumnSizingInfo: setter('the resize progress information', 'column-resizing'),
  setColumnVisibility: setter('column visibility', 'column-hiding'),
  setCreatingRow: d(
    "Sets the row being created; pass `true` to open the create form with an empty row (MRT builds it and passes the row on), `null` to close it. Unlike the other MRT setters, it calls `onCreatingRowChange` and then updates MRT's internal state as well, unless your callback returns something other than `null` or `undefined`: a callback that returns nothing does not take over the state.",
    'editing',
  ),
  setDensity: mrtSetter('the row density', 'density-toggle'),
  setDraggingColumn: mrtSetter('the column being dragged', 'column-ordering-dnd'),
  setDraggingRow: mrtSetter('the row being dragged', 'row-ordering-dnd'),
  setEditingCell: mrtSetter('the cell being edited', 'editing'),
  setEditingRow: mrtSetter('the row being edited (`null` leaves edit mode)', 'editing'),
  setExpanded: setter('which rows are expanded', 'expanding-sub-rows'),
  setGlobalFilter: setter('the search text', 'global-filtering'),
  setGlobalFilterFn: mrtSetter('the filter mode of the search box', 'global-filtering'),
  setGrouping: setter('the grouped columns', 'column-grouping'),
  setHoveredColumn: mrtSetter('the column a dragged column is over', 'column-ordering-dnd'),
  setHoveredRow: mrtSetter('the row a dragged row is over', 'row-ordering-dnd'),
  setIsFullScreen: mrtSetter('full-screen mode', 'full-screen-toggle'),
  setOptions: d(
    'Replaces the table options, from a value or an updater function; MRT sets them on every render, so prefer passing options to the hook.',
    'state-management',
  ),
  setPageCount: d(
    'Writes a `pageCount` value into the pagination state. `getPageCount` still reads the `pageCount` option, so set that option for manual pagination instead.',
    'pagination',
  ),
  setPageIndex: d(
    'Sets the page index (zero-based), from a value or an updater function of the old value. Values below 0 become 0; with the `pageCount` option, values past the last page become the last page.',
    'pagination',
  ),
  setPageSize: d(
    'Sets the number of rows per page, from a value or an updater function of the old value. The page index changes so that the first row of the current page stays on the page shown.',
    'pagination',
  ),
  setPagination: setter('the page index and page size together', 'pagination'),
  setRowPinning: setter('which rows are pinned', 'row-pinning'),
  setRowSelection: setter('the selected rows', 'row-selection'),
  setShowAlertBanner: mrtSetter('whether the alert banner is forced to show', 'toolbar-customization'),
  setShowColumnFilters: mrtSetter('whether the column filter inputs are shown', 'column-filtering'),
  setShowGlobalFilter: mrtSetter('whether the search box is shown', 'global-filtering'),
  setShowToolbarDropZone: mrtSetter('whether the grouping drop zone is shown', 'column-grouping'),
  setSorting: setter('the sorting', 'sorting'),
  setState: d(
    "Sets TanStack Table's own state as a whole, from a value or an updater function of the old value. The state MRT keeps itself (see `reset`) does not change.",
    'state-management',
  ),
  toggleAllColumnsVisible: d(
    'Replaces the whole visibility state: `true` shows every column, locked ones included; `false` hides every column that can be hidden and shows every other one, so a locked column that was hidden comes back (see Known Issues). Without an argument it hides them when all are visible and shows them all otherwise.',
    'column-hiding',
    'known-issues#toggleallcolumnsvisiblefalse-shows-a-locked-column',
  ),
  toggleAllPageRowsSelected: d(
    'Selects or deselects every selectable row on the current page and, while `enableSubRowSelection` is on (the default), every sub-row below them, collapsed or on another page.',
    'row-selection',
  ),
  toggleAllRowsExpanded: d(
    'Expands every row (`expanded: true`) or collapses them all; without an argument it collapses them when `getIsAllRowsExpanded()` is `true` and expands them otherwise.',
    'expanding-sub-rows',
  ),
  toggleAllRowsSelected: d(
    'Selects or deselects every selectable row that passes the filters, on every page.',
    'row-selection',
  ),
};
