/**
 * Claims of the API reference's table instance APIs page (src/api/descriptions/table-instance-apis.ts), one test
 * per entry: the methods and properties of the `table` object. State is read from `tableInstance` (no rendering)
 * except for `refs`, which is about DOM elements.
 */
import {fireEvent, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_Row, MRT_TableInstance, MRT_TableOptions, MRT_TableState} from 'material-react-table';
import {mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

type Table = MRT_TableInstance<Person>;
type State = MRT_TableState<Person>;
type Options = Partial<MRT_TableOptions<Person>>;

/**
 * No toolbars, and fresh copies of the columns: MRT writes the resolved filter function into each column
 * definition, and a shared definition would carry one test's filter mode into the next.
 */
const quiet = (): Options => ({
  enableTopToolbar: false,
  enableBottomToolbar: false,
  columns: personColumns.map((column) => ({...column})),
});
const ids = (rows: {id: string}[]) => rows.map((row) => row.id);
const columnIds = (items: {column: {id: string}}[]) => items.map((item) => item.column.id);

/** Ada has a child (Grace) with a child (Alan); Edsger has none. Row ids: 0, 0.0, 0.0.0, 1. */
type Node = Person & {subRows?: Node[]};
const tree: Node[] = [{...people[0], subRows: [{...people[1], subRows: [{...people[2]}]}]}, {...people[3]}];

/** A name group over first and last name, then age and city. */
const nested = (): MRT_ColumnDef<Person>[] => [
  {
    id: 'name',
    header: 'Name',
    columns: [
      {accessorKey: 'firstName', header: 'First Name'},
      {accessorKey: 'lastName', header: 'Last Name'},
    ],
  },
  {accessorKey: 'age', header: 'Age'},
  {accessorKey: 'city', header: 'City'},
];
/** `nested`, with first name pinned left and city pinned right. */
const pinnedNested = (): Options => ({
  ...quiet(),
  columns: nested(),
  enableColumnPinning: true,
  initialState: {columnPinning: {left: ['firstName'], right: ['city']}},
});

/** Only ages above 50 pass: Grace, Edsger, Barbara, Donald, Ken (rows 1, 3, 4, 5, 7). */
const olderThan50: Options = {
  initialState: {columnFilterFns: {age: 'greaterThan'}, columnFilters: [{id: 'age', value: 50}]},
};
/** Only the two Boston rows (4, 6) pass. */
const inBoston: Options = {
  initialState: {columnFilterFns: {city: 'equals'}, columnFilters: [{id: 'city', value: 'Boston'}]},
};

/**
 * A TanStack setter: it takes a value, then an updater function that receives the old value.
 */
async function setsFromValueOrUpdater<K extends keyof State>(
  set: (table: Table, updater: unknown) => void,
  key: K,
  value: State[K],
  next: (old: State[K]) => State[K],
  options: Options = {},
): Promise<void> {
  const view = tableInstance({...quiet(), ...options});
  expect(view.table().getState()[key]).not.toEqual(value);
  await settle(() => set(view.table(), value));
  expect(view.table().getState()[key]).toEqual(value);
  const seen: unknown[] = [];
  await settle(() =>
    set(view.table(), (old: State[K]) => {
      seen.push(old);
      return next(old);
    }),
  );
  expect(seen[0]).toEqual(value);
  expect(view.table().getState()[key]).toEqual(next(value));
  view.unmount();
}

/** A `reset…` method: back to `initialState`, or to the blank state with `true`. */
async function resetsToInitialOrBlank<K extends keyof State>(
  reset: (table: Table, blank?: boolean) => void,
  set: (table: Table, value: State[K]) => void,
  key: K,
  initial: State[K],
  changed: State[K],
  blank: State[K],
  options: Options = {},
): Promise<Table> {
  const view = tableInstance({...quiet(), ...options, initialState: {...options.initialState, [key]: initial}});
  expect(view.table().getState()[key]).toEqual(initial);
  await settle(() => set(view.table(), changed));
  expect(view.table().getState()[key]).toEqual(changed);
  await settle(() => reset(view.table()));
  expect(view.table().getState()[key]).toEqual(initial);
  await settle(() => reset(view.table(), true));
  expect(view.table().getState()[key]).toEqual(blank);
  const table = view.table();
  view.unmount();
  return table;
}

/**
 * An MRT setter: without its `on…Change` option it updates MRT's state; with it, it only calls the callback (one
 * that returns nothing here), the state stays, and the value shows once passed back through `state`.
 */
async function callsOnChangeOrUpdatesState<K extends keyof State>(
  setter: keyof Table,
  option: keyof MRT_TableOptions<Person>,
  key: K,
  valueOf: (table: Table) => State[K],
  options: Options = {},
): Promise<void> {
  const set = (table: Table, value: State[K]) => (table[setter] as (value: State[K]) => void)(value);
  const own = tableInstance({...quiet(), ...options});
  const before = own.table().getState()[key];
  const value = valueOf(own.table());
  expect(before).not.toEqual(value);
  await settle(() => set(own.table(), value));
  expect(own.table().getState()[key]).toEqual(value);
  own.unmount();

  const received: unknown[] = [];
  const controlled = tableInstance({...quiet(), ...options, [option]: (next: unknown) => void received.push(next)});
  const other = valueOf(controlled.table());
  await settle(() => set(controlled.table(), other));
  expect(received).toEqual([other]);
  expect(controlled.table().getState()[key]).toEqual(before);
  controlled.update({state: {[key]: received[0]}});
  expect(controlled.table().getState()[key]).toEqual(other);
  controlled.unmount();
}

describe('pagination', () => {
  const pageOf = (table: Table) => table.getState().pagination.pageIndex;

  it('firstPage: goes to the first page', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 2, pageSize: 3}}});
    expect(pageOf(view.table())).toBe(2);
    await settle(() => view.table().firstPage());
    expect(pageOf(view.table())).toBe(0);
    view.unmount();
  });

  it('lastPage: goes to the last page', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 0, pageSize: 3}}});
    await settle(() => view.table().lastPage());
    expect(pageOf(view.table())).toBe(3);
    expect(ids(view.table().getRowModel().rows)).toEqual(['9']);
    view.unmount();
  });

  it('previousPage: goes to the previous page, if there is one', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 1, pageSize: 5}}});
    await settle(() => view.table().previousPage());
    expect(pageOf(view.table())).toBe(0);
    await settle(() => view.table().previousPage());
    expect(pageOf(view.table())).toBe(0);
    view.unmount();
  });

  it('getCanNextPage: whether there is a next page; always `true` when the `pageCount` option is `-1` (an unknown page count)', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
    expect(view.table().getCanNextPage()).toBe(true);
    await settle(() => view.table().nextPage());
    expect(view.table().getCanNextPage()).toBe(false);
    view.unmount();
    const unknown = tableInstance({...quiet(), manualPagination: true, pageCount: -1});
    await settle(() => unknown.table().setPageIndex(50));
    expect(unknown.table().getCanNextPage()).toBe(true);
    unknown.unmount();
  });

  it('getCanPreviousPage: whether there is a previous page', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
    expect(view.table().getCanPreviousPage()).toBe(false);
    await settle(() => view.table().nextPage());
    expect(view.table().getCanPreviousPage()).toBe(true);
    view.unmount();
  });

  it('getPageCount: the `pageCount` option when you give one, otherwise `getRowCount()` divided by the page size, rounded up', async () => {
    const given = tableInstance({...quiet(), manualPagination: true, pageCount: 7});
    expect(given.table().getPageCount()).toBe(7);
    given.unmount();
    const counted = tableInstance({...quiet(), manualPagination: true, rowCount: 23});
    expect(counted.table().getPageCount()).toBe(3);
    counted.unmount();
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 0, pageSize: 3}}});
    expect([view.table().getRowCount(), view.table().getPageCount()]).toEqual([10, 4]);
    view.unmount();
  });

  it('getPageOptions: the zero-based page indexes, one for each of the `getPageCount()` pages', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 0, pageSize: 3}}});
    expect(view.table().getPageOptions()).toEqual([0, 1, 2, 3]);
    view.unmount();
    const given = tableInstance({...quiet(), manualPagination: true, pageCount: 2});
    expect(given.table().getState().pagination.pageSize).toBe(10);
    expect(given.table().getPageOptions()).toEqual([0, 1]);
    given.unmount();
  });

  it('getRowCount: the `rowCount` option when you give one, otherwise the number of rows before pagination', () => {
    const given = tableInstance({...quiet(), manualPagination: true, rowCount: 42});
    expect(given.table().getRowCount()).toBe(42);
    given.unmount();
    const view = tableInstance({
      ...quiet(),
      ...olderThan50,
      initialState: {...olderThan50.initialState, pagination: {pageIndex: 0, pageSize: 2}},
    });
    expect(view.table().getRowModel().rows).toHaveLength(2);
    expect(view.table().getRowCount()).toBe(5);
    view.unmount();
  });

  it('setPageCount: writes a `pageCount` value into the pagination state; `getPageCount` still reads the `pageCount` option', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
    await settle(() => view.table().setPageCount(7));
    expect(view.table().getState().pagination).toEqual({pageIndex: 0, pageSize: 5, pageCount: 7});
    expect(view.table().getPageCount()).toBe(2);
    view.unmount();
    const given = tableInstance({...quiet(), manualPagination: true, pageCount: 4});
    await settle(() => given.table().setPageCount(7));
    expect(given.table().getPageCount()).toBe(4);
    given.unmount();
  });

  it('setPageIndex: sets the page index (zero-based), from a value or an updater function of the old value; values below 0 become 0; with the `pageCount` option, values past the last page become the last page', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 0, pageSize: 3}}});
    await settle(() => view.table().setPageIndex(2));
    expect(pageOf(view.table())).toBe(2);
    await settle(() => view.table().setPageIndex((old) => old + 1));
    expect(pageOf(view.table())).toBe(3);
    await settle(() => view.table().setPageIndex(-4));
    expect(pageOf(view.table())).toBe(0);
    view.unmount();
    const given = tableInstance({...quiet(), manualPagination: true, pageCount: 2});
    await settle(() => given.table().setPageIndex(5));
    expect(pageOf(given.table())).toBe(1);
    given.unmount();
  });

  it('setPageSize: sets the number of rows per page, from a value or an updater function of the old value; the page index changes so that the first row of the current page stays on the page shown', async () => {
    const view = tableInstance({...quiet(), initialState: {pagination: {pageIndex: 3, pageSize: 2}}});
    expect(ids(view.table().getRowModel().rows)).toEqual(['6', '7']);
    await settle(() => view.table().setPageSize(5));
    expect(view.table().getState().pagination).toEqual({pageIndex: 1, pageSize: 5});
    expect(ids(view.table().getRowModel().rows)).toContain('6');
    await settle(() => view.table().setPageSize((old) => old * 2));
    expect(view.table().getState().pagination).toEqual({pageIndex: 0, pageSize: 10});
    view.unmount();
  });

  it('setPagination: sets the page index and page size together, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setPagination(updater as never),
      'pagination',
      {pageIndex: 1, pageSize: 3},
      (old) => ({pageIndex: old.pageIndex + 1, pageSize: old.pageSize + 1}),
    );
  });

  it('resetPageIndex: resets the page index to its initial state; pass `true` to clear it to the first page instead', async () => {
    const pagination = (pageIndex: number) => ({pageIndex, pageSize: 3});
    await resetsToInitialOrBlank(
      (table, blank) => table.resetPageIndex(blank),
      (table, value) => table.setPageIndex(value.pageIndex),
      'pagination',
      pagination(2),
      pagination(1),
      pagination(0),
    );
  });

  it("resetPageSize: resets the page size to its initial state; pass `true` to clear it to TanStack's default of 10 instead", async () => {
    const pagination = (pageSize: number) => ({pageIndex: 0, pageSize});
    await resetsToInitialOrBlank(
      (table, blank) => table.resetPageSize(blank),
      (table, value) => table.setPageSize(value.pageSize),
      'pagination',
      pagination(5),
      pagination(3),
      pagination(10),
    );
  });

  it('resetPagination: resets pagination to its initial state; pass `true` to clear it to the first page with 10 rows instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetPagination(blank),
      (table, value) => table.setPagination(value),
      'pagination',
      {pageIndex: 1, pageSize: 4},
      {pageIndex: 2, pageSize: 3},
      {pageIndex: 0, pageSize: 10},
    );
  });
});

