/**
 * Claims of docs/guides/sorting.mdx, checked against the installed MRT and TanStack Table (jsdom).
 */
import {fireEvent, screen, within} from '@testing-library/react';
import {
  getMRT_Rows,
  MRT_SortingFns,
  type MRT_ColumnDef,
  type MRT_SortingFn,
  type MRT_TableOptions,
} from 'material-react-table';
import {sortingFns} from '@tanstack/react-table';
import {mountTable, settle} from './harness';
import {tableInstance} from './tableInstance';

interface Row {
  name: string;
  code: string;
  score?: number | null;
}
const NAMES = ['banana', 'Cherry', 'apple', 'date', 'Elder', 'fig', 'grape', 'Kiwi', 'lemon', 'mango', 'nut', 'olive'];
const makeRows = (count: number): Row[] =>
  NAMES.slice(0, count).map((name, index) => ({
    name,
    code: `item${(index * 7) % 12}`,
    score: index % 4 === 0 ? undefined : index,
  }));
const COLUMNS: MRT_ColumnDef<Row>[] = [
  {accessorKey: 'name', header: 'Name'},
  {accessorKey: 'code', header: 'Code'},
  {accessorKey: 'score', header: 'Score'},
];
function setup(options: Partial<MRT_TableOptions<Row>> = {}, count = 6) {
  const mounted = mountTable<Row>({columns: COLUMNS, data: makeRows(count), enablePagination: false, ...options});
  return {
    ...mounted,
    names: () =>
      mounted
        .table()
        .getRowModel()
        .rows.map((row) => row.original.name),
  };
}

/** The same table as `setup` without rendering it, for the claims about options, state and row order only. */
function instance(options: Partial<MRT_TableOptions<Row>> = {}, count = 6) {
  const hook = tableInstance<Row>({columns: COLUMNS, data: makeRows(count), enablePagination: false, ...options});
  return {
    ...hook,
    names: () =>
      hook
        .table()
        .getRowModel()
        .rows.map((row) => row.original.name),
  };
}
const sorting = (m: {table: () => {getState: () => {sorting: unknown}}}) => m.table().getState().sorting;
const label = (header: string) => screen.getByText(header, {selector: '.Mui-TableHeadCell-Content-Wrapper'});
const headerCell = (header: string) => label(header).closest('th') as HTMLElement;

