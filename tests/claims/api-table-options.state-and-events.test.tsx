/**
 * Claims of the API reference's table options page (src/api/descriptions/table-options.ts): the row model
 * options, state, positions and the `on…Change` callbacks.
 */
import React, {useState} from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {
  MaterialReactTable,
  Memo_MRT_TableBody,
  Memo_MRT_TableBodyCell,
  Memo_MRT_TableBodyRow,
  useMaterialReactTable,
  type MRT_Column,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_RowVirtualizer,
  type MRT_TableInstance,
  type MRT_TableOptions,
  type MRT_TableState,
} from 'material-react-table';
import {MRT_Localization_DE} from 'material-react-table/locales/de';
import {bodyRows, headerCell, mountTable, people, personColumns, renderedBy, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

interface Unit extends Person {
  subRows?: Unit[];
}
/** Ada (Grace, Alan), Edsger (Barbara (Donald)), Margaret: row ids 0, 0.0, 0.1, 1, 1.0, 1.0.0, 2. */
const tree: Unit[] = [
  {...people[0], subRows: [people[1], people[2]]},
  {...people[3], subRows: [{...people[4], subRows: [people[5]]}]},
  people[6],
];
const pager = {initialState: {pagination: {pageIndex: 0, pageSize: 5}}};
/** Ada, Grace and Alan: enough rows where the claim is not about the rows (each mount costs less). */
const few = people.slice(0, 3);
const mountFew = (options: Partial<MRT_TableOptions<Person>> = {}) => mountTable({data: few, ...options});
const dataTransfer = {setDragImage: () => {}};

/** Clicks a column header's label, as a reader does to sort. */
const clickHeader = async (name: string, init: MouseEventInit = {}) =>
  settle(() => fireEvent.click(screen.getByText(name, {selector: '.Mui-TableHeadCell-Content-Wrapper'}), init));
/** Opens a column's actions menu and clicks the item whose name matches. */
async function columnMenu(header: string, item: RegExp) {
  await settle(() => fireEvent.click(within(headerCell(header)).getByRole('button', {name: 'Column Actions'})));
  await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: item})));
}
const rowOf = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(text)) as HTMLElement;
const firstNames = (table: MRT_TableInstance<Person> | MRT_TableInstance<Unit>) =>
  table.getRowModel().rows.map((row) => row.original.firstName);
const leafIds = (table: MRT_TableInstance<Person>) => table.getVisibleLeafColumns().map((column) => column.id);
const sortIds = (view: {table: () => MRT_TableInstance<Person>}) =>
  view
    .table()
    .getState()
    .sorting.map((sort) => sort.id);
/** Types into a field and lets MRT's debounce run (`ms` of fake time). */
async function typeInto(input: HTMLElement, text: string, ms = 600) {
  jest.useFakeTimers();
  try {
    fireEvent.change(input, {target: {value: text}});
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  } finally {
    jest.useRealTimers();
  }
}

/**
 * Renders a table whose `state[key]` you control: every call of `on<Key>Change` is recorded and applied to the
 * state passed back in (React's `setState` takes a value or an updater function, as these callbacks pass).
 */
function mountControlled<K extends keyof MRT_TableState<Person>>(
  key: K,
  initial: MRT_TableState<Person>[K],
  options: Partial<MRT_TableOptions<Person>> = {},
) {
  const calls: unknown[] = [];
  const ref: {table?: MRT_TableInstance<Person>} = {};
  const callback = `on${key[0].toUpperCase()}${key.slice(1)}Change`;
  function Table() {
    const [value, setValue] = useState(initial);
    const table = useMaterialReactTable<Person>({
      columns: personColumns,
      data: few,
      ...options,
      state: {...options.state, [key]: value},
      [callback]: (next: never) => {
        calls.push(next);
        setValue(next);
      },
    });
    ref.table = table;
    return <MaterialReactTable table={table} />;
  }
  const view = render(<Table />);
  return {...view, calls, table: () => ref.table!};
}

// ---------------------------------------------------------------------------------------------------------
// Row models MRT supplies

describe('getGroupedRowModel', () => {
  it('MRT supplies it when grouping is on and `manualGrouping` is off', () => {
    const on = tableInstance({enableGrouping: true});
    expect(typeof on.table().options.getGroupedRowModel).toBe('function');
    on.unmount();
    const manual = tableInstance({enableGrouping: true, manualGrouping: true});
    const off = tableInstance();
    expect([manual.table().options.getGroupedRowModel, off.table().options.getGroupedRowModel]).toEqual([
      undefined,
      undefined,
    ]);
    manual.unmount();
    off.unmount();
  });
});

describe('getPaginationRowModel', () => {
  it('MRT supplies it when pagination is on and `manualPagination` is off', () => {
    const on = tableInstance();
    expect(typeof on.table().options.getPaginationRowModel).toBe('function');
    on.unmount();
    const manual = tableInstance({manualPagination: true});
    const off = tableInstance({enablePagination: false});
    expect([manual.table().options.getPaginationRowModel, off.table().options.getPaginationRowModel]).toEqual([
      undefined,
      undefined,
    ]);
    manual.unmount();
    off.unmount();
  });
});

describe('getSortedRowModel', () => {
  it('MRT supplies it when sorting is on and `manualSorting` is off', () => {
    const on = tableInstance();
    expect(typeof on.table().options.getSortedRowModel).toBe('function');
    on.unmount();
    const manual = tableInstance({manualSorting: true});
    const off = tableInstance({enableSorting: false});
    expect([manual.table().options.getSortedRowModel, off.table().options.getSortedRowModel]).toEqual([
      undefined,
      undefined,
    ]);
    manual.unmount();
    off.unmount();
  });
});

// ---------------------------------------------------------------------------------------------------------
// Rows: ids, sub-rows, expanding

describe('getIsRowExpanded', () => {
  const decide = {data: tree, enableExpanding: true, getIsRowExpanded: (row: {id: string}) => row.id === '1'};

  it('overrides how the table decides whether a row is currently expanded', async () => {
    const view = tableInstance<Unit>({...decide, initialState: {expanded: {0: true}}});
    // the state says Ada; the function says Edsger
    expect(firstNames(view.table())).toEqual(['Ada', 'Edsger', 'Barbara', 'Margaret']);
    view.unmount();
  });

  it('the sub-rows it expands show only while the `expanded` state is not empty', async () => {
    const view = tableInstance<Unit>(decide);
    expect(view.table().getRow('1').getIsExpanded()).toBe(true);
    expect(firstNames(view.table())).toEqual(['Ada', 'Edsger', 'Margaret']);
    await settle(() => view.table().getRow('2').toggleExpanded(true));
    expect(firstNames(view.table())).toEqual(['Ada', 'Edsger', 'Barbara', 'Margaret']);
    view.unmount();
  });
});

describe('getRowCanExpand', () => {
  it('overrides which rows can be expanded, for example rows that load their children later', () => {
    // none of the people has sub-rows, so by default no row can expand
    const plain = tableInstance({enableExpanding: true});
    expect(plain.table().getRow('4').getCanExpand()).toBe(false);
    plain.unmount();
    const view = mountTable({enableExpanding: true, getRowCanExpand: (row) => row.original.city === 'Boston'});
    const enabled = screen
      .getAllByRole('button', {name: 'Expand'})
      .filter((button) => !(button as HTMLButtonElement).disabled);
    expect(enabled.map((button) => button.closest('tr')?.textContent)).toEqual([
      expect.stringContaining('Barbara'),
      expect.stringContaining('Margaret'),
    ]);
    view.unmount();
  });
});

describe('getRowId', () => {
  it('Row selection, expansion and pinning are keyed by it', async () => {
    const view = mountTable<Unit>({
      data: tree,
      getRowId: (row) => `person-${row.id}`,
      enableExpanding: true,
      enableRowSelection: true,
      enableRowPinning: true,
    });
    const ada = () => rowOf(view.container, 'Ada');
    await settle(() => fireEvent.click(within(ada()).getByRole('checkbox')));
    await settle(() => fireEvent.click(within(ada()).getByRole('button', {name: 'Expand'})));
    await settle(() => fireEvent.click(within(ada()).getByRole('button', {name: 'Pin'})));
    const {rowSelection, expanded, rowPinning} = view.table().getState();
    // ticking Ada selects her sub-rows (Grace, Alan) too
    expect(Object.keys(rowSelection).sort()).toEqual(['person-1', 'person-2', 'person-3']);
    expect(expanded).toEqual({'person-1': true});
    expect(rowPinning.top).toEqual(['person-1']);
    view.unmount();
  });

  it("the default is the row's index in its parent (joined to the parent's id with a dot for sub-rows, such as `3.0`)", () => {
    const view = tableInstance<Unit>({data: tree});
    expect(
      view
        .table()
        .getCoreRowModel()
        .flatRows.map((row) => row.id),
    ).toEqual(['0', '0.0', '0.1', '1', '1.0', '1.0.0', '2']);
    view.unmount();
  });
});

describe('getSubRows', () => {
  it('MRT reads `row.subRows` by default', () => {
    const view = tableInstance<Unit>({data: tree});
    expect(
      view
        .table()
        .getRow('0')
        .subRows.map((row) => row.original.firstName),
    ).toEqual(['Grace', 'Alan']);
    view.unmount();
  });

  it('returns the children of a row for nested data', () => {
    interface Boss extends Person {
      reports?: Boss[];
    }
    const view = tableInstance<Boss>({
      data: [{...people[0], reports: [people[1]], subRows: [people[2]]} as Boss],
      getSubRows: (row) => row.reports,
    });
    expect(
      view
        .table()
        .getRow('0')
        .subRows.map((row) => row.original.firstName),
    ).toEqual(['Grace']);
    view.unmount();
  });
});