describe('row models', () => {
  /** Ages above 50, sorted by age ascending, three rows a page. */
  const pipeline = (extra: Options = {}): Options => ({
    ...quiet(),
    ...extra,
    initialState: {
      ...olderThan50.initialState,
      sorting: [{id: 'age', desc: false}],
      pagination: {pageIndex: 0, pageSize: 3},
      ...extra.initialState,
    },
  });

  it('getCoreRowModel: the rows built from `data` before filtering, sorting, grouping or pagination', () => {
    const view = tableInstance(pipeline({enableGrouping: true, initialState: {grouping: ['city']}}));
    expect(view.table().getRowModel().rows.length).toBeLessThan(10);
    const core = view.table().getCoreRowModel();
    expect(core.rows.map((row) => row.original)).toEqual(people);
    expect(Object.keys(core.rowsById)).toHaveLength(10);
    view.unmount();
  });

  it('getFilteredRowModel: the rows after column filters and the search are applied', async () => {
    const view = tableInstance(pipeline({globalFilterFn: 'contains'}));
    expect(ids(view.table().getFilteredRowModel().rows)).toEqual(['1', '3', '4', '5', '7']);
    await settle(() => view.table().setGlobalFilter('Bo'));
    expect(ids(view.table().getFilteredRowModel().rows)).toEqual(['4']);
    view.unmount();
  });

  it('getPreFilteredRowModel: the rows before filtering', () => {
    const view = tableInstance(pipeline());
    expect(view.table().getFilteredRowModel().rows).toHaveLength(5);
    expect(ids(view.table().getPreFilteredRowModel().rows)).toEqual(ids(view.table().getCoreRowModel().rows));
    view.unmount();
  });

  it('getGroupedRowModel: the rows after grouping', () => {
    const view = tableInstance(pipeline({enableGrouping: true, initialState: {grouping: ['city']}}));
    expect(ids(view.table().getGroupedRowModel().rows)).toEqual([
      'city:New York',
      'city:Austin',
      'city:Boston',
      'city:Stanford',
      'city:Berkeley',
    ]);
    view.unmount();
  });

  it('getPreGroupedRowModel: the rows before grouping', () => {
    const view = tableInstance(pipeline({enableGrouping: true, initialState: {grouping: ['city']}}));
    expect(view.table().getGroupedRowModel().rows[0].getIsGrouped()).toBe(true);
    expect(ids(view.table().getPreGroupedRowModel().rows)).toEqual(['1', '3', '4', '5', '7']);
    view.unmount();
  });

  it('getSortedRowModel: the rows after sorting', () => {
    const view = tableInstance(pipeline());
    expect(ids(view.table().getSortedRowModel().rows)).toEqual(['4', '7', '5', '3', '1']);
    view.unmount();
  });

  it('getPreSortedRowModel: the rows before sorting', () => {
    const view = tableInstance(pipeline());
    expect(ids(view.table().getPreSortedRowModel().rows)).toEqual(['1', '3', '4', '5', '7']);
    view.unmount();
  });

  it('getExpandedRowModel: the rows after expansion, with the sub-rows of expanded rows included (with `enableExpanding` or `enableGrouping` on)', () => {
    const on = tableInstance({...quiet(), data: tree, enableExpanding: true, initialState: {expanded: {'0': true}}});
    expect(ids(on.table().getExpandedRowModel().rows)).toEqual(['0', '0.0', '1']);
    on.unmount();
    const off = tableInstance({...quiet(), data: tree, initialState: {expanded: {'0': true}}});
    expect(ids(off.table().getExpandedRowModel().rows)).toEqual(['0', '1']);
    off.unmount();
    const grouped = tableInstance({
      ...quiet(),
      enableGrouping: true,
      initialState: {grouping: ['city'], expanded: {'city:Boston': true}},
    });
    expect(ids(grouped.table().getExpandedRowModel().rows).slice(4, 7)).toEqual(['city:Boston', '4', '6']);
    grouped.unmount();
  });

  it('getPreExpandedRowModel: the rows before expansion is applied', () => {
    const view = tableInstance({...quiet(), data: tree, enableExpanding: true, initialState: {expanded: {'0': true}}});
    expect(view.table().getExpandedRowModel().rows).toHaveLength(3);
    expect(ids(view.table().getPreExpandedRowModel().rows)).toEqual(['0', '1']);
    view.unmount();
  });

  it('getPaginationRowModel: the rows of the current page, as a row model; its `rowsById` still holds every row before pagination', async () => {
    const view = tableInstance(pipeline());
    expect(ids(view.table().getPaginationRowModel().rows)).toEqual(['4', '7', '5']);
    expect(Object.keys(view.table().getPaginationRowModel().rowsById).sort()).toEqual(['1', '3', '4', '5', '7']);
    await settle(() => view.table().nextPage());
    expect(ids(view.table().getPaginationRowModel().rows)).toEqual(['3', '1']);
    view.unmount();
  });

  it('getPrePaginationRowModel: the rows after filtering, sorting and grouping but before pagination: all rows a visitor can page through', () => {
    const view = tableInstance(pipeline());
    expect(view.table().getRowModel().rows).toHaveLength(3);
    expect(ids(view.table().getPrePaginationRowModel().rows)).toEqual(['4', '7', '5', '3', '1']);
    view.unmount();
    const grouped = tableInstance(pipeline({enableGrouping: true, initialState: {grouping: ['city']}}));
    expect(
      grouped
        .table()
        .getPrePaginationRowModel()
        .rows.every((row) => row.getIsGrouped()),
    ).toBe(true);
    expect(grouped.table().getPrePaginationRowModel().rows).toHaveLength(5);
    grouped.unmount();
  });

  it('getRowModel: the rows to render now: filtered, sorted, grouped, expanded and paginated, as a row model; its `rowsById` still holds every row before pagination', () => {
    const view = tableInstance(
      pipeline({
        enableGrouping: true,
        initialState: {
          grouping: ['city'],
          sorting: [{id: 'city', desc: false}],
          expanded: {'city:Boston': true},
          pagination: {pageIndex: 1, pageSize: 3},
        },
      }),
    );
    // page 0: Austin, Berkeley, Boston; page 1: Barbara (Boston's row), New York, Stanford
    expect(ids(view.table().getRowModel().rows)).toEqual(['4', 'city:New York', 'city:Stanford']);
    expect(view.table().getRowModel().rowsById).toBe(view.table().getPrePaginationRowModel().rowsById);
    expect(view.table().getRowModel().rowsById['city:Austin'].getIsGrouped()).toBe(true);
    view.unmount();
  });

  it('getRow: the row with the given id, from any page: looked up among the rows before pagination (group rows included), then in the core row model, so filtered-out rows are found too; throws when no row has that id; `searchAll` changes nothing', () => {
    // eight city groups, five a page: Stanford's group row is on the second page; Ken's city is filtered out
    const view = tableInstance({
      ...quiet(),
      enableGrouping: true,
      initialState: {
        grouping: ['city'],
        columnFilterFns: {lastName: 'notEquals'},
        columnFilters: [{id: 'lastName', value: 'Thompson'}],
        pagination: {pageIndex: 0, pageSize: 5},
      },
    });
    expect(ids(view.table().getRowModel().rows)).not.toContain('city:Stanford');
    expect(ids(view.table().getRowModel().rows)).not.toContain('9');
    expect(ids(view.table().getFilteredRowModel().rows)).not.toContain('7');
    for (const id of ['city:Stanford', '9', '7']) {
      expect(view.table().getRow(id).id).toBe(id);
      expect(view.table().getRow(id, true)).toBe(view.table().getRow(id));
    }
    expect(view.table().getRow('city:Stanford').getIsGrouped()).toBe(true);
    expect(() => view.table().getRow('nobody')).toThrow('could not find row with ID: nobody');
    expect(() => view.table().getRow('nobody', true)).toThrow();
    view.unmount();
  });

  it('getGlobalFacetedRowModel: the rows that pass the column filters and the search, for faceting (the rows before filtering when `enableFacetedValues` is off or filtering is manual)', () => {
    const filtered = {...olderThan50.initialState, globalFilter: 'Bo'};
    const faceted = tableInstance({
      ...quiet(),
      enableFacetedValues: true,
      globalFilterFn: 'contains',
      initialState: filtered,
    });
    expect(ids(faceted.table().getGlobalFacetedRowModel().rows)).toEqual(['4']);
    faceted.unmount();
    const off = tableInstance({...quiet(), globalFilterFn: 'contains', initialState: filtered});
    expect(off.table().getFilteredRowModel().rows).toHaveLength(1);
    expect(off.table().getGlobalFacetedRowModel().rows).toHaveLength(10);
    off.unmount();
    const manual = tableInstance({
      ...quiet(),
      enableFacetedValues: true,
      manualFiltering: true,
      globalFilterFn: 'contains',
      initialState: filtered,
    });
    expect(manual.table().getGlobalFacetedRowModel().rows).toHaveLength(10);
    manual.unmount();
  });
});

