import {d, type ApiDescriptions} from '../types';

/** Fields of the table state (`MRT_TableState`), usable in `initialState`, `state` and `table.getState()`. */
export const descriptions: ApiDescriptions = {
  actionCell: d('The cell whose cell actions menu is open, or null.', 'cell-actions'),
  columnFilterFns: d(
    "The filter mode chosen for each column, keyed by column id (for example `{age: 'between'}`).",
    'column-filtering',
  ),
  columnFilters: d('The active column filters, as a list of `{id, value}` objects.', 'column-filtering'),
  columnOrder: d(
    'The column ids in display order. MRT computes the starting order, including its display columns, when you give none.',
    'column-ordering-dnd',
  ),
  columnPinning: d('The ids of the columns pinned `left` and `right`.', 'column-pinning'),
  columnSizing: d('Column widths set by resizing, in pixels, keyed by column id.', 'column-resizing', 'column-size'),
  columnSizingInfo: d(
    'Progress information of a resize in progress (which column, start offset, delta).',
    'column-resizing',
  ),
  columnVisibility: d('Which columns are shown, keyed by column id; `false` hides a column.', 'column-hiding'),
  creatingRow: d('The new row being created, or null when no row is being created.', 'editing'),
  density: d('The row spacing: `comfortable`, `compact` or `spacious`.', 'density-toggle'),
  draggingColumn: d('The column being dragged, or null.', 'column-ordering-dnd'),
  draggingRow: d('The row being dragged, or null.', 'row-ordering-dnd'),
  editingCell: d(
    'The cell whose editor is open in `cell` edit mode (opened by a double-click or the cell actions "Edit" item), or null. In `table` mode every cell is an editor and MRT leaves this null.',
    'editing',
  ),
  editingRow: d('The row being edited in `modal` or `row` edit mode, or null.', 'editing'),
  expanded: d(
    'Which rows are expanded, keyed by row id, or `true` when all rows are expanded.',
    'expanding-sub-rows',
    'detail-panel',
  ),
  globalFilter: d('The text of the search box.', 'global-filtering'),
  globalFilterFn: d(
    "The search box's filter mode as MRT shows it (the mode menu, match highlighting), and whether results are ranked: only `fuzzy` ranks them. MRT always overwrites `initialState.globalFilterFn` with the `globalFilterFn` table option (`fuzzy` when the option is left out), and `state.globalFilterFn` does not change how the search filters: set the mode with that table option.",
    'global-filtering',
  ),
  grouping: d('The ids of the columns rows are grouped by, in order.', 'column-grouping'),
  hoveredColumn: d(
    "The column a dragged column is over while columns are reordered (`enableColumnOrdering`), `{id: 'drop-zone'}` over the grouping drop zone, or null.",
    'column-ordering-dnd',
    'column-grouping',
  ),
  hoveredRow: d(
    'The row a dragged row is over while rows are reordered (`enableRowOrdering`), or null.',
    'row-ordering-dnd',
  ),
  isFullScreen: d('Whether the table fills the whole window.', 'full-screen-toggle'),
  isLoading: d(
    'Marks the data as loading: shows the loading overlay and skeletons in the cells, with placeholder rows while `data` is empty when it is set in `state` (from `initialState`, an empty table shows no rows under the overlay).',
    'async-loading',
  ),
  isSaving: d(
    'Marks a save in progress: shows the progress bars and disables the save button of the edit form.',
    'async-loading',
    'editing',
  ),
  pagination: d('The current page as `{pageIndex, pageSize}`; `pageIndex` starts at 0.', 'pagination'),
  rowPinning: d('The ids of the rows pinned to the `top` and `bottom`.', 'row-pinning'),
  rowSelection: d('The selected rows, keyed by row id (`{[rowId]: true}`).', 'row-selection'),
  showAlertBanner: d('Forces the alert banner in the toolbar to show.', 'toolbar-customization'),
  showColumnFilters: d('Whether the column filter inputs are shown.', 'column-filtering'),
  showGlobalFilter: d('Whether the search box is shown (it can be toggled from the toolbar).', 'global-filtering'),
  showLoadingOverlay: d(
    'Shows the loading overlay over the table; `false` hides it even while `isLoading`.',
    'async-loading',
  ),
  showProgressBars: d('Shows progress bars in the toolbars; `false` hides them even while saving.', 'async-loading'),
  showSkeletons: d(
    'Shows skeleton placeholders in the cells; `false` hides them even while `isLoading`.',
    'async-loading',
  ),
  showToolbarDropZone: d('Whether the drop zone for grouping by a dragged column is shown.', 'column-grouping'),
  sorting: d('The active sorts, as a list of `{id, desc}` objects in priority order.', 'sorting'),
};
