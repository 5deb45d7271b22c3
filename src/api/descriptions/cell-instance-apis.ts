import {d, plain, type ApiDescriptions} from '../types';

/** Properties and methods of a cell object (`MRT_Cell`), e.g. the `cell` passed to `Cell`. */
export const descriptions: ApiDescriptions = {
  column: plain('The column this cell belongs to.', 'data-columns'),
  getContext: d(
    'The props TanStack Table passes to cell renderers (table, column, row, cell, getValue, renderValue).',
    'customize-components',
  ),
  getIsAggregated: d(
    "Whether the cell is in a row with sub-rows (a group row, or a parent row of tree data) and is neither the grouped cell nor a placeholder: where MRT shows the column's `AggregatedCell`.",
    'aggregation',
  ),
  getIsGrouped: d('Whether the cell is the one a group row is grouped by.', 'column-grouping'),
  getIsPlaceholder: d(
    'Whether the cell is a placeholder: its column is one the rows are grouped by, but its row is not the group row of that column (for example a row inside the group). MRT renders `PlaceholderCell` there, or nothing.',
    'column-grouping',
  ),
  getValue: plain("The cell's value, read by the column's accessor.", 'data-columns'),
  id: d('The id of the cell, made of the row id and the column id: `<rowId>_<columnId>`.', 'data-columns'),
  renderValue: d(
    "The cell's value, or the table's `renderFallbackValue` when it is `undefined` or `null`.",
    'data-columns',
  ),
  row: plain('The row this cell belongs to.', 'data-columns'),
};
