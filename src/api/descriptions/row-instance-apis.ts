import {d, plain, type ApiDescriptions} from '../types';

/** Properties and methods of a row object (`MRT_Row`), e.g. the `row` passed to `Cell` or `renderDetailPanel`. */
export const descriptions: ApiDescriptions = {
  columnFilters: d(
    'For each column with an active filter, whether this row passed it; `__global__` holds the result of the search.',
    'column-filtering',
  ),
  columnFiltersMeta: d(
    'Extra data filter functions stored about this row while filtering, such as fuzzy ranking info.',
    'column-filtering',
  ),
  depth: d('How deeply the row is nested: 0 for top-level rows, 1 for their sub-rows and so on.', 'expanding-sub-rows'),
  getAllCells: d('All cells of the row, including those of hidden columns.', 'data-columns'),
  getCanExpand: d(
    'Whether the row can expand: it has sub-rows, or `getRowCanExpand` says so. (MRT also shows the expand button for rows with a detail panel.)',
    'expanding-sub-rows',
    'detail-panel',
  ),
  getCanMultiSelect: d('Whether selecting this row keeps other rows selected.', 'row-selection'),
  getCanPin: plain('Whether the row can be pinned.', 'row-pinning'),
  getCanSelect: plain('Whether the row can be selected.', 'row-selection'),
  getCanSelectSubRows: d('Whether selecting this row also selects its sub-rows.', 'row-selection'),
  getCenterVisibleCells: d('The visible cells of the row that are not in a pinned column.', 'column-pinning'),
  getGroupingValue: plain('The value this row has for grouping by the given column.', 'column-grouping'),
  getIsAllParentsExpanded: d(
    'Whether every ancestor of the row is expanded (always true for top-level rows).',
    'expanding-sub-rows',
  ),
  getIsAllSubRowsSelected: d("Whether all of the row's sub-rows are selected.", 'row-selection'),
  getIsExpanded: plain('Whether the row is expanded.', 'expanding-sub-rows', 'detail-panel'),
  getIsGrouped: plain('Whether the row is a group row created by grouping.', 'column-grouping'),
  getIsPinned: d('Where the row is pinned: `top`, `bottom` or `false`.', 'row-pinning'),
  getIsSelected: plain('Whether the row is selected.', 'row-selection'),
  getIsSomeSelected: d("Whether some, but not all, of the row's sub-rows are selected.", 'row-selection'),
  getLeafRows: d('All descendants of the row, flattened (not only the leaves).', 'expanding-sub-rows'),
  getLeftVisibleCells: d('The visible cells of the row in left-pinned columns.', 'column-pinning'),
  getParentRow: d('The parent row of a sub-row, or `undefined` for top-level rows.', 'expanding-sub-rows'),
  getParentRows: d('All ancestors of the row, from the top-level row down.', 'expanding-sub-rows'),
  getPinnedIndex: d(
    'The index of the row among the pinned rows of its side, or -1 when it is not pinned.',
    'row-pinning',
  ),
  getRightVisibleCells: d('The visible cells of the row in right-pinned columns.', 'column-pinning'),
  getRow: d('Declared in the `MRT_Row` type, but rows have no `getRow` method at runtime: use `table.getRow(id)`.'),
  getToggleExpandedHandler: d(
    'Returns a click handler that expands or collapses the row; it does nothing for a row that cannot expand, such as one with only a detail panel.',
    'expanding-sub-rows',
  ),
  getToggleSelectedHandler: d(
    "Returns a change handler, for example for a checkbox, that selects or deselects the row following the target's `checked`; it does nothing when the row cannot be selected.",
    'row-selection',
  ),
  getUniqueValues: d(
    "The row's values for a column as an array, as used for faceted unique values.",
    'column-filtering',
  ),
  getValue: d("The row's value for a column id, computed by that column's accessor (and cached).", 'data-columns'),
  getVisibleCells: d('The cells of the row for the visible columns, in display order.', 'column-hiding'),
  groupingColumnId: d('For a group row, the id of the column it is grouped by.', 'column-grouping'),
  groupingValue: d('For a group row, the value the rows of the group share.', 'column-grouping'),
  id: d(
    'The row id: the one returned by `getRowId`, otherwise its index, after the parent id and a dot for sub-rows (`0.1`).',
    'row-selection',
  ),
  index: d("The index of the row within its parent array (the original data or its parent's sub-rows).", 'row-numbers'),
  original: d('The data object this row was made from (for a group row, the first row of the group).', 'data-columns'),
  originalSubRows: d('The child data objects of this row, as returned by `getSubRows`.', 'expanding-sub-rows'),
  parentId: plain('The id of the parent row, for sub-rows.', 'expanding-sub-rows'),
  pin: d(
    'Pins the row to the `top` or `bottom`, or unpins it with `false`; optionally with its sub-rows or parents.',
    'row-pinning',
  ),
  renderValue: d(
    "Like `getValue`, but returns the table's `renderFallbackValue` when the value is `undefined` or `null`.",
    'data-columns',
  ),
  subRows: plain('The child rows of this row.', 'expanding-sub-rows'),
  toggleExpanded: d('Expands or collapses the row; pass a boolean to set it.', 'expanding-sub-rows', 'detail-panel'),
  toggleSelected: d(
    'Selects or deselects the row; `selectChildren: false` leaves its sub-rows alone.',
    'row-selection',
  ),
};