describe('how visitors sort', () => {
  it('a click on a header’s label sorts by that column alone; again reverses; a third time removes the sort; a click on the arrow icon does the same', async () => {
    const m = setup({initialState: {sorting: [{id: 'code', desc: false}]}});
    const shown = () =>
      Array.from(m.container.querySelectorAll('tbody tr')).map((tr) => tr.querySelector('td')!.textContent);
    const byData = NAMES.slice(0, 6);
    fireEvent.click(label('Name'));
    await settle();
    expect(sorting(m)).toEqual([{id: 'name', desc: false}]);
    // six rows: 'auto' picks basic, capitals first
    expect(shown()).toEqual(['Cherry', 'Elder', 'apple', 'banana', 'date', 'fig']);
    fireEvent.click(label('Name'));
    await settle();
    expect(sorting(m)).toEqual([{id: 'name', desc: true}]);
    expect(shown()).toEqual(['fig', 'date', 'banana', 'apple', 'Elder', 'Cherry']);
    fireEvent.click(label('Name'));
    await settle();
    expect(sorting(m)).toEqual([]);
    expect(shown()).toEqual(byData);
    // the arrow icon: the same three steps
    const icon = () => headerCell('Name').querySelector('.MuiTableSortLabel-icon')!;
    for (const expected of [[{id: 'name', desc: false}], [{id: 'name', desc: true}], []]) {
      await settle(() => fireEvent.click(icon()));
      expect(sorting(m)).toEqual(expected);
    }
  });

  it('Shift+click adds a further sort; while several columns are sorted, a plain click on the last one added reverses (or removes) only that one and keeps the others; on any other header it replaces the whole sort', async () => {
    const m = setup();
    fireEvent.click(label('Name'));
    fireEvent.click(label('Code'), {shiftKey: true});
    await settle();
    expect(sorting(m)).toEqual([
      {id: 'name', desc: false},
      {id: 'code', desc: false},
    ]);
    fireEvent.click(label('Code'));
    await settle();
    expect(sorting(m)).toEqual([
      {id: 'name', desc: false},
      {id: 'code', desc: true},
    ]);
    fireEvent.click(label('Code'));
    await settle();
    expect(sorting(m)).toEqual([{id: 'name', desc: false}]);
    fireEvent.click(label('Code'), {shiftKey: true});
    fireEvent.click(label('Name'));
    await settle();
    expect(sorting(m)).toEqual([{id: 'name', desc: true}]);
  });

  it('with a Shift+click sort, rows are ordered by the first column, then by the second among equal values', async () => {
    const data = [
      {name: 'b', code: 'x', score: 2},
      {name: 'a', code: 'y', score: 1},
      {name: 'c', code: 'x', score: 1},
      {name: 'd', code: 'y', score: 3},
    ];
    const m = setup({data});
    await settle(() => fireEvent.click(label('Code')));
    await settle(() => fireEvent.click(label('Score'), {shiftKey: true}));
    // Score sorts descending first (a number): x rows 2 then 1, y rows 3 then 1
    expect(sorting(m)).toEqual([
      {id: 'code', desc: false},
      {id: 'score', desc: true},
    ]);
    expect(m.names()).toEqual(['b', 'c', 'd', 'a']);
    m.unmount();
  });

  it('Shift is TanStack Table’s default isMultiSortEvent', () => {
    const {table} = instance();
    expect(table().options.isMultiSortEvent?.({shiftKey: true})).toBe(true);
    expect(table().options.isMultiSortEvent?.({shiftKey: false, ctrlKey: true, metaKey: true})).toBe(false);
  });

  it('isMultiSortEvent: your own function uses another key; () => true makes every click add a column', async () => {
    const ctrl = setup({isMultiSortEvent: (event: unknown) => !!(event as MouseEvent).ctrlKey});
    fireEvent.click(label('Name'));
    fireEvent.click(label('Code'), {shiftKey: true});
    await settle();
    // Shift no longer adds
    expect(sorting(ctrl)).toEqual([{id: 'code', desc: false}]);
    fireEvent.click(label('Name'), {ctrlKey: true});
    await settle();
    expect(sorting(ctrl)).toEqual([
      {id: 'code', desc: false},
      {id: 'name', desc: false},
    ]);
    ctrl.unmount();
    const m = setup({isMultiSortEvent: () => true});
    fireEvent.click(label('Name'));
    fireEvent.click(label('Code'));
    await settle();
    expect(sorting(m)).toEqual([
      {id: 'name', desc: false},
      {id: 'code', desc: false},
    ]);
  });

  it('when two or more columns are sorted, each sorted header shows its position in a badge; one sorted column has none', () => {
    const visibleBadges = (header: string) =>
      Array.from(headerCell(header).querySelectorAll('.MuiBadge-badge:not(.MuiBadge-invisible)')).map(
        (badge) => badge.textContent,
      );
    const one = setup({initialState: {sorting: [{id: 'code', desc: false}]}});
    expect(visibleBadges('Code')).toEqual([]);
    one.unmount();
    setup({
      initialState: {
        sorting: [
          {id: 'code', desc: false},
          {id: 'name', desc: true},
        ],
      },
    });
    expect(visibleBadges('Code')).toEqual(['1']);
    expect(visibleBadges('Name')).toEqual(['2']);
    expect(visibleBadges('Score')).toEqual([]);
  });

  it('Enter or Space on a focused header sorts like a click without Shift (Shift ignored)', async () => {
    const m = setup({initialState: {sorting: [{id: 'code', desc: false}]}});
    fireEvent.keyDown(headerCell('Name'), {key: 'Enter', shiftKey: true});
    await settle();
    expect(sorting(m)).toEqual([{id: 'name', desc: false}]);
    fireEvent.keyDown(headerCell('Name'), {key: ' '});
    await settle();
    expect(sorting(m)).toEqual([{id: 'name', desc: true}]);
    expect(headerCell('Name')).toHaveAttribute('tabindex', '0');
  });

  it('Ctrl+Enter on Windows and ⌘+Enter on macOS open the column actions menu instead of sorting; elsewhere Ctrl+Enter sorts', async () => {
    const platform = jest.spyOn(navigator, 'platform', 'get');
    try {
      platform.mockReturnValue('Win32');
      const win = setup();
      fireEvent.keyDown(headerCell('Name'), {key: 'Enter', ctrlKey: true});
      await settle();
      expect(sorting(win)).toEqual([]);
      expect(screen.getByRole('menu')).toBeInTheDocument();
      win.unmount();
      platform.mockReturnValue('MacIntel');
      const mac = setup();
      fireEvent.keyDown(headerCell('Name'), {key: 'Enter', metaKey: true});
      await settle();
      expect(sorting(mac)).toEqual([]);
      expect(screen.getByRole('menu')).toBeInTheDocument();
      mac.unmount();
      platform.mockReturnValue('Linux x86_64');
      const linux = setup();
      fireEvent.keyDown(headerCell('Name'), {key: 'Enter', ctrlKey: true});
      await settle();
      expect(sorting(linux)).toEqual([{id: 'name', desc: false}]);
      expect(screen.queryByRole('menu')).toBeNull();
    } finally {
      platform.mockRestore();
    }
  });

  it('the column menu has Clear sort, Sort ascending and Sort descending; each is disabled when it matches the column\'s own sort: "Clear sort" while the column is not sorted, a "Sort by" item while the column is already sorted in that direction', () => {
    const menu = (header: string) => {
      fireEvent.click(within(headerCell(header)).getByLabelText('Column Actions'));
      const items = within(screen.getByRole('menu')).getAllByRole('menuitem').slice(0, 3);
      return items.map((item) => [item.textContent, item.getAttribute('aria-disabled')]);
    };
    const m = setup({
      initialState: {
        sorting: [
          {id: 'name', desc: false},
          {id: 'code', desc: true},
        ],
      },
    });
    // in a multi-column sort too: Name ascending is first of two, and its item is still disabled
    expect(menu('Name')).toEqual([
      ['Clear sort', null],
      ['Sort by Name ascending', 'true'],
      ['Sort by Name descending', null],
    ]);
    m.unmount();
    setup();
    expect(menu('Name')).toEqual([
      ['Clear sort', 'true'],
      ['Sort by Name ascending', null],
      ['Sort by Name descending', null],
    ]);
  });

  it('the two "Sort by" items sort by that column alone and drop the other columns\' sorts, unless the column is the last one in `sorting`: then they only set its direction and keep the other sorts', async () => {
    const pick = async (header: string, item: string) => {
      fireEvent.click(within(headerCell(header)).getByLabelText('Column Actions'));
      await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByText(item)));
    };
    const both = {
      initialState: {
        sorting: [
          {id: 'name', desc: false},
          {id: 'code', desc: false},
        ],
      },
    };
    const first = setup(both);
    await pick('Name', 'Sort by Name descending');
    expect(sorting(first)).toEqual([{id: 'name', desc: true}]);
    first.unmount();
    const other = setup(both);
    await pick('Score', 'Sort by Score ascending');
    expect(sorting(other)).toEqual([{id: 'score', desc: false}]);
    other.unmount();
    const last = setup(both);
    await pick('Code', 'Sort by Code descending');
    expect(sorting(last)).toEqual([
      {id: 'name', desc: false},
      {id: 'code', desc: true},
    ]);
  });

  it('"Clear sort" is left out when enableSortingRemoval is false', () => {
    setup({enableSortingRemoval: false, initialState: {sorting: [{id: 'name', desc: false}]}});
    fireEvent.click(within(headerCell('Name')).getByLabelText('Column Actions'));
    const menu = within(screen.getByRole('menu'));
    // even on a sorted column, where it would be enabled; the two "Sort by" items stay
    expect(menu.queryByText('Clear sort')).toBeNull();
    expect(menu.getByText('Sort by Name ascending')).toBeInTheDocument();
    expect(menu.getByText('Sort by Name descending')).toBeInTheDocument();
  });

  it('each header cell has aria-sort; the arrow is labelled with what it does next, or the current order, in the localization’s words', () => {
    const m = setup({
      initialState: {
        sorting: [
          {id: 'code', desc: true},
          {id: 'score', desc: false},
        ],
      },
    });
    expect(headerCell('Code')).toHaveAttribute('aria-sort', 'descending');
    expect(headerCell('Score')).toHaveAttribute('aria-sort', 'ascending');
    expect(headerCell('Name')).toHaveAttribute('aria-sort', 'none');
    expect(within(headerCell('Code')).getByRole('button', {name: 'Sorted by Code descending'})).toBeInTheDocument();
    expect(within(headerCell('Score')).getByRole('button', {name: 'Sorted by Score ascending'})).toBeInTheDocument();
    expect(within(headerCell('Name')).getByRole('button', {name: 'Sort by Name ascending'})).toBeInTheDocument();
    m.unmount();
    setup({localization: {sortByColumnAsc: 'Trier par {column} croissant'}});
    expect(within(headerCell('Name')).getByRole('button', {name: 'Trier par Name croissant'})).toBeInTheDocument();
  });
});