describe('manualExpanding', () => {
  it('tells the table not to expand rows itself, for when you expand them in your own data', async () => {
    const expandAda = async (manualExpanding: boolean) => {
      const view = tableInstance<Unit>({data: tree, enableExpanding: true, manualExpanding});
      await settle(() => view.table().getRow('0').toggleExpanded(true));
      expect(view.table().getState().expanded).toEqual({0: true});
      const names = firstNames(view.table());
      view.unmount();
      return names;
    };
    expect(await expandAda(false)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger', 'Margaret']);
    expect(await expandAda(true)).toEqual(['Ada', 'Edsger', 'Margaret']);
  });
});

describe('paginateExpandedRows', () => {
  it("when true (the default), expanded sub-rows count towards the page size; when false they always stay on their parent's page", async () => {
    const options = {data: tree, enableExpanding: true, initialState: {pagination: {pageIndex: 0, pageSize: 2}}};
    const counted = tableInstance<Unit>(options);
    expect(counted.table().options.paginateExpandedRows).toBe(true);
    await settle(() => counted.table().getRow('0').toggleExpanded(true));
    expect(firstNames(counted.table())).toEqual(['Ada', 'Grace']);
    counted.unmount();
    const kept = tableInstance<Unit>({...options, paginateExpandedRows: false});
    await settle(() => kept.table().getRow('0').toggleExpanded(true));
    expect(firstNames(kept.table())).toEqual(['Ada', 'Grace', 'Alan', 'Edsger']);
    kept.unmount();
  });
});

describe('maxLeafRowFilterDepth', () => {
  // "ada" matches Ada, not her sub-rows Grace and Alan
  it('how deep in nested rows filtering applies; `0` filters only top-level rows', async () => {
    const options = {data: tree, enableExpanding: true, initialState: {expanded: true as const}};
    const deep = tableInstance<Unit>(options);
    await settle(() => deep.table().setGlobalFilter('ada'));
    // default: the sub-rows are filtered too (Ada stays because she matches; her children do not)
    expect(firstNames(deep.table())).toEqual(['Ada']);
    deep.unmount();
    const top = tableInstance<Unit>({...options, maxLeafRowFilterDepth: 0});
    await settle(() => top.table().setGlobalFilter('ada'));
    expect(firstNames(top.table())).toEqual(['Ada', 'Grace', 'Alan']);
    top.unmount();
  });
});

// ---------------------------------------------------------------------------------------------------------
// Manual modes

describe('manualGrouping', () => {
  it('tells the table not to group rows itself, for server-side grouping', () => {
    const grouped = tableInstance({enableGrouping: true, initialState: {grouping: ['city']}});
    expect(grouped.table().getRowModel().rows).toHaveLength(8);
    grouped.unmount();
    const view = tableInstance({enableGrouping: true, manualGrouping: true, initialState: {grouping: ['city']}});
    expect(view.table().getRowModel().rows).toHaveLength(10);
    expect(
      view
        .table()
        .getRowModel()
        .rows.some((row) => row.getIsGrouped()),
    ).toBe(false);
    view.unmount();
  });
});

describe('manualSorting', () => {
  it('tells the table not to sort rows itself, for server-side sorting', () => {
    const sorting = [{id: 'age', desc: false}];
    const sorted = tableInstance({initialState: {sorting}});
    expect(firstNames(sorted.table()).slice(0, 2)).toEqual(['Margaret', 'Ada']);
    sorted.unmount();
    const view = tableInstance({manualSorting: true, initialState: {sorting}});
    expect(firstNames(view.table())).toEqual(people.map((person) => person.firstName));
    view.unmount();
  });
});

describe('manualPagination', () => {
  it('tells the table not to slice rows into pages, for server-side pagination', () => {
    const paged = tableInstance(pager);
    expect(paged.table().getRowModel().rows).toHaveLength(5);
    paged.unmount();
    const view = mountTable({...pager, manualPagination: true});
    expect(bodyRows(view.container)).toHaveLength(10);
    view.unmount();
  });

  it('give it `rowCount` so the controls work', async () => {
    const serverPage = people.slice(0, 5);
    const next = () => screen.getByRole('button', {name: 'Go to next page'}) as HTMLButtonElement;
    const alone = mountTable({...pager, data: serverPage, manualPagination: true});
    expect(next().disabled).toBe(true);
    alone.unmount();
    const counted = mountTable({...pager, data: serverPage, manualPagination: true, rowCount: 20});
    expect(screen.getByText('1-5 of 20')).toBeTruthy();
    await settle(() => fireEvent.click(next()));
    expect(counted.table().getState().pagination.pageIndex).toBe(1);
    counted.unmount();
  });
});

describe('rowCount', () => {
  it('the total number of rows on the server, for manual pagination; the page count is computed from it', () => {
    const view = tableInstance({data: people.slice(0, 10), manualPagination: true, rowCount: 95});
    expect(view.table().getPageCount()).toBe(10);
    expect(view.table().getRowCount()).toBe(95);
    view.unmount();
  });
});

// ---------------------------------------------------------------------------------------------------------
// Filters and sorting

describe('globalFilterModeOptions', () => {
  const modes = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountFew({enableGlobalFilterModes: true, initialState: {showGlobalFilter: true}, ...options});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    const offered = screen
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.match(/(Fuzzy|Contains|Starts With)$/)?.[1]);
    view.unmount();
    return offered;
  };

  it('limits the modes offered in the search mode menu; the menu offers only `fuzzy`, `contains` and `startsWith`, whatever you list (left out or `null`, all three)', async () => {
    expect(await modes({})).toEqual(['Fuzzy', 'Contains', 'Starts With']);
    expect(await modes({globalFilterModeOptions: null})).toEqual(['Fuzzy', 'Contains', 'Starts With']);
    expect(await modes({globalFilterModeOptions: ['equals', 'startsWith', 'endsWith']})).toEqual(['Starts With']);
  });
});

describe('isMultiSortEvent', () => {
  it('Shift+click by default', async () => {
    const view = mountFew();
    await clickHeader('First Name');
    await clickHeader('Age', {shiftKey: true});
    expect(sortIds(view)).toEqual(['firstName', 'age']);
    await clickHeader('City');
    expect(sortIds(view)).toEqual(['city']);
    view.unmount();
  });

  it('decides from the click event whether a header click adds to the sort instead of replacing it', async () => {
    const view = mountFew({isMultiSortEvent: (event) => (event as MouseEvent).altKey});
    await clickHeader('First Name');
    await clickHeader('Age', {altKey: true});
    expect(sortIds(view)).toEqual(['firstName', 'age']);
    await clickHeader('City', {shiftKey: true});
    expect(sortIds(view)).toEqual(['city']);
    view.unmount();
  });
});

describe('maxMultiSortColCount', () => {
  it('the largest number of columns that can be sorted at once; sorting one more drops the oldest sort', async () => {
    const view = mountFew({maxMultiSortColCount: 2});
    await clickHeader('First Name');
    await clickHeader('Age', {shiftKey: true});
    await clickHeader('City', {shiftKey: true});
    expect(sortIds(view)).toEqual(['age', 'city']);
    view.unmount();
  });
});

describe('sortingFns', () => {
  type Sortable = {getValue: (id: string) => unknown};
  const byLength = (rowA: Sortable, rowB: Sortable, id: string) =>
    String(rowA.getValue(id)).length - String(rowB.getValue(id)).length;
  const columns: MRT_ColumnDef<Person>[] = [
    {accessorKey: 'firstName', header: 'First Name', sortingFn: 'byLength' as never},
    {accessorKey: 'lastName', header: 'Last Name', sortingFn: 'alphanumeric'},
  ];

  it("extra sorting functions, keyed by name, that columns can then reference by that name in `sortingFn`, next to MRT's built-in ones", () => {
    const view = tableInstance({
      columns,
      sortingFns: {byLength},
      initialState: {sorting: [{id: 'firstName', desc: false}]},
    });
    expect(firstNames(view.table()).slice(0, 3)).toEqual(['Ada', 'Ken', 'Alan']);
    expect(view.table().options.sortingFns).toEqual(expect.objectContaining({fuzzy: expect.any(Function)}));
    view.unmount();
  });

  it('MRT reads them on the first render only', () => {
    const view = tableInstance({
      columns,
      sortingFns: {byLength},
      initialState: {sorting: [{id: 'firstName', desc: false}]},
    });
    view.update({sortingFns: {byLength: (rowA, rowB, id) => -byLength(rowA, rowB, id)}});
    expect(view.table().options.sortingFns?.byLength).toBe(byLength);
    expect(firstNames(view.table()).slice(0, 3)).toEqual(['Ada', 'Ken', 'Alan']);
    view.unmount();
  });
});

// ---------------------------------------------------------------------------------------------------------
// Grouping, pinning, memo

describe('groupedColumnMode', () => {
  const grouped = (groupedColumnMode?: false | 'reorder' | 'remove') => {
    const view = tableInstance({
      enableGrouping: true,
      ...(groupedColumnMode === undefined ? {} : {groupedColumnMode}),
      initialState: {grouping: ['city']},
    });
    const ids = leafIds(view.table());
    view.unmount();
    return ids;
  };

  it('`reorder` (the default) moves them to the start, before even the expand column', () => {
    expect(grouped()).toEqual(['city', 'mrt-row-expand', 'firstName', 'lastName', 'age']);
    expect(grouped('reorder')).toEqual(grouped());
  });

  it('`remove` hides them, `false` leaves them in place', () => {
    expect(grouped('remove')).toEqual(['mrt-row-expand', 'firstName', 'lastName', 'age']);
    expect(grouped(false)).toEqual(['mrt-row-expand', 'firstName', 'lastName', 'age', 'city']);
  });
});

