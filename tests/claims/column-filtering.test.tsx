/**
 * Claims of docs/guides/column-filtering.mdx, checked against the installed material-react-table.
 */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_FilterFn} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';
import {tableInstance} from './tableInstance';

const modeButtons = () => screen.queryAllByRole('button', {name: 'Change filter mode'});

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
    mountTable({
      columns: [{accessorKey: 'lastName', header: 'Last Name'}],
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
    });
    await settle(() => fireEvent.click(modeButtons()[0]));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items).toHaveLength(14);
    expect(items[0].textContent).toContain('Fuzzy');
    expect(items[13].textContent).toContain('Not Empty');
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

  it('null counts as 0 in greaterThan and lessThan', async () => {
    const data = [{age: null}, {age: 5}] as unknown as Person[];
    const {table} = tableInstance({data, columns: [{accessorKey: 'age', header: 'Age', filterFn: 'lessThan'}]});
    await settle(() => table().getColumn('age').setFilterValue('1'));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['0']);
  });

  it('enableColumnFilterModes: true on a column does nothing while the table option is off', () => {
    mountTable({
      columns: [{accessorKey: 'lastName', header: 'Last Name', enableColumnFilterModes: true}],
      initialState: {showColumnFilters: true},
    });
    expect(modeButtons()).toHaveLength(0);
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
    expect(modeButtons()).toHaveLength(1);
  });

  it("an empty list on a column removes that column's mode button; its filter keeps its filterFn", () => {
    const {table} = mountTable({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'lastName', header: 'Last Name', filterFn: 'startsWith', columnFilterModeOptions: []},
      ],
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
    });
    expect(modeButtons()).toHaveLength(1);
    expect(table().getState().columnFilterFns.lastName).toBe('startsWith');
  });

  it('null on the table removes the mode button from every column with no list; null on a column falls back', () => {
    mountTable({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'lastName', header: 'Last Name', columnFilterModeOptions: null},
        {accessorKey: 'city', header: 'City', columnFilterModeOptions: ['contains']},
      ],
      enableColumnFilterModes: true,
      columnFilterModeOptions: null,
      initialState: {showColumnFilters: true},
    });
    expect(modeButtons()).toHaveLength(1);
  });

  it('range variants offer only between and betweenInclusive, whatever the list says', async () => {
    mountTable({
      columns: [
        {accessorKey: 'age', header: 'Age', filterVariant: 'range', columnFilterModeOptions: ['contains', 'between']},
      ],
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
    });
    await settle(() => fireEvent.click(modeButtons()[0]));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['⇿Between', '⬌Between Inclusive']);
  });

  it('the variant picks the default filterFn (getDefaultColumnFilterFn)', () => {
    const variants = ['text', 'autocomplete', 'select', 'multi-select', 'checkbox', 'range', 'range-slider'] as const;
    const {table} = tableInstance({
      columns: variants.map(
        (filterVariant) =>
          ({id: filterVariant, accessorKey: 'age', header: filterVariant, filterVariant}) as MRT_ColumnDef<Person>,
      ),
      enableColumnFilterModes: true,
    });
    expect(variants.map((id) => table().getState().columnFilterFns[id])).toEqual([
      'fuzzy',
      'fuzzy',
      'equals',
      'arrIncludesSome',
      'equals',
      'betweenInclusive',
      'betweenInclusive',
    ]);
  });

  it('a falsy filter value removes the filter: a number 0 set from code removes it', async () => {
    const {table} = tableInstance({columns: [{accessorKey: 'age', header: 'Age', filterFn: 'equals'}]});
    await settle(() => table().getColumn('age').setFilterValue('36'));
    expect(table().getState().columnFilters).toEqual([{id: 'age', value: '36'}]);
    await settle(() => table().getColumn('age').setFilterValue(0));
    expect(table().getState().columnFilters).toEqual([]);
  });

  it('equals matches booleans and numbers by their text', async () => {
    const data = [{active: true}, {active: false}] as unknown as Person[];
    const {table} = tableInstance({
      data,
      columns: [{accessorKey: 'active', header: 'Active', filterVariant: 'checkbox'}],
    });
    await settle(() => table().getColumn('active').setFilterValue('false'));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['1']);
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
  });

  it('the empty value of a range stays in the state but keeps every row', async () => {
    const {table} = tableInstance({columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'range'}]});
    await settle(() => table().getColumn('age').setFilterValue(['', '']));
    expect(table().getState().columnFilters).toEqual([{id: 'age', value: ['', '']}]);
    expect(table().getFilteredRowModel().rows).toHaveLength(people.length);
  });

  it("a column cannot turn filtering back on when the table's enableColumnFilters is false", () => {
    const {table} = tableInstance({
      columns: [{accessorKey: 'age', header: 'Age', enableColumnFilter: true}],
      enableColumnFilters: false,
    });
    expect(table().getColumn('age').getCanFilter()).toBe(false);
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
});
