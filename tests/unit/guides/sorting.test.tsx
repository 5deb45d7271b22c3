/**
 * The Sorting guide's claims about MRT 3.2.1 and TanStack Table 8.20, checked on a real table instance:
 * the built-in sorting functions, how the 'auto' function and the first direction are picked, Shift as
 * the multi-sort key, the sortingFns option being read once, and undefined values placed last.
 */
import React from 'react';
import {act, render} from '@testing-library/react';
import {
  MaterialReactTable,
  MRT_SortingFns,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_SortingFn,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import {sortingFns} from '@tanstack/react-table';

interface Row {
  name: string;
  code: string;
  score?: number;
}

const NAMES = ['banana', 'Cherry', 'apple', 'date', 'Elder', 'fig', 'grape', 'Kiwi', 'lemon', 'mango', 'nut', 'olive'];
const makeRows = (count: number): Row[] =>
  NAMES.slice(0, count).map((name, index) => ({name, code: `item${(index * 7) % 12}`, score: index % 4 === 0 ? undefined : index}));
const COLUMNS: MRT_ColumnDef<Row>[] = [
  {accessorKey: 'name', header: 'Name'},
  {accessorKey: 'code', header: 'Code'},
  {accessorKey: 'score', header: 'Score'},
];

function setup(options: Partial<MRT_TableOptions<Row>> & {data: Row[]}) {
  const ref: {table?: MRT_TableInstance<Row>} = {};
  function Table(props: Partial<MRT_TableOptions<Row>> & {data: Row[]}) {
    const table = useMaterialReactTable({columns: COLUMNS, enablePagination: false, ...props});
    ref.table = table;
    return <MaterialReactTable table={table} />;
  }
  const view = render(<Table {...options} />);
  return {
    table: () => ref.table!,
    rerender: (next: Partial<MRT_TableOptions<Row>> & {data: Row[]}) => view.rerender(<Table {...next} />),
    names: () => ref.table!.getRowModel().rows.map((row) => row.original.name),
  };
}

test('the built-in sorting functions: TanStack Table’s six plus MRT’s fuzzy', () => {
  expect(Object.keys(MRT_SortingFns)).toEqual([
    'alphanumeric',
    'alphanumericCaseSensitive',
    'text',
    'textCaseSensitive',
    'datetime',
    'basic',
    'fuzzy',
  ]);
});

test("'auto' looks at the rows after the tenth: a table of ten rows or fewer sorts text with 'basic'", () => {
  const small = setup({data: makeRows(10)});
  expect(small.table().getColumn('name').getAutoSortingFn()).toBe(sortingFns.basic);
  // basic compares code units, so capitalised words come first
  act(() => small.table().setSorting([{id: 'name', desc: false}]));
  expect(small.names().slice(0, 4)).toEqual(['Cherry', 'Elder', 'Kiwi', 'apple']);

  const large = setup({data: makeRows(12)});
  expect(large.table().getColumn('name').getAutoSortingFn()).toBe(sortingFns.text);
  // strings with digits in them get the alphanumeric function
  expect(large.table().getColumn('code').getAutoSortingFn()).toBe(sortingFns.alphanumeric);
});

test("a column's sortingFn by name, and the first click's direction from the first row's value", () => {
  const {table, names} = setup({data: makeRows(10), defaultColumn: {sortingFn: 'text'}});
  act(() => table().setSorting([{id: 'name', desc: false}]));
  expect(names().slice(0, 3)).toEqual(['apple', 'banana', 'Cherry']);
  // a string in the first row: ascending first; anything else (a number, undefined): descending first
  expect(table().getColumn('name').getFirstSortDir()).toBe('asc');
  expect(table().getColumn('score').getFirstSortDir()).toBe('desc');
});

test('sortDescFirst on the column wins over the table option and over the automatic direction', () => {
  const {table} = setup({
    data: makeRows(4),
    sortDescFirst: true,
    columns: [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'score', header: 'Score', sortDescFirst: false},
    ],
  });
  expect(table().getColumn('name').getFirstSortDir()).toBe('desc');
  expect(table().getColumn('score').getFirstSortDir()).toBe('asc');
});

test('multi-sort takes the Shift key by default', () => {
  const {table} = setup({data: makeRows(4)});
  expect(table().options.isMultiSortEvent?.({shiftKey: true})).toBe(true);
  expect(table().options.isMultiSortEvent?.({shiftKey: false, ctrlKey: true, metaKey: true})).toBe(false);
});

test("undefined values: after the others ascending and before them descending by default; 'last' keeps them last", () => {
  const {table, rerender} = setup({data: makeRows(8)});
  const scores = () => table().getRowModel().rows.map((row) => row.original.score);
  act(() => table().setSorting([{id: 'score', desc: false}]));
  expect(scores()).toEqual([1, 2, 3, 5, 6, 7, undefined, undefined]);
  act(() => table().setSorting([{id: 'score', desc: true}]));
  expect(scores()).toEqual([undefined, undefined, 7, 6, 5, 3, 2, 1]);
  rerender({
    data: makeRows(8),
    columns: [{accessorKey: 'score', header: 'Score', sortUndefined: 'last'}],
  });
  act(() => table().setSorting([{id: 'score', desc: true}]));
  expect(scores()).toEqual([7, 6, 5, 3, 2, 1, undefined, undefined]);
});

test('sortingFns is read on the first render only: a function registered later is not found by name', () => {
  const byLength: MRT_SortingFn<Row> = (a, b, id) => String(a.getValue(id)).length - String(b.getValue(id)).length;
  const columns: MRT_ColumnDef<Row>[] = [{accessorKey: 'name', header: 'Name', sortingFn: 'byLength'}];
  const first = setup({data: makeRows(6), columns, sortingFns: {byLength}});
  act(() => first.table().setSorting([{id: 'name', desc: false}]));
  expect(first.names()).toEqual(['fig', 'date', 'apple', 'Elder', 'banana', 'Cherry']);

  const later = setup({data: makeRows(6), columns});
  later.rerender({data: makeRows(6), columns, sortingFns: {byLength}});
  expect(later.table().options.sortingFns).not.toHaveProperty('byLength');
});

test('manualSorting leaves the rows in the order given', () => {
  const {table, names} = setup({data: makeRows(6), manualSorting: true});
  act(() => table().setSorting([{id: 'name', desc: false}]));
  expect(names()).toEqual(NAMES.slice(0, 6));
});

test('a new sort sends a paginated table back to its first page, unless autoResetPageIndex is false', async () => {
  // (the reset goes to initialState's page index, so the table starts on page 1 and the visitor moves on)
  const paged = setup({data: makeRows(12), enablePagination: true, initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
  act(() => paged.table().setPageIndex(1));
  expect(paged.table().getState().pagination.pageIndex).toBe(1);
  // the reset is queued (a microtask) while the table renders the newly sorted rows
  await act(async () => paged.table().setSorting([{id: 'name', desc: false}]));
  expect(paged.table().getState().pagination.pageIndex).toBe(0);

  const kept = setup({
    data: makeRows(12),
    enablePagination: true,
    autoResetPageIndex: false,
    initialState: {pagination: {pageIndex: 0, pageSize: 5}},
  });
  act(() => kept.table().setPageIndex(1));
  await act(async () => kept.table().setSorting([{id: 'name', desc: false}]));
  expect(kept.table().getState().pagination.pageIndex).toBe(1);
});

test('a sort entry whose id names no column is ignored', () => {
  const {table, names} = setup({data: makeRows(6)});
  act(() => table().setSorting([{id: 'nope', desc: false}]));
  expect(names()).toEqual(NAMES.slice(0, 6));
});