describe('turning sorting on and off', () => {
  it('enableSorting: false on the table: no arrows, no menu items, no keyboard sorting; it wins over a column’s enableSorting: true', async () => {
    const m = setup({enableSorting: false, columns: [{...COLUMNS[0], enableSorting: true}, ...COLUMNS.slice(1)]});
    expect(m.container.querySelectorAll('thead .MuiTableSortLabel-root')).toHaveLength(0);
    await settle(() => fireEvent.click(label('Name')));
    await settle(() => fireEvent.keyDown(headerCell('Name'), {key: 'Enter'}));
    expect(sorting(m)).toEqual([]);
    fireEvent.click(within(headerCell('Name')).getByLabelText('Column Actions'));
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.filter((text) => /sort/i.test(text ?? ''))).toEqual([]);
  });

  it('a column turns sorting off for itself with enableSorting: false', async () => {
    const m = setup({columns: [{...COLUMNS[0], enableSorting: false}, ...COLUMNS.slice(1)]});
    expect(headerCell('Name').querySelector('.MuiTableSortLabel-root')).toBeNull();
    expect(headerCell('Code').querySelector('.MuiTableSortLabel-root')).not.toBeNull();
    await settle(() => fireEvent.click(label('Name')));
    expect(sorting(m)).toEqual([]);
    await settle(() => fireEvent.click(label('Code')));
    expect(sorting(m)).toEqual([{id: 'code', desc: false}]);
  });

  it('enableMultiSort: false makes Shift+clicks act as plain clicks; a column’s own enableMultiSort wins over the table’s', async () => {
    const m = setup({
      enableMultiSort: false,
      columns: [COLUMNS[0], {...COLUMNS[1], enableMultiSort: true}, COLUMNS[2]],
    });
    fireEvent.click(label('Name'));
    fireEvent.click(label('Score'), {shiftKey: true});
    await settle();
    expect(sorting(m)).toEqual([{id: 'score', desc: true}]);
    fireEvent.click(label('Code'), {shiftKey: true});
    await settle();
    expect(sorting(m)).toEqual([
      {id: 'score', desc: true},
      {id: 'code', desc: false},
    ]);
  });

  it('maxMultiSortColCount: when a click would add one more, the oldest sort is dropped', async () => {
    const m = setup({maxMultiSortColCount: 2});
    fireEvent.click(label('Name'));
    fireEvent.click(label('Code'), {shiftKey: true});
    fireEvent.click(label('Score'), {shiftKey: true});
    await settle();
    expect(sorting(m)).toEqual([
      {id: 'code', desc: false},
      {id: 'score', desc: true},
    ]);
  });

  it('enableSortingRemoval: false makes a column cycle between its two directions', async () => {
    const m = setup({enableSortingRemoval: false});
    for (let i = 0; i < 3; i += 1) fireEvent.click(label('Name'));
    await settle();
    expect(sorting(m)).toEqual([{id: 'name', desc: false}]);
  });
});

