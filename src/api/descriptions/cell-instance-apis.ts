import {d, type ApiDescriptions} from '../types';

/** Properties and methods of a cell object (`MRT_Cell`), e.g. the `cell` passed to `Cell`. */
export const descriptions: ApiDescriptions = {
  column: d('The column this cell belongs to.', 'data-columns'),
  getContext: d(
    'The props TanStack Table passes to cell renderers (table, column, row, cell, getValue, renderValue).',
    'customize-components',
  ),
  getIsAggregated: d('Whether the cell shows an aggregated value in a group row.', 'aggregation'),
  getIsGrouped: d('Whether the cell is the one a group row is grouped by.', 'column-grouping'),
  getIsPlaceholder: d(
    'Whether the cell is a placeholder: its column is one the rows are grouped by, but its row is not the group row of that column (for example a row inside the group). MRT renders `PlaceholderCell` there, or nothing.',
    'column-grouping',
  ),
  getValue: d("The cell's value, read by the column's accessor.", 'data-columns'),
  id: d('The id of the cell, made of the row id and the column id.', 'data-columns'),
  renderValue: d(
    "The cell's value, or the table's `renderFallbackValue` when it is `undefined` or `null`.",
    'data-columns',
  ),
  row: d('The row this cell belongs to.', 'data-columns'),
};
