/**
 * Claims of docs/guides/global-filtering.mdx, checked against the installed material-react-table.
 */
import {act, fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_SortingState} from 'material-react-table';
import {bodyRows, mountTable, people, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const firstNames = (container: HTMLElement) => bodyRows(container).map((cells) => cells[0]);
/** Types `value` into the open search box and lets `ms` milliseconds of its pause pass (fake timers must be on). */
async function typeInSearch(value: string, ms: number) {
  fireEvent.change(screen.getByPlaceholderText('Search'), {target: {value}});
  await wait(ms);
}
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

// Lumi matches "li" only letter by letter in her name, although her city starts with "li"
const lumiAndKalina = [
  {firstName: 'Lumi', city: 'Lisbon', age: 30},
  {firstName: 'Kalina', city: 'Oslo', age: 40},
] as Person[];
const nameAndCity: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'Name'},
  {accessorKey: 'city', header: 'City'},
];

const marks = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('tbody [role="note"]')).map((note) => note.getAttribute('aria-label'));

describe('Global Filtering guide', () => {
  afterEach(() => jest.useRealTimers());

  it('in a fresh search, a row whose Name matches the query only letter by letter is ranked low even when its City starts with the query', async () => {
    const {container, table} = mountTable({data: lumiAndKalina, columns: nameAndCity});
    await settle(() => table().setGlobalFilter('li'));
    expect(firstNames(container)).toEqual(['Kalina', 'Lumi']);
  });

  it('scores persist between searches: type lis, then delete the s, and Lumi comes first on the City score kept from lis', async () => {
    const {container} = mountTable({data: lumiAndKalina, columns: nameAndCity, initialState: {showGlobalFilter: true}});
    jest.useFakeTimers();
    await typeInSearch('lis', 300);
    expect(firstNames(container)).toEqual(['Lumi']);
    await typeInSearch('li', 300);
    expect(firstNames(container)).toEqual(['Lumi', 'Kalina']);
  });

  it('a column the search does not reach keeps its score until neither the search box nor any column filter holds a value', async () => {
    const columns: MRT_ColumnDef<Person>[] = [
      ...nameAndCity,
      {accessorKey: 'age', header: 'Age', filterFn: 'greaterThan'},
    ];
    const {container, table} = mountTable({data: lumiAndKalina, columns, initialState: {showGlobalFilter: true}});
    jest.useFakeTimers();
    // both boxes empty: the kept score is gone
    await typeInSearch('lis', 300);
    await typeInSearch('', 300);
    await typeInSearch('li', 300);
    expect(firstNames(container)).toEqual(['Kalina', 'Lumi']);
    // a column filter that keeps both rows still holds a value while the search is emptied: the score stays
    await settle(() => table().getColumn('age').setFilterValue('1'));
    await typeInSearch('lis', 300);
    await typeInSearch('', 300);
    await typeInSearch('li', 300);
    expect(firstNames(container)).toEqual(['Lumi', 'Kalina']);
  });

  it('a row that has sub-rows gets no score and comes after every other match', async () => {
    const data = [
      {...people[0], firstName: 'Ada', subRows: [people[1]]},
      {...people[2], firstName: 'Adam'},
      {...people[3], firstName: 'Kada'},
    ] as Person[];
    const view = mountTable({data, enableExpanding: true, columns: [{accessorKey: 'firstName', header: 'Name'}]});
    await settle(() => view.table().setGlobalFilter('ada'));
    const scored = view
      .table()
      .getPrePaginationRowModel()
      .rows.map((row) => [row.original.firstName, Object.keys(row.columnFiltersMeta).length > 0]);
    expect(Object.fromEntries(scored)).toEqual({Ada: false, Adam: true, Kada: true});
    // the expand column comes first
    expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Adam', 'Kada', 'Ada']);
    view.unmount();
  });

  it('rows of equal rank keep their order in the data', async () => {
    const {container, table} = mountTable();
    // both match only on City "New York", which starts with "new": Grace comes before Frances in the data,
    // after her in the alphabet
    await settle(() => table().setGlobalFilter('new'));
    expect(firstNames(container)).toEqual(['Grace', 'Frances']);
  });

  it('the table sets the sorting state through your onSortingChange: text clears the sort, and an emptied search sets the last non-empty sort again', async () => {
    const calls: MRT_SortingState[] = [];
    const {table} = tableInstance({
      initialState: {sorting: [{id: 'age', desc: false}]},
      onSortingChange: (updater) => {
        calls.push(typeof updater === 'function' ? updater([]) : updater);
      },
    });
    calls.length = 0;
    await settle(() => table().setGlobalFilter('a'));
    expect(calls).toEqual([[]]);
    await settle(() => table().setGlobalFilter(undefined));
    expect(calls).toEqual([[], [{id: 'age', desc: false}]]);
  });

  it('an emptied search sets the last non-empty sort again, even one the visitor had removed before searching', async () => {
    const {container} = mountTable({initialState: {sorting: [{id: 'age', desc: false}], showGlobalFilter: true}});
    const ages = () => bodyRows(container).map((cells) => cells[2]);
    const sortedAges = people.map((person) => person.age).sort((a, b) => a - b);
    expect(ages()).toEqual(sortedAges.map(String));
    // the visitor removes the sort (an ascending number column goes to unsorted on the next click)
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Sorted by Age ascending'})));
    expect(ages()).toEqual(people.map((person) => String(person.age)));
    jest.useFakeTimers();
    await typeInSearch('a', 300);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Clear search'})));
    expect(ages()).toEqual(sortedAges.map(String));
  });

  it('with enableGlobalFilterRankedResults: false the search keeps the current sort', async () => {
    const {table} = tableInstance({
      enableGlobalFilterRankedResults: false,
      initialState: {sorting: [{id: 'age', desc: false}]},
    });
    await settle(() => table().setGlobalFilter('a'));
    expect(table().getState().sorting).toEqual([{id: 'age', desc: false}]);
  });

  it("with positionGlobalFilter: 'none' the Show/Hide search button stays and opens no box in the toolbar", async () => {
    const {table} = mountTable({positionGlobalFilter: 'none'});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide search'})));
    expect(table().getState().showGlobalFilter).toBe(true);
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
  });

  it('with initialState.showGlobalFilter the toggle button is not rendered at all, while a box opened by state.showGlobalFilter still has its button', () => {
    const shown = (options: Parameters<typeof mountTable>[0]) => {
      const view = mountTable(options);
      const result = [
        !!screen.queryByRole('button', {name: 'Show/Hide search'}),
        !!screen.queryByPlaceholderText('Search'),
      ];
      view.unmount();
      return result;
    };
    expect(shown({})).toEqual([true, false]);
    expect(shown({initialState: {showGlobalFilter: true}})).toEqual([false, true]);
    expect(shown({state: {showGlobalFilter: true}})).toEqual([true, true]);
    // also with positionGlobalFilter: 'none', as in the page's example
    expect(shown({positionGlobalFilter: 'none', initialState: {showGlobalFilter: true}})).toEqual([false, false]);
  });

  it('the button is disabled while the box is open and holds text', async () => {
    mountTable();
    const button = screen.getByRole('button', {name: 'Show/Hide search'}) as HTMLButtonElement;
    await settle(() => fireEvent.click(button));
    expect(button.disabled).toBe(false);
    jest.useFakeTimers();
    await typeInSearch('ada', 300);
    expect(button.disabled).toBe(true);
    // the text emptied by hand: the box can be hidden again
    await typeInSearch('', 300);
    expect(button.disabled).toBe(false);
  });

  it("a column can only opt out of highlighting: its true does nothing while the table's is off", async () => {
    const {container, table, update} = mountTable({
      columns: [{accessorKey: 'firstName', header: 'First Name', enableFilterMatchHighlighting: true}],
    });
    await settle(() => table().setGlobalFilter('ada'));
    expect(marks(container)).toEqual(['Ada']);
    update({enableFilterMatchHighlighting: false});
    expect(marks(container)).toEqual([]);
  });

  it('a column opts out of highlighting with enableFilterMatchHighlighting: false', async () => {
    const {container, table} = mountTable({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'lastName', header: 'Last Name', enableFilterMatchHighlighting: false},
      ],
      globalFilterFn: 'contains',
    });
    // "ll" is found only in Allen, a last name: the row stays, unmarked
    await settle(() => table().setGlobalFilter('ll'));
    expect(bodyRows(container).map((cells) => cells[1])).toEqual(['Allen']);
    expect(marks(container)).toEqual([]);
    await settle(() => table().setGlobalFilter('ad'));
    expect(marks(container)).toEqual(['Ada']);
  });

  it('choosing a search mode clears the search text', async () => {
    const {table} = mountTable({
      enableGlobalFilterModes: true,
      initialState: {showGlobalFilter: true, globalFilter: 'ada'},
    });
    const box = screen.getByPlaceholderText('Search') as HTMLInputElement;
    expect(box.value).toBe('ada');
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', {name: /Contains/})));
    expect(table().getState().globalFilterFn).toBe('contains');
    expect(box.value).toBe('');
    expect(table().getState().globalFilter).toBeUndefined();
  });

  it("the menu only ever lists Fuzzy, Contains and Starts With: 'equals' in globalFilterModeOptions adds no item", async () => {
    mountTable({
      enableGlobalFilterModes: true,
      globalFilterModeOptions: ['equals', 'startsWith'],
      initialState: {showGlobalFilter: true},
    });
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['aStarts With']);
  });

  it("the option is read once and becomes the initial globalFilterFn state; initialState.globalFilterFn is ignored, and without the option the mode starts as 'fuzzy'", async () => {
    const withOption = tableInstance({globalFilterFn: 'startsWith', initialState: {globalFilterFn: 'contains'}});
    expect(withOption.table().getState().globalFilterFn).toBe('startsWith');
    const withoutOption = tableInstance({initialState: {globalFilterFn: 'contains'}});
    expect(withoutOption.table().getState().globalFilterFn).toBe('fuzzy');
    // a later option changes neither the state nor the search: "ew" is inside "New York", at no value's start
    withOption.update({globalFilterFn: 'contains'});
    await settle(() => withOption.table().setGlobalFilter('ew'));
    expect(withOption.table().getState().globalFilterFn).toBe('startsWith');
    expect(withOption.table().getFilteredRowModel().rows).toHaveLength(0);
    withOption.unmount();
    withoutOption.unmount();
  });

  it("with state.globalFilterFn and onGlobalFilterFnChange the menu follows the controlled value, but the rows are still filtered with the table's own value", async () => {
    const view = mountTable({
      enableGlobalFilterModes: true,
      initialState: {showGlobalFilter: true},
      state: {globalFilterFn: 'fuzzy'},
      onGlobalFilterFnChange: (updater) =>
        view.update({state: {globalFilterFn: typeof updater === 'function' ? updater('fuzzy') : updater}}),
    });
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', {name: /Starts With/})));
    expect(view.table().getState().globalFilterFn).toBe('startsWith');
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    const selected = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .filter((item) => item.classList.contains('Mui-selected'));
    expect(selected.map((item) => item.textContent)).toEqual([expect.stringContaining('Starts With')]);
    await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
    jest.useFakeTimers();
    // no first name starts with "da"; fuzzy (the table's own value) keeps Ada, Donald, Edsger...
    await typeInSearch('da', 300);
    expect(firstNames(view.container)).toContain('Ada');
  });

  it('a column whose first row holds null is not searched, even with enableGlobalFilter: true', async () => {
    const data = [
      {firstName: 'Ada', city: null},
      {firstName: 'Alan', city: 'Paris'},
    ] as unknown as Person[];
    const {table} = tableInstance({
      data,
      globalFilterFn: 'contains',
      columns: [
        {accessorKey: 'firstName', header: 'Name'},
        {accessorKey: 'city', header: 'City', enableGlobalFilter: true},
      ],
    });
    await settle(() => table().setGlobalFilter('paris'));
    expect(table().getFilteredRowModel().rows).toHaveLength(0);
    // the same rows with Paris first: the City column is searched
    const reversed = tableInstance({
      data: [...data].reverse(),
      globalFilterFn: 'contains',
      columns: [
        {accessorKey: 'firstName', header: 'Name'},
        {accessorKey: 'city', header: 'City', enableGlobalFilter: true},
      ],
    });
    await settle(() => reversed.table().setGlobalFilter('paris'));
    expect(
      reversed
        .table()
        .getFilteredRowModel()
        .rows.map((row) => row.original.firstName),
    ).toEqual(['Alan']);
  });

  it('display columns are never searched', () => {
    const {table} = tableInstance({enableRowNumbers: true, enableRowSelection: true});
    expect(table().getColumn('mrt-row-numbers').getCanGlobalFilter()).toBe(false);
    expect(table().getColumn('mrt-row-select').getCanGlobalFilter()).toBe(false);
  });

  it('the box sets the globalFilter state only after a pause: 250 ms, or 500 ms with manualFiltering', async () => {
    const paused = async (manualFiltering: boolean) => {
      const calls: unknown[] = [];
      const view = mountTable({
        manualFiltering,
        initialState: {showGlobalFilter: true},
        onGlobalFilterChange: (value) => calls.push(value),
      });
      jest.useFakeTimers();
      const counts: number[] = [];
      await typeInSearch('ada', 240);
      counts.push(calls.length);
      await wait(20); // 260 ms
      counts.push(calls.length);
      await wait(230); // 490 ms
      counts.push(calls.length);
      await wait(20); // 510 ms
      counts.push(calls.length);
      jest.useRealTimers();
      view.unmount();
      return counts;
    };
    expect(await paused(false)).toEqual([0, 1, 1, 1]);
    expect(await paused(true)).toEqual([0, 0, 0, 1]);
  });

  it('MRT turns manualFiltering on while data is empty, and the pause is fixed when the table first renders, even with the box closed: 500 ms for good, also after the rows arrive', async () => {
    const calls: unknown[] = [];
    const view = mountTable({data: [] as Person[], onGlobalFilterChange: (value) => calls.push(value)});
    expect(view.table().options.manualFiltering).toBe(true);
    view.update({data: people});
    expect(view.table().options.manualFiltering).toBeUndefined();
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide search'})));
    jest.useFakeTimers();
    await typeInSearch('ada', 300);
    expect(calls).toEqual([]);
    await wait(250);
    expect(calls).toEqual(['ada']);
  });

  it("the × button passes undefined, while deleting the text by hand passes ''", async () => {
    const calls: unknown[] = [];
    const {table} = mountTable({
      initialState: {showGlobalFilter: true},
      onGlobalFilterChange: (value) => calls.push(value),
    });
    jest.useFakeTimers();
    await typeInSearch('ada', 300);
    await typeInSearch('', 300);
    expect(calls).toEqual(['ada', '']);
    await typeInSearch('ada', 300);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Clear search'})));
    expect(calls).toEqual(['ada', '', 'ada', undefined]);
    expect((screen.getByPlaceholderText('Search') as HTMLInputElement).value).toBe('');
    expect(table().getState().globalFilter).toBeUndefined();
  });

  it("a name that is neither one of MRT's filter functions nor a key of `filterFns` turns the search off: the box still takes text, and every row stays", async () => {
    const allWords = (row: {getValue: (id: string) => unknown}, columnId: string, filterValue: string) =>
      filterValue
        .toLowerCase()
        .split(/\s+/)
        .every((word) =>
          String(row.getValue(columnId) ?? '')
            .toLowerCase()
            .includes(word),
        );
    const search = async (globalFilterFn: string) => {
      jest.useFakeTimers();
      const view = mountTable({filterFns: {allWords}, globalFilterFn, initialState: {showGlobalFilter: true}});
      await typeInSearch('ada', 300);
      const shown = firstNames(view.container);
      const typed = (screen.getByPlaceholderText('Search') as HTMLInputElement).value;
      view.unmount();
      jest.useRealTimers();
      return [typed, shown];
    };
    expect(await search('allWords')).toEqual(['ada', ['Ada']]);
    expect(await search('allword')).toEqual(['ada', people.map((person) => person.firstName)]);
    expect(await search('contain')).toEqual(['ada', people.map((person) => person.firstName)]);
  });
});