describe('controlling the sorting state', () => {
  it('the state’s id is the column’s id: its accessorKey, the id you gave it, or else its header', () => {
    const {table} = setup({
      columns: [
        {accessorKey: 'name', header: 'Name'},
        {id: 'theCode', accessorFn: (row) => row.code, header: 'Code'},
        {accessorFn: (row) => row.score, header: 'Score'},
      ],
    });
    expect(
      table()
        .getAllLeafColumns()
        .map((c) => c.id),
    ).toEqual(['name', 'theCode', 'Score']);
  });

  it('initialState.sorting sorts the table on its first render', () => {
    expect(instance({initialState: {sorting: [{id: 'name', desc: true}]}}).names()[0]).toBe('fig');
  });

  it('onSortingChange receives a TanStack updater: a function of the previous state from a click', async () => {
    const received: unknown[] = [];
    setup({onSortingChange: (updater) => received.push(updater)});
    fireEvent.click(label('Name'));
    await settle();
    const last = received[received.length - 1];
    expect(typeof last).toBe('function');
    expect((last as (old: unknown[]) => unknown)([])).toEqual([{id: 'name', desc: false}]);
  });

  it('column.clearSorting() removes one column’s sort; table.resetSorting() goes back to the initial state; column.toggleSorting(desc?, multi?) sorts one column', async () => {
    const m = instance({initialState: {sorting: [{id: 'code', desc: false}]}});
    await settle(() =>
      m.table().setSorting([
        {id: 'name', desc: false},
        {id: 'score', desc: true},
      ]),
    );
    await settle(() => m.table().getColumn('name').clearSorting());
    expect(sorting(m)).toEqual([{id: 'score', desc: true}]);
    await settle(() => m.table().resetSorting());
    expect(sorting(m)).toEqual([{id: 'code', desc: false}]);
    // toggleSorting(desc?, multi?): alone, or added like a Shift+click
    await settle(() => m.table().getColumn('name').toggleSorting(true));
    expect(sorting(m)).toEqual([{id: 'name', desc: true}]);
    await settle(() => m.table().getColumn('score').toggleSorting(false, true));
    expect(sorting(m)).toEqual([
      {id: 'name', desc: true},
      {id: 'score', desc: false},
    ]);
  });

  it('table.getSortedRowModel().rows gives the rows that pass the filters, sorted, before pagination; the sub-rows of each stay in its `subRows`', async () => {
    const m = instance({
      enablePagination: true,
      initialState: {pagination: {pageIndex: 0, pageSize: 2}, sorting: [{id: 'name', desc: false}]},
    });
    const sortedNames = () =>
      m
        .table()
        .getSortedRowModel()
        .rows.map((r) => r.original.name);
    expect(sortedNames()).toEqual(['Cherry', 'Elder', 'apple', 'banana', 'date', 'fig']);
    expect(m.names()).toEqual(['Cherry', 'Elder']);
    await settle(() => m.table().getColumn('name').setFilterValue('e'));
    expect(sortedNames()).toEqual(['Cherry', 'Elder', 'apple', 'date']);
    m.unmount();
    const tree = instance({
      data: [
        {name: 'parent', code: 'p', subRows: [{name: 'child', code: 'c'}]},
        {name: 'other', code: 'o'},
      ] as Row[],
      enableExpanding: true,
      initialState: {expanded: true, sorting: [{id: 'name', desc: false}]},
    });
    const [, parent] = tree.table().getSortedRowModel().rows;
    expect(
      tree
        .table()
        .getSortedRowModel()
        .rows.map((r) => r.original.name),
    ).toEqual(['other', 'parent']);
    expect(parent.subRows.map((r) => r.original.name)).toEqual(['child']);
    expect(tree.names()).toEqual(['other', 'parent', 'child']);
  });

  it('`getMRT_Rows(table, true)` gives the rows in the order the table shows them, over all pages: it follows the search ranking, puts expanded sub-rows under their parents and includes a row being created in the table', async () => {
    const shown = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('tbody tr')).map((tr) => tr.querySelector('td')!.textContent);
    // a search ranked over two pages of three
    const ranked = setup(
      {
        enablePagination: true,
        columns: [COLUMNS[0]],
        initialState: {globalFilter: 'e', pagination: {pageIndex: 0, pageSize: 3}},
      },
      12,
    );
    const all = getMRT_Rows(ranked.table(), true).map((row) => row.original.name);
    const pages = [...shown(ranked.container)];
    while (ranked.table().getCanNextPage()) {
      await settle(() => ranked.table().nextPage());
      pages.push(...shown(ranked.container));
    }
    expect(all).toEqual(pages);
    expect(all).not.toEqual(
      makeRows(12)
        .map((row) => row.name)
        .filter((name) => all.includes(name)),
    );
    ranked.unmount();
    // expanded sub-rows and a row being created
    const tree = setup({
      columns: [COLUMNS[0]],
      data: [
        {name: 'parent', code: 'p', subRows: [{name: 'child', code: 'c'}]},
        {name: 'other', code: 'o'},
      ] as Row[],
      enableExpanding: true,
      createDisplayMode: 'row',
      initialState: {expanded: true, sorting: [{id: 'name', desc: true}]},
    });
    await settle(() => tree.table().setCreatingRow(true));
    const rows = getMRT_Rows(tree.table(), true);
    expect(rows.map((row) => row.original.name)).toEqual(['', 'parent', 'child', 'other']);
    expect(rows[0]).toBe(tree.table().getState().creatingRow);
    expect(
      tree
        .table()
        .getSortedRowModel()
        .rows.map((row) => row.original.name),
    ).toEqual(['parent', 'other']);
  });
});