describe('row selection', () => {
  const selected = (table: Table) => Object.keys(table.getState().rowSelection).sort();

  it('getSelectedRowModel: the selected rows on every page, filtered out or not, as a row model (`rows`, `flatRows`, `rowsById`): `rows` holds only selected top-level rows, `flatRows` selected sub-rows too', () => {
    const view = tableInstance({
      ...quiet(),
      ...inBoston,
      enableRowSelection: true,
      initialState: {
        ...inBoston.initialState,
        rowSelection: {'0': true, '9': true},
        pagination: {pageIndex: 0, pageSize: 1},
      },
    });
    expect(ids(view.table().getRowModel().rows)).toEqual(['4']);
    const model = view.table().getSelectedRowModel();
    expect([ids(model.rows), ids(model.flatRows), Object.keys(model.rowsById)]).toEqual([
      ['0', '9'],
      ['0', '9'],
      ['0', '9'],
    ]);
    view.unmount();
    const nestedRows = tableInstance({
      ...quiet(),
      data: tree,
      enableExpanding: true,
      initialState: {rowSelection: {'0.0': true}},
    });
    const sub = nestedRows.table().getSelectedRowModel();
    expect([ids(sub.rows), ids(sub.flatRows)]).toEqual([[], ['0.0']]);
    nestedRows.unmount();
  });

  it('getFilteredSelectedRowModel: the selected rows that pass the filters, as a row model (`rows`, `flatRows`, `rowsById`): `rows` holds only selected top-level rows, `flatRows` selected sub-rows too', () => {
    const view = tableInstance({
      ...quiet(),
      ...inBoston,
      initialState: {...inBoston.initialState, rowSelection: {'0': true, '4': true}},
    });
    expect(ids(view.table().getFilteredSelectedRowModel().rows)).toEqual(['4']);
    view.unmount();
    const nestedRows = tableInstance({
      ...quiet(),
      data: tree,
      enableExpanding: true,
      globalFilterFn: 'contains',
      initialState: {rowSelection: {'0.0': true, '1': true}, globalFilter: 'a'},
    });
    const sub = nestedRows.table().getFilteredSelectedRowModel();
    expect([ids(sub.rows), ids(sub.flatRows)]).toEqual([['1'], ['0.0', '1']]);
    nestedRows.unmount();
  });

  it('getGroupedSelectedRowModel: the selected rows after grouping and sorting, as a row model; while grouped, `rows` holds only selected group rows: read the selected data rows from `flatRows`', () => {
    const sorted = tableInstance({
      ...quiet(),
      initialState: {rowSelection: {'0': true, '1': true}, sorting: [{id: 'age', desc: true}]},
    });
    expect(ids(sorted.table().getSelectedRowModel().rows)).toEqual(['0', '1']);
    expect(ids(sorted.table().getGroupedSelectedRowModel().rows)).toEqual(['1', '0']);
    sorted.unmount();
    const grouped = tableInstance({
      ...quiet(),
      enableGrouping: true,
      initialState: {rowSelection: {'4': true, '6': true}, grouping: ['city']},
    });
    const model = grouped.table().getGroupedSelectedRowModel();
    expect([ids(model.rows), ids(model.flatRows)]).toEqual([[], ['4', '6']]);
    grouped.unmount();
  });

  it('getPreSelectedRowModel: the rows the selected row models pick from: the same as `getCoreRowModel`', () => {
    const view = tableInstance({
      ...quiet(),
      ...inBoston,
      initialState: {...inBoston.initialState, rowSelection: {'0': true}},
    });
    expect(view.table().getPreSelectedRowModel()).toBe(view.table().getCoreRowModel());
    expect(view.table().getPreSelectedRowModel().rows).toHaveLength(10);
    view.unmount();
  });

  it('getIsAllRowsSelected: whether every selectable row that passes the filters is selected, on every page', async () => {
    const view = tableInstance({
      ...quiet(),
      ...inBoston,
      enableRowSelection: (row) => row.id !== '6',
      initialState: {...inBoston.initialState, pagination: {pageIndex: 0, pageSize: 1}},
    });
    expect(view.table().getIsAllRowsSelected()).toBe(false);
    // Barbara (4) is the one selectable Boston row; Margaret (6) cannot be selected, the other eight are filtered out
    await settle(() => view.table().setRowSelection({'4': true}));
    expect(view.table().getIsAllRowsSelected()).toBe(true);
    await settle(() => view.table().setPageIndex(1));
    expect(view.table().getIsAllRowsSelected()).toBe(true);
    await settle(() => view.table().setColumnFilters([]));
    expect(view.table().getIsAllRowsSelected()).toBe(false);
    view.unmount();
  });

  it('getIsSomeRowsSelected: whether at least one row is selected and fewer rows are selected than pass the filters (it compares counts only)', async () => {
    const view = tableInstance({...quiet(), ...inBoston});
    expect(view.table().getIsSomeRowsSelected()).toBe(false);
    await settle(() => view.table().setRowSelection({'4': true}));
    expect(view.table().getIsSomeRowsSelected()).toBe(true);
    await settle(() => view.table().setRowSelection({'4': true, '6': true}));
    expect(view.table().getIsSomeRowsSelected()).toBe(false);
    // three filtered-out rows: not fewer than the two that pass, though neither of those is selected
    await settle(() => view.table().setRowSelection({'0': true, '1': true, '2': true}));
    expect(view.table().getIsSomeRowsSelected()).toBe(false);
    view.unmount();
  });

  /** Ada with Grace and Alan below her, then the other seven: ids 0 (0.0, 0.1), 1 … 7. */
  const withSubRows = (): Options => ({
    ...quiet(),
    data: [{...people[0], subRows: [people[1], people[2]]}, ...people.slice(3)] as Person[],
    enableExpanding: true,
    enableRowSelection: true,
    initialState: {pagination: {pageIndex: 0, pageSize: 2}},
  });

  it('getIsAllPageRowsSelected: whether every selectable row on the current page is selected', async () => {
    const view = tableInstance({
      ...quiet(),
      enableRowSelection: (row) => row.id !== '1',
      initialState: {pagination: {pageIndex: 0, pageSize: 3}},
    });
    await settle(() => view.table().setRowSelection({'0': true}));
    expect(view.table().getIsAllPageRowsSelected()).toBe(false);
    await settle(() => view.table().setRowSelection({'0': true, '2': true}));
    expect(view.table().getIsAllPageRowsSelected()).toBe(true);
    expect(view.table().getIsAllRowsSelected()).toBe(false);
    view.unmount();
  });

  it('getIsAllPageRowsSelected: and every selectable sub-row below them (collapsed or not); with `enableSubRowSelection: false`, selecting the rows of the page alone leaves it `false`', async () => {
    const view = tableInstance(withSubRows());
    await settle(() => view.table().setRowSelection({'0': true, '1': true}));
    expect(view.table().getIsAllPageRowsSelected()).toBe(false);
    await settle(() => view.table().setRowSelection({'0': true, '0.0': true, '0.1': true, '1': true}));
    expect(view.table().getIsAllPageRowsSelected()).toBe(true);
    view.unmount();
    const noSubRows = tableInstance({...withSubRows(), enableSubRowSelection: false});
    await settle(() => noSubRows.table().toggleAllPageRowsSelected(true));
    expect(selected(noSubRows.table())).toEqual(['0', '1']);
    expect(noSubRows.table().getIsAllPageRowsSelected()).toBe(false);
    noSubRows.unmount();
  });

  it('getIsSomePageRowsSelected: whether some, but not all, of the selectable rows on the current page and the sub-rows below them are selected', async () => {
    const view = tableInstance({
      ...quiet(),
      enableRowSelection: (row) => row.id !== '1',
      initialState: {pagination: {pageIndex: 0, pageSize: 3}},
    });
    await settle(() => view.table().setRowSelection({'5': true}));
    expect(view.table().getIsSomePageRowsSelected()).toBe(false);
    await settle(() => view.table().setRowSelection({'0': true}));
    expect(view.table().getIsSomePageRowsSelected()).toBe(true);
    await settle(() => view.table().setRowSelection({'0': true, '2': true}));
    expect(view.table().getIsSomePageRowsSelected()).toBe(false);
    view.unmount();
    // only a collapsed sub-row of a row on the page
    const tree = tableInstance(withSubRows());
    await settle(() => tree.table().setRowSelection({'0.1': true}));
    expect(tree.table().getIsSomePageRowsSelected()).toBe(true);
    tree.unmount();
  });

  it('toggleAllRowsSelected: selects or deselects every selectable row that passes the filters, on every page', async () => {
    const view = tableInstance({
      ...quiet(),
      ...inBoston,
      enableRowSelection: (row) => row.id !== '6',
      initialState: {...inBoston.initialState, rowSelection: {'0': true}, pagination: {pageIndex: 0, pageSize: 1}},
    });
    await settle(() => view.table().toggleAllRowsSelected(true));
    expect(selected(view.table())).toEqual(['0', '4']);
    await settle(() => view.table().setRowSelection((old) => ({...old, '6': true})));
    await settle(() => view.table().toggleAllRowsSelected(false));
    expect(selected(view.table())).toEqual(['0']);
    view.unmount();
  });

  it('toggleAllPageRowsSelected: and, while `enableSubRowSelection` is on (the default), every sub-row below them, collapsed or on another page', async () => {
    const collapsed = tableInstance(withSubRows());
    expect(
      collapsed
        .table()
        .getRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['0', '1']);
    await settle(() => collapsed.table().toggleAllPageRowsSelected(true));
    expect(selected(collapsed.table())).toEqual(['0', '0.0', '0.1', '1']);
    collapsed.unmount();
    // expanded, Alan (0.1) moves to page 2
    const open = tableInstance({...withSubRows(), initialState: {...withSubRows().initialState, expanded: true}});
    expect(
      open
        .table()
        .getRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['0', '0.0']);
    await settle(() => open.table().toggleAllPageRowsSelected(true));
    expect(selected(open.table())).toEqual(['0', '0.0', '0.1']);
    open.unmount();
  });

  it('toggleAllPageRowsSelected: selects or deselects every selectable row on the current page', async () => {
    const view = tableInstance({
      ...quiet(),
      enableRowSelection: (row) => row.id !== '4',
      initialState: {rowSelection: {'9': true}, pagination: {pageIndex: 1, pageSize: 3}},
    });
    await settle(() => view.table().toggleAllPageRowsSelected(true));
    expect(selected(view.table())).toEqual(['3', '5', '9']);
    await settle(() => view.table().toggleAllPageRowsSelected(false));
    expect(selected(view.table())).toEqual(['9']);
    view.unmount();
  });

  it("getToggleAllRowsSelectedHandler: returns a change handler that selects or deselects every selectable row that passes the filters, from its event's `target.checked`", async () => {
    const view = tableInstance({...quiet(), ...inBoston, enableRowSelection: true});
    await settle(() => view.table().getToggleAllRowsSelectedHandler()({target: {checked: true}}));
    expect(selected(view.table())).toEqual(['4', '6']);
    await settle(() => view.table().getToggleAllRowsSelectedHandler()({target: {checked: false}}));
    expect(selected(view.table())).toEqual([]);
    view.unmount();
  });

  it("getToggleAllPageRowsSelectedHandler: returns a change handler that calls `toggleAllPageRowsSelected` with its event's `target.checked`: it selects or deselects every selectable row on the current page, and the sub-rows below them while `enableSubRowSelection` is on", async () => {
    const tree = tableInstance(withSubRows());
    await settle(() => tree.table().getToggleAllPageRowsSelectedHandler()({target: {checked: true}}));
    expect(selected(tree.table())).toEqual(['0', '0.0', '0.1', '1']);
    await settle(() => tree.table().getToggleAllPageRowsSelectedHandler()({target: {checked: false}}));
    expect(selected(tree.table())).toEqual([]);
    tree.unmount();

    const view = tableInstance({
      ...quiet(),
      enableRowSelection: true,
      initialState: {pagination: {pageIndex: 0, pageSize: 3}},
    });
    await settle(() => view.table().getToggleAllPageRowsSelectedHandler()({target: {checked: true}}));
    expect(selected(view.table())).toEqual(['0', '1', '2']);
    await settle(() => view.table().getToggleAllPageRowsSelectedHandler()({target: {checked: false}}));
    expect(selected(view.table())).toEqual([]);
    view.unmount();
  });

  it('setRowSelection: sets the selected rows, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setRowSelection(updater as never),
      'rowSelection',
      {'1': true},
      (old) => ({...old, '3': true}),
    );
  });

  it('resetRowSelection: resets the selection to its initial state; pass `true` to clear it to nothing selected instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetRowSelection(blank),
      (table, value) => table.setRowSelection(value),
      'rowSelection',
      {'2': true},
      {'5': true},
      {},
    );
  });
});

