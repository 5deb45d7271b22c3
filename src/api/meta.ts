import type {ApiPage} from './types';

export interface ApiPageMeta {
  page: ApiPage;
  title: string;
  /** What the page lists, in one line. */
  summary: string;
}

/** Titles and one-line summaries of the reference pages (titles match the docs front matter). */
export const API_PAGE_META: ApiPageMeta[] = [
  {page: 'table-options', title: 'Table Options', summary: 'Everything you can pass to `useMaterialReactTable`: features, callbacks, render functions and MUI props.'},
  {page: 'column-options', title: 'Column Options', summary: 'The fields of a column definition in the `columns` array.'},
  {page: 'state-options', title: 'State Options', summary: 'The table state, as used in `initialState`, `state` and `table.getState()`.'},
  {page: 'table-instance-apis', title: 'Table Instance APIs', summary: 'Properties and methods of the `table` object the hook returns.'},
  {page: 'column-instance-apis', title: 'Column Instance APIs', summary: 'Properties and methods of a `column` object.'},
  {page: 'row-instance-apis', title: 'Row Instance APIs', summary: 'Properties and methods of a `row` object.'},
  {page: 'cell-instance-apis', title: 'Cell Instance APIs', summary: 'Properties and methods of a `cell` object.'},
  {page: 'mrt-components', title: 'MRT Components', summary: 'The components the package exports, from `MaterialReactTable` down to single buttons.'},
  {page: 'mrt-hooks', title: 'MRT Hooks', summary: 'The hooks the package exports, starting with `useMaterialReactTable`.'},
];
