import {d, plain, type ApiDescriptions} from '../types';

/** Components exported by `material-react-table`. */
export const descriptions: ApiDescriptions = {
  MaterialReactTable: d(
    'The complete table: paper, toolbars, table and pagination. Pass it the `table` returned by `useMaterialReactTable`, or pass the table options directly as props (not both: with `table`, the other props are ignored).',
    'best-practices',
    'customize-components',
  ),
  Memo_MRT_TableBody: d(
    '`MRT_TableBody` wrapped in `React.memo`; used when `memoMode` is `table-body`, and while a column is being resized. Its comparison reads `table.options.data` of the one table object both renders share, so it always finds them equal: once mounted, the body shows no table change, not even a new `data` array (see Known Issues).',
    'memoization',
    'known-issues#new-data-does-not-show-with-memomode-table-body',
  ),
  Memo_MRT_TableBodyCell: d(
    '`MRT_TableBodyCell` wrapped in `React.memo`; used when `memoMode` is `cells`, for data cells, except in the row or cell being edited.',
    'memoization',
  ),
  Memo_MRT_TableBodyRow: d(
    '`MRT_TableBodyRow` wrapped in `React.memo`; used when `memoMode` is `rows`.',
    'memoization',
  ),
  MRT_ActionMenuItem: plain(
    "A menu item with an icon and a label, styled like MRT's own menu entries; useful in custom action menus.",
    'row-actions',
    'column-actions',
  ),
  MRT_BottomToolbar: plain(
    'The toolbar below the table (pagination, alert banner, custom actions).',
    'toolbar-customization',
  ),
  MRT_ColumnActionMenu: plain(
    "The menu of a column's actions (sort, filter, group, pin, hide, resize…), anchored to an element.",
    'column-actions',
  ),
  MRT_ColumnPinningButtons: plain(
    'The buttons that pin a column left or right or unpin it, as shown in the show/hide columns menu.',
    'column-pinning',
  ),
  MRT_CopyButton: d("The button wrapped around a cell's content that copies its value when clicked.", 'click-to-copy'),
  MRT_EditActionButtons: d(
    'The save and cancel buttons for a row being created or edited, as icons or text; the icon Save button only with `onEditingRowSave` or `onCreatingRowSave`.',
    'editing',
  ),
  MRT_EditCellTextField: plain('The text field (or select) MRT renders to edit a cell.', 'editing'),
  MRT_EditRowModal: plain('The dialog used to create or edit a row in `modal` mode.', 'editing'),
  MRT_ExpandAllButton: plain(
    'The button in the expand column header that expands or collapses every row.',
    'expanding-sub-rows',
  ),
  MRT_ExpandButton: plain(
    'The button that expands or collapses one row (its sub-rows or detail panel).',
    'expanding-sub-rows',
    'detail-panel',
  ),
  MRT_FilterCheckbox: plain("The checkbox filter of a column with `filterVariant: 'checkbox'`.", 'column-filtering'),
  MRT_FilterOptionMenu: plain(
    'The menu for picking a filter mode for a column or the search box.',
    'column-filtering',
    'global-filtering',
  ),
  MRT_FilterRangeFields: plain('The pair of min and max inputs of a range filter.', 'column-filtering'),
  MRT_FilterRangeSlider: plain('The slider of a `range-slider` filter.', 'column-filtering'),
  MRT_FilterTextField: d(
    'The filter input of a column: a text field, select, autocomplete or date picker depending on its `filterVariant`.',
    'column-filtering',
  ),
  MRT_GlobalFilterTextField: plain('The search box of the top toolbar.', 'global-filtering', 'toolbar-customization'),
  MRT_GrabHandleButton: plain(
    'The drag handle icon button used for column and row dragging.',
    'column-ordering-dnd',
    'row-ordering-dnd',
  ),
  MRT_LinearProgressBar: d(
    'The thin progress bar shown in a toolbar while saving or when `showProgressBars` is on.',
    'async-loading',
  ),
  MRT_RowActionMenu: d(
    "The menu of a row's actions: an Edit item in `modal` or `row` edit mode, then your `renderRowActionMenuItems`.",
    'row-actions',
  ),
  MRT_RowPinButton: d(
    'A button that pins a row to the given position (top or bottom), or unpins it when the row is pinned.',
    'row-pinning',
  ),
  MRT_SelectCheckbox: d(
    'The selection checkbox (or radio) of a row, or the select-all checkbox when no row is given.',
    'row-selection',
  ),
  MRT_ShowHideColumnsButton: plain(
    'The toolbar button that opens the show/hide columns menu.',
    'column-hiding',
    'toolbar-customization',
  ),
  MRT_ShowHideColumnsMenu: d(
    'The menu listing all columns with switches to show or hide them, plus hide-all and show-all buttons, and reset-order and unpin-all buttons when column ordering or pinning is on.',
    'column-hiding',
  ),
  MRT_ShowHideColumnsMenuItems: plain(
    "One column's entry in the show/hide columns menu (switch, pin buttons, drag handle).",
    'column-hiding',
  ),
  MRT_Table: d(
    'The `<table>` itself (head, body and footer) without paper or toolbars; combine it with the other MRT parts to build your own layout.',
    'customize-components',
    'toolbar-customization',
  ),
  MRT_TableBody: plain(
    'The table body: renders the rows, pinned rows, detail panels and the empty-rows fallback.',
    'customize-components',
  ),
  MRT_TableBodyCell: plain(
    'One body cell, with editing, copying, skeletons, keyboard navigation and cell actions handled.',
    'customize-components',
  ),
  MRT_TableBodyCellValue: d(
    "The value of a cell as MRT displays it: the value with search and filter matches highlighted, passed to the column's `Cell` when there is one, so it cannot be used inside that `Cell`. Handy in your own table markup.",
    'customize-components',
    'global-filtering',
  ),
  MRT_TableBodyRow: d(
    'One body row with its cells, plus its detail panel row when `renderDetailPanel` is set.',
    'customize-components',
  ),
  MRT_TableBodyRowGrabHandle: plain('The drag handle of a row for row ordering or dragging.', 'row-ordering-dnd'),
  MRT_TableBodyRowPinButton: plain('The pin control of a row in the row pinning column.', 'row-pinning'),
  MRT_TableContainer: d(
    'The scrolling container around the table; it also renders the loading overlay and the create/edit row dialog.',
    'sticky-header',
    'customize-components',
  ),
  MRT_TableDetailPanel: plain('The row under a table row that shows its `renderDetailPanel` content.', 'detail-panel'),
  MRT_TableFooter: plain('The table footer section.', 'customize-components'),
  MRT_TableFooterCell: plain('One footer cell.', 'customize-components'),
  MRT_TableFooterRow: plain('One footer row.', 'customize-components'),
  MRT_TableHead: d(
    "The table head section: its header rows, or, with `positionToolbarAlertBanner: 'head-overlay'`, the alert banner in their place while rows are selected.",
    'customize-components',
  ),
  MRT_TableHeadCell: plain(
    'One header cell with its sort label, filter, column actions, drag and resize handles.',
    'customize-components',
  ),
  MRT_TableHeadCellColumnActionsButton: plain(
    'The button in a header that opens the column actions menu.',
    'column-actions',
  ),
  MRT_TableHeadCellFilterContainer: plain(
    'The collapsible area under a header that holds its filter input(s).',
    'column-filtering',
  ),
  MRT_TableHeadCellFilterLabel: d(
    'The filter icon in a header, shown while the column is filtered: shows the active filter in a tooltip; a click reveals the filter row or, in `popover` mode, where it shows on every header, opens the filter popover.',
    'column-filtering',
  ),
  MRT_TableHeadCellGrabHandle: plain(
    'The drag handle in a header for reordering or grouping columns.',
    'column-ordering-dnd',
  ),
  MRT_TableHeadCellResizeHandle: d(
    'The divider at the edge of a header that resizes the column when dragged (double-click resets it).',
    'column-resizing',
  ),
  MRT_TableHeadCellSortLabel: plain('The sort indicator and toggle in a header.', 'sorting'),
  MRT_TableHeadRow: plain('One header row.', 'customize-components'),
  MRT_TableLoadingOverlay: d('The spinner overlay shown over the table while loading.', 'async-loading'),
  MRT_TablePagination: plain('The pagination controls, in the style chosen by `paginationDisplayMode`.', 'pagination'),
  MRT_TablePaper: d(
    'The MUI Paper around the whole table; switches to full screen while `isFullScreen` is on. Escape turns full screen off.',
    'customize-components',
    'full-screen-toggle',
  ),
  MRT_ToggleDensePaddingButton: d(
    'The toolbar button that cycles the row density: comfortable, compact, spacious.',
    'density-toggle',
  ),
  MRT_ToggleFiltersButton: plain('The toolbar button that shows or hides the column filters.', 'column-filtering'),
  MRT_ToggleFullScreenButton: plain('The toolbar button that toggles full-screen mode.', 'full-screen-toggle'),
  MRT_ToggleGlobalFilterButton: plain('The toolbar button that shows or hides the search box.', 'global-filtering'),
  MRT_ToggleRowActionMenuButton: d(
    'The content of a row actions cell: your `renderRowActions`, else an Edit button (editing in `modal` or `row` mode, no `renderRowActionMenuItems`), else a button opening the row actions menu; while its row is edited in `row` mode, the save and cancel buttons.',
    'row-actions',
  ),
  MRT_ToolbarAlertBanner: d(
    'The banner that reports the number of selected rows and the grouped columns.',
    'row-selection',
    'column-grouping',
  ),
  MRT_ToolbarDropZone: plain(
    'The area in the toolbar where a dragged column can be dropped to group rows by it.',
    'column-grouping',
  ),
  MRT_ToolbarInternalButtons: plain(
    'The group of built-in toolbar buttons (search, filters, columns, density, full screen).',
    'toolbar-customization',
  ),
  MRT_TopToolbar: plain(
    'The toolbar above the table (search, custom actions, built-in buttons, banner, progress bar).',
    'toolbar-customization',
  ),
};
