/**
 * The API reference pages, in navigation order. This is the only list of them:
 * the page type, the /docs/api index, the navigation, the generator
 * (scripts/generate-api.ts), the build-time entry loader (plugins/api-reference)
 * and the tests all read it. A plain module without imports, so Node scripts can
 * load it too (plugins/api-reference/data.cjs).
 *
 * - `page`: the slug: /docs/api/<page>, src/api/generated/<page>.json,
 *   src/api/descriptions/<page>.ts, docs/api/<page>.mdx.
 * - `title`: navigation label and the page's front matter title.
 * - `prop`: the `ApiOptionsTable` prop that names entries of this page.
 * - `from`: what the generator lists: every member of a type, or the package's
 *   exported components or hooks.
 * Each page's one-line summary for the /docs/api index is in `summaries.ts`, apart
 * from this list because the navigation (on every page) reads this one.
 */
export const API_PAGE_LIST = [
  {
    page: 'table-options',
    title: 'Table Options',
    prop: 'tableOptions',
    from: {type: 'MRT_TableOptions<TData>'},
    keywords: ['props', 'useMaterialReactTable', 'MRT_TableOptions'],
  },
  {
    page: 'column-options',
    title: 'Column Options',
    prop: 'columnOptions',
    from: {type: 'MRT_ColumnDef<TData, TValue>'},
    keywords: ['columnDef', 'MRT_ColumnDef', 'accessorKey'],
  },
  {
    page: 'state-options',
    title: 'State Options',
    prop: 'stateOptions',
    from: {type: 'MRT_TableState<TData>'},
    keywords: ['initialState', 'MRT_TableState'],
  },
  {
    page: 'table-instance-apis',
    title: 'Table Instance APIs',
    prop: 'tableInstanceApis',
    from: {type: 'MRT_TableInstance<TData>'},
    keywords: ['table', 'MRT_TableInstance'],
  },
  {
    page: 'column-instance-apis',
    title: 'Column Instance APIs',
    prop: 'columnInstanceApis',
    from: {type: 'MRT_Column<TData, TValue>'},
    keywords: ['column', 'MRT_Column'],
  },
  {
    page: 'row-instance-apis',
    title: 'Row Instance APIs',
    prop: 'rowInstanceApis',
    from: {type: 'MRT_Row<TData>'},
    keywords: ['row', 'MRT_Row'],
  },
  {
    page: 'cell-instance-apis',
    title: 'Cell Instance APIs',
    prop: 'cellInstanceApis',
    from: {type: 'MRT_Cell<TData, TValue>'},
    keywords: ['cell', 'MRT_Cell'],
  },
  {
    page: 'mrt-components',
    title: 'MRT Components',
    prop: 'mrtComponents',
    from: {exports: 'components'},
    keywords: ['MRT_Table', 'subcomponents'],
  },
  {
    page: 'mrt-hooks',
    title: 'MRT Hooks',
    prop: 'mrtHooks',
    from: {exports: 'hooks'},
    keywords: ['useMaterialReactTable', 'hooks'],
  },
] as const;

export type ApiPageInfo = (typeof API_PAGE_LIST)[number];

export type ApiPage = ApiPageInfo['page'];

/** The page slugs, in navigation order. */
export const API_PAGES: readonly ApiPage[] = API_PAGE_LIST.map((info) => info.page);

/** `/docs/api/table-options` */
export const apiPagePath = (page: ApiPage) => `/docs/api/${page}`;