describe('how rows are compared', () => {
  it('the names are MRT_SortingFns: TanStack Table’s six plus fuzzy', () => {
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

  it("'auto' looks at the rows from the eleventh on: a table of ten rows or fewer sorts every column with basic", () => {
    const small = instance({}, 10);
    expect(small.table().getColumn('name').getAutoSortingFn()).toBe(sortingFns.basic);
    expect(small.table().getColumn('code').getAutoSortingFn()).toBe(sortingFns.basic);
    const large = instance({}, 12);
    expect(large.table().getColumn('name').getAutoSortingFn()).toBe(sortingFns.text);
    expect(large.table().getColumn('code').getAutoSortingFn()).toBe(sortingFns.alphanumeric);
  });

  it("'auto' is picked from the filtered rows each time the table sorts", async () => {
    const m = instance({}, 12);
    expect(m.table().getColumn('name').getAutoSortingFn()).toBe(sortingFns.text);
    await settle(() => m.table().setColumnFilters([{id: 'name', value: 'e'}]));
    expect(m.table().getColumn('name').getAutoSortingFn()).toBe(sortingFns.basic);
  });

  it('basic puts "Cherry" and "Kiwi" before "apple"', () => {
    const m = instance({initialState: {sorting: [{id: 'name', desc: false}]}}, 10);
    expect(m.names().slice(0, 4)).toEqual(['Cherry', 'Elder', 'Kiwi', 'apple']);
  });

  it("defaultColumn: {sortingFn: 'text'} sorts every column as text, ignoring case, however few rows there are", () => {
    const m = instance({defaultColumn: {sortingFn: 'text'}, initialState: {sorting: [{id: 'name', desc: false}]}}, 10);
    expect(m.names().slice(0, 4)).toEqual(['apple', 'banana', 'Cherry', 'date']);
  });

  it("'text' turns values into strings and compares them as text: 10 before 9", () => {
    const rows = [
      {name: 'a', code: 'x', score: 9},
      {name: 'b', code: 'y', score: 10},
    ];
    const m = instance({
      data: rows,
      columns: [{accessorKey: 'score', header: 'Score', sortingFn: 'text'}],
      initialState: {sorting: [{id: 'score', desc: false}]},
    });
    expect(
      m
        .table()
        .getRowModel()
        .rows.map((r) => r.original.score),
    ).toEqual([10, 9]);
  });

  it('a comparator is always for ascending order: the table reverses it for descending', () => {
    const byLength: MRT_SortingFn<Row> = (a, b, id) => String(a.getValue(id)).length - String(b.getValue(id)).length;
    const m = instance({
      columns: [{accessorKey: 'name', header: 'Name', sortingFn: byLength}],
      initialState: {sorting: [{id: 'name', desc: true}]},
    });
    expect(m.names()).toEqual(['banana', 'Cherry', 'apple', 'Elder', 'date', 'fig']);
  });

  it('the comparator sorts the values the accessor returns, not what Cell renders', () => {
    const m = setup({
      columns: [{accessorKey: 'score', header: 'Score', Cell: ({cell}) => `#${100 - (cell.getValue<number>() ?? 0)}`}],
      initialState: {sorting: [{id: 'score', desc: false}]},
      data: [
        {name: 'a', code: '', score: 1},
        {name: 'b', code: '', score: 5},
        {name: 'c', code: '', score: 3},
      ],
    });
    expect(m.names()).toEqual(['a', 'c', 'b']);
  });

  it('sortingFns registers functions any column can name; it is read on the first render only: with a function added later, a click marks the column sorted but the rows keep their order and React reports a `sortingFn is not a function` error', async () => {
    const byLength: MRT_SortingFn<Row> = (a, b, id) => String(a.getValue(id)).length - String(b.getValue(id)).length;
    // a new definition per table: MRT writes the function it found into the column definition it was given
    const columns = (): MRT_ColumnDef<Row>[] => [{accessorKey: 'name', header: 'Name', sortingFn: 'byLength'}];
    const first = instance({
      columns: columns(),
      sortingFns: {byLength},
      initialState: {sorting: [{id: 'name', desc: false}]},
    });
    expect(first.names()).toEqual(['fig', 'date', 'apple', 'Elder', 'banana', 'Cherry']);
    first.unmount();
    // React recovers from the render error and reports it (reportError: an `error` event on window)
    const reported: string[] = [];
    const onError = (event: ErrorEvent) => {
      reported.push(String(event.error?.cause ?? event.error));
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const later = setup({columns: columns()});
      later.update({sortingFns: {byLength}});
      await settle();
      expect(later.table().options.sortingFns).not.toHaveProperty('byLength');
      await settle(() => fireEvent.click(label('Name')));
      expect(sorting(later)).toEqual([{id: 'name', desc: false}]);
      expect(headerCell('Name')).toHaveAttribute('aria-sort', 'ascending');
      expect(Array.from(later.container.querySelectorAll('tbody tr')).map((tr) => tr.textContent)).toEqual(
        NAMES.slice(0, 6),
      );
      expect(reported).toEqual(['TypeError: columnInfo.sortingFn is not a function']);
    } finally {
      window.removeEventListener('error', onError);
      errors.mockRestore();
    }
  });
});

describe('direction and missing values', () => {
  it('without sortDescFirst, a string in the first row sorts ascending first; anything else descending first', () => {
    const {table} = instance({data: [{name: 'x', code: 'y', score: 1}]});
    expect(table().getColumn('name').getFirstSortDir()).toBe('asc');
    expect(table().getColumn('score').getFirstSortDir()).toBe('desc');
    const {table: other} = instance({
      data: [
        {name: 'x', code: 'y', score: undefined},
        {name: 'z', code: 'y', score: 3},
      ],
    });
    expect(other().getColumn('score').getFirstSortDir()).toBe('desc');
  });

  it('sortDescFirst on a column wins over the table’s', () => {
    const {table} = instance({sortDescFirst: true, columns: [COLUMNS[0], {...COLUMNS[2], sortDescFirst: false}]});
    expect(table().getColumn('name').getFirstSortDir()).toBe('desc');
    expect(table().getColumn('score').getFirstSortDir()).toBe('asc');
  });

  it('invertSorting: true flips the order in both directions, so descending puts the lowest value first', async () => {
    const rows = [
      {name: 'a', code: '', score: 2},
      {name: 'b', code: '', score: 1},
      {name: 'c', code: '', score: 3},
    ];
    const m = instance({
      data: rows,
      columns: [{accessorKey: 'score', header: 'Score', invertSorting: true}],
      initialState: {sorting: [{id: 'score', desc: true}]},
    });
    expect(m.names()).toEqual(['b', 'a', 'c']);
    await settle(() => m.table().setSorting([{id: 'score', desc: false}]));
    expect(m.names()).toEqual(['c', 'a', 'b']);
  });

  it("undefined values: 1 (default) after ascending and before descending; -1 the reverse; 'first' or 'last' always there; false passes undefined to the sorting function", async () => {
    const both = async (sortUndefined?: 1 | -1 | 'first' | 'last') => {
      // leave the key out for the default: an explicit `sortUndefined: undefined` replaces TanStack's 1
      const column: MRT_ColumnDef<Row> = {accessorKey: 'score', header: 'Score'};
      if (sortUndefined !== undefined) column.sortUndefined = sortUndefined;
      const m = instance({columns: [column]}, 8);
      const scores = () =>
        m
          .table()
          .getRowModel()
          .rows.map((row) => row.original.score);
      await settle(() => m.table().setSorting([{id: 'score', desc: false}]));
      const asc = scores();
      await settle(() => m.table().setSorting([{id: 'score', desc: true}]));
      const desc = scores();
      m.unmount();
      return {asc, desc};
    };
    const u = undefined;
    expect(await both()).toEqual({asc: [1, 2, 3, 5, 6, 7, u, u], desc: [u, u, 7, 6, 5, 3, 2, 1]});
    expect(await both(1)).toEqual({asc: [1, 2, 3, 5, 6, 7, u, u], desc: [u, u, 7, 6, 5, 3, 2, 1]});
    expect(await both(-1)).toEqual({asc: [u, u, 1, 2, 3, 5, 6, 7], desc: [7, 6, 5, 3, 2, 1, u, u]});
    expect(await both('first')).toEqual({asc: [u, u, 1, 2, 3, 5, 6, 7], desc: [u, u, 7, 6, 5, 3, 2, 1]});
    expect(await both('last')).toEqual({asc: [1, 2, 3, 5, 6, 7, u, u], desc: [7, 6, 5, 3, 2, 1, u, u]});
    // false: the sorting function compares an undefined value with a defined one, like any other value; by
    // default it only sees two undefined values together (after sortUndefined found them equal)
    const mixedPairs = (sortUndefined?: false) => {
      const pairs: unknown[][] = [];
      const column: MRT_ColumnDef<Row> = {
        accessorKey: 'score',
        header: 'Score',
        sortingFn: (a, b, id) => {
          pairs.push([a.getValue(id), b.getValue(id)]);
          return 0;
        },
      };
      if (sortUndefined === false) column.sortUndefined = false;
      const m = instance({columns: [column], initialState: {sorting: [{id: 'score', desc: false}]}}, 8);
      m.table().getRowModel();
      m.unmount();
      return pairs.filter(([a, b]) => (a === undefined) !== (b === undefined)).length;
    };
    expect(mixedPairs(false)).toBeGreaterThan(0);
    expect(mixedPairs()).toBe(0);
  });

  it('null goes to the sorting function: basic treats it as 0, the text functions as an empty string', () => {
    const rows = [
      {name: 'a', code: 'b', score: 2},
      {name: 'n', code: 'a', score: null},
      {name: 'm', code: 'c', score: -1},
    ];
    const basic = instance({
      data: rows,
      columns: [{accessorKey: 'score', header: 'Score', sortingFn: 'basic'}],
      initialState: {sorting: [{id: 'score', desc: false}]},
    });
    expect(basic.names()).toEqual(['m', 'n', 'a']);
    const text = instance({
      data: rows,
      columns: [{accessorKey: 'score', header: 'Score', sortingFn: 'text'}],
      initialState: {sorting: [{id: 'score', desc: false}]},
    });
    expect(text.names()).toEqual(['n', 'm', 'a']);
  });
});

describe('sorting on a server and ranking', () => {
  it('manualSorting leaves the rows in the order given, and the table still shows the sort', () => {
    const m = setup({manualSorting: true, initialState: {sorting: [{id: 'name', desc: false}]}});
    expect(m.names()).toEqual(NAMES.slice(0, 6));
    expect(headerCell('Name')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('while data is empty, MRT turns on manualSorting, manualFiltering, manualGrouping and manualPagination', () => {
    const {options} = instance({data: []}).table();
    expect([options.manualSorting, options.manualFiltering, options.manualGrouping, options.manualPagination]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('a search orders rows by match rank while no column is sorted; a sort wins; enableGlobalFilterRankedResults: false, a global filter function other than fuzzy, or manual sorting, filtering, grouping or expanding keeps the data’s order', async () => {
    const data = [
      {name: 'xxmango', code: '', score: 1},
      {name: 'mango', code: '', score: 2},
    ];
    const m = setup({data, columns: [COLUMNS[0]], initialState: {showGlobalFilter: true}});
    await settle(() => m.table().setGlobalFilter('mango'));
    const shown = () => Array.from(m.container.querySelectorAll('tbody tr')).map((tr) => tr.textContent);
    expect(shown()).toEqual(['mango', 'xxmango']);
    await settle(() => m.table().setSorting([{id: 'name', desc: true}]));
    expect(shown()).toEqual(['xxmango', 'mango']);
    m.unmount();
    for (const options of [
      {enableGlobalFilterRankedResults: false},
      {globalFilterFn: 'contains'},
      {manualSorting: true},
      {manualFiltering: true},
      {manualGrouping: true},
      {manualExpanding: true},
    ] as Partial<MRT_TableOptions<Row>>[]) {
      const kept = setup({data, columns: [COLUMNS[0]], ...options});
      await settle(() => kept.table().setGlobalFilter('mango'));
      expect([options, Array.from(kept.container.querySelectorAll('tbody tr')).map((tr) => tr.textContent)]).toEqual([
        options,
        ['xxmango', 'mango'],
      ]);
      kept.unmount();
    }
  });

  it('typing a search clears the column sort so the ranking shows; clearing the search brings the last sort back', async () => {
    const m = instance({initialState: {sorting: [{id: 'name', desc: false}]}});
    await settle(() => m.table().setGlobalFilter('an'));
    expect(sorting(m)).toEqual([]);
    await settle(() => m.table().setGlobalFilter(undefined));
    expect(sorting(m)).toEqual([{id: 'name', desc: false}]);
  });

  it('ranking is off while rows are expanded', async () => {
    const data = [
      {name: 'xxmango', code: '', score: 1},
      {name: 'mango', code: '', score: 2},
    ];
    const m = setup({data, columns: [COLUMNS[0]], initialState: {expanded: true}});
    await settle(() => m.table().setGlobalFilter('mango'));
    expect(Array.from(m.container.querySelectorAll('tbody tr')).map((tr) => tr.textContent)).toEqual([
      'xxmango',
      'mango',
    ]);
  });
});

describe('pitfalls', () => {
  it('a new sort sends the table back to initialState.pagination.pageIndex, unless autoResetPageIndex is false', async () => {
    const paged = instance({enablePagination: true, initialState: {pagination: {pageIndex: 1, pageSize: 5}}}, 12);
    await settle(() => paged.table().setPageIndex(2));
    await settle(() => paged.table().setSorting([{id: 'name', desc: false}]));
    expect(paged.table().getState().pagination.pageIndex).toBe(1);
    const kept = instance(
      {enablePagination: true, autoResetPageIndex: false, initialState: {pagination: {pageIndex: 0, pageSize: 5}}},
      12,
    );
    await settle(() => kept.table().setPageIndex(1));
    await settle(() => kept.table().setSorting([{id: 'name', desc: false}]));
    expect(kept.table().getState().pagination.pageIndex).toBe(1);
  });

  it('with manualPagination nothing is reset', async () => {
    const m = instance(
      {
        enablePagination: true,
        manualPagination: true,
        rowCount: 12,
        initialState: {pagination: {pageIndex: 0, pageSize: 5}},
      },
      12,
    );
    await settle(() => m.table().setPageIndex(1));
    await settle(() => m.table().setSorting([{id: 'name', desc: false}]));
    expect(m.table().getState().pagination.pageIndex).toBe(1);
  });

  it('a sorting entry whose id names no column is ignored', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(instance({initialState: {sorting: [{id: 'nope', desc: false}]}}).names()).toEqual(NAMES.slice(0, 6));
    } finally {
      spy.mockRestore();
    }
  });

  it('an accessorFn column without an id takes its header as id, so the state names the header', () => {
    const m = instance({
      columns: [{accessorFn: (row) => row.name.toLowerCase(), header: 'Lower name'}],
      initialState: {sorting: [{id: 'Lower name', desc: false}]},
    });
    expect(m.names()).toEqual(['apple', 'banana', 'Cherry', 'date', 'Elder', 'fig']);
  });
});