describe('expanding', () => {
  const expandable = (extra: Options = {}): Options => ({...quiet(), data: tree, enableExpanding: true, ...extra});

  it('getCanSomeRowsExpand: whether any row, on any page, can be expanded: it has sub-rows, or `getRowCanExpand` returns `true`; rows with sub-rows count even while `enableExpanding` is unset, when MRT shows no sub-rows', async () => {
    const flat = tableInstance(quiet());
    expect(flat.table().getCanSomeRowsExpand()).toBe(false);
    flat.unmount();
    const allowed = tableInstance({...quiet(), getRowCanExpand: (row) => row.id === '9'});
    expect(allowed.table().getCanSomeRowsExpand()).toBe(true);
    allowed.unmount();
    const paged = tableInstance(expandable({initialState: {pagination: {pageIndex: 1, pageSize: 1}}}));
    expect(ids(paged.table().getRowModel().rows)).toEqual(['1']);
    expect(paged.table().getCanSomeRowsExpand()).toBe(true);
    paged.unmount();
    const unset = tableInstance({...quiet(), data: tree, initialState: {expanded: true}});
    expect(unset.table().getCanSomeRowsExpand()).toBe(true);
    expect(ids(unset.table().getRowModel().rows)).toEqual(['0', '1']);
    unset.unmount();
  });

  it('getExpandedDepth: the deepest level of expanded rows: 1 for a top-level row, 0 when none is expanded; it counts the dot-separated parts of the row ids, so with a `getRowId` that returns ids without dots it is never more than 1', async () => {
    const view = tableInstance(expandable());
    expect(view.table().getExpandedDepth()).toBe(0);
    await settle(() => view.table().setExpanded({'0': true}));
    expect(view.table().getExpandedDepth()).toBe(1);
    await settle(() => view.table().setExpanded({'0': true, '0.0': true}));
    expect(view.table().getExpandedDepth()).toBe(2);
    view.unmount();
    const named = tableInstance(expandable({getRowId: (row) => row.firstName}));
    await settle(() => named.table().setExpanded({Ada: true, Grace: true}));
    expect(ids(named.table().getRowModel().rows)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger']);
    expect(named.table().getExpandedDepth()).toBe(1);
    named.unmount();
  });

  it('getIsAllRowsExpanded: whether every row is expanded: `expanded` is `true` (as after `toggleAllRowsExpanded(true)`), or every row of the current page, rows without sub-rows included, is expanded', async () => {
    const view = tableInstance(expandable());
    // every row that has sub-rows is expanded, but Alan and Edsger (no sub-rows) are not
    await settle(() => view.table().setExpanded({'0': true, '0.0': true}));
    expect(view.table().getIsAllRowsExpanded()).toBe(false);
    await settle(() => view.table().setExpanded({'0': true, '0.0': true, '0.0.0': true, '1': true}));
    expect(view.table().getIsAllRowsExpanded()).toBe(true);
    await settle(() => view.table().setExpanded({}));
    await settle(() => view.table().toggleAllRowsExpanded(true));
    expect(view.table().getState().expanded).toBe(true);
    expect(view.table().getIsAllRowsExpanded()).toBe(true);
    view.unmount();
  });

  it('getIsSomeRowsExpanded: whether any row is expanded', async () => {
    const view = tableInstance(expandable());
    expect(view.table().getIsSomeRowsExpanded()).toBe(false);
    await settle(() => view.table().setExpanded({'0.0': true}));
    expect(view.table().getIsSomeRowsExpanded()).toBe(true);
    view.unmount();
  });

  it('toggleAllRowsExpanded: expands every row (`expanded: true`) or collapses them all; without an argument it collapses them when `getIsAllRowsExpanded()` is `true` and expands them otherwise', async () => {
    const view = tableInstance(expandable({initialState: {expanded: {'0': true}}}));
    await settle(() => view.table().toggleAllRowsExpanded());
    expect(view.table().getState().expanded).toBe(true);
    await settle(() => view.table().toggleAllRowsExpanded());
    expect(view.table().getState().expanded).toEqual({});
    await settle(() => view.table().toggleAllRowsExpanded(true));
    expect(view.table().getState().expanded).toBe(true);
    await settle(() => view.table().toggleAllRowsExpanded(false));
    expect(view.table().getState().expanded).toEqual({});
    view.unmount();
  });

  it('getToggleAllRowsExpandedHandler: returns a handler that expands or collapses every row, like `toggleAllRowsExpanded()` without an argument', async () => {
    const view = tableInstance(expandable());
    await settle(() => view.table().getToggleAllRowsExpandedHandler()({}));
    expect(view.table().getState().expanded).toBe(true);
    await settle(() => view.table().getToggleAllRowsExpandedHandler()({target: {checked: true}}));
    expect(view.table().getState().expanded).toEqual({});
    view.unmount();
  });

  it('setExpanded: sets which rows are expanded, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setExpanded(updater as never),
      'expanded',
      {'0': true},
      (old) => ({...(old as Record<string, boolean>), '0.0': true}),
      {data: tree, enableExpanding: true},
    );
  });

  it('resetExpanded: resets the expanded rows to its initial state; pass `true` to clear it to none expanded instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetExpanded(blank),
      (table, value) => table.setExpanded(value),
      'expanded',
      {'0': true},
      true,
      {},
      {data: tree, enableExpanding: true},
    );
  });
});

