import {d, plain, type ApiDescriptions} from '../types';

/** Options of one column definition (`MRT_ColumnDef`), set in the `columns` array. */
export const descriptions: ApiDescriptions = {
  accessorFn: d(
    "Computes the column's value from the row object, for derived or nested values; give the column an `id` too, unless its `header` string is unique (MRT then uses the header as the id).",
    'data-columns',
  ),
  accessorKey: d(
    'The key of the row object this column reads; dot notation (`name.first`) reaches nested values. Also becomes the column id when `id` is not set.',
    'data-columns',
  ),
  AggregatedCell: d(
    "Renders, in place of `Cell`, this column's cells in rows that have sub-rows: on a group row (rows grouped by another column) `cell.getValue()` is the aggregated value, and on a tree's parent row, even without any grouping, it is the row's own value. Without it a group row's cell is empty, even when the column has an `aggregationFn`, and a tree's parent row shows `Cell` as the other rows do.",
    'aggregation',
    'column-grouping',
  ),
  aggregationFn: d(
    "How values are combined in grouped rows: the name of a built-in (sum, mean, count…) or registered function, your own function, or an array of names, which makes `cell.getValue()` an array of results in the same order. Array entries are looked up by name only, among the built-ins and the table's `aggregationFns` (the type lists only the built-in names): a function inside the array gives `undefined`, although the type accepts it. To combine your own function with others, pass one function that returns all the results. The result is shown only through `AggregatedCell`: without it the grouped row's cell for this column is empty.",
    'aggregation',
  ),
  Cell: d(
    'Renders the body cells of this column; it receives `renderedCellValue` (the value, with filter matches highlighted) along with the cell, row and table.',
    'data-columns',
    'customize-components',
  ),
  columnDefType: d(
    'The kind of column: `data` (reads a value), `display` (buttons or other content without data) or `group` (a header over child `columns`). MRT sets `group` itself when `columns` is given.',
    'display-columns',
    'data-columns',
  ),
  columnFilterModeOptions: d(
    "Limits the filter modes users can pick for this column. Left out or `null`, the table-level `columnFilterModeOptions` applies; an empty array hides this column's filter-mode switcher.",
    'column-filtering',
  ),
  columns: d('Child columns, which turn this column into a header group spanning them.', 'data-columns'),
  Edit: d('Renders your own input for this column while a row or cell is being edited.', 'editing'),
  editSelectOptions: d(
    'The options of the select input when `editVariant` is `select`: strings or `{label, value}` objects, or a function returning them.',
    'editing',
  ),
  editVariant: d(
    'The input used when editing this column: a `text` field or a `select` of `editSelectOptions`.',
    'editing',
  ),
  enableClickToCopy: d(
    'Copies this column\'s cell value when clicked (`true`), or offers it as a "Copy" item of the cell actions menu (`context-menu`, which also needs the table option `enableCellActions`); a function decides per cell. `false` removes the copy buttons the table\'s `true` would give this column, but not the "Copy" item the table\'s `context-menu` adds: this column\'s cells still offer it.',
    'click-to-copy',
  ),
  enableColumnActions: d(
    "`false` hides this column's actions button; `true` shows it even when the table's `enableColumnActions` is off.",
    'column-actions',
  ),
  enableColumnDragging: d(
    "`false` removes the drag handle of this column's header; `true` adds none by itself: the handle comes from the table's `enableColumnDragging`, `enableColumnOrdering` or `enableGrouping`.",
    'column-ordering-dnd',
  ),
  enableColumnFilter: d(
    "`false` removes this column's filter; `true` does nothing while the table's `enableColumnFilters` is off.",
    'column-filtering',
  ),
  enableColumnFilterModes: d(
    "`false` takes the filter mode menu away from this column; `true` does nothing while the table's `enableColumnFilterModes` is off.",
    'column-filtering',
  ),
  enableColumnOrdering: d(
    "`false` keeps this column in place while the table's `enableColumnOrdering` is on: its header has no drag handle and other columns cannot be dropped on it. `true` does nothing while the table's option is off.",
    'column-ordering-dnd',
  ),
  enableEditing: d(
    "`false` (or a function of the row returning `false`) makes this column read-only; `true` does not turn editing on while the table's `enableEditing` is off.",
    'editing',
  ),
  enableFilterMatchHighlighting: d(
    "`false` stops highlighting filter and search matches in this column's cells; `true` does nothing while the table's `enableFilterMatchHighlighting` is off.",
    'column-filtering',
    'global-filtering',
  ),
  enableGlobalFilter: d(
    '`false` leaves this column out when the search box filters rows. `true` cannot add a column whose value in the first row of `data` is not a string or a number (empty, a date, an object): TanStack Table never searches such a column.',
    'global-filtering',
  ),
  enableGrouping: d(
    "`false` stops users grouping rows by this column; `true` does nothing while the table's `enableGrouping` is off.",
    'column-grouping',
  ),
  enableHiding: d(
    "`false` stops users hiding this column: its Hide item in the column actions menu and its switch in the show/hide columns menu are disabled. `true` does nothing while the table's `enableHiding` is off.",
    'column-hiding',
  ),
  enableMultiSort: d(
    "Whether Shift-clicking this column's header adds it to the current sort instead of replacing it; it wins over the table's `enableMultiSort`.",
    'sorting',
  ),
  enablePinning: d(
    "`false` stops users pinning this column; `true` does nothing while the table's `enableColumnPinning` is off.",
    'column-pinning',
  ),
  enableResizing: d(
    "`false` stops users resizing this column; `true` does nothing while the table's `enableColumnResizing` is off.",
    'column-resizing',
  ),
  enableSorting: d(
    "`false` turns sorting off for this column; `true` does nothing while the table's `enableSorting` is off.",
    'sorting',
  ),
  Filter: d(
    'Renders your own filter input for this column in place of the built-in text, select or date field. It is ignored with the `checkbox` and `range-slider` variants, and called once per bound with the range variants (`rangeFilterIndex` 0 and 1).',
    'column-filtering',
  ),
  filterFn: d(
    'How this column filters: the name of a built-in (fuzzy, contains, equals, between…) or registered filter function, or your own function. When left out MRT picks one from `filterVariant`: `arrIncludesSome` for multi-select, `betweenInclusive` for the range variants, `equals` for select and checkbox, `fuzzy` for the rest (text, autocomplete, single date and time pickers).',
    'column-filtering',
  ),
  filterSelectOptions: d(
    "The choices of `select`, `multi-select` and `autocomplete` filters: strings or `{label, value}` objects. Without them these filters list the column's faceted unique values, which MRT computes only when `enableFacetedValues` is on and sorts with `localeCompare`: on a column of numbers or booleans that sort throws and the table fails to render, so such a column needs its options written here (see Known Issues).",
    'column-filtering',
    'known-issues#a-select-filter-on-a-number-column-crashes-the-table',
  ),
  filterVariant: plain(
    'The kind of filter input: `text`, `select`, `multi-select`, `autocomplete`, `checkbox`, `range`, `range-slider`, or a date, date-time or time picker (single or range).',
    'column-filtering',
  ),
  Footer: d('Renders the footer cell of this column, for example a total.', 'aggregation', 'data-columns'),
  footer: d('Plain-text footer for the column; use `Footer` for JSX.', 'data-columns'),
  getGroupingValue: d(
    'Returns the value rows are grouped by for this column, when it should differ from the displayed value.',
    'column-grouping',
  ),
  getUniqueValues: d(
    "Returns the values of a row for this column's faceted unique values, for example to count items of an array one by one.",
    'column-filtering',
  ),
  GroupedCell: d(
    'Renders the cell that heads a group when rows are grouped by this column; without it that cell shows the value and the number of rows, e.g. `Boston (2)`.',
    'column-grouping',
  ),
  grow: d(
    'How this column takes spare width. With `layoutMode` `grid`, every column grows in proportion to its size unless `grow` is `false` or `0`; with `grid-no-grow` (the default when `enableColumnResizing` is on), only columns with `grow` widen, by that number (`true` counts as 1). The `semantic` layout ignores it.',
    'column-size',
  ),
  Header: d(
    'Renders the header of this column as JSX; `header` stays the plain-text name used in menus.',
    'data-columns',
    'customize-components',
  ),
  header: d('The column name as text (required); shown in the header, menus and filters.', 'data-columns'),
  id: d(
    'A unique id for the column. When left out it is the `accessorKey`, else the `header` string, so an `accessorFn` column needs an `id` unless its `header` is unique.',
    'data-columns',
  ),
  invertSorting: d(
    'Reverses the sort order of this column, for scales where lower is better (ranks, golf scores).',
    'sorting',
  ),
  maxSize: d(
    'The largest width, in pixels, this column can be resized to (1000 unless set).',
    'column-size',
    'column-resizing',
  ),
  meta: plain('Any data you want to attach to the column and read back from `column.columnDef.meta`.', 'data-columns'),
  minSize: d(
    'The smallest width, in pixels, this column can be resized to (40 unless set).',
    'column-size',
    'column-resizing',
  ),
  muiColumnActionsButtonProps: d(
    "Props for this column's column actions `IconButton`. Spread over the table's `muiColumnActionsButtonProps`: a key set in both takes the column's value.",
    'column-actions',
  ),
  muiColumnDragHandleProps: d(
    "Props for the drag handle `IconButton` in this column's header (not the one in the show/hide columns menu). Spread over the table's `muiColumnDragHandleProps`: a key set in both takes the column's value.",
    'column-ordering-dnd',
  ),
  muiCopyButtonProps: d(
    "Props for the copy `Button` of this column's cells when click-to-copy is on.",
    'click-to-copy',
  ),
  muiEditTextFieldProps: d(
    "Props for this column's edit `TextField`, in the cells and in the edit dialog: for example `type`, `select` with `children` as its options, or handlers such as `onBlur` for validation (MRT's own handling still runs). As a function it receives the cell, column, row and table. Spread over the table's `muiEditTextFieldProps`: a key set in both takes the column's value.",
    'editing',
  ),
  muiFilterAutocompleteProps: d(
    "Props for the MUI `Autocomplete` of this column's filter, used when its `filterVariant` is `autocomplete`. Spread over the table's `muiFilterAutocompleteProps`: a key set in both takes the column's value.",
    'column-filtering',
  ),
  muiFilterCheckboxProps: d(
    "Props for the `Checkbox` of this column's filter, used when its `filterVariant` is `checkbox`. Spread over the table's `muiFilterCheckboxProps`: a key set in both takes the column's value.",
    'column-filtering',
  ),
  muiFilterDatePickerProps: d(
    "Props for the MUI X `DatePicker` of this column's filter, used when its `filterVariant` is `date` or `date-range`. As a function it receives the column and, in `date-range` filters, `rangeFilterIndex` (0 for min, 1 for max). Spread over the table's `muiFilterDatePickerProps`: a key set in both takes the column's value.",
    'column-filtering',
  ),
  muiFilterDateTimePickerProps: d(
    "Props for the MUI X `DateTimePicker` of this column's filter, used when its `filterVariant` is `datetime` or `datetime-range`. As a function it receives the column and, in `datetime-range` filters, `rangeFilterIndex` (0 for min, 1 for max). Spread over the table's `muiFilterDateTimePickerProps`: a key set in both takes the column's value.",
    'column-filtering',
  ),
  muiFilterSliderProps: d(
    "Props for the MUI `Slider` of this column's filter, used when its `filterVariant` is `range-slider`. Spread over the table's `muiFilterSliderProps`: a key set in both takes the column's value.",
    'column-filtering',
  ),
  muiFilterTextFieldProps: d(
    "Props for the `TextField` of this column's filter: text, select, multi-select and range filters, and the input of autocomplete and date/time filters (not checkbox or range-slider filters). As a function it receives the column and, in range filters, `rangeFilterIndex` (0 for min, 1 for max). Spread over the table's `muiFilterTextFieldProps`: a key set in both takes the column's value.",
    'column-filtering',
  ),
  muiFilterTimePickerProps: d(
    "Props for the MUI X `TimePicker` of this column's filter, used when its `filterVariant` is `time` or `time-range`. As a function it receives the column and, in `time-range` filters, `rangeFilterIndex` (0 for min, 1 for max). Spread over the table's `muiFilterTimePickerProps`: a key set in both takes the column's value.",
    'column-filtering',
  ),
  muiTableBodyCellProps: d(
    "Props for the body cells of this column, for example `align`. As a function it receives the cell, column, row and table, for example for an `sx` that depends on the value. Spread over the table's `muiTableBodyCellProps`: a key set in both takes the column's value.",
    'customize-components',
  ),
  muiTableFooterCellProps: d(
    "Props for the footer cell of this column. Spread over the table's `muiTableFooterCellProps`: a key set in both takes the column's value.",
    'customize-components',
  ),
  muiTableHeadCellProps: d(
    "Props for the header cell of this column. Spread over the table's `muiTableHeadCellProps`: a key set in both takes the column's value.",
    'customize-components',
  ),
  PlaceholderCell: d(
    'Renders the placeholder cells of this column while rows are grouped by it: its cells in the rows under a group (the row heading the group shows `GroupedCell`). Without it they are empty.',
    'column-grouping',
  ),
  renderCellActionMenuItems: d(
    "Returns the items of the cell actions menu for this column's cells, in place of the table's `renderCellActionMenuItems`; the built-in items come in `internalMenuItems`. The menu opens on right-click only while the table's `enableCellActions` is on.",
    'cell-actions',
  ),
  renderColumnActionsMenuItems: d(
    "Returns the items of this column's actions menu; the built-in items come in `internalColumnMenuItems`.",
    'column-actions',
  ),
  renderColumnFilterModeMenuItems: d(
    "Returns the items of this column's filter mode menu, in place of the table's `renderColumnFilterModeMenuItems`; it receives the built-in choices in `internalFilterOptions` and `onSelectFilterMode` to apply one. The filter mode menu opened from this column's actions menu shows them too. The menu exists only while the table's `enableColumnFilterModes` is on.",
    'column-filtering',
  ),
  size: d('The starting width of the column, in pixels (180 unless `defaultColumn` sets another).', 'column-size'),
  sortDescFirst: d(
    "Which way this column sorts on its first click: `true` descending, `false` ascending; it wins over the table's `sortDescFirst`. Left out on both, a column whose first row holds text starts ascending and any other (numbers, dates) descending, so `true` matters for text columns and `false` for the others.",
    'sorting',
  ),
  sortingFn: d(
    'How this column sorts: the name of a built-in (alphanumeric, text, datetime, basic…) or registered sorting function, or your own comparator. Left out, TanStack Table picks one from the data (`column.getAutoSortingFn()`); with ten rows or fewer that is `basic`, which sorts text case-sensitively (`Zoe` before `adam`).',
    'sorting',
  ),
  sortUndefined: d(
    "Where rows with an undefined value go when sorting: `first` or `last` whatever the direction; `-1` or `1` (TanStack's default) to place them before or after the other rows in ascending order, flipped when descending; `false` to pass them to the sorting function like any other value.",
    'sorting',
  ),
  visibleInShowHideMenu: d('Set to false to leave this column out of the show/hide columns menu.', 'column-hiding'),
};
