import type {ApiPage} from './pages';

/** Each API page's one-line summary, shown on the /docs/api index (pages.ts lists the pages). */
export const API_PAGE_SUMMARIES: Record<ApiPage, string> = {
  'table-options':
    'Everything you can pass to `useMaterialReactTable`: features, callbacks, render functions and MUI props.',
  'column-options': 'The fields of a column definition in the `columns` array.',
  'state-options': 'The table state, as used in `initialState`, `state` and `table.getState()`.',
  'table-instance-apis': 'Properties and methods of the `table` object the hook returns.',
  'column-instance-apis': 'Properties and methods of a `column` object.',
  'row-instance-apis': 'Properties and methods of a `row` object.',
  'cell-instance-apis': 'Properties and methods of a `cell` object.',
  'mrt-components': 'The components the package exports, from `MaterialReactTable` down to single buttons.',
  'mrt-hooks': 'The hooks the package exports, starting with `useMaterialReactTable`.',
};