describe('row pinning', () => {
  const paged: Options = {enableRowPinning: true, initialState: {pagination: {pageIndex: 0, pageSize: 5}}};

  it('getTopRows: the rows pinned to the top, kept even when they are filtered out or on another page (unless `keepPinnedRows` is `false`)', async () => {
    const view = tableInstance({
      ...quiet(),
      ...paged,
      initialState: {...paged.initialState, rowPinning: {top: ['7', '2']}},
    });
    // Ken (7) is on the second page
    expect(ids(view.table().getTopRows())).toEqual(['7', '2']);
    await settle(() => view.table().setColumnFilters([{id: 'lastName', value: 'Hopper'}]));
    expect(ids(view.table().getRowModel().rows)).toEqual(['1']);
    expect(ids(view.table().getTopRows())).toEqual(['7', '2']);
    view.unmount();
    const dropped = tableInstance({
      ...quiet(),
      ...paged,
      keepPinnedRows: false,
      initialState: {...paged.initialState, rowPinning: {top: ['7', '2']}},
    });
    expect(ids(dropped.table().getTopRows())).toEqual(['2']);
    dropped.unmount();
  });

  it('getBottomRows: the rows pinned to the bottom, kept even when they are filtered out or on another page (unless `keepPinnedRows` is `false`)', async () => {
    const view = tableInstance({
      ...quiet(),
      ...paged,
      initialState: {...paged.initialState, rowPinning: {bottom: ['8', '0']}},
    });
    expect(ids(view.table().getBottomRows())).toEqual(['8', '0']);
    await settle(() => view.table().setColumnFilters([{id: 'lastName', value: 'Hopper'}]));
    expect(ids(view.table().getBottomRows())).toEqual(['8', '0']);
    view.unmount();
    const dropped = tableInstance({
      ...quiet(),
      ...paged,
      keepPinnedRows: false,
      initialState: {...paged.initialState, rowPinning: {bottom: ['8', '0']}},
    });
    expect(ids(dropped.table().getBottomRows())).toEqual(['0']);
    dropped.unmount();
  });

  it('getCenterRows: the rows of the current page that are not pinned', () => {
    const view = tableInstance({
      ...quiet(),
      ...paged,
      initialState: {...paged.initialState, rowPinning: {top: ['2'], bottom: ['8']}},
    });
    expect(ids(view.table().getCenterRows())).toEqual(['0', '1', '3', '4']);
    view.unmount();
  });

  it('getIsSomeRowsPinned: whether any row is pinned, optionally at the top or bottom only', async () => {
    const view = tableInstance({...quiet(), enableRowPinning: true});
    expect(view.table().getIsSomeRowsPinned()).toBe(false);
    await settle(() => view.table().setRowPinning({top: ['2'], bottom: []}));
    expect([
      view.table().getIsSomeRowsPinned(),
      view.table().getIsSomeRowsPinned('top'),
      view.table().getIsSomeRowsPinned('bottom'),
    ]).toEqual([true, true, false]);
    view.unmount();
  });

  it('setRowPinning: sets which rows are pinned, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setRowPinning(updater as never),
      'rowPinning',
      {top: ['1'], bottom: []},
      (old) => ({...old, bottom: ['4']}),
      {enableRowPinning: true},
    );
  });

  it('resetRowPinning: resets row pinning to its initial state; pass `true` to clear it to no pinned rows instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetRowPinning(blank),
      (table, value) => table.setRowPinning(value),
      'rowPinning',
      {top: ['3'], bottom: []},
      {top: [], bottom: ['5']},
      {top: [], bottom: []},
      {enableRowPinning: true},
    );
  });
});

describe('columns and headers', () => {
  const headerRows = (groups: {headers: {column: {id: string}}[]}[]) => groups.map((group) => columnIds(group.headers));

  it("getAllColumns: the top-level columns, including group columns and MRT's display columns", () => {
    const view = tableInstance({...quiet(), columns: nested(), enableRowSelection: true});
    expect(
      view
        .table()
        .getAllColumns()
        .map((column) => column.id),
    ).toEqual(['mrt-row-select', 'name', 'age', 'city']);
    view.unmount();
  });

  it('getAllFlatColumns: every column at every nesting level, as a flat array', () => {
    const view = tableInstance({...quiet(), columns: nested()});
    expect(
      view
        .table()
        .getAllFlatColumns()
        .map((column) => column.id),
    ).toEqual(['name', 'firstName', 'lastName', 'age', 'city']);
    view.unmount();
  });

  it('getAllLeafColumns: every bottom-level column (no group columns), visible or not', () => {
    const view = tableInstance({...quiet(), columns: nested(), initialState: {columnVisibility: {city: false}}});
    expect(view.table().getColumn('city').getIsVisible()).toBe(false);
    expect(
      view
        .table()
        .getAllLeafColumns()
        .map((column) => column.id),
    ).toEqual(['firstName', 'lastName', 'age', 'city']);
    view.unmount();
  });

  it('getColumn: the column with the given id; `undefined` when there is none (development builds also log an error)', () => {
    const view = tableInstance({...quiet(), columns: nested()});
    expect(view.table().getColumn('lastName').columnDef.header).toBe('Last Name');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(view.table().getColumn('nope')).toBeUndefined();
    expect(String(error.mock.calls[0]?.[0])).toContain("Column with id 'nope' does not exist");
    error.mockRestore();
    view.unmount();
  });

  it('getHeaderGroups: the header rows, each with its headers; more than one when columns are nested', () => {
    const flat = tableInstance(quiet());
    expect(headerRows(flat.table().getHeaderGroups())).toEqual([['firstName', 'lastName', 'age', 'city']]);
    flat.unmount();
    const view = tableInstance({...quiet(), columns: nested()});
    expect(headerRows(view.table().getHeaderGroups())).toEqual([
      ['name', 'age', 'city'],
      ['firstName', 'lastName', 'age', 'city'],
    ]);
    expect(
      view
        .table()
        .getHeaderGroups()[0]
        .headers.map((header) => header.isPlaceholder),
    ).toEqual([false, true, true]);
    view.unmount();
  });

  it('getFooterGroups: the footer rows, each with its footers: the header rows in reverse order', () => {
    const view = tableInstance({...quiet(), columns: nested()});
    expect(headerRows(view.table().getFooterGroups())).toEqual([
      ['firstName', 'lastName', 'age', 'city'],
      ['name', 'age', 'city'],
    ]);
    view.unmount();
  });

  it('getFlatHeaders: all headers of all header rows, as a flat array', () => {
    const view = tableInstance({...quiet(), columns: nested()});
    expect(view.table().getFlatHeaders()).toEqual(
      view
        .table()
        .getHeaderGroups()
        .flatMap((group) => group.headers),
    );
    expect(columnIds(view.table().getFlatHeaders())).toEqual([
      'name',
      'age',
      'city',
      'firstName',
      'lastName',
      'age',
      'city',
    ]);
    view.unmount();
  });

  it('getLeafHeaders: the headers of the bottom-level columns: left-pinned, then unpinned, then right-pinned; with nested columns it also returns the group and placeholder headers above them', () => {
    const flat = tableInstance({
      ...quiet(),
      enableColumnPinning: true,
      initialState: {columnPinning: {left: ['city'], right: ['firstName']}},
    });
    expect(columnIds(flat.table().getLeafHeaders())).toEqual(['city', 'lastName', 'age', 'firstName']);
    flat.unmount();
    const view = tableInstance(pinnedNested());
    const leaf = view.table().getLeafHeaders();
    expect(columnIds(leaf.filter((header) => !header.subHeaders.length))).toEqual([
      'firstName',
      'lastName',
      'age',
      'city',
    ]);
    expect(columnIds(leaf)).toEqual(['firstName', 'name', 'lastName', 'name', 'age', 'age', 'city', 'city']);
    view.unmount();
  });

  // first name pinned left, city right, last name and age in the middle; the name group spans both sides
  it('getLeftHeaderGroups: the headers of the header rows for the left-pinned columns', () => {
    const view = tableInstance(pinnedNested());
    expect(headerRows(view.table().getLeftHeaderGroups())).toEqual([['name'], ['firstName']]);
    view.unmount();
  });

  it('getCenterHeaderGroups: the headers of the header rows for the unpinned columns', () => {
    const view = tableInstance(pinnedNested());
    expect(headerRows(view.table().getCenterHeaderGroups())).toEqual([
      ['name', 'age'],
      ['lastName', 'age'],
    ]);
    view.unmount();
  });

  it('getRightHeaderGroups: the headers of the header rows for the right-pinned columns', () => {
    const view = tableInstance(pinnedNested());
    expect(headerRows(view.table().getRightHeaderGroups())).toEqual([['city'], ['city']]);
    view.unmount();
  });

  it('getLeftFooterGroups: the headers of the footer rows for the left-pinned columns', () => {
    const view = tableInstance(pinnedNested());
    expect(headerRows(view.table().getLeftFooterGroups())).toEqual([['firstName'], ['name']]);
    view.unmount();
  });

  it('getCenterFooterGroups: the headers of the footer rows for the unpinned columns', () => {
    const view = tableInstance(pinnedNested());
    expect(headerRows(view.table().getCenterFooterGroups())).toEqual([
      ['lastName', 'age'],
      ['name', 'age'],
    ]);
    view.unmount();
  });

  it('getRightFooterGroups: the headers of the footer rows for the right-pinned columns', () => {
    const view = tableInstance({
      ...pinnedNested(),
      initialState: {columnPinning: {left: [], right: ['lastName', 'city']}},
    });
    expect(headerRows(view.table().getRightFooterGroups())).toEqual([
      ['lastName', 'city'],
      ['name', 'city'],
    ]);
    view.unmount();
  });

  it('getLeftFlatHeaders: the headers of the left-pinned columns, including group headers', () => {
    const view = tableInstance(pinnedNested());
    expect(columnIds(view.table().getLeftFlatHeaders())).toEqual(['name', 'firstName']);
    view.unmount();
  });

  it('getCenterFlatHeaders: the headers of the unpinned columns, including group headers', () => {
    const view = tableInstance(pinnedNested());
    expect(columnIds(view.table().getCenterFlatHeaders())).toEqual(['name', 'age', 'lastName', 'age']);
    view.unmount();
  });

  it('getRightFlatHeaders: the headers of the right-pinned columns, including group headers', () => {
    const view = tableInstance({
      ...pinnedNested(),
      initialState: {columnPinning: {left: [], right: ['lastName', 'city']}},
    });
    expect(columnIds(view.table().getRightFlatHeaders())).toEqual(['name', 'city', 'lastName', 'city']);
    view.unmount();
  });

  it('getLeftLeafHeaders: the headers of the left-pinned bottom-level columns', () => {
    const view = tableInstance(pinnedNested());
    expect(columnIds(view.table().getLeftLeafHeaders())).toEqual(['firstName']);
    view.unmount();
  });

  it('getCenterLeafHeaders: the headers of the unpinned bottom-level columns', () => {
    const view = tableInstance(pinnedNested());
    expect(columnIds(view.table().getCenterLeafHeaders())).toEqual(['lastName', 'age']);
    view.unmount();
  });

  it('getRightLeafHeaders: the headers of the right-pinned bottom-level columns', () => {
    const view = tableInstance({
      ...pinnedNested(),
      initialState: {columnPinning: {left: [], right: ['lastName', 'city']}},
    });
    expect(columnIds(view.table().getRightLeafHeaders())).toEqual(['lastName', 'city']);
    view.unmount();
  });
});

