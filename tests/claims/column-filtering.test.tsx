/**
 * Claims of docs/guides/column-filtering.mdx, checked against the installed material-react-table.
 */
import fs from 'node:fs';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  MaterialReactTable,
  MRT_FilterFns,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_FilterFn,
} from 'material-react-table';
import {bodyRows, mountTable, settle, people, type Person} from './harness';
import {tableInstance} from './tableInstance';

// the ten people and a row whose age is 0
const withBaby: Person[] = [...people, {id: '11', firstName: 'Baby', lastName: 'New', age: 0, city: 'Boston'}];

const openColumnMenu = async (header: string) => {
  const cell = screen.getAllByRole('columnheader').find((th) => th.textContent?.startsWith(header))!;
  await settle(() => fireEvent.click(within(cell).getByRole('button', {name: 'Column Actions'})));
  return screen.getByRole('menu');
};

const modeButtons = () => screen.queryAllByRole('button', {name: 'Change filter mode'});
/** The names, of those the table has, of the columns whose filter has a mode button. */
const headersWithModeButton = (names = ['First Name', 'Last Name', 'City']) =>
  names.filter((name) => {
    const th = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith(name));
    return th && within(th).queryByRole('button', {name: 'Change filter mode'});
  });

const shorterThan: MRT_FilterFn<Person> = (row, columnId, filterValue) =>
  row.getValue<string>(columnId).length < Number(filterValue);

