import {d, type ApiDescriptions} from '../types';

/** Options passed to `useMaterialReactTable` (or as props to `<MaterialReactTable />`). */
export const descriptions: ApiDescriptions = {
  aggregationFns: d(
    "Extra aggregation functions, keyed by name, that columns can then reference by that name in `aggregationFn`. They are merged with MRT's built-in ones (sum, min, max, extent, mean, median, unique, uniqueCount, count). MRT reads them on the first render only.",
    'aggregation',
  ),
  autoResetAll: d(
    'Overrides every `autoReset…` option at once (`autoResetPageIndex`, `autoResetExpanded`).',
    'state-management',
  ),
  autoResetExpanded: d(
    'When true, the expanded state goes back to `initialState.expanded` whenever the data or the filters change, but only with `enableGrouping` on: the reset runs from the grouping step, which MRT builds only then. MRT turns this off by default so expanded rows stay open.',
    'expanding-sub-rows',
  ),
  autoResetPageIndex: d(
    "When true, the table goes back to the first page (`initialState.pagination.pageIndex`) when data, filters, grouping or sorting change. Left out, it is on unless pagination is manual (TanStack's default).",
    'pagination',
  ),
  columnFilterDisplayMode: d(
    "Where column filters appear: `subheader` (the default) shows them under each header once the filters are shown (Show/Hide filters button), `popover` opens them from a filter button in the header, `custom` renders no filter fields so you can place your own filter UI (the toolbar's Show/Hide filters button stays, and shows nothing).",
    'column-filtering',
  ),
  columnFilterModeOptions: d(
    "Limits the filter modes users can pick for every column when `enableColumnFilterModes` is on; a column's own `columnFilterModeOptions` takes precedence. Left out, every mode is offered. `null` or an empty array hides the filter-mode switcher (in the filter field and in the column actions menu).",
    'column-filtering',
  ),
  columnResizeDirection: d(
    'Direction resizing works in: `ltr` or `rtl`. When left out, MRT takes it from the MUI theme direction (falling back to `ltr`).',
    'column-resizing',
  ),
  columnResizeMode: d(
    'When column widths are written to state: `onChange` (the default) resizes live while dragging, `onEnd` only when the handle is released.',
    'column-resizing',
  ),
  columns: d(
    "The column definitions of the table (required). Each data column needs an `accessorKey` or an `accessorFn`; a column's id is its `id`, else its `accessorKey`, else its `header` string, so give an `accessorFn` column an `id` unless its `header` is a unique string. MRT 3.2.1 prepares them into a new array on every render, so the table rebuilds its columns on each render even when this array is memoized.",
    'data-columns',
    'display-columns',
    'memoization',
  ),
  columnVirtualizerInstanceRef: d(
    'A ref that receives the TanStack Virtual column virtualizer, so you can call methods such as `scrollToIndex` on it.',
    'virtualization',
  ),
  columnVirtualizerOptions: d(
    'Options passed to the column virtualizer (for example `overscan` or `estimateSize`), as an object or a function of the table.',
    'virtualization',
  ),
  createDisplayMode: d(
    'How a new row (`table.setCreatingRow(true)`) is entered: in a `modal` dialog (the default), as an editable `row` inside the table, or `custom` when you render the inputs yourself.',
    'editing',
  ),
  data: d(
    'The rows to display (required): an array of objects whose keys the columns read. Memoize it or keep it in state: each new array makes the table rebuild all its rows and, unless pagination is manual or `autoResetPageIndex` is `false`, go back to `initialState.pagination.pageIndex` (the first page by default).',
    'data-columns',
    'memoization',
  ),
  debugAll: d('Turns on all the `debug…` options at once; `false` silences all their timings, whatever each one says.'),
  debugCells: d(
    "When `NODE_ENV` is `development`, logs to the console how long each cell's render context (`cell.getContext`) takes to recompute.",
  ),
  debugColumns: d(
    'When `NODE_ENV` is `development`, logs to the console how long each column computation (the lists of all, leaf, flat and visible columns, and column positions) takes to recompute.',
  ),
  debugHeaders: d(
    'When `NODE_ENV` is `development`, logs to the console how long each header computation (header and footer groups, flat and leaf headers) takes to recompute.',
  ),
  debugRows: d(
    "When `NODE_ENV` is `development`, logs to the console how long each row's cell lists (all, visible, per pinned side) and the pinned row lists take to recompute.",
  ),
  debugTable: d(
    'When `NODE_ENV` is `development`, logs to the console how long each table-level computation (the row models, the column order) takes to recompute. Outside production it also logs "Creating Table Instance..." when the table is created.',
  ),
  defaultColumn: d(
    "Column options applied to every column unless the column sets its own, merged over MRT's defaults (`size` 180, `minSize` 40, `maxSize` 1000, `filterVariant` text).",
    'column-size',
    'data-columns',
  ),
  defaultDisplayColumn: d(
    "Column options applied to all display columns (the built-in row actions, selection, numbers, expand, drag and pin columns, and your own with `columnDefType: 'display'`), merged over MRT's defaults that turn sorting, filtering, hiding and similar features off for them. The built-in ones keep their own `header` and `size`; set those through `displayColumnDefOptions`.",
    'display-columns',
  ),
  displayColumnDefOptions: d(
    'Overrides for individual built-in display columns, keyed by id such as `mrt-row-actions` or `mrt-row-select` (for example to change a header or size).',
    'display-columns',
    'row-actions',
  ),
  editDisplayMode: d(
    'How existing rows are edited: `modal` dialog (the default), a whole `row` inline, a single `cell` on double-click, the whole `table` as inputs at once, or `custom`, where MRT renders no inputs and you render your own.',
    'editing',
  ),
  enableBatchRowSelection: d(
    "Lets users select or deselect a range of rows by holding Shift while clicking a second row's checkbox.",
    'row-selection',
  ),
  enableBottomToolbar: d(
    'Shows the toolbar below the table (pagination, alert banner, custom actions).',
    'toolbar-customization',
  ),
  enableCellActions: d(
    'Opens a menu of cell actions on right-click: the items `renderCellActionMenuItems` returns or, when that is left out, the built-in "Copy" (`enableClickToCopy: \'context-menu\'`) and "Edit" (`editDisplayMode: \'cell\'` with editing on) items, which it receives as `internalMenuItems`. With no items, no menu opens. Can be a function of the cell to enable it for some cells only.',
    'cell-actions',
  ),
  enableClickToCopy: d(
    'Wraps each cell\'s value in a button that copies it (`cell.getValue()`) to the clipboard when clicked. With `context-menu` the copy action is a "Copy" item of the cell actions menu instead, which exists only when `enableCellActions` is on as well; a function decides per cell. A column\'s own `enableClickToCopy: false` removes the copy buttons from that column, but not the "Copy" item: with `context-menu` here, that column\'s cells still offer it.',
    'click-to-copy',
    'cell-actions',
  ),
  enableColumnActions: d(
    "Shows the column actions menu button in the header of each data column; a column's own `enableColumnActions` wins.",
    'column-actions',
  ),
  enableColumnDragging: d(
    "Shows a drag handle in each data column's header even when neither column ordering nor grouping (which show it themselves) is on; MRT does nothing with such a drop, so handle it yourself (for example with `muiColumnDragHandleProps.onDragEnd`). `false` removes the handles even when ordering or grouping is on.",
    'column-ordering-dnd',
    'column-grouping',
  ),
  enableColumnFilterModes: d(
    "Lets users switch each column's filter mode (contains, equals, between…) from a menu next to the filter field.",
    'column-filtering',
  ),
  enableColumnFilters: d(
    'With `false`, the filter fields, the Show/Hide filters button and the column menu filter items go away for all columns. Filter values already in state still filter the rows.',
    'column-filtering',
  ),
  enableColumnOrdering: d('Lets users reorder columns by dragging their header handles.', 'column-ordering-dnd'),
  enableColumnPinning: d(
    'Lets users pin columns to the left or right edge from the column actions menu.',
    'column-pinning',
  ),
  enableColumnResizing: d(
    'Adds a resize handle to each data column header. Unless `layoutMode` is set, turning it on switches the layout to `grid-no-grow`.',
    'column-resizing',
    'column-size',
  ),
  enableColumnVirtualization: d(
    'Renders only the columns in view, for tables with many columns. Read once on the first render; changing it later has no effect.',
    'virtualization',
  ),
  enableDensityToggle: d(
    'Shows the toolbar button that cycles the row density between comfortable, compact and spacious.',
    'density-toggle',
  ),
  enableEditing: d(
    'Makes rows editable in the mode chosen by `editDisplayMode`. A function of the row enables editing for some rows only.',
    'editing',
  ),
  enableExpandAll: d(
    'Shows the expand-all button in the header of the expand column.',
    'expanding-sub-rows',
    'detail-panel',
  ),
  enableExpanding: d(
    'Makes rows with sub-rows expandable and adds the expand column (which also appears when `renderDetailPanel` is set or rows are grouped).',
    'expanding-sub-rows',
  ),
  enableFacetedValues: d(
    'Computes faceted values per column, so select, multi-select and autocomplete filters list the values present in the data and range sliders get their min and max. The lists are sorted with `localeCompare`, a string method: on a column of numbers or booleans such a filter throws and the table fails to render, so give that column `filterSelectOptions` (see Known Issues).',
    'column-filtering',
    'known-issues#a-select-filter-on-a-number-column-crashes-the-table',
  ),
  enableFilterMatchHighlighting: d(
    'Highlights the parts of cell text that match the search or a text or autocomplete column filter.',
    'global-filtering',
    'column-filtering',
  ),
  enableFilters: d(
    'With `false`, the search and filter buttons and the column filter fields go away, and the search text no longer filters. Filter values already in state still filter the rows.',
    'column-filtering',
    'global-filtering',
  ),
  enableFullScreenToggle: d(
    'Shows the toolbar button that expands the table to fill the window.',
    'full-screen-toggle',
  ),
  enableGlobalFilter: d(
    'Turns the search on: the Show/Hide search button opens a box that filters rows across all columns. `false` removes both, and a search text set in state no longer filters.',
    'global-filtering',
    'known-issues#letters-typed-while-the-search-renders-are-lost',
  ),
  enableGlobalFilterModes: d(
    'Lets users pick the filter function of the search box from a menu of three: fuzzy, contains and starts with.',
    'global-filtering',
  ),
  enableGlobalFilterRankedResults: d(
    'While the search uses the `fuzzy` mode, has text, no column is sorted and no row is expanded, orders rows by how well they match the search text. To allow that, MRT clears the sorting whenever the search text changes and restores it when the search is cleared; a sort picked during a search holds until the next change of the text. Off while any of `manualFiltering`, `manualSorting`, `manualGrouping` or `manualExpanding` is on. A row that has sub-rows gets no score, so it comes after every other match (see Known Issues).',
    'global-filtering',
    'known-issues#the-search-lists-parent-rows-last',
  ),
  enableGrouping: d(
    'Lets users group rows by column values from the column actions menu or by dragging headers to the drop zone.',
    'column-grouping',
    'aggregation',
  ),
  enableHiding: d(
    'Lets users hide and show columns (column actions menu and the show/hide columns button).',
    'column-hiding',
  ),
  enableKeyboardShortcuts: d(
    'Makes cells focusable and navigable with the arrow keys, with shortcuts such as Enter or Space to sort, select or expand and Ctrl+C (Windows) or Cmd+C (macOS) to copy.',
    'accessibility',
  ),
  enableMultiRemove: d(
    'Has no effect in MRT 3.2.1. TanStack Table reads it only when told that a sort click is a multi-sort click, and neither MRT nor TanStack passes that on: with `false`, a Shift-click still removes a column from a multi-sort when its next step is unsorted. To keep sorts from being removed, use `enableSortingRemoval: false`.',
    'sorting',
  ),
  enableMultiRowSelection: d(
    'Allows more than one row to be selected at a time; set false for single (radio) selection. A function decides per row.',
    'row-selection',
  ),
  enableMultiSort: d('Lets users sort by several columns at once by holding Shift while clicking headers.', 'sorting'),
  enablePagination: d(
    'Splits rows into pages with pagination controls. When false, all rows render (and `manualPagination` becomes true unless you set it).',
    'pagination',
  ),
  enablePinning: d(
    "TanStack's table-wide pinning switch, only read when `enableColumnPinning` or `enableRowPinning` is unset; MRT always sets those, so use them instead.",
    'column-pinning',
    'row-pinning',
  ),
  enableRowActions: d(
    'Adds the row actions column (`mrt-row-actions`), which renders `renderRowActions` or a menu of `renderRowActionMenuItems`.',
    'row-actions',
  ),
  enableRowDragging: d(
    'Adds a drag handle to each row so rows can be dragged, for example to another table; pair it with your own drop handling.',
    'row-ordering-dnd',
  ),
  enableRowNumbers: d("Adds a column (`mrt-row-numbers`) showing each row's number.", 'row-numbers'),
  enableRowOrdering: d(
    'Adds a drag handle to each row so users can reorder rows; you update `data` when a drag ends.',
    'row-ordering-dnd',
  ),
  enableRowPinning: d(
    'Lets users pin rows to the top or bottom of the table. A function decides per row.',
    'row-pinning',
  ),
  enableRowSelection: d(
    'Adds a checkbox column for selecting rows. A function of the row enables selection for some rows only.',
    'row-selection',
  ),
  enableRowVirtualization: d(
    'Renders only the rows in view, for large data sets; also makes the header sticky. Read once on the first render.',
    'virtualization',
  ),
  enableSelectAll: d(
    'Shows the select-all checkbox in the header of the selection column (only while multi-row selection is on).',
    'row-selection',
  ),
  enableSorting: d('Turns sorting on or off for all columns.', 'sorting'),
  enableSortingRemoval: d(
    'When true (the default), a third click on a sorted header removes the sort; when false, clicking only toggles between ascending and descending.',
    'sorting',
  ),
  enableStickyFooter: d('Keeps the table footer visible at the bottom of the scrolling container.', 'sticky-header'),
  enableStickyHeader: d(
    "Keeps the table header visible at the top of the scrolling container. MRT then caps the container's height at the window height minus the toolbars (at least 350 px); `muiTableContainerProps` can set your own `maxHeight`.",
    'sticky-header',
  ),
  enableSubRowSelection: d(
    'Selecting a parent row also selects its sub-rows (on by default). A function decides per row. Turned off, the select-all checkbox of `page` mode never shows as checked on a page whose rows have sub-rows, and clicking it again does not clear the selection (see Known Issues).',
    'row-selection',
    'expanding-sub-rows',
    'known-issues#select-all-cannot-be-unticked-with-enablesubrowselection-false',
  ),
  enableTableFooter: d(
    'Renders the table footer (column `Footer`/`footer` content); the footer appears only when some column has such content.',
    'data-columns',
  ),
  enableTableHead: d('Renders the table header row.', 'data-columns'),
  enableToolbarInternalActions: d(
    'Shows the built-in toolbar buttons (search, filters, columns, density, full screen).',
    'toolbar-customization',
  ),
  enableTopToolbar: d('Shows the toolbar above the table.', 'toolbar-customization'),
  expandRowsFn: d(
    "Declared in MRT's types but not read by MRT 3.2.1 or TanStack Table; use `getSubRows` to give rows their children.",
    'expanding-sub-rows',
  ),
  filterFns: d(
    "Extra filter functions, keyed by name, that columns and the search can then reference by that name. They are merged with MRT's built-in filter functions. MRT reads them on the first render only.",
    'column-filtering',
  ),
  filterFromLeafRows: d(
    'Filters nested data from the leaf rows up, so a parent stays visible when any of its children match.',
    'column-filtering',
    'expanding-sub-rows',
  ),
  getColumnCanGlobalFilter: d(
    'Decides which columns the search looks at. By default only columns whose first value is a string or number are searched.',
    'global-filtering',
  ),
  getCoreRowModel: d(
    "The TanStack function that builds the basic row model; MRT supplies TanStack's own unless you pass one.",
  ),
  getExpandedRowModel: d(
    'The TanStack function that expands rows. MRT supplies it when expanding or grouping is on.',
    'expanding-sub-rows',
  ),
  getFacetedMinMaxValues: d(
    "The TanStack function that computes each column's min and max for faceting. MRT supplies it when `enableFacetedValues` is on.",
    'column-filtering',
  ),
  getFacetedRowModel: d(
    'The TanStack function that builds faceted row models. MRT supplies it when `enableFacetedValues` is on.',
    'column-filtering',
  ),
  getFacetedUniqueValues: d(
    'The TanStack function that counts unique values per column. MRT supplies it when `enableFacetedValues` is on.',
    'column-filtering',
  ),
  getFilteredRowModel: d(
    'The TanStack function that filters rows. MRT supplies it unless `enableFilters`, `enableColumnFilters` and `enableGlobalFilter` are all false, or `manualFiltering` is on.',
    'column-filtering',
  ),
  getGroupedRowModel: d(
    'The TanStack function that groups rows. MRT supplies it when grouping is on and `manualGrouping` is off.',
    'column-grouping',
  ),
  getIsRowExpanded: d(
    'Overrides how the table decides whether a row is currently expanded. The sub-rows it expands show only while the `expanded` state is not empty.',
    'expanding-sub-rows',
  ),
  getPaginationRowModel: d(
    'The TanStack function that pages rows. MRT supplies it when pagination is on and `manualPagination` is off.',
    'pagination',
  ),
  getRowCanExpand: d(
    'Overrides which rows can be expanded, for example rows that load their children later.',
    'expanding-sub-rows',
    'detail-panel',
  ),
  getRowId: d(
    "Returns a stable id for each row (such as a database id). Row selection, expansion and pinning are keyed by it; the default is the row's index in its parent (joined to the parent's id with a dot for sub-rows, such as `3.0`).",
    'row-selection',
    'best-practices',
  ),
  getSortedRowModel: d(
    'The TanStack function that sorts rows. MRT supplies it when sorting is on and `manualSorting` is off.',
    'sorting',
  ),
  getSubRows: d(
    'Returns the children of a row for nested data. MRT reads `row.subRows` by default.',
    'expanding-sub-rows',
  ),
  globalFilterFn: d(
    'The filter mode the search box starts with (default `fuzzy`): the name of a built-in or registered filter function. MRT reads it on the first render only; after that, the mode changes when the user picks one from the mode menu (which clears the search text) or you call `table.setGlobalFilterFn`, and the rows follow at the next change of the search text.',
    'global-filtering',
  ),
  globalFilterModeOptions: d(
    'Limits the modes offered in the search mode menu (with `enableGlobalFilterModes` on). The menu offers only `fuzzy`, `contains` and `startsWith`, whatever you list; left out or `null`, all three.',
    'global-filtering',
  ),
  groupedColumnMode: d(
    'What happens to grouped columns: `reorder` (the default) moves them to the start, before even the expand column; `remove` hides them; `false` leaves them in place.',
    'column-grouping',
  ),
  icons: d(
    "Replaces any of the icons MRT uses, keyed by icon name (for example `SearchIcon`); the others stay MRT's.",
    'customize-icons',
  ),
  id: d(
    'An id for the table, used to build element ids. MRT generates one with React `useId()` when left out.',
    'accessibility',
  ),
  initialState: d(
    'Starting values for any state field (sorting, pagination, density, visibility…) that the table then manages itself, read on the first render only.',
    'state-management',
  ),
  isMultiSortEvent: d(
    'Decides from the click event whether a header click adds to the sort instead of replacing it; Shift+click by default.',
    'sorting',
  ),
  keepPinnedRows: d(
    'When false, pinned rows disappear if they are filtered or paged out; by default they stay visible.',
    'row-pinning',
  ),
  layoutMode: d(
    'The CSS layout of the table: `semantic` table layout, `grid` (flexbox, columns grow) or `grid-no-grow`. When left out MRT uses `grid-no-grow` with column resizing, `grid` with virtualization, otherwise `semantic`; a `semantic` you set yourself also becomes `grid` with virtualization.',
    'column-size',
    'column-resizing',
  ),
  localization: d(
    'Text MRT displays, as a locale object imported from `material-react-table/locales/…` or your own partial one (the texts you leave out stay English).',
    'localization',
  ),
  manualExpanding: d(
    'Tells the table not to expand rows itself, for when you expand them in your own data (for example on the server).',
    'expanding-sub-rows',
  ),
  manualFiltering: d(
    'Tells the table not to filter rows itself, for server-side filtering. MRT turns it on automatically while `data` is empty (together with manual grouping, pagination and sorting).',
    'column-filtering',
    'global-filtering',
  ),
  manualGrouping: d('Tells the table not to group rows itself, for server-side grouping.', 'column-grouping'),
  manualPagination: d(
    'Tells the table not to slice rows into pages, for server-side pagination; give it `rowCount` so the controls work.',
    'pagination',
  ),
  manualSorting: d('Tells the table not to sort rows itself, for server-side sorting.', 'sorting'),
  maxLeafRowFilterDepth: d(
    'How deep in nested rows filtering applies; `0` filters only top-level rows.',
    'column-filtering',
    'expanding-sub-rows',
  ),
  maxMultiSortColCount: d(
    'The largest number of columns that can be sorted at once; sorting one more drops the oldest sort.',
    'sorting',
  ),
  memoMode: d(
    'Wraps one level of the table body in `React.memo`: the data cells (`cells`), each row (`rows`) or the whole body (`table-body`). With `rows`, a row re-renders only when its row object or its position on the page changes, so ticking its checkbox leaves it unticked on screen until a sort moves it. With `table-body`, nothing the table does re-renders the body once it has mounted: its comparison reads `table.options.data` of one shared table object, so neither a sort nor a new `data` array shows (see Known Issues). `cells` skips nothing when the table state changes, because MRT builds new cell objects on every render; it skips the cells already on screen when the row virtualizer re-renders the body on scroll.',
    'memoization',
    'known-issues#new-data-does-not-show-with-memomode-table-body',
  ),
  mergeOptions: d(
    'Custom function TanStack Table uses to merge its default options with yours, on every render; what it returns becomes `table.options`.',
  ),
  meta: d(
    'Any data you want to reach from anywhere through `table.options.meta` (for example an update callback).',
    'editing',
  ),
  mrtTheme: d(
    "Colors MRT uses (base background, selected and pinned row backgrounds, match highlight, menu background…), as an object or a function of the MUI theme; the colors you leave out keep MRT's defaults.",
    'theming',
    'customize-components',
  ),
  muiBottomToolbarProps: d(
    'Props for the MUI `Box` of the bottom toolbar.',
    'toolbar-customization',
    'customize-components',
  ),
  muiCircularProgressProps: d(
    'Props for the spinner of the loading overlay; a `Component` key replaces the spinner entirely.',
    'async-loading',
    'customize-components',
  ),
  muiColumnActionsButtonProps: d(
    'Props for the column actions `IconButton` in every header.',
    'column-actions',
    'customize-components',
  ),
  muiColumnDragHandleProps: d(
    'Props for the drag handle `IconButton` in column headers.',
    'column-ordering-dnd',
    'customize-components',
  ),
  muiCopyButtonProps: d(
    'Props for the `Button` that wraps cells when click-to-copy is on.',
    'click-to-copy',
    'customize-components',
  ),
  muiCreateRowModalProps: d(
    'Props for the MUI `Dialog` used to create a row in `modal` create mode, merged over `muiEditRowDialogProps`, which apply to it too.',
    'editing',
    'customize-components',
  ),
  muiDetailPanelProps: d(
    "Props for the `TableCell` that holds a row's detail panel.",
    'detail-panel',
    'customize-components',
  ),
  muiEditRowDialogProps: d(
    'Props for the MUI `Dialog` used to edit a row in `modal` edit mode; they also reach the create-row dialog.',
    'editing',
    'customize-components',
  ),
  muiEditTextFieldProps: d(
    'Props for the `TextField` of every editable cell (for example `type`, `required` or `onBlur` validation).',
    'editing',
    'customize-components',
  ),
  muiExpandAllButtonProps: d(
    'Props for the expand-all `IconButton` in the expand column header.',
    'expanding-sub-rows',
    'customize-components',
  ),
  muiExpandButtonProps: d("Props for each row's expand `IconButton`.", 'expanding-sub-rows', 'detail-panel'),
  muiFilterAutocompleteProps: d(
    'Props for the MUI `Autocomplete` of columns with the `autocomplete` filter variant.',
    'column-filtering',
  ),
  muiFilterCheckboxProps: d(
    'Props for the `Checkbox` of columns with the `checkbox` filter variant.',
    'column-filtering',
  ),
  muiFilterDatePickerProps: d(
    'Props for the MUI X `DatePicker` of `date` and `date-range` filters.',
    'column-filtering',
  ),
  muiFilterDateTimePickerProps: d(
    'Props for the MUI X `DateTimePicker` of `datetime` and `datetime-range` filters.',
    'column-filtering',
  ),
  muiFilterSliderProps: d('Props for the `Slider` of `range-slider` filters.', 'column-filtering'),
  muiFilterTextFieldProps: d(
    'Props for the `TextField` of the column filters: text, select, multi-select and range filters, and the input of autocomplete and date/time filters (not checkbox or range-slider filters). As a function it receives the column and, in range filters, `rangeFilterIndex` (0 for min, 1 for max).',
    'column-filtering',
    'customize-components',
  ),
  muiFilterTimePickerProps: d(
    'Props for the MUI X `TimePicker` of `time` and `time-range` filters.',
    'column-filtering',
  ),
  muiLinearProgressProps: d(
    'Props for the progress bars of the top and bottom toolbars, shown while `isSaving` or `showProgressBars` is on; as a function it receives `isTopToolbar` to tell them apart.',
    'async-loading',
  ),
  muiPaginationProps: d(
    "Props for the pagination controls. MRT reads `rowsPerPageOptions`, `showRowsPerPage`, `showFirstButton`/`showLastButton`, `disabled` and `SelectProps` (for the rows-per-page `Select`); any other prop reaches the MUI `Pagination` of `paginationDisplayMode: 'pages'` and is ignored in the default mode.",
    'pagination',
  ),
  muiRowDragHandleProps: d(
    'Props for the row drag handle `IconButton`, including its `onDragEnd`.',
    'row-ordering-dnd',
  ),
  muiSearchTextFieldProps: d(
    'Props for the search `TextField` in the toolbar (placeholder, variant, size…).',
    'global-filtering',
    'customize-components',
  ),
  muiSelectAllCheckboxProps: d('Props for the select-all `Checkbox` in the header.', 'row-selection'),
  muiSelectCheckboxProps: d(
    "Props for each row's selection `Checkbox` (or `Radio` in single selection).",
    'row-selection',
  ),
  muiSkeletonProps: d(
    'Props for the `Skeleton` placeholders shown in the cells while `isLoading` or `showSkeletons` is on; `showSkeletons: false` keeps them out even while loading.',
    'async-loading',
  ),
  muiTableBodyCellProps: d(
    'Props for every body `TableCell`; as a function it receives the cell, column, row and table.',
    'customize-components',
    'table-event-listeners',
  ),
  muiTableBodyProps: d('Props for the `TableBody`.', 'customize-components'),
  muiTableBodyRowProps: d(
    'Props for every body `TableRow`, for example `onClick`, `hover` or `sx`; as a function it receives the row. It also reaches each detail-panel row (as a function, with `isDetailPanel: true`).',
    'table-event-listeners',
    'customize-components',
  ),
  muiTableContainerProps: d(
    'Props for the `TableContainer` that scrolls the table (for example `sx: {maxHeight}`).',
    'sticky-header',
    'customize-components',
  ),
  muiTableFooterCellProps: d('Props for every footer `TableCell`.', 'customize-components'),
  muiTableFooterProps: d(
    'Props for the `TableFooter`. MRT renders it only when some column has a `footer` or `Footer`.',
    'customize-components',
  ),
  muiTableFooterRowProps: d('Props for every footer `TableRow`.', 'customize-components'),
  muiTableHeadCellProps: d('Props for every header `TableCell`.', 'customize-components'),
  muiTableHeadProps: d('Props for the `TableHead`.', 'customize-components'),
  muiTableHeadRowProps: d('Props for every header `TableRow`.', 'customize-components'),
  muiTablePaperProps: d('Props for the `Paper` that wraps the whole table and toolbars.', 'customize-components'),
  muiTableProps: d('Props for the MUI `Table` element.', 'customize-components'),
  muiToolbarAlertBannerChipProps: d(
    'Props for the chips in the alert banner that show grouped columns.',
    'column-grouping',
  ),
  muiToolbarAlertBannerProps: d(
    'Props for the MUI `Alert` banner that reports selected rows and grouping.',
    'toolbar-customization',
    'row-selection',
  ),
  muiTopToolbarProps: d('Props for the MUI `Box` of the top toolbar.', 'toolbar-customization'),
  onActionCellChange: d(
    "Called with the cell the user right-clicks (with `enableCellActions` on) and with `null` when its actions menu closes, in place of the table's own update: pass it back in `state.actionCell`, or the menu does not open.",
    'cell-actions',
    'state-management',
  ),
  onColumnFilterFnsChange: d(
    "Called with an updater function when the user picks a column's filter mode, in place of the table's own update: pass the result back in `state.columnFilterFns`.",
    'column-filtering',
    'state-management',
  ),
  onColumnFiltersChange: d(
    'Called with an updater function when column filter values change, such as when the user types in a filter field; pass the result back in `state.columnFilters`.',
    'column-filtering',
    'state-management',
  ),
  onColumnOrderChange: d(
    'Called with the new column order when the user drops a dragged column on another, or an updater function (grouping from the column actions menu puts the expand column first); pass the result back in `state.columnOrder`.',
    'column-ordering-dnd',
    'state-management',
  ),
  onColumnPinningChange: d(
    'Called when the user pins or unpins columns: the pin buttons and menu items pass an updater function, but "Unpin all" in the Show/Hide columns menu passes the new state itself, `{left: [], right: []}`. Pass the result back in `state.columnPinning`; a handler that calls `updater(old)` throws on "Unpin all", while React\'s `setState` takes both (see Known Issues).',
    'column-pinning',
    'state-management',
    'known-issues#updater-is-not-a-function-after-expand-all-or-unpin-all',
  ),
  onColumnSizingChange: d(
    'Called with an updater function when column widths change, such as while the user drags a resize handle; pass the result back in `state.columnSizing`.',
    'column-resizing',
    'state-management',
  ),
  onColumnSizingInfoChange: d(
    'Called with an updater function while the user resizes a column (which column, where the drag started, how far it moved); pass the result back in `state.columnSizingInfo`.',
    'column-resizing',
  ),
  onColumnVisibilityChange: d(
    'Called with an updater function when the user hides or shows columns; pass the result back in `state.columnVisibility`.',
    'column-hiding',
    'state-management',
  ),
  onCreatingRowCancel: d(
    'Called with `{row, table}` when the user cancels creating a new row; MRT closes the form itself.',
    'editing',
  ),
  onCreatingRowChange: d(
    "Called with the new row when creating starts, again each time the user leaves one of its fields, and with `null` when it closes. Unlike the other callbacks it does not replace MRT's own update (unless it returns a value), so `state.creatingRow` is needed only to set the row yourself.",
    'editing',
  ),
  onCreatingRowSave: d(
    'Called with `{exitCreatingMode, row, table, values}` when the user saves a new row; save the `values`, then call `exitCreatingMode()`: the form stays open until then.',
    'editing',
  ),
  onDensityChange: d(
    "Called with the next density when the user clicks the density toggle (comfortable, compact, spacious, then comfortable again), in place of the table's own update: pass it back in `state.density`.",
    'density-toggle',
    'state-management',
  ),
  onDraggingColumnChange: d(
    "Called with the column when the user starts dragging a column and with `null` when the drag ends, in place of the table's own update: pass it back in `state.draggingColumn`, or dropped columns do not move.",
    'column-ordering-dnd',
  ),
  onDraggingRowChange: d(
    "Called with the row when the user starts dragging a row and with `null` when the drag ends, in place of the table's own update: pass it back in `state.draggingRow`.",
    'row-ordering-dnd',
  ),
  onEditingCellChange: d(
    "Called with the cell the user double-clicks (with `editDisplayMode: 'cell'`) and with `null` when its field loses focus, in place of the table's own update: pass it back in `state.editingCell`, or no field opens.",
    'editing',
  ),
  onEditingRowCancel: d(
    'Called with `{row, table}` when the user cancels editing a row; MRT leaves edit mode itself.',
    'editing',
  ),
  onEditingRowChange: d(
    "Called with a copy of the row when the user starts editing it, again each time the user leaves one of its fields, and with `null` when editing ends, in place of the table's own update: pass it back in `state.editingRow`, or no form opens.",
    'editing',
  ),
  onEditingRowSave: d(
    'Called with `{exitEditingMode, row, table, values}` when the user saves an edited row; save the `values`, then call `exitEditingMode()`: the form stays open until then.',
    'editing',
  ),
  onExpandedChange: d(
    "Called when the user expands or collapses rows: a row's expand button passes an updater function, but the expand-all button (and Enter or Space on the expand column's header) passes the new state itself, `true` or `{}`. Pass the result back in `state.expanded`; a handler that calls `updater(old)` throws on expand-all, while React's `setState` takes both (see Known Issues).",
    'expanding-sub-rows',
    'state-management',
    'known-issues#updater-is-not-a-function-after-expand-all-or-unpin-all',
  ),
  onGlobalFilterChange: d(
    "Called with the search text once the user stops typing for 250 ms (500 ms with `manualFiltering`), with `''` once the user has deleted it all, and at once with `undefined` when the user clicks Clear search. Pass it back in `state.globalFilter` (for example to search on the server).",
    'global-filtering',
    'state-management',
  ),
  onGlobalFilterFnChange: d(
    "Called with the search mode the user picks, in place of MRT's own update: with it, the search keeps filtering with the mode it started with, whatever `state.globalFilterFn` says.",
    'global-filtering',
  ),
  onGroupingChange: d(
    'Called with an updater function when the user groups or ungroups columns; pass the result back in `state.grouping`.',
    'column-grouping',
    'state-management',
  ),
  onHoveredColumnChange: d(
    "Called while the user drags a column: with each column header it enters (with `enableColumnOrdering` on), with `{id: 'drop-zone'}` when it enters the toolbar drop zone, and with `null` when the drag ends.",
    'column-ordering-dnd',
  ),
  onHoveredRowChange: d(
    'Called while the user drags a row with `enableRowOrdering` on: with each row it enters, and with `null` when the drag ends.',
    'row-ordering-dnd',
  ),
  onIsFullScreenChange: d(
    "Called with `true` or `false` when the user clicks the full-screen toggle, and with `false` when the user presses Escape in the table, in place of the table's own update: pass it back in `state.isFullScreen`.",
    'full-screen-toggle',
  ),
  onPaginationChange: d(
    'Called with an updater function when the user changes the page or the rows per page; pass the result back in `state.pagination`.',
    'pagination',
    'state-management',
  ),
  onRowPinningChange: d(
    "Called when the user pins or unpins rows: a row's pin button passes an updater function, but in the `select-…` display modes the select-all checkbox passes the new state itself, `{bottom: [], top: []}`. Pass the result back in `state.rowPinning`; React's `setState` takes both.",
    'row-pinning',
    'state-management',
    'known-issues#updater-is-not-a-function-after-expand-all-or-unpin-all',
  ),
  onRowSelectionChange: d(
    'Called with an updater function when the user selects or deselects rows; pass the result back in `state.rowSelection`.',
    'row-selection',
    'state-management',
  ),
  onShowAlertBannerChange: d(
    "MRT never calls it itself: selecting rows or grouping shows the banner without changing `showAlertBanner`. It is called only when your own code calls `table.setShowAlertBanner(…)`, in place of MRT's internal update; use it with `state.showAlertBanner`.",
    'toolbar-customization',
  ),
  onShowColumnFiltersChange: d(
    "Called with `true` or `false` when the user clicks the Show/Hide filters button, in place of the table's own update: pass it back in `state.showColumnFilters`.",
    'column-filtering',
  ),
  onShowGlobalFilterChange: d(
    "Called with `true` or `false` when the user clicks the Show/Hide search button, in place of the table's own update: pass it back in `state.showGlobalFilter`.",
    'global-filtering',
  ),
  onShowToolbarDropZoneChange: d(
    'Called with `true` when the user starts dragging a column that can be grouped (with `enableGrouping` on) and with `false` when the drag ends; MRT also calls it with `false` when the table mounts and whenever the grouping changes.',
    'column-grouping',
  ),
  onSortingChange: d(
    'Called with an updater function when the user sorts; pass the result back in `state.sorting` (for example to sort on the server). MRT also calls it itself as the table mounts and whenever the search text changes, while ranked search results can apply (see `enableGlobalFilterRankedResults`): with `[]` when the search text becomes non-empty, and with an updater function that restores the earlier sorting when the table mounts or the search is cleared.',
    'sorting',
    'state-management',
  ),
  pageCount: d(
    'The number of pages for manual pagination (`-1` when unknown). MRT\'s range text and next-page button read `rowCount`, not this: with `pageCount` alone they count only the rows in `data` (a server page of 10 rows reads "1-10 of 10") and the next-page button stays disabled, so pass `rowCount`.',
    'pagination',
  ),
  paginateExpandedRows: d(
    "When true (the default), expanded sub-rows count towards the page size; when false they always stay on their parent's page.",
    'pagination',
    'expanding-sub-rows',
  ),
  paginationDisplayMode: d(
    'What the pagination shows after its rows-per-page select: `default` (range text and arrows), `pages` (numbered page buttons) or `custom` (nothing more: render your own). `muiPaginationProps: {showRowsPerPage: false}` hides the select.',
    'pagination',
  ),
  positionActionsColumn: d(
    'Where the row actions column goes: `first` (the default) puts it before the data columns, where only the row pin and drag columns come before it; `last` puts it after the data columns.',
    'row-actions',
  ),
  positionCreatingRow: d(
    "Where the inline create row (`createDisplayMode: 'row'`) appears: `top` (the default), `bottom`, or at a given row index.",
    'editing',
  ),
  positionExpandColumn: d(
    'Where the expand column goes: `first` (the default) puts it before the data columns, after the row pin, drag and actions columns and before the selection and row number columns; `last` puts it after the data columns.',
    'expanding-sub-rows',
    'detail-panel',
  ),
  positionGlobalFilter: d(
    'Where the search box sits in the top toolbar: `left`, `right`, or `none` to leave it out. With `none` the Show/Hide search button stays, and toggling it shows no box.',
    'global-filtering',
    'toolbar-customization',
    'known-issues#letters-typed-while-the-search-renders-are-lost',
  ),
  positionPagination: d(
    'Where the pagination controls go: `top`, `bottom` (the default), `both` or `none`.',
    'pagination',
  ),
  positionToolbarAlertBanner: d(
    "Where the selection/grouping banner appears: `top` (the default) or `bottom` toolbar, `head-overlay` in place of the table's header row, or `none`.",
    'toolbar-customization',
    'row-selection',
  ),
  positionToolbarDropZone: d(
    'Where the drop zone for grouping by dragged columns appears: `top` (the default), `bottom`, `both` or `none`.',
    'column-grouping',
  ),
  renderBottomToolbar: d('Replaces the whole bottom toolbar with your own content.', 'toolbar-customization'),
  renderBottomToolbarCustomActions: d(
    'Adds your own content to the left side of the bottom toolbar.',
    'toolbar-customization',
  ),
  renderCaption: d('Content for a `<caption>` on the table, which screen readers announce.', 'accessibility'),
  renderCellActionMenuItems: d(
    'Returns the menu items for the cell actions menu; it receives the built-in items in `internalMenuItems` to keep or rearrange.',
    'cell-actions',
  ),
  renderColumnActionsMenuItems: d(
    'Returns the items of every column actions menu; the built-in items come in `internalColumnMenuItems`.',
    'column-actions',
  ),
  renderColumnFilterModeMenuItems: d('Returns the items of the filter mode menu for every column.', 'column-filtering'),
  renderCreateRowDialogContent: d(
    'Replaces the content of the create-row dialog; the default inputs come in `internalEditComponents`.',
    'editing',
  ),
  renderDetailPanel: d(
    'Content shown in an expandable panel under each row; adds the expand column. It is called for every rendered row on every render (for the expand button and for the panel); the content is mounted only while the row is expanded. Returning nothing for a row disables its expand button (unless the row can expand for another reason, such as sub-rows).',
    'detail-panel',
  ),
  renderEditRowDialogContent: d(
    'Replaces the content of the edit-row dialog; the default inputs come in `internalEditComponents`. It fills the create-row dialog too when `renderCreateRowDialogContent` is not set or returns nothing.',
    'editing',
  ),
  renderEmptyRowsFallback: d(
    'What the body shows when there are no rows to display. By default a localized message: "No results found" while a search or column filter is active, otherwise "No records to display".',
    'async-loading',
  ),
  renderFallbackValue: d('The value a cell shows when its value is `null` or `undefined`.', 'data-columns'),
  renderGlobalFilterModeMenuItems: d('Returns the items of the search mode menu.', 'global-filtering'),
  renderRowActionMenuItems: d(
    'Returns the menu items of each row\'s actions menu: the row actions cell shows a menu button for rows where it returns items, with an "Edit" item first when row editing is on in `modal` or `row` mode. The row actions column comes from `enableRowActions` (or row editing), not from this option, and `renderRowActions` takes the place of the menu when set.',
    'row-actions',
  ),
  renderRowActions: d(
    "Renders the content of each row's actions cell, such as edit and delete buttons. The row actions column comes from `enableRowActions` (or row editing in `modal` or `row` mode), not from this option.",
    'row-actions',
    'editing',
  ),
  renderToolbarAlertBannerContent: d(
    'Replaces the content of the alert banner; the default selected and grouped messages are passed in.',
    'toolbar-customization',
  ),
  renderToolbarInternalActions: d(
    'Replaces the built-in toolbar buttons, for example to reorder them or add your own.',
    'toolbar-customization',
  ),
  renderTopToolbar: d('Replaces the whole top toolbar with your own content.', 'toolbar-customization'),
  renderTopToolbarCustomActions: d(
    'Adds your own content, such as buttons, to the left side of the top toolbar.',
    'toolbar-customization',
  ),
  rowCount: d(
    'The total number of rows on the server, for manual pagination; the page count is computed from it.',
    'pagination',
  ),
  rowNumberDisplayMode: d(
    "What the row numbers column counts: `static` (the default) numbers rows by their displayed position, continuing across pages; `original` shows each row's `row.index` (its index in `data`, or among its siblings for sub-rows), plus one.",
    'row-numbers',
  ),
  rowPinningDisplayMode: d(
    'How pinned rows are shown. `sticky` (the default): pinned rows stay in place among the other rows; `top` or `bottom`: the pin button moves them to a block above or below the other rows; `top-and-bottom`: each row gets both pin buttons; the `select-…` variants pin rows as they are selected.',
    'row-pinning',
  ),
  rowVirtualizerInstanceRef: d(
    'With `enableRowVirtualization` on, a ref that receives the row virtualizer, for example to call `scrollToIndex`.',
    'virtualization',
  ),
  rowVirtualizerOptions: d(
    'Options passed to the row virtualizer (such as `overscan` or `estimateSize`), as an object or a function of `{table}`.',
    'virtualization',
  ),
  selectAllMode: d(
    'What the select-all checkbox selects: the rows of the current `page` (the default) or `all` the rows that pass the filters, on every page, sub-rows included.',
    'row-selection',
  ),
  sortDescFirst: d(
    "Which way a column sorts on its first click: `true` descending, `false` ascending. Left out, TanStack Table decides per column from the first row's value: text starts ascending, anything else (numbers, dates) descending. So `true` changes only text columns and `false` only the others. A column's own `sortDescFirst` wins.",
    'sorting',
  ),
  sortingFns: d(
    "Extra sorting functions, keyed by name, that columns can then reference by that name in `sortingFn`, next to MRT's built-in ones. MRT reads them on the first render only.",
    'sorting',
  ),
  state: d(
    "State fields you control yourself: a field passed in here wins over the table's own, so pass it in on every render together with the matching `on…Change` callback.",
    'state-management',
  ),
};