describe('column pinning and visibility', () => {
  /** City and age pinned left (age hidden), first name right. */
  const pinned = (): Options => ({
    ...quiet(),
    enableColumnPinning: true,
    initialState: {columnPinning: {left: ['city', 'age'], right: ['firstName']}, columnVisibility: {age: false}},
  });
  const idsOf = (columns: {id: string}[]) => columns.map((column) => column.id);

  it('getLeftLeafColumns: the bottom-level columns pinned to the left', () => {
    const view = tableInstance(pinned());
    expect(idsOf(view.table().getLeftLeafColumns())).toEqual(['city', 'age']);
    view.unmount();
  });

  it('getRightLeafColumns: the bottom-level columns pinned to the right', () => {
    const view = tableInstance(pinned());
    expect(idsOf(view.table().getRightLeafColumns())).toEqual(['firstName']);
    view.unmount();
  });

  it('getCenterLeafColumns: the bottom-level columns that are not pinned', () => {
    const view = tableInstance({
      ...pinned(),
      initialState: {columnPinning: {left: ['city']}, columnVisibility: {age: false}},
    });
    expect(idsOf(view.table().getCenterLeafColumns())).toEqual(['firstName', 'lastName', 'age']);
    view.unmount();
  });

  it('getLeftVisibleLeafColumns: the visible bottom-level columns pinned to the left', () => {
    const view = tableInstance(pinned());
    expect(idsOf(view.table().getLeftVisibleLeafColumns())).toEqual(['city']);
    view.unmount();
  });

  it('getRightVisibleLeafColumns: the visible bottom-level columns pinned to the right', async () => {
    const view = tableInstance(pinned());
    expect(idsOf(view.table().getRightVisibleLeafColumns())).toEqual(['firstName']);
    await settle(() => view.table().setColumnVisibility({firstName: false}));
    expect(idsOf(view.table().getRightVisibleLeafColumns())).toEqual([]);
    view.unmount();
  });

  it('getCenterVisibleLeafColumns: the visible bottom-level columns that are not pinned', () => {
    const view = tableInstance({
      ...pinned(),
      initialState: {columnPinning: {left: ['city']}, columnVisibility: {age: false}},
    });
    expect(idsOf(view.table().getCenterVisibleLeafColumns())).toEqual(['firstName', 'lastName']);
    view.unmount();
  });

  it('getIsSomeColumnsPinned: whether any column is pinned, optionally on one side only', async () => {
    const view = tableInstance({...quiet(), enableColumnPinning: true});
    expect(view.table().getIsSomeColumnsPinned()).toBe(false);
    await settle(() => view.table().setColumnPinning({left: ['age'], right: []}));
    expect([
      view.table().getIsSomeColumnsPinned(),
      view.table().getIsSomeColumnsPinned('left'),
      view.table().getIsSomeColumnsPinned('right'),
    ]).toEqual([true, true, false]);
    view.unmount();
  });

  it('getVisibleFlatColumns: the visible columns, including group columns', () => {
    const view = tableInstance({...quiet(), columns: nested(), initialState: {columnVisibility: {lastName: false}}});
    expect(idsOf(view.table().getVisibleFlatColumns())).toEqual(['name', 'firstName', 'age', 'city']);
    view.unmount();
  });

  it('getVisibleLeafColumns: the visible bottom-level columns, in column order: pinning does not move them in this list', () => {
    const view = tableInstance(pinned());
    expect(columnIds(view.table().getLeafHeaders())).toEqual(['city', 'lastName', 'firstName']);
    expect(idsOf(view.table().getVisibleLeafColumns())).toEqual(['firstName', 'lastName', 'city']);
    view.unmount();
  });

  it('getIsAllColumnsVisible: whether every column is visible', async () => {
    const view = tableInstance(quiet());
    expect(view.table().getIsAllColumnsVisible()).toBe(true);
    await settle(() => view.table().setColumnVisibility({city: false}));
    expect(view.table().getIsAllColumnsVisible()).toBe(false);
    view.unmount();
  });

  it('getIsSomeColumnsVisible: whether at least one column is visible', async () => {
    const view = tableInstance(quiet());
    await settle(() => view.table().setColumnVisibility({firstName: false, lastName: false, age: false}));
    expect(view.table().getIsSomeColumnsVisible()).toBe(true);
    await settle(() => view.table().setColumnVisibility((old) => ({...old, city: false})));
    expect(view.table().getIsSomeColumnsVisible()).toBe(false);
    view.unmount();
  });

  /** First name cannot be hidden. */
  const oneFixed = (): Options => ({
    ...quiet(),
    columns: personColumns.map((column) => ({...column, enableHiding: column.accessorKey !== 'firstName'})),
  });
  const visible = (table: Table) => idsOf(table.getVisibleLeafColumns());

  it('toggleAllColumnsVisible: replaces the whole visibility state: `true` shows every column, locked ones included; `false` hides every column that can be hidden and shows every other one, so a locked column that was hidden comes back', async () => {
    // First Name cannot be hidden, and starts hidden
    const view = tableInstance({...oneFixed(), initialState: {columnVisibility: {firstName: false}}});
    expect(visible(view.table())).toEqual(['lastName', 'age', 'city']);
    await settle(() => view.table().toggleAllColumnsVisible(false));
    expect(view.table().getState().columnVisibility).toEqual({
      firstName: true,
      lastName: false,
      age: false,
      city: false,
    });
    expect(visible(view.table())).toEqual(['firstName']);
    await settle(() => view.table().setColumnVisibility({firstName: false, age: false}));
    await settle(() => view.table().toggleAllColumnsVisible(true));
    expect(view.table().getState().columnVisibility).toEqual({firstName: true, lastName: true, age: true, city: true});
    view.unmount();
  });

  it('toggleAllColumnsVisible: without an argument it hides them when all are visible and shows them all otherwise', async () => {
    const view = tableInstance(oneFixed());
    await settle(() => view.table().toggleAllColumnsVisible());
    expect(visible(view.table())).toEqual(['firstName']);
    await settle(() => view.table().toggleAllColumnsVisible());
    expect(visible(view.table())).toEqual(['firstName', 'lastName', 'age', 'city']);
    await settle(() => view.table().setColumnVisibility({age: false}));
    await settle(() => view.table().toggleAllColumnsVisible());
    expect(visible(view.table())).toEqual(['firstName', 'lastName', 'age', 'city']);
    view.unmount();
  });

  it("getToggleAllColumnsVisibilityHandler: returns a change handler that calls `toggleAllColumnsVisible` with its event's `target.checked`: `true` shows every column, `false` hides every column that can be hidden and shows every other one, so a locked column that was hidden comes back", async () => {
    const view = tableInstance({...oneFixed(), initialState: {columnVisibility: {firstName: false}}});
    await settle(() => view.table().getToggleAllColumnsVisibilityHandler()({target: {checked: false}}));
    expect(visible(view.table())).toEqual(['firstName']);
    await settle(() => view.table().getToggleAllColumnsVisibilityHandler()({target: {checked: true}}));
    expect(visible(view.table())).toEqual(['firstName', 'lastName', 'age', 'city']);
    view.unmount();
  });

  it('setColumnPinning: sets which columns are pinned, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setColumnPinning(updater as never),
      'columnPinning',
      {left: ['age'], right: []},
      (old) => ({...old, right: ['city']}),
      {enableColumnPinning: true},
    );
  });

  it('setColumnVisibility: sets column visibility, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setColumnVisibility(updater as never),
      'columnVisibility',
      {age: false},
      (old) => ({...old, city: false}),
    );
  });

  it('setColumnOrder: sets the column order, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setColumnOrder(updater as never),
      'columnOrder',
      ['city', 'age', 'lastName', 'firstName'],
      (old) => [...old].reverse(),
    );
  });

  it('resetColumnPinning: resets column pinning to its initial state; pass `true` to clear it to no pinned columns instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetColumnPinning(blank),
      (table, value) => table.setColumnPinning(value),
      'columnPinning',
      {left: ['age'], right: []},
      {left: [], right: ['city']},
      {left: [], right: []},
      {enableColumnPinning: true},
    );
  });

  it('resetColumnVisibility: resets column visibility to its initial state; pass `true` to clear it to all columns shown instead', async () => {
    const table = await resetsToInitialOrBlank(
      (table, blank) => table.resetColumnVisibility(blank),
      (table, value) => table.setColumnVisibility(value),
      'columnVisibility',
      {age: false},
      {city: false},
      {},
    );
    expect(table.getIsAllColumnsVisible()).toBe(true);
  });

  it('resetColumnOrder: resets the column order to its initial state; pass `true` to clear it to an empty order instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetColumnOrder(blank),
      (table, value) => table.setColumnOrder(value),
      'columnOrder',
      ['city', 'age', 'firstName', 'lastName'],
      ['lastName', 'firstName', 'age', 'city'],
      [],
    );
  });
});

