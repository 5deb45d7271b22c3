import {d, type ApiDescriptions} from '../types';

/** Components exported by `material-react-table`. */
export const descriptions: ApiDescriptions = {
  MaterialReactTable: d(
    'The complete table: paper, toolbars, table and pagination. Pass it the `table` returned by `useMaterialReactTable`, or pass the table options directly as props (not both).',
    'best-practices',
    'customize-components',
  ),
  Memo_MRT_TableBody: d(
    '`MRT_TableBody` wrapped in `React.memo`; used when `memoMode` is `table-body`.',
    'memoization',
  ),
  Memo_MRT_TableBodyCell: d(
    '`MRT_TableBodyCell` wrapped in `React.memo`; used when `memoMode` is `cells`.',
    'memoization',
  ),
  Memo_MRT_TableBodyRow: d(
    '`MRT_TableBodyRow` wrapped in `React.memo`; used when `memoMode` is `rows`.',
    'memoization',
  ),
  MRT_ActionMenuItem: d(
    "A menu item with an icon and a label, styled like MRT's own menu entries; useful in custom action menus.",
    'row-actions',
    'column-actions',
  ),
  MRT_BottomToolbar: d(
    'The toolbar below the table (pagination, alert banner, custom actions).',
    'toolbar-customization',
  ),
  MRT_ColumnActionMenu: d(
    "The menu of a column's actions (sort, filter, group, pin, hide, resize…), anchored to an element.",
    'column-actions',
  ),
  MRT_ColumnPinningButtons: d(
    'The buttons that pin a column left or right or unpin it, as shown in the show/hide columns menu.',
    'column-pinning',
  ),
  MRT_CopyButton: d("The button wrapped around a cell's content that copies its value when clicked.", 'click-to-copy'),
  MRT_EditActionButtons: d(
    'The save and cancel buttons for a row being created or edited, as icons or text.',
    'editing',
  ),
  MRT_EditCellTextField: d('The text field (or select) MRT renders to edit a cell.', 'editing'),
  MRT_EditRowModal: d('The dialog used to create or edit a row in `modal` mode.', 'editing'),
  MRT_ExpandAllButton: d(
    'The button in the expand column header that expands or collapses every row.',
    'expanding-sub-rows',
  ),
  MRT_ExpandButton: d(
    'The button that expands or collapses one row (its sub-rows or detail panel).',
    'expanding-sub-rows',
    'detail-panel',
  ),
  MRT_FilterCheckbox: d("The checkbox filter of a column with `filterVariant: 'checkbox'`.", 'column-filtering'),
  MRT_FilterOptionMenu: d(
    'The menu for picking a filter mode for a column or the search box.',
    'column-filtering',
    'global-filtering',
  ),
  MRT_FilterRangeFields: d('The pair of min and max inputs of a range filter.', 'column-filtering'),
  MRT_FilterRangeSlider: d('The slider of a `range-slider` filter.', 'column-filtering'),
  MRT_FilterTextField: d(
    'The filter input of a column: a text field, select, autocomplete or date picker depending on its `filterVariant`.',
    'column-filtering',
  ),
  MRT_GlobalFilterTextField: d('The search box of the top toolbar.', 'global-filtering', 'toolbar-customization'),
  MRT_GrabHandleButton: d(
    'The drag handle icon button used for column and row dragging.',
    'column-ordering-dnd',
    'row-ordering-dnd',
  ),
  MRT_LinearProgressBar: d(
    'The thin progress bar shown in a toolbar while saving or when `showProgressBars` is on.',
    'async-loading',
  ),
  MRT_RowActionMenu: d("The menu of a row's actions (edit and your `renderRowActionMenuItems`).", 'row-actions'),
  MRT_RowPinButton: d('A button that pins a row to the given position (top or bottom) or unpins it.', 'row-pinning'),
  MRT_SelectCheckbox: d(
    'The selection checkbox (or radio) of a row, or the select-all checkbox when no row is given.',
    'row-selection',
  ),
  MRT_ShowHideColumnsButton: d(
    'The toolbar button that opens the show/hide columns menu.',
    'column-hiding',
    'toolbar-customization',
  ),
  MRT_ShowHideColumnsMenu: d(
    'The menu listing all columns with switches to show or hide them, plus show-all, hide-all and reset buttons.',
    'column-hiding',
  ),
  MRT_ShowHideColumnsMenuItems: d(
    "One column's entry in the show/hide columns menu (switch, pin buttons, drag handle).",
    'column-hiding',
  ),
  MRT_Table: d(
    'The `<table>` itself (head, body and footer) without paper or toolbars; combine it with the other MRT parts to build your own layout.',
    'customize-components',
    'toolbar-customization',
  ),
  MRT_TableBody: d(
    'The table body: renders the rows, pinned rows, detail panels and the empty-rows fallback.',
    'customize-components',
  ),
  MRT_TableBodyCell: d(
    'One body cell, with editing, copying, skeletons, keyboard navigation and cell actions handled.',
    'customize-components',
  ),
  MRT_TableBodyCellValue: d(
    'The value of a cell as MRT displays it (your `Cell` or the formatted value, with filter matches highlighted). Handy inside your own cell layout.',
    'customize-components',
    'global-filtering',
  ),
  MRT_TableBodyRow: d(
    'One body row with its cells, plus its detail panel row when there is one.',
    'customize-components',
  ),
  MRT_TableBodyRowGrabHandle: d('The drag handle of a row for row ordering or dragging.', 'row-ordering-dnd'),
  MRT_TableBodyRowPinButton: d('The pin control of a row in the row pinning column.', 'row-pinning'),
  MRT_TableContainer: d(
    'The scrolling container around the table; it also holds the loading overlay and inline edit modals.',
    'sticky-header',
    'customize-components',
  ),
  MRT_TableDetailPanel: d('The row under a table row that shows its `renderDetailPanel` content.', 'detail-panel'),
  MRT_TableFooter: d('The table footer section.', 'customize-components'),
  MRT_TableFooterCell: d('One footer cell.', 'customize-components'),
  MRT_TableFooterRow: d('One footer row.', 'customize-components'),
  MRT_TableHead: d(
    'The table head section (header rows, and the alert banner overlay when positioned there).',
    'customize-components',
  ),
  MRT_TableHeadCell: d(
    'One header cell with its sort label, filter, column actions, drag and resize handles.',
    'customize-components',
  ),
  MRT_TableHeadCellColumnActionsButton: d(
    'The button in a header that opens the column actions menu.',
    'column-actions',
  ),
  MRT_TableHeadCellFilterContainer: d(
    'The collapsible area under a header that holds its filter input(s).',
    'column-filtering',
  ),
  MRT_TableHeadCellFilterLabel: d(
    'The filter icon in a header: shows the active filter in a tooltip and opens the filter popover or reveals the filter row.',
    'column-filtering',
  ),
  MRT_TableHeadCellGrabHandle: d(
    'The drag handle in a header for reordering or grouping columns.',
    'column-ordering-dnd',
  ),
  MRT_TableHeadCellResizeHandle: d(
    'The divider at the edge of a header that resizes the column when dragged (double-click resets it).',
    'column-resizing',
  ),
  MRT_TableHeadCellSortLabel: d('The sort indicator and toggle in a header.', 'sorting'),
  MRT_TableHeadRow: d('One header row.', 'customize-components'),
  MRT_TableLoadingOverlay: d('The spinner overlay shown over the table while loading.', 'async-loading'),
  MRT_TablePagination: d('The pagination controls, in the style chosen by `paginationDisplayMode`.', 'pagination'),
  MRT_TablePaper: d(
    'The MUI Paper around the whole table; switches to full screen when requested.',
    'customize-components',
    'full-screen-toggle',
  ),
  MRT_ToggleDensePaddingButton: d('The toolbar button that cycles the row density.', 'density-toggle'),
  MRT_ToggleFiltersButton: d('The toolbar button that shows or hides the column filters.', 'column-filtering'),
  MRT_ToggleFullScreenButton: d('The toolbar button that toggles full-screen mode.', 'full-screen-toggle'),
  MRT_ToggleGlobalFilterButton: d('The toolbar button that shows or hides the search box.', 'global-filtering'),
  MRT_ToggleRowActionMenuButton: d(
    'The content of a row actions cell: your `renderRowActions`, an edit button, or a button opening the row actions menu.',
    'row-actions',
  ),
  MRT_ToolbarAlertBanner: d(
    'The banner that reports the number of selected rows and the grouped columns.',
    'row-selection',
    'column-grouping',
  ),
  MRT_ToolbarDropZone: d(
    'The area in the toolbar where a dragged column can be dropped to group rows by it.',
    'column-grouping',
  ),
  MRT_ToolbarInternalButtons: d(
    'The group of built-in toolbar buttons (search, filters, columns, density, full screen).',
    'toolbar-customization',
  ),
  MRT_TopToolbar: d(
    'The toolbar above the table (search, custom actions, built-in buttons, banner, progress bar).',
    'toolbar-customization',
  ),
};
