/**
 * Claims of docs/guides/global-filtering.mdx, checked against the installed material-react-table.
 */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_SortingState} from 'material-react-table';
import {bodyRows, mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const firstNames = (container: HTMLElement) => bodyRows(container).map((cells) => cells[0]);
const marks = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('tbody [role="note"]')).map((note) => note.getAttribute('aria-label'));

describe('Global Filtering guide', () => {
  it('each row is ranked by its first matching column, not its best one', async () => {
    // Lumi matches "li" only letter by letter in its name, although its city starts with "li"
    const data = [
      {firstName: 'Lumi', city: 'Lisbon'},
      {firstName: 'Kalina', city: 'Oslo'},
    ] as Person[];
    const {container, table} = mountTable({
      data,
      columns: [
        {accessorKey: 'firstName', header: 'Name'},
        {accessorKey: 'city', header: 'City'},
      ],
    });
    await settle(() => table().setGlobalFilter('li'));
    expect(firstNames(container)).toEqual(['Kalina', 'Lumi']);
  });

  it('rows of equal rank keep their order in the data', async () => {
    const {container, table} = mountTable();
    await settle(() => table().setGlobalFilter('bo'));
    expect(firstNames(container)).toEqual(['Barbara', 'Margaret']);
  });

  it('text clears the sort, and an emptied search sets the last non-empty sort again, even one removed before searching', async () => {
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

  it('a sort removed before searching comes back when the search is emptied', async () => {
    const {table} = tableInstance({initialState: {sorting: [{id: 'age', desc: false}]}});
    await settle(() => table().setSorting([]));
    await settle(() => table().setGlobalFilter('a'));
    await settle(() => table().setGlobalFilter(undefined));
    expect(table().getState().sorting).toEqual([{id: 'age', desc: false}]);
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

  it('initialState.showGlobalFilter removes the Show/Hide search button', () => {
    mountTable({positionGlobalFilter: 'none', initialState: {showGlobalFilter: true}});
    expect(screen.queryByRole('button', {name: 'Show/Hide search'})).toBeNull();
  });

  it('the button is disabled while the box is open and holds text', async () => {
    const {table} = mountTable();
    const button = screen.getByRole('button', {name: 'Show/Hide search'});
    await settle(() => fireEvent.click(button));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await settle(() => table().setGlobalFilter('ada'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("a column can only opt out of highlighting: its true does nothing while the table's is off", async () => {
    const {container, table} = mountTable({
      enableFilterMatchHighlighting: false,
      columns: [{accessorKey: 'firstName', header: 'First Name', enableFilterMatchHighlighting: true}],
    });
    await settle(() => table().setGlobalFilter('ada'));
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
    await settle(() => table().setGlobalFilter('ll'));
    // Allen (last name) and ... only first names are marked
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
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', {name: /Contains/})));
    expect(table().getState().globalFilterFn).toBe('contains');
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

  it('the globalFilterFn option overrides initialState.globalFilterFn', () => {
    const {table} = tableInstance({globalFilterFn: 'startsWith', initialState: {globalFilterFn: 'contains'}});
    expect(table().getState().globalFilterFn).toBe('startsWith');
  });

  it("with state.globalFilterFn the rows are still filtered with the table's own value", async () => {
    const {table} = tableInstance({state: {globalFilterFn: 'startsWith'}});
    await settle(() => table().setGlobalFilter('da'));
    // fuzzy (the table's own value) keeps "Ada" and others; startsWith would keep only "Donald"
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.original.firstName),
    ).toContain('Ada');
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
  });

  it('display columns are never searched', () => {
    const {table} = tableInstance({enableRowNumbers: true, enableRowSelection: true});
    expect(table().getColumn('mrt-row-numbers').getCanGlobalFilter()).toBe(false);
    expect(table().getColumn('mrt-row-select').getCanGlobalFilter()).toBe(false);
  });
});