describe('column sizes', () => {
  // MRT's default column width is 180
  const sized = (): Options => ({
    ...quiet(),
    enableColumnPinning: true,
    initialState: {
      columnPinning: {left: ['firstName', 'lastName'], right: ['city']},
      columnSizing: {firstName: 100, age: 120},
    },
  });

  it('getTotalSize: the total width of all visible columns, in pixels', async () => {
    const view = tableInstance(sized());
    expect(view.table().getTotalSize()).toBe(100 + 180 + 120 + 180);
    await settle(() => view.table().setColumnVisibility({lastName: false}));
    expect(view.table().getTotalSize()).toBe(100 + 120 + 180);
    view.unmount();
  });

  it('getLeftTotalSize: the total width of the visible left-pinned columns, in pixels', async () => {
    const view = tableInstance(sized());
    expect(view.table().getLeftTotalSize()).toBe(100 + 180);
    await settle(() => view.table().setColumnVisibility({lastName: false}));
    expect(view.table().getLeftTotalSize()).toBe(100);
    view.unmount();
  });

  it('getCenterTotalSize: the total width of the visible unpinned columns, in pixels', async () => {
    const view = tableInstance(sized());
    expect(view.table().getCenterTotalSize()).toBe(120);
    await settle(() => view.table().setColumnPinning({left: ['firstName'], right: ['city']}));
    expect(view.table().getCenterTotalSize()).toBe(180 + 120);
    await settle(() => view.table().setColumnVisibility({age: false}));
    expect(view.table().getCenterTotalSize()).toBe(180);
    view.unmount();
  });

  it('getRightTotalSize: the total width of the visible right-pinned columns, in pixels', async () => {
    const view = tableInstance(sized());
    expect(view.table().getRightTotalSize()).toBe(180);
    await settle(() => view.table().setColumnVisibility({city: false}));
    expect(view.table().getRightTotalSize()).toBe(0);
    view.unmount();
  });

  it('setColumnSizing: sets column widths, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setColumnSizing(updater as never),
      'columnSizing',
      {age: 90},
      (old) => ({...old, city: 250}),
    );
  });

  it('setColumnSizingInfo: sets the resize progress information, from a value or an updater function of the old value', async () => {
    const info = {
      startOffset: 10,
      startSize: 180,
      deltaOffset: 5,
      deltaPercentage: 0.03,
      isResizingColumn: false as const,
      columnSizingStart: [] as [string, number][],
    };
    await setsFromValueOrUpdater(
      (table, updater) => table.setColumnSizingInfo(updater as never),
      'columnSizingInfo',
      info,
      (old) => ({...old, deltaOffset: 40}),
    );
  });

  it('resetColumnSizing: resets column widths to its initial state; pass `true` to clear it to the default widths instead', async () => {
    const table = await resetsToInitialOrBlank(
      (table, blank) => table.resetColumnSizing(blank),
      (table, value) => table.setColumnSizing(value),
      'columnSizing',
      {age: 100},
      {age: 300},
      {},
    );
    expect(table.getColumn('age').getSize()).toBe(180);
  });

  it('resetHeaderSizeInfo: resets the resize progress information to its initial state; pass `true` to clear it to its default instead', async () => {
    const info = (startSize: number | null, startOffset: number | null) => ({
      startOffset,
      startSize,
      deltaOffset: null,
      deltaPercentage: null,
      isResizingColumn: false as const,
      columnSizingStart: [] as [string, number][],
    });
    await resetsToInitialOrBlank(
      (table, blank) => table.resetHeaderSizeInfo(blank),
      (table, value) => table.setColumnSizingInfo(value),
      'columnSizingInfo',
      info(180, 12),
      info(200, 40),
      info(null, null),
    );
  });
});

describe('filtering, search and sorting', () => {
  it('getGlobalFilterFn: the filter function in effect for the search box', async () => {
    const view = tableInstance(quiet());
    const {filterFns} = view.table().options;
    expect(view.table().getGlobalFilterFn()).toBe(filterFns!.fuzzy);
    await settle(() => view.table().setGlobalFilterFn('contains'));
    expect(view.table().getGlobalFilterFn()).toBe(filterFns!.contains);
    view.unmount();
  });

  it("getGlobalFacetedUniqueValues: an empty `Map`: TanStack Table looks for a column with the id `__global__` for it and finds none (with `enableFacetedValues` on, development builds log that error); use a column's `getFacetedUniqueValues()` instead", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const off = tableInstance(quiet());
    expect(off.table().getGlobalFacetedUniqueValues()).toEqual(new Map());
    expect(error).not.toHaveBeenCalled();
    off.unmount();
    const view = tableInstance({...quiet(), enableFacetedValues: true});
    expect(view.table().getGlobalFacetedUniqueValues().size).toBe(0);
    expect(String(error.mock.calls[0]?.[0])).toContain("Column with id '__global__' does not exist");
    expect(view.table().getColumn('city').getFacetedUniqueValues().get('Boston')).toBe(2);
    error.mockRestore();
    view.unmount();
  });

  it("getGlobalFacetedMinMaxValues: `undefined`: TanStack Table looks for a column with the id `__global__` for it and finds none (with `enableFacetedValues` on, development builds log that error); use a column's `getFacetedMinMaxValues()` instead", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const off = tableInstance(quiet());
    expect(off.table().getGlobalFacetedMinMaxValues()).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    off.unmount();
    const view = tableInstance({...quiet(), enableFacetedValues: true});
    expect(view.table().getGlobalFacetedMinMaxValues()).toBeUndefined();
    expect(String(error.mock.calls[0]?.[0])).toContain("Column with id '__global__' does not exist");
    expect(view.table().getColumn('age').getFacetedMinMaxValues()).toEqual([33, 85]);
    error.mockRestore();
    view.unmount();
  });

  it("setColumnFilters: sets the column filters, from a value or an updater function of the old value; a filter whose value is empty for its filter function is dropped: `undefined` or `''` always, and with MRT's filter modes any falsy value, `0` included", async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setColumnFilters(updater as never),
      'columnFilters',
      [{id: 'city', value: 'Boston'}],
      (old) => [...old, {id: 'lastName', value: 'Lis'}],
    );
    const view = tableInstance({...quiet(), initialState: {columnFilterFns: {age: 'equals'}}});
    await settle(() =>
      view.table().setColumnFilters([
        {id: 'firstName', value: ''},
        {id: 'lastName', value: undefined},
        {id: 'age', value: 0},
        {id: 'city', value: 'Boston'},
      ]),
    );
    expect(view.table().getState().columnFilters).toEqual([{id: 'city', value: 'Boston'}]);
    view.unmount();
  });

  it('setGlobalFilter: sets the search text, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setGlobalFilter(updater),
      'globalFilter',
      'Bos',
      (old) => `${old}ton`,
    );
  });

  it('setSorting: sets the sorting, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setSorting(updater as never),
      'sorting',
      [{id: 'age', desc: true}],
      (old) => [...old, {id: 'city', desc: false}],
    );
  });

  it('setGrouping: sets the grouped columns, from a value or an updater function of the old value', async () => {
    await setsFromValueOrUpdater(
      (table, updater) => table.setGrouping(updater as never),
      'grouping',
      ['city'],
      (old) => [...old, 'age'],
      {enableGrouping: true},
    );
  });

  it('resetColumnFilters: resets the column filters to its initial state; pass `true` to clear it to none instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetColumnFilters(blank),
      (table, value) => table.setColumnFilters(value),
      'columnFilters',
      [{id: 'city', value: 'Boston'}],
      [{id: 'lastName', value: 'Hopper'}],
      [],
    );
  });

  it('resetGlobalFilter: resets the search text to its initial state; pass `true` to clear it to no search instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetGlobalFilter(blank),
      (table, value) => table.setGlobalFilter(value),
      'globalFilter',
      'Boston',
      'London',
      undefined,
    );
  });

  it('resetSorting: resets sorting to its initial state; pass `true` to clear it to no sorting instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetSorting(blank),
      (table, value) => table.setSorting(value),
      'sorting',
      [{id: 'age', desc: true}],
      [{id: 'city', desc: false}],
      [],
    );
  });

  it('resetGrouping: resets grouping to its initial state; pass `true` to clear it to no grouping instead', async () => {
    await resetsToInitialOrBlank(
      (table, blank) => table.resetGrouping(blank),
      (table, value) => table.setGrouping(value),
      'grouping',
      ['city'],
      ['age'],
      [],
      {enableGrouping: true},
    );
  });
});