describe('keepPinnedRows', () => {
  const pinAdaThenPage = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountTable({...pager, enableRowPinning: true, ...options});
    await settle(() => fireEvent.click(within(rowOf(view.container, 'Ada')).getByRole('button', {name: 'Pin'})));
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
    const pagedOut = !!rowOf(view.container, 'Ada');
    await settle(() => view.table().firstPage());
    await settle(() => view.table().setGlobalFilter('Grace'));
    const filteredOut = !!rowOf(view.container, 'Ada');
    view.unmount();
    return {pagedOut, filteredOut};
  };

  it('by default pinned rows stay visible when they are filtered or paged out', async () => {
    expect(await pinAdaThenPage({})).toEqual({pagedOut: true, filteredOut: true});
  });

  it('when false, pinned rows disappear if they are filtered or paged out', async () => {
    expect(await pinAdaThenPage({keepPinnedRows: false})).toEqual({pagedOut: false, filteredOut: false});
  });
});

describe('memoMode', () => {
  it('wraps one level of the table body in `React.memo`: the data cells (`cells`), each row (`rows`) or the whole body (`table-body`)', () => {
    const wrapped = (memoMode?: MRT_TableOptions<Person>['memoMode']) => {
      const view = mountFew({memoMode});
      const cell = view.container.querySelector('tbody td')!;
      const found = [Memo_MRT_TableBodyCell, Memo_MRT_TableBodyRow, Memo_MRT_TableBody].map((memo) =>
        renderedBy(cell, memo),
      );
      view.unmount();
      return found;
    };
    expect(wrapped()).toEqual([false, false, false]);
    expect(wrapped('cells')).toEqual([true, false, false]);
    expect(wrapped('rows')).toEqual([false, true, false]);
    expect(wrapped('table-body')).toEqual([false, false, true]);
  });

  it('with `rows`, a row re-renders only when its row object or its position on the page changes, so ticking its checkbox leaves it unticked on screen until a sort moves it', async () => {
    const view = mountFew({enableRowSelection: true, memoMode: 'rows'});
    const box = () => within(rowOf(view.container, 'Ada')).getByRole('checkbox') as HTMLInputElement;
    await settle(() => fireEvent.click(box()));
    expect(view.table().getState().rowSelection).toEqual({0: true});
    expect(box().checked).toBe(false);
    // Age descending: Ada (36) moves from the first position to the last
    await clickHeader('Age');
    expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Grace', 'Alan', 'Ada']);
    expect(box().checked).toBe(true);
    view.unmount();
  });

  it('with `table-body`, nothing the table does re-renders the body once it has mounted: its comparison reads `table.options.data` of one shared table object, so neither a sort nor a new `data` array shows', async () => {
    const ref: {table?: MRT_TableInstance<Person>; first?: MRT_TableInstance<Person>} = {};
    function Table({data}: {data: Person[]}) {
      const table = useMaterialReactTable<Person>({columns: personColumns, data, memoMode: 'table-body'});
      ref.first ??= table;
      ref.table = table;
      return <MaterialReactTable table={table} />;
    }
    const view = render(<Table data={few} />);
    const shown = () => bodyRows(view.container).map((cells) => cells[0]);
    await clickHeader('Age');
    expect(ref.table!.getState().sorting).toEqual([{id: 'age', desc: true}]);
    expect(shown()).toEqual(['Ada', 'Grace', 'Alan']);
    await settle(() => view.rerender(<Table data={people.slice(5, 8)} />));
    expect(ref.table!.getRowModel().rows.map((row) => row.original.firstName)).toEqual(['Donald', 'Ken', 'Margaret']);
    expect(shown()).toEqual(['Ada', 'Grace', 'Alan']);
    // why: one table object across renders, so the comparison sees the same `options.data` on both sides
    expect(ref.table).toBe(ref.first);
    const compare = (Memo_MRT_TableBody as unknown as {compare: (a: object, b: object) => boolean}).compare;
    expect(compare({table: ref.table}, {table: ref.table})).toBe(true);
    view.unmount();
  });

  it('`cells` skips nothing when the table state changes, because MRT builds new cell objects on every render; it skips the cells already on screen when the row virtualizer re-renders the body on scroll', async () => {
    const rendered: string[] = [];
    const columns: MRT_ColumnDef<Person>[] = [
      {
        accessorKey: 'firstName',
        header: 'First Name',
        Cell: ({cell}) => (rendered.push(cell.getValue<string>()), cell.getValue<string>()),
      },
    ];
    const run = async (memoMode?: 'cells') => {
      rendered.length = 0;
      const view = mountFew({columns, enableRowSelection: true, memoMode});
      const cell = view.table().getRow('0').getAllCells()[1];
      rendered.length = 0;
      await settle(() => fireEvent.click(within(rowOf(view.container, 'Ada')).getByRole('checkbox')));
      expect(view.table().getRow('0').getAllCells()[1]).not.toBe(cell);
      view.unmount();
      return rendered.length;
    };
    expect(await run()).toBe(few.length);
    expect(await run('cells')).toBe(few.length);

    // jsdom lays nothing out: the scrolling container measures 200 px and each row 40 px
    const measure = Element.prototype.getBoundingClientRect;
    const rect = (height: number) =>
      ({width: 300, height, top: 0, left: 0, right: 300, bottom: height, x: 0, y: 0}) as DOMRect;
    const layout = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('MuiTableContainer-root')) return rect(200);
      return this.tagName === 'TR' ? rect(40) : measure.call(this);
    });
    const many = Array.from({length: 40}, (_, index) => ({...people[index % 10], firstName: `P${index}`}));
    const scroll = async (memoMode?: 'cells') => {
      const view = mountTable({columns, data: many, memoMode, enableRowVirtualization: true, enablePagination: false});
      await settle();
      const before = bodyRows(view.container).map((cells) => cells[0]);
      rendered.length = 0;
      await act(async () => {
        const container = view.table().refs.tableContainerRef.current!;
        container.scrollTop = 300;
        fireEvent.scroll(container);
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      const after = bodyRows(view.container).map((cells) => cells[0]);
      view.unmount();
      return {
        scrolledIn: after.some((name) => !before.includes(name)),
        onScreenAgain: rendered.filter((name) => before.includes(name)).length > 0,
      };
    };
    try {
      expect(await scroll()).toEqual({scrolledIn: true, onScreenAgain: true});
      expect(await scroll('cells')).toEqual({scrolledIn: true, onScreenAgain: false});
    } finally {
      layout.mockRestore();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Options MRT passes through or fills in

describe('icons', () => {
  it('replaces any of the icons MRT uses, keyed by icon name (for example `SearchIcon`); the others stay MRT’s', () => {
    const view = mountFew({icons: {SearchIcon: () => <span data-testid="my-search" />}});
    const search = screen.getByRole('button', {name: 'Show/Hide search'});
    expect(within(search).getByTestId('my-search')).toBeTruthy();
    const columns = screen.getByRole('button', {name: 'Show/Hide columns'});
    expect(within(columns).getByTestId('ViewColumnIcon')).toBeTruthy();
    view.unmount();
  });
});

describe('id', () => {
  it('an id for the table, used to build element ids', () => {
    const view = mountFew({id: 'people'});
    expect(view.container.querySelector('#mrt-rows-per-page-people')).not.toBeNull();
    view.unmount();
  });

  it('MRT generates one with React `useId()` when left out', () => {
    const first = tableInstance();
    const second = tableInstance();
    const [a, b] = [first.table().options.id, second.table().options.id];
    expect(a).toEqual(expect.any(String));
    expect(a).not.toBe(b);
    first.unmount();
    second.unmount();
  });
});

describe('initialState', () => {
  it('starting values for any state field (sorting, pagination, density, visibility…) that the table then manages itself', async () => {
    const view = mountTable({
      initialState: {
        sorting: [{id: 'age', desc: false}],
        pagination: {pageIndex: 0, pageSize: 5},
        density: 'compact',
        columnVisibility: {city: false},
      },
    });
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Margaret', 'Ada', 'Alan', 'Frances', 'John']);
    expect(screen.queryByText('City')).toBeNull();
    expect(view.table().getState().density).toBe('compact');
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Toggle density'})));
    expect(view.table().getState().pagination).toEqual({pageIndex: 1, pageSize: 5});
    expect(view.table().getState().density).toBe('spacious');
    view.unmount();
  });

  it('read on the first render only', () => {
    const view = tableInstance({initialState: {density: 'compact'}});
    view.update({initialState: {density: 'spacious'}});
    expect(view.table().getState().density).toBe('compact');
    view.unmount();
  });
});

describe('localization', () => {
  it('text MRT displays, as a locale object imported from `material-react-table/locales/…`', () => {
    const view = mountFew({localization: MRT_Localization_DE});
    expect(screen.getByRole('button', {name: 'Zeilendichte wechseln'})).toBeTruthy();
    view.unmount();
  });

  it('or your own partial one (the texts you leave out stay English)', () => {
    const view = mountFew({localization: {toggleDensity: 'Dichte'}});
    expect(screen.getByRole('button', {name: 'Dichte'})).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Show/Hide search'})).toBeTruthy();
    view.unmount();
  });
});

describe('mergeOptions', () => {
  it('custom function TanStack Table uses to merge its default options with yours, on every render; what it returns becomes `table.options`', () => {
    const mergeOptions = jest.fn((defaults: object, options: object) => ({...defaults, ...options, merged: true}));
    const view = tableInstance({mergeOptions: mergeOptions as never});
    const [defaults, options] = mergeOptions.mock.calls[0];
    expect(defaults).toEqual(
      expect.objectContaining({onSortingChange: expect.any(Function), groupedColumnMode: 'reorder'}),
    );
    expect(options).toEqual(expect.objectContaining({data: people}));
    expect((view.table().options as unknown as {merged: boolean}).merged).toBe(true);
    const count = mergeOptions.mock.calls.length;
    view.update({});
    expect(mergeOptions.mock.calls.length).toBeGreaterThan(count);
    view.unmount();
  });
});

describe('meta', () => {
  it('any data you want to reach from anywhere through `table.options.meta`', () => {
    const meta = {currency: 'EUR'};
    const view = mountTable({
      meta,
      columns: [
        {
          accessorKey: 'firstName',
          header: 'First Name',
          Cell: ({table}) => String((table.options.meta as typeof meta).currency),
        },
      ],
      data: people.slice(0, 1),
    });
    expect(view.table().options.meta).toBe(meta);
    expect(bodyRows(view.container)).toEqual([['EUR']]);
    view.unmount();
  });
});

describe('mrtTheme', () => {
  it("colors MRT uses, as an object or a function of the MUI theme; the colors you leave out keep MRT's defaults", () => {
    const fromObject = tableInstance({mrtTheme: {selectedRowBackgroundColor: '#ff0000'}});
    expect(fromObject.table().options.mrtTheme).toEqual(
      expect.objectContaining({
        selectedRowBackgroundColor: '#ff0000',
        baseBackgroundColor: expect.any(String),
        matchHighlightColor: expect.any(String),
        menuBackgroundColor: expect.any(String),
        pinnedRowBackgroundColor: expect.any(String),
      }),
    );
    fromObject.unmount();
    const seen: string[] = [];
    const fromFunction = tableInstance({
      mrtTheme: (theme) => {
        seen.push(theme.palette.primary.main);
        return {baseBackgroundColor: theme.palette.primary.main};
      },
    });
    expect(fromFunction.table().options.mrtTheme.baseBackgroundColor).toBe(seen[0]);
    expect(seen[0]).toMatch(/^#/);
    fromFunction.unmount();
  });
});

describe('rowVirtualizerInstanceRef', () => {
  it('with `enableRowVirtualization` on, a ref that receives the row virtualizer, for example to call `scrollToIndex`', () => {
    const ref = React.createRef<MRT_RowVirtualizer>() as React.MutableRefObject<MRT_RowVirtualizer | null>;
    const off = mountFew({rowVirtualizerInstanceRef: ref});
    expect(ref.current).toBeNull();
    off.unmount();
    const on = mountFew({enableRowVirtualization: true, rowVirtualizerInstanceRef: ref});
    expect(typeof ref.current?.scrollToIndex).toBe('function');
    on.unmount();
  });
});

describe('rowVirtualizerOptions', () => {
  it('options passed to the row virtualizer (such as `overscan` or `estimateSize`), as an object or a function of `{table}`', () => {
    const ref = React.createRef<MRT_RowVirtualizer>() as React.MutableRefObject<MRT_RowVirtualizer | null>;
    const asObject = mountFew({
      enableRowVirtualization: true,
      rowVirtualizerInstanceRef: ref,
      rowVirtualizerOptions: {overscan: 7},
    });
    expect(ref.current?.options.overscan).toBe(7);
    asObject.unmount();
    const asFunction = mountFew({
      enableRowVirtualization: true,
      rowVirtualizerInstanceRef: ref,
      rowVirtualizerOptions: ({table}) => ({overscan: table.options.data.length}),
    });
    expect(ref.current?.options.overscan).toBe(few.length);
    asFunction.unmount();
  });
});

describe('selectAllMode', () => {
  const selectAll = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountTable({...pager, enableRowSelection: true, ...options});
    await settle(() => fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'})));
    const count = Object.keys(view.table().getState().rowSelection).length;
    view.unmount();
    return count;
  };

  it('what the select-all checkbox selects: the rows of the current `page` (the default) or `all` the rows that pass the filters, on every page, sub-rows included', async () => {
    expect(await selectAll({})).toBe(5);
    expect(await selectAll({selectAllMode: 'all'})).toBe(10);
    // three Boston rows (Ada moved there), one on each page; Ada's sub-rows: Grace, moved to Boston, and Alan
    const data = [
      {...people[0], city: 'Boston', subRows: [{...people[1], city: 'Boston'}, people[2]]},
      ...people.slice(3),
    ] as Person[];
    const view = mountTable({
      data,
      enableExpanding: true,
      enableRowSelection: true,
      selectAllMode: 'all',
      initialState: {pagination: {pageIndex: 0, pageSize: 1}, columnFilters: [{id: 'city', value: 'Boston'}]},
    });
    await settle(() => fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'})));
    expect(Object.keys(view.table().getState().rowSelection).sort()).toEqual(['0', '0.0', '2', '4']);
    view.unmount();
  });
});

describe('state', () => {
  it("state fields you control yourself: a field passed in here wins over the table's own", async () => {
    const view = mountFew({state: {sorting: [{id: 'age', desc: false}]}});
    await clickHeader('First Name');
    expect(view.table().getState().sorting).toEqual([{id: 'age', desc: false}]);
    view.unmount();
  });

  it('so pass it in on every render together with the matching `on…Change` callback', async () => {
    const view = mountControlled('sorting', [{id: 'age', desc: false}]);
    await clickHeader('First Name');
    expect(view.table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    view.unmount();
  });
});

// ---------------------------------------------------------------------------------------------------------
// Positions

describe('positionActionsColumn', () => {
  const order = (options: Partial<MRT_TableOptions<Person>>) => {
    const view = tableInstance({enableRowActions: true, enableRowDragging: true, enableRowSelection: true, ...options});
    const ids = leafIds(view.table());
    view.unmount();
    return ids;
  };

  it('`first` (the default) puts it before the data columns, where only the row pin and drag columns come before it', () => {
    expect(order({enableRowPinning: true})).toEqual([
      'mrt-row-pin',
      'mrt-row-drag',
      'mrt-row-actions',
      'mrt-row-select',
      'firstName',
      'lastName',
      'age',
      'city',
    ]);
  });

  it('`last` puts it after the data columns', () => {
    expect(order({positionActionsColumn: 'last'})).toEqual([
      'mrt-row-drag',
      'mrt-row-select',
      'firstName',
      'lastName',
      'age',
      'city',
      'mrt-row-actions',
    ]);
  });
});

describe('positionExpandColumn', () => {
  const order = (options: Partial<MRT_TableOptions<Person>>) => {
    const view = tableInstance({
      enableExpanding: true,
      enableRowPinning: true,
      enableRowDragging: true,
      enableRowActions: true,
      enableRowSelection: true,
      enableRowNumbers: true,
      ...options,
    });
    const ids = leafIds(view.table());
    view.unmount();
    return ids;
  };

  it('`first` (the default) puts it before the data columns, after the row pin, drag and actions columns and before the selection and row number columns', () => {
    expect(order({})).toEqual([
      'mrt-row-pin',
      'mrt-row-drag',
      'mrt-row-actions',
      'mrt-row-expand',
      'mrt-row-select',
      'mrt-row-numbers',
      'firstName',
      'lastName',
      'age',
      'city',
    ]);
  });

  it('`last` puts it after the data columns', () => {
    expect(order({positionExpandColumn: 'last', positionActionsColumn: 'last'})).toEqual([
      'mrt-row-pin',
      'mrt-row-drag',
      'mrt-row-select',
      'mrt-row-numbers',
      'firstName',
      'lastName',
      'age',
      'city',
      'mrt-row-actions',
      'mrt-row-expand',
    ]);
  });
});

describe('positionCreatingRow', () => {
  const creatingRowAt = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountFew({...pager, enableEditing: true, createDisplayMode: 'row', ...options});
    await settle(() => view.table().setCreatingRow(true));
    const rows = Array.from(view.container.querySelectorAll('tbody tr'));
    const at = rows.findIndex((row) => row.querySelector('input[type="text"]'));
    view.unmount();
    return [at, rows.length];
  };

  it('where the inline create row appears: `top` (the default), `bottom`, or at a given row index', async () => {
    expect(await creatingRowAt({})).toEqual([0, 4]);
    expect(await creatingRowAt({positionCreatingRow: 'bottom'})).toEqual([3, 4]);
    expect(await creatingRowAt({positionCreatingRow: 2})).toEqual([2, 4]);
  });
});

describe('positionPagination', () => {
  const where = (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountFew(options);
    const {topToolbarRef, bottomToolbarRef} = view.table().refs;
    const count = (ref: {current: HTMLElement | null}) =>
      within(ref.current!).queryAllByRole('combobox', {name: 'Rows per page'}).length;
    const found = {top: count(topToolbarRef), bottom: count(bottomToolbarRef)};
    view.unmount();
    return found;
  };

  it('where the pagination controls go: `top`, `bottom` (the default), `both` or `none`', () => {
    expect(where({})).toEqual({top: 0, bottom: 1});
    expect(where({positionPagination: 'top'})).toEqual({top: 1, bottom: 0});
    expect(where({positionPagination: 'both'})).toEqual({top: 1, bottom: 1});
    expect(where({positionPagination: 'none'})).toEqual({top: 0, bottom: 0});
  });
});

describe('positionToolbarAlertBanner', () => {
  const where = (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountFew({enableRowSelection: true, initialState: {rowSelection: {0: true}}, ...options});
    const {topToolbarRef, bottomToolbarRef, tableHeadRef} = view.table().refs;
    const has = (ref: {current: HTMLElement | null}) => !!within(ref.current!).queryByText(/1 of 3 row\(s\) selected/);
    const found = {
      top: has(topToolbarRef),
      bottom: has(bottomToolbarRef),
      head: has(tableHeadRef),
      headers: !!within(tableHeadRef.current!).queryByText('First Name'),
    };
    view.unmount();
    return found;
  };

  it("where the selection/grouping banner appears: `top` (the default) or `bottom` toolbar, `head-overlay` in place of the table's header row, or `none`", () => {
    expect(where({})).toEqual({top: true, bottom: false, head: false, headers: true});
    expect(where({positionToolbarAlertBanner: 'bottom'})).toEqual({
      top: false,
      bottom: true,
      head: false,
      headers: true,
    });
    expect(where({positionToolbarAlertBanner: 'head-overlay'})).toEqual({
      top: false,
      bottom: false,
      head: true,
      headers: false,
    });
    expect(where({positionToolbarAlertBanner: 'none'})).toEqual({
      top: false,
      bottom: false,
      head: false,
      headers: true,
    });
  });
});

describe('positionToolbarDropZone', () => {
  const where = (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountFew({enableGrouping: true, ...options});
    const {topToolbarRef, bottomToolbarRef} = view.table().refs;
    const count = (ref: {current: HTMLElement | null}) => ref.current!.querySelectorAll('.Mui-ToolbarDropZone').length;
    const found = {top: count(topToolbarRef), bottom: count(bottomToolbarRef)};
    view.unmount();
    return found;
  };

  it('where the drop zone for grouping by dragged columns appears: `top` (the default), `bottom`, `both` or `none`', () => {
    expect(where({})).toEqual({top: 1, bottom: 0});
    expect(where({positionToolbarDropZone: 'bottom'})).toEqual({top: 0, bottom: 1});
    expect(where({positionToolbarDropZone: 'both'})).toEqual({top: 1, bottom: 1});
    expect(where({positionToolbarDropZone: 'none'})).toEqual({top: 0, bottom: 0});
  });
});

describe('rowPinningDisplayMode', () => {
  const bodies = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('tbody')).map((tbody) =>
      Array.from(tbody.querySelectorAll('tr')).map((tr) => tr.querySelector('td:nth-child(2)')?.textContent),
    );
  const pinAda = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountTable({data: people.slice(0, 3), enableRowPinning: true, ...options});
    await settle(() => fireEvent.click(within(rowOf(view.container, 'Ada')).getAllByRole('button', {name: 'Pin'})[0]));
    const found = {rowPinning: view.table().getState().rowPinning, bodies: bodies(view.container)};
    view.unmount();
    return found;
  };

  it('`sticky` (the default): pinned rows stay in place among the other rows', async () => {
    expect(await pinAda({})).toEqual({rowPinning: {top: ['0'], bottom: []}, bodies: [['Ada', 'Grace', 'Alan']]});
  });

  it('`top` or `bottom`: the pin button moves them to a block above or below the other rows', async () => {
    expect(await pinAda({rowPinningDisplayMode: 'top'})).toEqual({
      rowPinning: {top: ['0'], bottom: []},
      bodies: [['Ada'], ['Grace', 'Alan']],
    });
    expect(await pinAda({rowPinningDisplayMode: 'bottom'})).toEqual({
      rowPinning: {top: [], bottom: ['0']},
      bodies: [['Grace', 'Alan'], ['Ada']],
    });
  });

  it('`top-and-bottom`: each row gets both pin buttons', () => {
    const view = mountTable({
      data: people.slice(0, 3),
      enableRowPinning: true,
      rowPinningDisplayMode: 'top-and-bottom',
    });
    expect(within(rowOf(view.container, 'Ada')).getAllByRole('button', {name: 'Pin'})).toHaveLength(2);
    view.unmount();
  });

  it('the `select-…` variants pin rows as they are selected', async () => {
    const pinnedBySelecting = async (rowPinningDisplayMode: 'select-top' | 'select-bottom' | 'select-sticky') => {
      const view = mountFew({enableRowPinning: true, enableRowSelection: true, rowPinningDisplayMode});
      expect(within(rowOf(view.container, 'Ada')).queryAllByRole('button', {name: 'Pin'})).toHaveLength(0);
      await settle(() => fireEvent.click(within(rowOf(view.container, 'Ada')).getByRole('checkbox')));
      const {rowPinning} = view.table().getState();
      view.unmount();
      return rowPinning;
    };
    expect(await pinnedBySelecting('select-top')).toEqual({top: ['0'], bottom: []});
    expect(await pinnedBySelecting('select-bottom')).toEqual({top: [], bottom: ['0']});
    expect(await pinnedBySelecting('select-sticky')).toEqual({top: ['0'], bottom: []});
  });
});

// ---------------------------------------------------------------------------------------------------------
// on…Change callbacks: what the user does, what MRT passes

const cellOf = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll('tbody td')).find((td) => td.textContent === text) as HTMLElement;
/** The single argument of each call. */
const argsOf = (spy: jest.Mock) => spy.mock.calls.map(([arg]) => arg);

describe('onActionCellChange', () => {
  const actions = {enableCellActions: true, enableClickToCopy: 'context-menu' as const};

  it("called with the cell the user right-clicks (with `enableCellActions` on), in place of the table's own update: pass it back in `state.actionCell`, or the menu does not open", async () => {
    const spy = jest.fn();
    const view = mountFew({...actions, onActionCellChange: spy});
    await settle(() => fireEvent.contextMenu(cellOf(view.container, 'Ada')));
    expect(argsOf(spy)).toEqual([expect.objectContaining({id: '0_firstName'})]);
    expect(screen.queryByRole('menu')).toBeNull();
    view.unmount();
  });

  it('with `null` when its actions menu closes', async () => {
    const view = mountControlled('actionCell', null, actions);
    await settle(() => fireEvent.contextMenu(cellOf(view.container, 'Ada')));
    expect(within(screen.getByRole('menu')).getByText('Copy')).toBeTruthy();
    await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
    expect(view.calls).toEqual([expect.objectContaining({id: '0_firstName'}), null]);
    view.unmount();
  });
});

describe('onColumnFilterFnsChange', () => {
  it("called with an updater function when the user picks a column's filter mode, in place of the table's own update: pass the result back in `state.columnFilterFns`", async () => {
    const spy = jest.fn();
    const view = mountFew({
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
      onColumnFilterFnsChange: spy,
    });
    await settle(() =>
      fireEvent.click(within(headerCell('First Name')).getByRole('button', {name: 'Change filter mode'})),
    );
    await settle(() => fireEvent.click(document.querySelector('[role="menuitem"][value="equals"]') as HTMLElement));
    const [updater] = argsOf(spy);
    expect(updater({firstName: 'fuzzy', age: 'fuzzy'})).toEqual({firstName: 'equals', age: 'fuzzy'});
    expect(view.table().getState().columnFilterFns.firstName).toBe('fuzzy');
    view.unmount();
  });
});

describe('onColumnFiltersChange', () => {
  it('called with an updater function when column filter values change, such as when the user types in a filter field; pass the result back in `state.columnFilters`', async () => {
    const spy = jest.fn();
    const view = mountFew({initialState: {showColumnFilters: true}, onColumnFiltersChange: spy});
    await typeInto(screen.getByPlaceholderText('Filter by First Name'), 'Ada');
    const [updater] = argsOf(spy);
    expect(updater([])).toEqual([{id: 'firstName', value: 'Ada'}]);
    expect(bodyRows(view.container)).toHaveLength(3);
    view.unmount();
  });
});

describe('onColumnOrderChange', () => {
  it('called with the new column order when the user drops a dragged column on another; pass the result back in `state.columnOrder`', async () => {
    const spy = jest.fn();
    const view = mountFew({enableColumnOrdering: true, onColumnOrderChange: spy});
    spy.mockClear();
    const handle = within(headerCell('City')).getByRole('button', {name: 'Move'});
    await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
    await settle(() => fireEvent.dragEnter(headerCell('First Name')));
    await settle(() => fireEvent.dragEnd(handle));
    expect(argsOf(spy)).toEqual([['city', 'firstName', 'lastName', 'age']]);
    expect(leafIds(view.table())).toEqual(['firstName', 'lastName', 'age', 'city']);
    view.unmount();
  });

  it('or an updater function (grouping from the column actions menu puts the expand column first)', async () => {
    const spy = jest.fn();
    const view = mountFew({enableGrouping: true, onColumnOrderChange: spy});
    spy.mockClear();
    await columnMenu('City', /Group by City/);
    const [updater] = argsOf(spy);
    expect(updater(['firstName', 'city'])).toEqual(['mrt-row-expand', 'firstName', 'city']);
    view.unmount();
  });
});

/**
 * Runs a user action and returns the error a handler threw during it: React reports an error thrown in an event
 * handler on `window` (jsdom's "Uncaught" error), not to the code that dispatched the event.
 */
async function errorThrownBy(action: () => void): Promise<unknown> {
  const thrown: unknown[] = [];
  const listener = (event: ErrorEvent) => {
    thrown.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', listener);
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await settle(action);
  } catch (error) {
    thrown.push(error);
  } finally {
    window.removeEventListener('error', listener);
    quiet.mockRestore();
  }
  return thrown[0];
}

/** A controlled table whose `on…Change` handler calls `updater(old)`, as handlers written for updaters do. */
function mountUpdaterOnly<K extends 'expanded' | 'columnPinning'>(
  key: K,
  initial: MRT_TableState<Unit>[K],
  options: Partial<MRT_TableOptions<Unit>>,
) {
  const callback = key === 'expanded' ? 'onExpandedChange' : 'onColumnPinningChange';
  function Table() {
    const [value, setValue] = useState(initial);
    const table = useMaterialReactTable<Unit>({
      columns: personColumns as MRT_ColumnDef<Unit>[],
      data: tree,
      ...options,
      state: {[key]: value},
      [callback]: (updater: (old: typeof value) => typeof value) => setValue(updater(value)),
    });
    return <MaterialReactTable table={table} />;
  }
  return render(<Table />);
}

describe('onColumnPinningChange', () => {
  it('the pin buttons and menu items pass an updater function; pass the result back in `state.columnPinning`', async () => {
    const spy = jest.fn();
    const view = mountFew({enableColumnPinning: true, onColumnPinningChange: spy});
    await columnMenu('Age', /Pin to left/);
    const [updater] = argsOf(spy);
    expect(updater({left: [], right: []})).toEqual({left: ['age'], right: []});
    expect(view.table().getState().columnPinning).toEqual({left: [], right: []});
    view.unmount();
  });

  it('but "Unpin all" in the Show/Hide columns menu passes the new state itself, `{left: [], right: []}`; React\'s `setState` takes both', async () => {
    const view = mountControlled('columnPinning', {left: [], right: []}, {enableColumnPinning: true});
    await columnMenu('Age', /Pin to left/);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Unpin all'})));
    expect(view.calls.map((call) => (typeof call === 'function' ? 'updater' : call))).toEqual([
      'updater',
      {left: [], right: []},
    ]);
    expect(view.table().getState().columnPinning).toEqual({left: [], right: []});
    expect(leafIds(view.table())).toEqual(['firstName', 'lastName', 'age', 'city']);
    view.unmount();
  });

  it('a handler that calls `updater(old)` throws on "Unpin all"', async () => {
    const view = mountUpdaterOnly('columnPinning', {left: ['age'], right: []}, {enableColumnPinning: true});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    const error = await errorThrownBy(() => fireEvent.click(screen.getByRole('button', {name: 'Unpin all'})));
    expect(String(error)).toMatch(/TypeError: .*updater is not a function/);
    view.unmount();
  });
});

const resizeHandle = (header: string) =>
  headerCell(header).querySelector('.Mui-TableHeadCell-ResizeHandle-Wrapper') as HTMLElement;

describe('onColumnSizingChange', () => {
  it('called with an updater function when column widths change, such as while the user drags a resize handle; pass the result back in `state.columnSizing`', () => {
    const spy = jest.fn();
    const view = mountFew({enableColumnResizing: true, onColumnSizingChange: spy});
    fireEvent.mouseDown(resizeHandle('First Name'), {clientX: 500});
    fireEvent.mouseMove(document, {clientX: 560});
    fireEvent.mouseUp(document, {clientX: 560});
    expect(spy).toHaveBeenCalled();
    const updater = argsOf(spy).at(-1);
    expect(updater({})).toEqual({firstName: 240});
    expect(view.table().getState().columnSizing).toEqual({});
    view.unmount();
  });
});

describe('onColumnSizingInfoChange', () => {
  it('called with an updater function while the user resizes a column (which column, where the drag started, how far it moved); pass the result back in `state.columnSizingInfo`', () => {
    const spy = jest.fn();
    const view = mountFew({enableColumnResizing: true, onColumnSizingInfoChange: spy});
    const before = view.table().getState().columnSizingInfo;
    fireEvent.mouseDown(resizeHandle('First Name'), {clientX: 500});
    const [start] = argsOf(spy);
    expect(start(before)).toEqual(expect.objectContaining({isResizingColumn: 'firstName', startOffset: 500}));
    fireEvent.mouseMove(document, {clientX: 560});
    const moved = argsOf(spy).at(-1)(start(before));
    expect(moved).toEqual(expect.objectContaining({isResizingColumn: 'firstName', deltaOffset: 60}));
    fireEvent.mouseUp(document, {clientX: 560});
    expect(view.table().getState().columnSizingInfo).toBe(before);
    view.unmount();
  });
});

describe('onColumnVisibilityChange', () => {
  it('called with an updater function when the user hides or shows columns; pass the result back in `state.columnVisibility`', async () => {
    const spy = jest.fn();
    const view = mountFew({onColumnVisibilityChange: spy});
    await columnMenu('City', /Hide City column/);
    const [updater] = argsOf(spy);
    expect(updater({})).toEqual({city: false});
    expect(leafIds(view.table())).toContain('city');
    view.unmount();
  });
});

/** A toolbar button that starts creating a row, as readers add one. */
const createButton: Partial<MRT_TableOptions<Person>> = {
  enableEditing: true,
  renderTopToolbarCustomActions: ({table}) => <button onClick={() => table.setCreatingRow(true)}>New person</button>,
};
const clickCreate = () => settle(() => fireEvent.click(screen.getByRole('button', {name: 'New person'})));

describe('onCreatingRowCancel', () => {
  it('called with `{row, table}` when the user cancels creating a new row; MRT closes the form itself', async () => {
    const spy = jest.fn();
    const view = mountFew({...createButton, onCreatingRowCancel: spy});
    await clickCreate();
    await settle(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Cancel'})));
    expect(argsOf(spy)).toEqual([{row: expect.objectContaining({id: 'mrt-row-create'}), table: view.table()}]);
    expect(view.table().getState().creatingRow).toBeNull();
    view.unmount();
  });
});

describe('onCreatingRowChange', () => {
  it('called with the new row when creating starts, again each time the user leaves one of its fields, and with `null` when it closes', async () => {
    // each call as [row id, first name typed so far]
    const calls: unknown[] = [];
    const onCreatingRowChange = (next: unknown) => {
      const row = next as MRT_Row<Person> | null;
      calls.push(row && [row.id, row._valuesCache.firstName]);
    };
    const view = mountFew({...createButton, createDisplayMode: 'row', onCreatingRowChange});
    await clickCreate();
    const field = view.container.querySelector('tbody input[name="firstName"]') as HTMLInputElement;
    fireEvent.change(field, {target: {value: 'Zed'}});
    await settle(() => fireEvent.blur(field));
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Cancel'})));
    expect(calls).toEqual([['mrt-row-create', undefined], ['mrt-row-create', 'Zed'], null]);
    view.unmount();
  });

  it("unlike the other callbacks it does not replace MRT's own update (unless it returns a value)", async () => {
    const quiet = tableInstance({createDisplayMode: 'row', onCreatingRowChange: () => {}});
    await settle(() => quiet.table().setCreatingRow(true));
    expect(quiet.table().getState().creatingRow?.id).toBe('mrt-row-create');
    quiet.unmount();
    const returning = tableInstance({createDisplayMode: 'row', onCreatingRowChange: (row) => row});
    await settle(() => returning.table().setCreatingRow(true));
    expect(returning.table().getState().creatingRow).toBeNull();
    returning.unmount();
  });
});

describe('onCreatingRowSave', () => {
  it('called with `{exitCreatingMode, row, table, values}` when the user saves a new row; save the `values`, then call `exitCreatingMode()`: the form stays open until then', async () => {
    const spy = jest.fn();
    const view = mountFew({...createButton, onCreatingRowSave: spy});
    await clickCreate();
    const dialog = screen.getByRole('dialog');
    const field = dialog.querySelector('input[name="firstName"]') as HTMLInputElement;
    fireEvent.change(field, {target: {value: 'Zed'}});
    await settle(() => fireEvent.blur(field));
    await settle(() => fireEvent.click(within(dialog).getByRole('button', {name: 'Save'})));
    const [{exitCreatingMode, row, table, values}] = argsOf(spy);
    expect([row.id, table, values.firstName]).toEqual(['mrt-row-create', view.table(), 'Zed']);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await settle(() => exitCreatingMode());
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
  });
});

describe('onDensityChange', () => {
  it("called with the next density when the user clicks the density toggle, in place of the table's own update: pass it back in `state.density`", async () => {
    const spy = jest.fn();
    const view = mountFew({onDensityChange: spy});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Toggle density'})));
    expect(argsOf(spy)).toEqual(['compact']);
    expect(view.table().getState().density).toBe('comfortable');
    view.unmount();
  });

  it('comfortable, compact, spacious, then comfortable again', async () => {
    const view = mountControlled('density', 'comfortable');
    for (let click = 0; click < 3; click += 1) {
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Toggle density'})));
    }
    expect(view.calls).toEqual(['compact', 'spacious', 'comfortable']);
    view.unmount();
  });
});

const dragColumn = async (from: string, to: string) => {
  const handle = within(headerCell(from)).getByRole('button', {name: 'Move'});
  await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
  await settle(() => fireEvent.dragEnter(headerCell(to)));
  await settle(() => fireEvent.dragEnd(handle));
};

describe('onDraggingColumnChange', () => {
  it("called with the column when the user starts dragging a column and with `null` when the drag ends, in place of the table's own update: pass it back in `state.draggingColumn`, or dropped columns do not move", async () => {
    const spy = jest.fn();
    const view = mountFew({enableColumnOrdering: true, onDraggingColumnChange: spy});
    await dragColumn('City', 'First Name');
    expect(argsOf(spy).map((column: MRT_Column<Person> | null) => column && column.id)).toEqual(['city', null]);
    expect(leafIds(view.table())).toEqual(['firstName', 'lastName', 'age', 'city']);
    view.unmount();
    const passed = mountControlled('draggingColumn', null, {enableColumnOrdering: true});
    await dragColumn('City', 'First Name');
    expect(leafIds(passed.table())).toEqual(['city', 'firstName', 'lastName', 'age']);
    passed.unmount();
  });
});

const rowHandle = (container: HTMLElement, text: string) =>
  within(rowOf(container, text)).getByRole('button', {name: 'Move'});

describe('onDraggingRowChange', () => {
  it("called with the row when the user starts dragging a row and with `null` when the drag ends, in place of the table's own update: pass it back in `state.draggingRow`", async () => {
    const spy = jest.fn();
    const view = mountFew({enableRowDragging: true, onDraggingRowChange: spy});
    const handle = rowHandle(view.container, 'Ada');
    await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
    expect(view.table().getState().draggingRow).toBeNull();
    await settle(() => fireEvent.dragEnd(handle));
    expect(argsOf(spy).map((row: MRT_Row<Person> | null) => row && row.id)).toEqual(['0', null]);
    view.unmount();
  });
});

describe('onEditingCellChange', () => {
  const cellMode = {enableEditing: true, editDisplayMode: 'cell' as const};

  it("called with the cell the user double-clicks (with `editDisplayMode: 'cell'`), in place of the table's own update: pass it back in `state.editingCell`, or no field opens", async () => {
    const spy = jest.fn();
    const view = mountFew({...cellMode, onEditingCellChange: spy});
    await settle(() => fireEvent.doubleClick(cellOf(view.container, 'Ada')));
    expect(argsOf(spy)).toEqual([expect.objectContaining({id: '0_firstName'})]);
    expect(view.container.querySelector('tbody input')).toBeNull();
    view.unmount();
  });

  it('with `null` when its field loses focus', async () => {
    const view = mountControlled('editingCell', null, cellMode);
    await settle(() => fireEvent.doubleClick(cellOf(view.container, 'Ada')));
    const field = view.container.querySelector('tbody input') as HTMLInputElement;
    await settle(() => fireEvent.blur(field));
    expect(view.calls).toEqual([expect.objectContaining({id: '0_firstName'}), null]);
    view.unmount();
  });
});

const clickEdit = (container: HTMLElement, text: string) =>
  settle(() => fireEvent.click(within(rowOf(container, text)).getByRole('button', {name: 'Edit'})));

describe('onEditingRowCancel', () => {
  it('called with `{row, table}` when the user cancels editing a row; MRT leaves edit mode itself', async () => {
    const spy = jest.fn();
    const view = mountFew({enableEditing: true, onEditingRowCancel: spy});
    await clickEdit(view.container, 'Ada');
    await settle(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Cancel'})));
    expect(argsOf(spy)).toEqual([{row: expect.objectContaining({id: '0'}), table: view.table()}]);
    expect(view.table().getState().editingRow).toBeNull();
    view.unmount();
  });
});

describe('onEditingRowChange', () => {
  it("called with a copy of the row when the user starts editing it, in place of the table's own update: pass it back in `state.editingRow`, or no form opens", async () => {
    const spy = jest.fn();
    const view = mountFew({enableEditing: true, onEditingRowChange: spy});
    await clickEdit(view.container, 'Ada');
    const [row] = argsOf(spy);
    expect(row.id).toBe('0');
    expect(row).not.toBe(view.table().getRow('0'));
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
  });

  it('again each time the user leaves one of its fields, and with `null` when editing ends', async () => {
    const view = mountControlled('editingRow', null, {enableEditing: true});
    await clickEdit(view.container, 'Ada');
    const dialog = screen.getByRole('dialog');
    const field = dialog.querySelector('input[name="firstName"]') as HTMLInputElement;
    fireEvent.change(field, {target: {value: 'Adele'}});
    await settle(() => fireEvent.blur(field));
    await settle(() => fireEvent.click(within(dialog).getByRole('button', {name: 'Cancel'})));
    expect((view.calls as (MRT_Row<Person> | null)[]).map((row) => row && row.id)).toEqual(['0', '0', null]);
    view.unmount();
  });
});

describe('onEditingRowSave', () => {
  it('called with `{exitEditingMode, row, table, values}` when the user saves an edited row; save the `values`, then call `exitEditingMode()`: the form stays open until then', async () => {
    const spy = jest.fn();
    const view = mountFew({enableEditing: true, onEditingRowSave: spy});
    await clickEdit(view.container, 'Ada');
    const dialog = screen.getByRole('dialog');
    const field = dialog.querySelector('input[name="firstName"]') as HTMLInputElement;
    fireEvent.change(field, {target: {value: 'Adele'}});
    await settle(() => fireEvent.blur(field));
    await settle(() => fireEvent.click(within(dialog).getByRole('button', {name: 'Save'})));
    const [{exitEditingMode, row, table, values}] = argsOf(spy);
    expect([row.id, table, values]).toEqual([
      '0',
      view.table(),
      {firstName: 'Adele', lastName: 'Lovelace', age: 36, city: 'London'},
    ]);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await settle(() => exitEditingMode());
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
  });
});

describe('onExpandedChange', () => {
  it("a row's expand button passes an updater function; pass the result back in `state.expanded`", async () => {
    const spy = jest.fn();
    const view = mountTable<Unit>({data: tree, enableExpanding: true, onExpandedChange: spy});
    await settle(() => fireEvent.click(within(rowOf(view.container, 'Ada')).getByRole('button', {name: 'Expand'})));
    const [updater] = argsOf(spy);
    expect(updater({})).toEqual({0: true});
    expect(bodyRows(view.container)).toHaveLength(3);
    view.unmount();
  });

  it("but the expand-all button (and Enter or Space on the expand column's header) passes the new state itself, `true` or `{}`; React's `setState` takes both", async () => {
    const calls: unknown[] = [];
    function Table() {
      const [expanded, setExpanded] = useState<MRT_TableState<Unit>['expanded']>({});
      const table = useMaterialReactTable<Unit>({
        columns: personColumns as MRT_ColumnDef<Unit>[],
        data: tree,
        enableExpanding: true,
        state: {expanded},
        onExpandedChange: (next) => {
          calls.push(typeof next === 'function' ? 'updater' : next);
          setExpanded(next);
        },
      });
      return <MaterialReactTable table={table} />;
    }
    const view = render(<Table />);
    const expandAll = () => screen.getByRole('button', {name: 'Expand all'});
    await settle(() => fireEvent.click(expandAll()));
    expect(bodyRows(view.container)).toHaveLength(7);
    await settle(() => fireEvent.click(expandAll()));
    expect(bodyRows(view.container)).toHaveLength(3);
    const headerCell = expandAll().closest('th')!;
    await settle(() => fireEvent.keyDown(headerCell, {key: 'Enter'}));
    await settle(() => fireEvent.keyDown(headerCell, {key: ' '}));
    await settle(() => fireEvent.click(within(rowOf(view.container, 'Ada')).getByRole('button', {name: 'Expand'})));
    expect(calls).toEqual([true, {}, true, {}, 'updater']);
    view.unmount();
  }, 90_000); // five presses, each re-rendering the whole table: slow on a busy two-core machine

  it('a handler that calls `updater(old)` throws on expand-all', async () => {
    const view = mountUpdaterOnly('expanded', {}, {enableExpanding: true});
    const error = await errorThrownBy(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(String(error)).toMatch(/TypeError: .*updater is not a function/);
    expect(bodyRows(view.container)).toHaveLength(3);
    view.unmount();
  });
});

describe('onGlobalFilterChange', () => {
  const typeSearch = async (options: Partial<MRT_TableOptions<Person>>, pauses: number[]) => {
    const spy = jest.fn();
    const view = mountFew({initialState: {showGlobalFilter: true}, onGlobalFilterChange: spy, ...options});
    const seen: unknown[][] = [];
    jest.useFakeTimers();
    try {
      fireEvent.change(screen.getByPlaceholderText('Search'), {target: {value: 'ada'}});
      for (const pause of pauses) {
        await act(async () => {
          jest.advanceTimersByTime(pause);
        });
        seen.push(argsOf(spy));
      }
    } finally {
      jest.useRealTimers();
    }
    return {spy, view, seen};
  };

  it('called with the search text once the user stops typing for 250 ms (500 ms with `manualFiltering`); pass it back in `state.globalFilter`', async () => {
    const plain = await typeSearch({}, [200, 60]);
    expect(plain.seen).toEqual([[], ['ada']]);
    expect(bodyRows(plain.view.container)).toHaveLength(3);
    plain.view.unmount();
    const manual = await typeSearch({manualFiltering: true}, [450, 60]);
    expect(manual.seen).toEqual([[], ['ada']]);
    manual.view.unmount();
  });

  it("with `''` once the user has deleted it all, and at once with `undefined` when the user clicks Clear search", async () => {
    const {spy, view} = await typeSearch({}, [300]);
    await typeInto(screen.getByPlaceholderText('Search'), '', 300);
    expect(argsOf(spy)).toEqual(['ada', '']);
    await typeInto(screen.getByPlaceholderText('Search'), 'grace', 300);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Clear search'})));
    expect(argsOf(spy)).toEqual(['ada', '', 'grace', undefined]);
    view.unmount();
  });
});

describe('onGroupingChange', () => {
  it('called with an updater function when the user groups or ungroups columns; pass the result back in `state.grouping`', async () => {
    const spy = jest.fn();
    const view = mountFew({enableGrouping: true, onGroupingChange: spy});
    await columnMenu('City', /Group by City/);
    const [updater] = argsOf(spy);
    expect(updater([])).toEqual(['city']);
    expect(view.table().getState().grouping).toEqual([]);
    view.unmount();
  });
});

describe('onHoveredColumnChange', () => {
  it("called while the user drags a column: with each column header it enters (with `enableColumnOrdering` on), with `{id: 'drop-zone'}` when it enters the toolbar drop zone, and with `null` when the drag ends", async () => {
    const spy = jest.fn();
    const view = mountFew({enableColumnOrdering: true, enableGrouping: true, onHoveredColumnChange: spy});
    const handle = within(headerCell('City')).getByRole('button', {name: 'Move'});
    await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
    await settle(() => fireEvent.dragEnter(headerCell('First Name')));
    await settle(() => fireEvent.dragEnter(view.container.querySelector('.Mui-ToolbarDropZone') as HTMLElement));
    await settle(() => fireEvent.dragEnd(handle));
    expect(argsOf(spy).map((column) => column && column.id)).toEqual(['firstName', 'drop-zone', null]);
    view.unmount();
  });
});

describe('onHoveredRowChange', () => {
  it('called while the user drags a row with `enableRowOrdering` on: with each row it enters, and with `null` when the drag ends', async () => {
    const spy = jest.fn();
    const view = mountFew({enableRowOrdering: true, onHoveredRowChange: spy});
    const handle = rowHandle(view.container, 'Ada');
    await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
    await settle(() => fireEvent.dragEnter(rowOf(view.container, 'Alan')));
    await settle(() => fireEvent.dragEnd(handle));
    expect(argsOf(spy).map((row) => row && row.id)).toEqual(['2', null]);
    view.unmount();
  });
});

describe('onIsFullScreenChange', () => {
  it("called with `true` or `false` when the user clicks the full-screen toggle, and with `false` when the user presses Escape in the table, in place of the table's own update: pass it back in `state.isFullScreen`", async () => {
    const spy = jest.fn();
    const view = mountFew({onIsFullScreenChange: spy});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Toggle full screen'})));
    expect(view.table().getState().isFullScreen).toBe(false);
    await settle(() => fireEvent.keyDown(view.table().refs.tablePaperRef.current!, {key: 'Escape'}));
    expect(argsOf(spy)).toEqual([true, false]);
    view.unmount();
  });
});

describe('onPaginationChange', () => {
  it('called with an updater function when the user changes the page or the rows per page; pass the result back in `state.pagination`', async () => {
    const spy = jest.fn();
    const view = mountTable({...pager, onPaginationChange: spy});
    spy.mockClear();
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
    await settle(() => fireEvent.mouseDown(screen.getByRole('combobox', {name: 'Rows per page'})));
    await settle(() => fireEvent.click(screen.getByRole('option', {name: '20'})));
    const [nextPage, pageSize] = argsOf(spy);
    expect(nextPage({pageIndex: 0, pageSize: 5})).toEqual({pageIndex: 1, pageSize: 5});
    expect(pageSize({pageIndex: 1, pageSize: 5})).toEqual({pageIndex: 0, pageSize: 20});
    expect(view.table().getState().pagination).toEqual({pageIndex: 0, pageSize: 5});
    view.unmount();
  });
});

describe('onRowPinningChange', () => {
  it("a row's pin button passes an updater function; pass the result back in `state.rowPinning`", async () => {
    const spy = jest.fn();
    const view = mountFew({enableRowPinning: true, onRowPinningChange: spy});
    await settle(() => fireEvent.click(within(rowOf(view.container, 'Alan')).getByRole('button', {name: 'Pin'})));
    const [updater] = argsOf(spy);
    expect(updater({top: [], bottom: []})).toEqual({top: ['2'], bottom: []});
    expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
    view.unmount();
  });

  it("but in the `select-…` display modes the select-all checkbox passes the new state itself, `{bottom: [], top: []}`; React's `setState` takes both", async () => {
    for (const rowPinningDisplayMode of ['select-sticky', 'select-top', 'select-bottom'] as const) {
      const view = mountControlled(
        'rowPinning',
        {top: [], bottom: []},
        {enableRowPinning: true, enableRowSelection: true, rowPinningDisplayMode},
      );
      await settle(() => fireEvent.click(within(rowOf(view.container, 'Alan')).getByRole('checkbox')));
      await settle(() => fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'})));
      expect(view.calls.map((call) => (typeof call === 'function' ? 'updater' : call))).toEqual([
        'updater',
        {bottom: [], top: []},
      ]);
      expect(view.table().getState().rowPinning).toEqual({bottom: [], top: []});
      view.unmount();
    }
  });
});

describe('onRowSelectionChange', () => {
  it('called with an updater function when the user selects or deselects rows; pass the result back in `state.rowSelection`', async () => {
    const spy = jest.fn();
    const view = mountFew({enableRowSelection: true, onRowSelectionChange: spy});
    await settle(() => fireEvent.click(within(rowOf(view.container, 'Alan')).getByRole('checkbox')));
    const [updater] = argsOf(spy);
    expect(updater({})).toEqual({2: true});
    expect(view.table().getState().rowSelection).toEqual({});
    view.unmount();
  });
});

describe('onShowColumnFiltersChange', () => {
  it("called with `true` or `false` when the user clicks the Show/Hide filters button, in place of the table's own update: pass it back in `state.showColumnFilters`", async () => {
    const spy = jest.fn();
    const view = mountFew({onShowColumnFiltersChange: spy});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
    expect(argsOf(spy)).toEqual([true]);
    expect(screen.queryByPlaceholderText('Filter by First Name')).toBeNull();
    view.unmount();
  });
});

describe('onShowGlobalFilterChange', () => {
  it("called with `true` or `false` when the user clicks the Show/Hide search button, in place of the table's own update: pass it back in `state.showGlobalFilter`", async () => {
    const spy = jest.fn();
    const view = mountFew({onShowGlobalFilterChange: spy});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide search'})));
    expect(argsOf(spy)).toEqual([true]);
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
    view.unmount();
  });
});

describe('onShowToolbarDropZoneChange', () => {
  it('called with `true` when the user starts dragging a column that can be grouped (with `enableGrouping` on) and with `false` when the drag ends', async () => {
    const spy = jest.fn();
    const columns = personColumns.map((column) => ({...column, enableGrouping: column.header !== 'Age'}));
    // column ordering gives Age a drag handle too
    const view = mountFew({
      columns,
      enableGrouping: true,
      enableColumnOrdering: true,
      onShowToolbarDropZoneChange: spy,
    });
    spy.mockClear();
    const drag = async (header: string) => {
      const handle = within(headerCell(header)).getByRole('button', {name: 'Move'});
      await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
      await settle(() => fireEvent.dragEnd(handle));
    };
    await drag('City');
    expect(argsOf(spy)).toEqual([true, false]);
    spy.mockClear();
    await drag('Age');
    expect(argsOf(spy)).toEqual([false, false]);
    view.unmount();
  });

  it('MRT also calls it with `false` when the table mounts and whenever the grouping changes', async () => {
    const spy = jest.fn();
    const view = mountFew({enableGrouping: true, onShowToolbarDropZoneChange: spy});
    expect(argsOf(spy)).toEqual([false]);
    await settle(() => view.table().setGrouping(['city']));
    expect(argsOf(spy)).toEqual([false, false]);
    view.unmount();
  });
});

describe('onSortingChange', () => {
  it('called with an updater function when the user sorts; pass the result back in `state.sorting`', async () => {
    const spy = jest.fn();
    const view = mountFew({onSortingChange: spy});
    spy.mockClear();
    await clickHeader('First Name');
    const [updater] = argsOf(spy);
    expect(updater([])).toEqual([{id: 'firstName', desc: false}]);
    expect(view.table().getState().sorting).toEqual([]);
    view.unmount();
  });
});

describe('onSortingChange', () => {
  it('MRT also calls it itself as the table mounts and whenever the search text changes, while ranked search results can apply (see `enableGlobalFilterRankedResults`): with `[]` when the search text becomes non-empty, and with an updater function that restores the earlier sorting when the table mounts or the search is cleared', async () => {
    const spy = jest.fn();
    const view = tableInstance({onSortingChange: spy, initialState: {sorting: [{id: 'age', desc: false}]}});
    expect(spy).toHaveBeenCalledTimes(1);
    // it hands back the sorting MRT saved before a search
    expect(argsOf(spy)[0]([])).toEqual([{id: 'age', desc: false}]);
    await settle(() => view.table().setGlobalFilter('ada'));
    expect(argsOf(spy)[1]).toEqual([]);
    await settle(() => view.table().setGlobalFilter(undefined));
    expect(spy).toHaveBeenCalledTimes(3);
    expect(argsOf(spy)[2]([])).toEqual([{id: 'age', desc: false}]);
    view.unmount();
    const off = jest.fn();
    const unranked = tableInstance({onSortingChange: off, enableGlobalFilterRankedResults: false});
    await settle(() => unranked.table().setGlobalFilter('ada'));
    expect(off).not.toHaveBeenCalled();
    unranked.unmount();
  });
});
