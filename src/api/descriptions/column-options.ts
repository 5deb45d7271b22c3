import {d, type ApiDescriptions} from '../types';

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
    'Renders the cell of this column in a grouped row, usually showing the aggregated value (`cell.getValue()`). Without it that cell is empty, even when the column has an `aggregationFn`.',
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
  enableColumnActions: d('Shows or hides the column actions menu button for this column.', 'column-actions'),
  enableColumnDragging: d(
    "`false` removes the drag handle of this column's header; `true` adds none by itself: the handle comes from the table's `enableColumnDragging`, `enableColumnOrdering` or `enableGrouping`.",
    'column-ordering-dnd',
  ),
  enableColumnFilter: d('Turns the column filter on or off for this column.', 'column-filtering'),
  enableColumnFilterModes: d(
    "`false` takes the filter mode menu away from this column; `true` does nothing while the table's `enableColumnFilterModes` is off.",
    'column-filtering',
  ),
  enableColumnOrdering: d(
    'Lets users move this column by dragging (when column ordering is on).',
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
  enableGlobalFilter: d('Includes or leaves out this column when the search box filters rows.', 'global-filtering'),
  enableGrouping: d('Lets users group rows by this column.', 'column-grouping'),
  enableHiding: d('Lets users hide this column.', 'column-hiding'),
  enableMultiSort: d('Lets this column take part in a multi-column sort.', 'sorting'),
  enablePinning: d('Lets users pin this column.', 'column-pinning'),
  enableResizing: d('Lets users resize this column.', 'column-resizing'),
  enableSorting: d('Turns sorting on or off for this column.', 'sorting'),
  Filter: d('Renders your own filter input for this column in place of the built-in one.', 'column-filtering'),
  filterFn: d(
    'How this column filters: the name of a built-in (fuzzy, contains, equals, between…) or registered filter function, or your own function. When left out MRT picks one from `filterVariant`: `arrIncludesSome` for multi-select, `betweenInclusive` for the range variants, `equals` for select and checkbox, `fuzzy` for the rest (text, autocomplete, single date and time pickers).',
    'column-filtering',
  ),
  filterSelectOptions: d(
    "The choices of `select`, `multi-select` and `autocomplete` filters: strings or `{label, value}` objects. Without them these filters list the column's faceted unique values, which MRT computes only when `enableFacetedValues` is on.",
    'column-filtering',
  ),
  filterVariant: d(
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
  GroupedCell: d('Renders the cell that heads a group when rows are grouped by this column.', 'column-grouping'),
  grow: d(
    'In a `grid` layout, how much this column grows to fill spare width; `false` or `0` keeps it at its size.',
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
  maxSize: d('The largest width, in pixels, this column can be resized to.', 'column-size', 'column-resizing'),
  meta: d('Any data you want to attach to the column and read back from `column.columnDef.meta`.', 'data-columns'),
  minSize: d('The smallest width, in pixels, this column can be resized to.', 'column-size', 'column-resizing'),
  muiColumnActionsButtonProps: d("Props for this column's column actions `IconButton`.", 'column-actions'),
  muiColumnDragHandleProps: d("Props for this column's drag handle `IconButton`.", 'column-ordering-dnd'),
  muiCopyButtonProps: d(
    "Props for the copy `Button` of this column's cells when click-to-copy is on.",
    'click-to-copy',
  ),
  muiEditTextFieldProps: d(
    'Props for the edit `TextField` of this column (type, select options, validation handlers…).',
    'editing',
  ),
  muiFilterAutocompleteProps: d('Props for the `Autocomplete` filter of this column.', 'column-filtering'),
  muiFilterCheckboxProps: d('Props for the `Checkbox` filter of this column.', 'column-filtering'),
  muiFilterDatePickerProps: d('Props for the `DatePicker` filter of this column.', 'column-filtering'),
  muiFilterDateTimePickerProps: d('Props for the `DateTimePicker` filter of this column.', 'column-filtering'),
  muiFilterSliderProps: d('Props for the range `Slider` filter of this column.', 'column-filtering'),
  muiFilterTextFieldProps: d('Props for the filter `TextField` of this column.', 'column-filtering'),
  muiFilterTimePickerProps: d('Props for the `TimePicker` filter of this column.', 'column-filtering'),
  muiTableBodyCellProps: d(
    'Props for the body cells of this column, for example `align` or conditional `sx`.',
    'customize-components',
  ),
  muiTableFooterCellProps: d('Props for the footer cell of this column.', 'customize-components'),
  muiTableHeadCellProps: d('Props for the header cell of this column.', 'customize-components'),
  PlaceholderCell: d(
    'Renders the placeholder cells of this column while rows are grouped by it: its cells in the rows under a group (the row heading the group shows `GroupedCell`). Without it they are empty.',
    'column-grouping',
  ),
  renderCellActionMenuItems: d("Returns the cell actions menu items for this column's cells.", 'cell-actions'),
  renderColumnActionsMenuItems: d(
    "Returns the items of this column's actions menu; the built-in items come in `internalColumnMenuItems`.",
    'column-actions',
  ),
  renderColumnFilterModeMenuItems: d("Returns the items of this column's filter mode menu.", 'column-filtering'),
  size: d('The starting width of the column, in pixels (180 unless `defaultColumn` sets another).', 'column-size'),
  sortDescFirst: d(
    "Which way this column sorts on its first click: `true` descending, `false` ascending; it wins over the table's `sortDescFirst`. Left out on both, a column whose first row holds text starts ascending and any other (numbers, dates) descending, so `true` matters for text columns and `false` for the others.",
    'sorting',
  ),
  sortingFn: d(
    'How this column sorts: the name of a built-in (alphanumeric, text, datetime, basic…) or registered sorting function, or your own comparator.',
    'sorting',
  ),
  sortUndefined: d(
    "Where rows with an undefined value go when sorting: `first` or `last` whatever the direction; `-1` or `1` (TanStack's default) to place them before or after the other rows in ascending order, flipped when descending; `false` to pass them to the sorting function like any other value.",
    'sorting',
  ),
  visibleInShowHideMenu: d('Set to false to leave this column out of the show/hide columns menu.', 'column-hiding'),
};