describe("MRT's setters", () => {
  const firstCell = (table: Table) => table.getRowModel().rows[0].getAllCells()[2];
  const secondRow = (table: Table) => table.getRowModel().rows[1] as MRT_Row<Person>;

  it("setActionCell: sets the cell whose actions menu is open; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setActionCell', 'onActionCellChange', 'actionCell', firstCell);
  });

  it("setColumnFilterFns: sets the filter mode of each column; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setColumnFilterFns', 'onColumnFilterFnsChange', 'columnFilterFns', (table) => ({
      ...table.getState().columnFilterFns,
      age: 'between',
    }));
  });

  it("setDensity: sets the row density; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setDensity', 'onDensityChange', 'density', () => 'compact' as const);
  });

  it("setDraggingColumn: sets the column being dragged; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setDraggingColumn', 'onDraggingColumnChange', 'draggingColumn', (table) =>
      table.getColumn('age'),
    );
  });

  it("setDraggingRow: sets the row being dragged; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setDraggingRow', 'onDraggingRowChange', 'draggingRow', secondRow);
  });

  it("setEditingCell: sets the cell being edited; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setEditingCell', 'onEditingCellChange', 'editingCell', firstCell, {
      enableEditing: true,
    });
  });

  it("setEditingRow: sets the row being edited (`null` leaves edit mode); when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setEditingRow', 'onEditingRowChange', 'editingRow', secondRow, {
      enableEditing: true,
    });
    const view = tableInstance({...quiet(), enableEditing: true});
    await settle(() => view.table().setEditingRow(secondRow(view.table())));
    expect(view.table().getState().editingRow?.id).toBe('1');
    await settle(() => view.table().setEditingRow(null));
    expect(view.table().getState().editingRow).toBeNull();
    view.unmount();
  });

  it("setGlobalFilterFn: sets the filter mode of the search box; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState(
      'setGlobalFilterFn',
      'onGlobalFilterFnChange',
      'globalFilterFn',
      () => 'contains',
    );
  });

  it("setHoveredColumn: sets the column a dragged column is over; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setHoveredColumn', 'onHoveredColumnChange', 'hoveredColumn', (table) =>
      table.getColumn('city'),
    );
  });

  it("setHoveredRow: sets the row a dragged row is over; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setHoveredRow', 'onHoveredRowChange', 'hoveredRow', secondRow);
  });

  it("setIsFullScreen: sets full-screen mode; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setIsFullScreen', 'onIsFullScreenChange', 'isFullScreen', () => true);
  });

  it("setShowAlertBanner: sets whether the alert banner is forced to show; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState('setShowAlertBanner', 'onShowAlertBannerChange', 'showAlertBanner', () => true);
  });

  it("setShowColumnFilters: sets whether the column filter inputs are shown; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState(
      'setShowColumnFilters',
      'onShowColumnFiltersChange',
      'showColumnFilters',
      () => true,
    );
  });

  it("setShowGlobalFilter: sets whether the search box is shown; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState(
      'setShowGlobalFilter',
      'onShowGlobalFilterChange',
      'showGlobalFilter',
      () => true,
    );
  });

  it("setShowToolbarDropZone: sets whether the grouping drop zone is shown; when you provide the matching `on…Change` option, it only calls that callback and MRT's internal state stays as it was (pass the value back through `state`); otherwise it updates MRT's internal state", async () => {
    await callsOnChangeOrUpdatesState(
      'setShowToolbarDropZone',
      'onShowToolbarDropZoneChange',
      'showToolbarDropZone',
      () => true,
    );
  });
});

describe('state, options and refs', () => {
  it("getState: the current table state, merging MRT's and TanStack's internal state with what you pass in `state`", async () => {
    const view = tableInstance({...quiet(), state: {density: 'compact'}});
    await settle(() => {
      view.table().setSorting([{id: 'age', desc: true}]);
      view.table().setShowColumnFilters(true);
      view.table().setDensity('spacious');
    });
    const state = view.table().getState();
    expect([state.sorting, state.showColumnFilters, state.density]).toEqual([
      [{id: 'age', desc: true}],
      true,
      'compact',
    ]);
    view.unmount();
  });

  it('initialState: the resolved initial state of the table (what the `reset…` methods return to)', async () => {
    const view = tableInstance({...quiet(), initialState: {sorting: [{id: 'age', desc: true}]}});
    const {initialState} = view.table();
    expect(initialState.sorting).toEqual([{id: 'age', desc: true}]);
    // filled in: TanStack's defaults and MRT's column order
    expect(initialState.pagination).toEqual({pageIndex: 0, pageSize: 10});
    expect(initialState.columnOrder).toEqual(['firstName', 'lastName', 'age', 'city']);
    await settle(() => {
      view.table().setSorting([]);
      view.table().setColumnOrder(['city', 'age', 'lastName', 'firstName']);
    });
    await settle(() => {
      view.table().resetSorting();
      view.table().resetColumnOrder();
    });
    expect([view.table().getState().sorting, view.table().getState().columnOrder]).toEqual([
      initialState.sorting,
      initialState.columnOrder,
    ]);
    view.unmount();
  });

  it('setOptions: replaces the table options, from a value or an updater function; MRT sets them on every render, so prefer passing options to the hook', () => {
    const view = tableInstance(quiet());
    view.table().setOptions((old) => ({...old, enableSorting: false}));
    expect(view.table().options.enableSorting).toBe(false);
    view
      .table()
      .setOptions({...view.table().options, enableMultiSort: false} as unknown as Parameters<Table['setOptions']>[0]);
    expect([view.table().options.enableSorting, view.table().options.enableMultiSort]).toEqual([false, false]);
    view.update({});
    expect([view.table().options.enableSorting, view.table().options.enableMultiSort]).toEqual([true, true]);
    view.unmount();
  });

  it("setState: sets TanStack Table's own state as a whole, from a value or an updater function of the old value; the state MRT keeps itself (see `reset`) does not change", async () => {
    const view = tableInstance(quiet());
    await settle(() =>
      view.table().setState((old) => ({
        ...old,
        sorting: [{id: 'age', desc: false}],
        density: 'compact',
        pagination: {pageIndex: 1, pageSize: 5},
      })),
    );
    const state = view.table().getState();
    expect([state.sorting, state.density, state.pagination]).toEqual([
      [{id: 'age', desc: false}],
      'comfortable',
      {pageIndex: 0, pageSize: 10},
    ]);
    await settle(() => view.table().setState({...view.table().initialState, columnVisibility: {city: false}}));
    expect([view.table().getState().sorting, view.table().getState().columnVisibility]).toEqual([[], {city: false}]);
    view.unmount();
  });

  it("reset: puts TanStack Table's own state back to `initialState`; the state MRT keeps itself (`density`, `grouping`, `pagination`, `columnOrder`, `isFullScreen`, the `show…` flags…) stays", async () => {
    const view = tableInstance({...quiet(), enableGrouping: true});
    await settle(() => view.table().setGrouping(['city']));
    // after the grouping: a new grouping moves back to the first page
    await settle(() => {
      view.table().setColumnVisibility({city: false});
      view.table().setPagination({pageIndex: 1, pageSize: 5});
    });
    await settle(() => view.table().reset());
    const state = view.table().getState();
    expect([state.columnVisibility, state.pagination, state.grouping]).toEqual([
      {},
      {pageIndex: 1, pageSize: 5},
      ['city'],
    ]);
    view.unmount();
  });

  it("refs: React refs to the table's DOM elements (paper, container, toolbars, head, head cells, footer, search and filter inputs, edit inputs, the cell whose actions menu is open) and to the id of the last selected row", async () => {
    const view = mountTable({
      // the footer row shows only when a column has a footer
      columns: personColumns.map((column) => ({...column, footer: column.accessorKey === 'age' ? 'Ages' : undefined})),
      enableCellActions: true,
      enableRowSelection: true,
      enableEditing: true,
      editDisplayMode: 'table',
      muiPaginationProps: {rowsPerPageOptions: [2, 5]},
      initialState: {showGlobalFilter: true, showColumnFilters: true, pagination: {pageIndex: 0, pageSize: 2}},
    });
    const {refs} = view.table();
    const tag = (element: Element | null | undefined) => element?.tagName;
    expect(refs.tablePaperRef.current).toBe(view.container.firstElementChild);
    expect(refs.tablePaperRef.current!.contains(refs.tableContainerRef.current)).toBe(true);
    expect(tag(refs.tableContainerRef.current!.firstElementChild)).toBe('TABLE');
    expect(refs.topToolbarRef.current!.contains(refs.searchInputRef.current)).toBe(true);
    expect(refs.bottomToolbarRef.current!.textContent).toContain('1-2 of 10');
    expect([tag(refs.tableHeadRef.current), tag(refs.tableFooterRef.current)]).toEqual(['THEAD', 'TFOOT']);
    expect(refs.tableHeadCellRefs.current!.age!.textContent).toContain('Age');
    expect(tag(refs.searchInputRef.current)).toBe('INPUT');
    expect(tag(refs.filterInputRefs.current!['age-0'])).toBe('INPUT');
    expect(tag(refs.editInputRefs.current!.age)).toBe('INPUT');
    expect(refs.lastSelectedRowId.current).toBeNull();
    const secondRow = view.container.querySelectorAll('tbody tr')[1] as HTMLElement;
    fireEvent.click(within(secondRow).getByRole('checkbox'));
    expect(refs.lastSelectedRowId.current).toBe('1');
    const cell = secondRow.querySelectorAll('td')[2];
    fireEvent.contextMenu(cell);
    expect(refs.actionCellRef.current).toBe(cell);
    expect(view.table().getState().actionCell?.row.id).toBe('1');
    view.unmount();
  });
});