describe('Column Filtering guide', () => {
  it('a registered function named in columnFilterModeOptions is not added to the mode menu', async () => {
    mountTable({
      columns: [{accessorKey: 'lastName', header: 'Last Name'}],
      enableColumnFilterModes: true,
      filterFns: {shorterThan},
      columnFilterModeOptions: ['shorterThan', 'contains'],
      initialState: {showColumnFilters: true},
    });
    await settle(() => fireEvent.click(modeButtons()[0]));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['*Contains']);
  });

  it("the menu offers MRT's fourteen functions, from fuzzy to notEmpty, in that fixed order", async () => {
    const menu = async (columnFilterModeOptions?: string[]) => {
      const view = mountTable({
        columns: [{accessorKey: 'lastName', header: 'Last Name'}],
        enableColumnFilterModes: true,
        columnFilterModeOptions,
        initialState: {showColumnFilters: true},
      });
      await settle(() => fireEvent.click(modeButtons()[0]));
      const items = within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      view.unmount();
      return items;
    };
    expect(await menu()).toEqual([
      '≈Fuzzy',
      '*Contains',
      'aStarts With',
      'zEnds With',
      '=Equals',
      '≠Not Equals',
      '⇿Between',
      '⬌Between Inclusive',
      '>Greater Than',
      '≥Greater Than Or Equal To',
      '<Less Than',
      '≤Less Than Or Equal To',
      '∅Empty',
      '!∅Not Empty',
    ]);
    // a list in another order does not reorder the menu
    expect(await menu(['notEmpty', 'startsWith', 'fuzzy'])).toEqual(['≈Fuzzy', 'aStarts With', '!∅Not Empty']);
  });

  it("null and '' count as 0 in the range functions, so a range with only a Max, or a Min below 0, keeps the rows that have no value", async () => {
    const data = [
      {id: '1', name: 'a', age: 30},
      {id: '2', name: 'b', age: null},
      {id: '3', name: 'c', age: ''},
      {id: '4', name: 'd', age: 60},
    ] as unknown as Person[];
    const {table} = tableInstance({data, columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'range'}]});
    await settle(() => table().getColumn('age').setFilterValue(['', '40']));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['0', '1', '2']);
    await settle(() => table().getColumn('age').setFilterValue(['-1', '40']));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['0', '1', '2']);
    await settle(() => table().getColumn('age').setFilterValue(['1', '40']));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['0']);
  });

  it("null and '' count as 0 in greaterThan and lessThan", async () => {
    const data = [{age: null}, {age: ''}, {age: 5}] as unknown as Person[];
    const kept = async (filterFn: 'greaterThan' | 'lessThan', value: string) => {
      const {table, unmount} = tableInstance({data, columns: [{accessorKey: 'age', header: 'Age', filterFn}]});
      await settle(() => table().getColumn('age').setFilterValue(value));
      const ids = table()
        .getFilteredRowModel()
        .rows.map((row) => row.id);
      unmount();
      return ids;
    };
    expect(await kept('lessThan', '1')).toEqual(['0', '1']);
    expect(await kept('lessThan', '0')).toEqual([]);
    expect(await kept('greaterThan', '-1')).toEqual(['0', '1', '2']);
    expect(await kept('greaterThan', '0')).toEqual(['2']);
  });

  it('enableColumnFilterModes: true on a column does nothing while the table option is off', () => {
    const {update} = mountTable({
      columns: [{accessorKey: 'lastName', header: 'Last Name', enableColumnFilterModes: true}],
      initialState: {showColumnFilters: true},
    });
    expect(modeButtons()).toHaveLength(0);
    update({enableColumnFilterModes: true});
    expect(modeButtons()).toHaveLength(1);
  });

  it('a column can opt out with enableColumnFilterModes: false', () => {
    mountTable({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'lastName', header: 'Last Name', enableColumnFilterModes: false},
      ],
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
    });
    expect(headersWithModeButton()).toEqual(['First Name']);
  });

  it("an empty list on a column removes that column's mode button; its filter keeps its filterFn", async () => {
    const {container, table} = mountTable({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'lastName', header: 'Last Name', filterFn: 'startsWith', columnFilterModeOptions: []},
      ],
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
    });
    expect(headersWithModeButton()).toEqual(['First Name']);
    expect(table().getState().columnFilterFns.lastName).toBe('startsWith');
    // "ho" starts Hopper, and is inside Thompson, which fuzzy would keep too
    await settle(() => table().getColumn('lastName').setFilterValue('ho'));
    expect(bodyRows(container).map((cells) => cells[1])).toEqual(['Hopper']);
  });

  it("null on the table removes the mode button from every column with no list; a column's null falls back to the table's list, or to every mode when the table has none", async () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First Name'},
      {accessorKey: 'lastName', header: 'Last Name', columnFilterModeOptions: null},
      {accessorKey: 'city', header: 'City', columnFilterModeOptions: ['contains']},
    ];
    const tableNull = mountTable({
      columns,
      enableColumnFilterModes: true,
      columnFilterModeOptions: null,
      initialState: {showColumnFilters: true},
    });
    expect(headersWithModeButton()).toEqual(['City']);
    tableNull.unmount();
    mountTable({columns, enableColumnFilterModes: true, initialState: {showColumnFilters: true}});
    expect(headersWithModeButton()).toEqual(['First Name', 'Last Name', 'City']);
    const lastName = screen.getAllByRole('columnheader').find((th) => th.textContent?.startsWith('Last Name'))!;
    await settle(() => fireEvent.click(within(lastName).getByRole('button', {name: 'Change filter mode'})));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(14);
  });

  it("range variants: the menu of a `range`, `date-range` or `datetime-range` column offers only `between` and `betweenInclusive`, whatever a non-empty list says (an empty list still removes the button); a `range-slider` has no mode button at all, and a `time-range` column's menu follows the list like any other column's", async () => {
    const menuOf = async (filterVariant: string, list: string[]) => {
      function Table() {
        const table = useMaterialReactTable<Person>({
          columns: [
            {accessorKey: 'age', header: 'Age', filterVariant, columnFilterModeOptions: list} as MRT_ColumnDef<Person>,
          ],
          data: people,
          enableColumnFilterModes: true,
          initialState: {showColumnFilters: true},
        });
        return <MaterialReactTable table={table} />;
      }
      const table = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Table />
        </LocalizationProvider>,
      );
      const buttons = modeButtons();
      let items: string[] | null = null;
      if (buttons.length) {
        await settle(() => fireEvent.click(buttons[0]));
        items = within(screen.getByRole('menu'))
          .getAllByRole('menuitem')
          .map((item) => item.textContent ?? '');
      }
      table.unmount();
      return items;
    };
    const list = ['contains', 'between'];
    for (const variant of ['range', 'date-range', 'datetime-range']) {
      expect([variant, await menuOf(variant, list)]).toEqual([variant, ['⇿Between', '⬌Between Inclusive']]);
      expect([variant, await menuOf(variant, [])]).toEqual([variant, null]);
    }
    expect(await menuOf('range-slider', list)).toBeNull();
    expect(await menuOf('time-range', list)).toEqual(['*Contains', '⇿Between']);
  });

  it("a `multi-select` column's default `arrIncludesSome` keeps a row when its value `includes` one of the chosen options: on text a substring test, and case-sensitive: a chosen `York` also keeps the rows of `New York`, and `york` keeps none of them", async () => {
    const cities = (choice: string) => async () => {
      const view = mountTable({
        columns: [
          {accessorKey: 'city', header: 'City', filterVariant: 'multi-select', filterSelectOptions: [choice, 'Boston']},
        ],
        initialState: {showColumnFilters: true},
      });
      expect(view.table().getColumn('city').getFilterFn()?.name).toBe('arrIncludesSome');
      const header = screen.getAllByRole('columnheader').find((th) => th.textContent?.startsWith('City'))!;
      await settle(() => fireEvent.mouseDown(within(header).getByRole('combobox')));
      await settle(() => fireEvent.click(screen.getByRole('option', {name: choice})));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      const shown = bodyRows(view.container).map((cells) => cells[0]);
      view.unmount();
      return shown;
    };
    expect(await cities('York')()).toEqual(['New York', 'New York']);
    expect(await cities('york')()).toEqual(['No results found']);
  });

  it('when the column sets no filterFn, the variant picks the filter function (getDefaultColumnFilterFn), for all thirteen variants', () => {
    const defaults = {
      text: 'fuzzy',
      autocomplete: 'fuzzy',
      select: 'equals',
      'multi-select': 'arrIncludesSome',
      checkbox: 'equals',
      range: 'betweenInclusive',
      'range-slider': 'betweenInclusive',
      date: 'fuzzy',
      datetime: 'fuzzy',
      time: 'fuzzy',
      'date-range': 'betweenInclusive',
      'datetime-range': 'betweenInclusive',
      'time-range': 'betweenInclusive',
    } as const;
    const variants = Object.keys(defaults) as (keyof typeof defaults)[];
    const {table} = tableInstance({
      columns: variants.map(
        (filterVariant) =>
          ({id: filterVariant, accessorKey: 'age', header: filterVariant, filterVariant}) as MRT_ColumnDef<Person>,
      ),
    });
    for (const variant of variants) {
      expect([variant, table().getState().columnFilterFns[variant]]).toEqual([variant, defaults[variant]]);
      // the function the column filters with, not only the mode's name
      expect([variant, table().getColumn(variant).getFilterFn() === MRT_FilterFns[defaults[variant]]]).toEqual([
        variant,
        true,
      ]);
    }
  });

  it('a falsy filter value set through the table removes the filter: a number 0 set with column.setFilterValue or table.setColumnFilters removes it', async () => {
    const {table} = tableInstance({columns: [{accessorKey: 'age', header: 'Age', filterFn: 'equals'}]});
    await settle(() => table().getColumn('age').setFilterValue('36'));
    expect(table().getState().columnFilters).toEqual([{id: 'age', value: '36'}]);
    await settle(() => table().getColumn('age').setFilterValue(0));
    expect(table().getState().columnFilters).toEqual([]);
    await settle(() => table().setColumnFilters([{id: 'age', value: 0}]));
    expect(table().getState().columnFilters).toEqual([]);
    // the string '0', what a text field passes on, stays and filters
    const baby = tableInstance({data: withBaby, columns: [{accessorKey: 'age', header: 'Age', filterFn: 'equals'}]});
    await settle(() => baby.table().getColumn('age').setFilterValue('0'));
    expect(baby.table().getState().columnFilters).toEqual([{id: 'age', value: '0'}]);
    expect(
      baby
        .table()
        .getFilteredRowModel()
        .rows.map((row) => row.original.firstName),
    ).toEqual(['Baby']);
  });

  it('a falsy value written directly in state.columnFilters or initialState.columnFilters stays and filters: 0 with equals keeps only the rows whose value is 0', () => {
    const columns = [{accessorKey: 'age', header: 'Age', filterFn: 'equals'} as const];
    const unfiltered = tableInstance({data: withBaby, columns});
    expect(unfiltered.table().getFilteredRowModel().rows).toHaveLength(11);
    unfiltered.unmount();
    for (const where of ['state', 'initialState'] as const) {
      const {table, unmount} = tableInstance({
        data: withBaby,
        columns,
        [where]: {columnFilters: [{id: 'age', value: 0}]},
      });
      expect(table().getState().columnFilters).toEqual([{id: 'age', value: 0}]);
      expect(
        table()
          .getFilteredRowModel()
          .rows.map((row) => row.original.firstName),
      ).toEqual(['Baby']);
      unmount();
    }
  });

  it('the falsy value stays until the next change made through table.setColumnFilters, such as typing in any filter, drops it', async () => {
    const {container, table} = mountTable({
      data: withBaby,
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'age', header: 'Age', filterFn: 'equals'},
        {accessorKey: 'city', header: 'City', filterFn: 'contains'},
      ],
      initialState: {showColumnFilters: true, columnFilters: [{id: 'age', value: 0}]},
    });
    expect(bodyRows(container).map((cells) => cells[0])).toEqual(['Baby']);
    jest.useFakeTimers();
    try {
      fireEvent.change(screen.getByPlaceholderText('Filter by City'), {target: {value: 'bo'}});
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
    } finally {
      jest.useRealTimers();
    }
    expect(table().getState().columnFilters).toEqual([{id: 'city', value: 'bo'}]);
    expect(bodyRows(container).map((cells) => cells[0])).toEqual(['Barbara', 'Margaret', 'Baby']);
  });

  it("equals matches booleans and numbers by their text: a checkbox filter's 'true' or 'false' matches true and false in the rows", async () => {
    const data = [
      {active: true, age: 36},
      {active: false, age: 85},
    ] as unknown as Person[];
    const {table} = tableInstance({
      data,
      columns: [
        {accessorKey: 'active', header: 'Active', filterVariant: 'checkbox'},
        {accessorKey: 'age', header: 'Age', filterFn: 'equals'},
      ],
    });
    const kept = () =>
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.id);
    await settle(() => table().getColumn('active').setFilterValue('false'));
    expect(kept()).toEqual(['1']);
    await settle(() => table().getColumn('active').setFilterValue('true'));
    expect(kept()).toEqual(['0']);
    await settle(() => table().setColumnFilters([{id: 'age', value: '85'}]));
    expect(kept()).toEqual(['1']);
  });

  it("greaterThan compares the lower-cased text unless both sides are numbers, so '10' < '9'", async () => {
    const data = [{code: '10a'}, {code: '9a'}] as unknown as Person[];
    const {table} = tableInstance({data, columns: [{accessorKey: 'code', header: 'Code', filterFn: 'greaterThan'}]});
    await settle(() => table().getColumn('code').setFilterValue('5a'));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['1']);
    // both sides numbers: compared as numbers, 10 > 9
    const numbers = tableInstance({
      data: [{code: 10}, {code: 9}] as unknown as Person[],
      columns: [{accessorKey: 'code', header: 'Code', filterFn: 'greaterThan'}],
    });
    await settle(() => numbers.table().getColumn('code').setFilterValue('9'));
    expect(
      numbers
        .table()
        .getFilteredRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['0']);
  });

  it('the empty value of a range stays in the state but keeps every row', async () => {
    const {table} = tableInstance({columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'range'}]});
    await settle(() => table().getColumn('age').setFilterValue(['', '']));
    expect(table().getState().columnFilters).toEqual([{id: 'age', value: ['', '']}]);
    expect(table().getFilteredRowModel().rows).toHaveLength(people.length);
  });

  it("a column cannot turn filtering back on when the table's enableColumnFilters or enableFilters is false", () => {
    const canFilter = (options: Parameters<typeof tableInstance>[0]) => {
      const {table, unmount} = tableInstance({
        columns: [{accessorKey: 'age', header: 'Age', enableColumnFilter: true}],
        ...options,
      });
      const result = table().getColumn('age').getCanFilter();
      unmount();
      return result;
    };
    expect(canFilter({})).toBe(true);
    expect(canFilter({enableColumnFilters: false})).toBe(false);
    expect(canFilter({enableFilters: false})).toBe(false);
  });

  it('initialState.columnFilterFns sets the mode only for columns that have no filterFn', () => {
    const {table} = tableInstance({
      columns: [
        {accessorKey: 'firstName', header: 'First Name', filterFn: 'startsWith'},
        {accessorKey: 'lastName', header: 'Last Name'},
      ],
      initialState: {columnFilterFns: {firstName: 'contains', lastName: 'endsWith'}},
    });
    expect(table().getState().columnFilterFns).toMatchObject({firstName: 'startsWith', lastName: 'endsWith'});
  });

  it('a function you registered has no label, so the field reads "Filter Mode: undefined"', () => {
    mountTable({
      columns: [{accessorKey: 'lastName', header: 'Last Name', filterFn: 'shorterThan'}],
      filterFns: {shorterThan},
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
    });
    expect(screen.getByText('Filter Mode: undefined')).toBeTruthy();
  });

  it('"Filter by column" opens the row and puts the cursor in that column\'s filter; while the row is open, it is disabled, unless enableColumnFilterModes is on: it then opens the column\'s filter mode menu', async () => {
    const filterBy = (menu: HTMLElement) => within(menu).getByRole('menuitem', {name: 'Filter by Last Name'});
    const closed = mountTable();
    expect(screen.queryByPlaceholderText('Filter by Last Name')).toBeNull();
    const first = filterBy(await openColumnMenu('Last Name'));
    expect(first.getAttribute('aria-disabled')).toBeNull();
    await settle(() => fireEvent.click(first));
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Filter by Last Name'));
    closed.unmount();
    const open = mountTable({initialState: {showColumnFilters: true}});
    expect(filterBy(await openColumnMenu('Last Name')).getAttribute('aria-disabled')).toBe('true');
    open.unmount();
    mountTable({initialState: {showColumnFilters: true}, enableColumnFilterModes: true});
    const item = filterBy(await openColumnMenu('Last Name'));
    expect(item.getAttribute('aria-disabled')).toBeNull();
    await settle(() => fireEvent.click(item));
    const modes = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(modes).toHaveLength(14);
    expect(modes[0].textContent).toContain('Fuzzy');
  });

  it("faceted values: a column without filterSelectOptions lists the distinct values of the column, sorted; only the select and multi-select options show each value's number of rows, the autocomplete suggestions show the values alone", async () => {
    mountTable({
      enableFacetedValues: true,
      initialState: {showColumnFilters: true},
      columns: [
        {accessorKey: 'lastName', header: 'Last Name', filterVariant: 'autocomplete'},
        {accessorKey: 'city', header: 'City', filterVariant: 'select'},
        {accessorKey: 'firstName', header: 'First Name', filterVariant: 'multi-select'},
      ],
    });
    const options = () => screen.getAllByRole('option').map((option) => option.textContent);
    const [autocomplete, select, multiSelect] = screen.getAllByRole('combobox');
    await settle(() => fireEvent.mouseDown(select));
    expect(options()).toEqual([
      'Austin (1)',
      'Berkeley (1)',
      'Boston (2)',
      'Ithaca (1)',
      'London (1)',
      'Manchester (1)',
      'New York (2)',
      'Stanford (1)',
    ]);
    await settle(() => fireEvent.keyDown(screen.getByRole('listbox'), {key: 'Escape'}));
    await settle(() => fireEvent.mouseDown(multiSelect));
    expect(options()).toEqual(expect.arrayContaining(['Ada (1)', 'Grace (1)']));
    await settle(() => fireEvent.keyDown(screen.getByRole('listbox'), {key: 'Escape'}));
    await settle(() => fireEvent.mouseDown(autocomplete));
    expect(options()).toEqual([...people.map((person) => person.lastName)].sort());
    await settle(() => fireEvent.change(autocomplete, {target: {value: 'Ha'}}));
    expect(options()).toEqual(['Hamilton']);
  });

  it("'custom': no filter fields: your own components set the state. The toolbar's filter button stays (it toggles showColumnFilters, which shows nothing), and a filtered column's header still shows its funnel", async () => {
    const view = mountTable({columnFilterDisplayMode: 'custom'});
    const fields = () => view.container.querySelectorAll('thead input').length;
    expect(fields()).toBe(0);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
    expect(view.table().getState().showColumnFilters).toBe(true);
    expect(fields()).toBe(0);
    const funnel = (name: string) =>
      !!screen
        .getAllByRole('columnheader')
        .find((cell) => cell.textContent?.startsWith(name))!
        .querySelector('[data-testid="FilterAltIcon"]');
    expect(funnel('City')).toBe(false);
    // your own control sets the state
    await settle(() => view.table().getColumn('city').setFilterValue('Boston'));
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Barbara', 'Margaret']);
    expect([funnel('City'), funnel('First Name')]).toEqual([true, false]);
    view.unmount();
  });

  it('the values are sorted with localeCompare, a string method: on a column of numbers or booleans a select, multi-select or autocomplete filter throws, and the table fails to render; an accessorFn that returns text, or filterSelectOptions, works', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const filterVariant of ['select', 'multi-select', 'autocomplete'] as const) {
        expect(() =>
          mountTable({enableFacetedValues: true, columns: [{accessorKey: 'age', header: 'Age', filterVariant}]}),
        ).toThrow(/localeCompare is not a function/);
      }
    } finally {
      quiet.mockRestore();
    }
    const asText = mountTable({
      enableFacetedValues: true,
      initialState: {showColumnFilters: true},
      columns: [{id: 'age', accessorFn: (person) => String(person.age), header: 'Age', filterVariant: 'select'}],
    });
    await settle(() => fireEvent.mouseDown(within(asText.container.querySelector('thead')!).getByRole('combobox')));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toHaveLength(10);
    await settle(() => fireEvent.click(screen.getByRole('option', {name: '41 (1)'})));
    expect(bodyRows(asText.container)).toEqual([['41']]);
    asText.unmount();
    const written = mountTable({
      enableFacetedValues: true,
      columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'select', filterSelectOptions: ['36', '41']}],
    });
    expect(bodyRows(written.container)).toHaveLength(10);
    written.unmount();
  });

  it('MRT 3.2.1 imports the pickers statically, at the top of the module that holds its filter field, so they are part of your bundle even when no column has a date filter', () => {
    const dist = fs.readFileSync(require.resolve('material-react-table/dist/index.esm.js'), 'utf8');
    const head = dist.slice(0, dist.indexOf('\nconst '));
    for (const picker of ['DatePicker', 'DateTimePicker', 'TimePicker']) {
      expect(head).toContain(`import { ${picker} } from '@mui/x-date-pickers/${picker}';`);
    }
    expect(dist).not.toMatch(/import\(['"]@mui\/x-date-pickers/);
    const filterField = dist.slice(
      dist.indexOf('const MRT_FilterTextField = '),
      dist.indexOf('const MRT_FilterRangeFields'),
    );
    expect(filterField).toContain('jsx(DatePicker,');
    expect(dist).toMatch(/jsx\(MRT_FilterTextField,/);
  });

  it('with client-side pagination, a change of filter sends the table back to its first page (initialState.pagination.pageIndex, 0 unless you set it); autoResetPageIndex: false keeps the page; with manualPagination the table does not reset the page', async () => {
    const pageAfterFilter = async (options: Parameters<typeof mountTable>[0]) => {
      // six of the ten cities hold an "o": page 4 of 6 still exists after the filter
      const view = mountTable({initialState: {pagination: {pageIndex: 0, pageSize: 1}}, ...options});
      await settle(() => view.table().setPageIndex(3));
      await settle(() => view.table().getColumn('city').setFilterValue('o'));
      const {pageIndex} = view.table().getState().pagination;
      view.unmount();
      return pageIndex;
    };
    expect(await pageAfterFilter({})).toBe(0);
    expect(await pageAfterFilter({initialState: {pagination: {pageIndex: 1, pageSize: 1}}})).toBe(1);
    expect(await pageAfterFilter({autoResetPageIndex: false})).toBe(3);
    expect(await pageAfterFilter({manualPagination: true, rowCount: 10})).toBe(3);
  });
});
