/**
 * Claims of docs/guides/data-columns.mdx, checked against the installed material-react-table.
 */
import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import {createMRTColumnHelper, MRT_DefaultColumn, type MRT_ColumnDef} from 'material-react-table';
import {bodyRows, mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

interface Employee {
  name: string;
  address?: {city: string};
  'a.b'?: string;
}

const employees: Employee[] = [
  {name: 'Ada', address: {city: 'Lyon'}, 'a.b': 'dotted'},
  {name: 'Bob', address: {city: 'Oslo'}, 'a.b': 'dotted'},
];

describe('Data Columns guide', () => {
  it('an accessorKey column: its id is that key, and the value is read as row[accessorKey]', () => {
    const {table} = tableInstance();
    const column = table().getColumn('age');
    expect(column.id).toBe('age');
    expect(table().getRowModel().rows[0].getValue('age')).toBe(36);
  });

  it("a key with dots walks into nested objects and the column id keeps the dots ('address.city')", () => {
    const {table} = mountTable<Employee>({
      data: employees,
      columns: [{accessorKey: 'address.city', header: 'City'}],
    });
    expect(
      table()
        .getAllLeafColumns()
        .map((c) => c.id),
    ).toContain('address.city');
    expect(
      table()
        .getRowModel()
        .rows.map((r) => r.getValue('address.city')),
    ).toEqual(['Lyon', 'Oslo']);
  });

  it('a property whose own name contains a dot cannot be reached by accessorKey', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const {table} = mountTable<Employee>({
      data: employees,
      columns: [{accessorKey: 'a.b' as 'name', header: 'Dotted'}],
    });
    expect(table().getRowModel().rows[0].getValue('a.b')).toBeUndefined();
    warn.mockRestore();
  });

  it("in a development build each row missing an optional nested object logs a warning for every remaining step of the path (two for 'address.city'); an accessorFn with optional chaining avoids it", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const data: Employee[] = [{name: 'A'}, {name: 'B'}, {name: 'C', address: {city: 'Rome'}}];
    mountTable<Employee>({data, columns: [{accessorKey: 'address.city', header: 'City'}]});
    const pathWarnings = () => warn.mock.calls.filter((args) => String(args[0]).includes('address.city'));
    // two rows without `address`, two steps each: "address" and "city"
    expect(pathWarnings().map((args) => String(args[0]).slice(1, 8))).toEqual([
      'address',
      'city" i',
      'address',
      'city" i',
    ]);
    warn.mockClear();
    mountTable<Employee>({data, columns: [{id: 'city', accessorFn: (row) => row.address?.city, header: 'City'}]});
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('with no id and no accessorKey, MRT uses the header text as the id', () => {
    const {table} = mountTable({
      columns: [{accessorFn: (row) => row.age, header: 'Years'}],
    });
    expect(
      table()
        .getAllLeafColumns()
        .map((c) => c.id),
    ).toEqual(['Years']);
  });

  it("the accessorFn's return value is the column's value: the default sort compares it, filters and the global search match it", async () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {id: 'fullName', accessorFn: (row) => `${row.lastName} ${row.firstName}`, header: 'Name'},
    ];
    const {table, container} = mountTable({columns});
    await settle(() => table().setSorting([{id: 'fullName', desc: false}]));
    expect(bodyRows(container)[0][0]).toBe('Allen Frances');
    await settle(() => table().setColumnFilters([{id: 'fullName', value: 'Hopper Grace'}]));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((r) => r.original.firstName),
    ).toEqual(['Grace']);
    await settle(() => {
      table().setColumnFilters([]);
      table().setGlobalFilter('Turing Alan');
    });
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((r) => r.original.firstName),
    ).toEqual(['Alan']);
  });

  it('the column actions menu uses header as text ("Sort by City ascending", "Hide City column")', async () => {
    mountTable();
    const cityHeader = screen.getAllByRole('columnheader').find((th) => th.textContent?.includes('City'))!;
    fireEvent.click(within(cityHeader).getByRole('button', {name: 'Column Actions'}));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Sort by City ascending')).toBeInTheDocument();
    expect(within(menu).getByText('Hide City column')).toBeInTheDocument();
  });

  it('a column without a header is left out of the show/hide columns menu', async () => {
    mountTable({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'age', header: ''},
      ],
    });
    fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'}));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('switch')).toHaveLength(1);
    expect(within(menu).getByText('First Name')).toBeInTheDocument();
  });

  it('the footer row appears only when at least one column has a non-empty footer or a Footer; enableTableFooter: false turns it off', () => {
    const plain = mountTable({columns: [{accessorKey: 'firstName', header: 'First Name', footer: ''}]});
    expect(plain.container.querySelector('tfoot tr')).toBeNull();
    plain.unmount();
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First Name', footer: 'Names'},
      {accessorKey: 'age', header: 'Age'},
    ];
    const footed = mountTable({columns});
    expect(footed.container.querySelector('tfoot tr')?.textContent).toContain('Names');
    footed.unmount();
    const off = mountTable({columns, enableTableFooter: false});
    expect(off.container.querySelector('tfoot')).toBeNull();
  });

  it('renderedCellValue is the value or, while the search matches it, a <span> with the matching text highlighted', async () => {
    let seen: unknown[] = [];
    const columns: MRT_ColumnDef<Person>[] = [
      {
        accessorKey: 'firstName',
        header: 'First Name',
        Cell: ({renderedCellValue, row}) => {
          if (row.index === 1) seen.push(renderedCellValue);
          return <b>{renderedCellValue}</b>;
        },
      },
    ];
    const {table, container} = mountTable({columns});
    expect(seen.at(-1)).toBe('Grace');
    seen = [];
    await settle(() => table().setGlobalFilter('race'));
    expect(React.isValidElement(seen.at(-1))).toBe(true);
    const note = container.querySelectorAll('tbody tr')[0].querySelector('td b span[role="note"]');
    expect(note?.getAttribute('aria-label')).toBe('Grace');
    expect(Array.from(note!.children).map((c) => c.textContent)).toEqual(['G', 'race']);
  });

  it('Cell changes only the display: sorting, filtering and the search still use the accessor value', async () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'age', header: 'Age', Cell: ({cell}) => `#${100 - cell.getValue<number>()}`},
    ];
    const {table, container} = mountTable({columns});
    await settle(() => table().setSorting([{id: 'age', desc: false}]));
    expect(
      bodyRows(container)
        .map((r) => r[0])
        .slice(0, 3),
    ).toEqual(['#67', '#64', '#59']);
    await settle(() => table().setGlobalFilter('#64'));
    expect(bodyRows(container)).toEqual([['No results found']]);
    await settle(() => table().setGlobalFilter('36'));
    expect(bodyRows(container)).toEqual([['#64']]);
    await settle(() => {
      table().setGlobalFilter(undefined);
      table().setColumnFilters([{id: 'age', value: '85'}]);
    });
    expect(bodyRows(container)).toEqual([['#15']]);
  });

  it('a column’s Header replaces only the label: the sort arrow, the filter indicator and the column actions button are still drawn', async () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'age', header: 'Age', Header: ({column}) => <em>{column.columnDef.header} (years)</em>},
    ];
    const {table} = mountTable({columns});
    await settle(() => {
      table().setSorting([{id: 'age', desc: false}]);
      table().setColumnFilters([{id: 'age', value: '3'}]);
    });
    const th = screen.getAllByRole('columnheader')[0];
    expect(within(th).getByText('Age (years)').tagName).toBe('EM');
    expect(within(th).getByRole('button', {name: 'Column Actions'})).toBeInTheDocument();
    expect(th.querySelector('.MuiTableSortLabel-root')).not.toBeNull();
    expect(th.querySelector('[aria-label^="Filtering by Age"], [aria-label*="Filter"]')).not.toBeNull();
  });

  it("MRT_DefaultColumn is size 180, minSize 40, maxSize 1000 and filterVariant 'text'", () => {
    expect(MRT_DefaultColumn).toEqual({size: 180, minSize: 40, maxSize: 1000, filterVariant: 'text'});
    const {table} = tableInstance();
    expect(table().getColumn('age').getSize()).toBe(180);
  });

  it("defaultColumn is merged over MRT's defaults and under each column (the column wins); the merge is shallow", () => {
    const {table} = tableInstance({
      defaultColumn: {minSize: 80, muiTableBodyCellProps: {align: 'right', title: 'x'}},
      columns: [
        {accessorKey: 'firstName', header: 'First Name', minSize: 60, muiTableBodyCellProps: {title: 'own'}},
        {accessorKey: 'age', header: 'Age'},
      ],
    });
    const first = table().getColumn('firstName');
    const age = table().getColumn('age');
    expect(age.getSize()).toBe(180);
    expect(age.columnDef.minSize).toBe(80);
    expect(first.columnDef.minSize).toBe(60);
    expect(first.columnDef.muiTableBodyCellProps).toEqual({title: 'own'});
  });

  it('two columns with the same id share their state', async () => {
    const {table} = mountTable({
      columns: [
        {accessorFn: (row) => row.firstName, header: 'Name'},
        {accessorFn: (row) => row.lastName, header: 'Name'},
      ],
    });
    const [a, b] = table().getAllLeafColumns();
    expect(a.id).toBe(b.id);
    await settle(() => a.toggleVisibility(false));
    expect(
      table()
        .getAllLeafColumns()
        .map((c) => c.getIsVisible()),
    ).toEqual([false, false]);
  });

  it('the helper only builds plain objects: it sets accessorKey or accessorFn on the options you pass', () => {
    const helper = createMRTColumnHelper<Person>();
    const fn = (row: Person) => row.age;
    expect(helper.accessor('firstName', {header: 'First Name'})).toEqual({
      header: 'First Name',
      accessorKey: 'firstName',
    });
    expect(helper.accessor(fn, {id: 'years', header: 'Age'})).toEqual({id: 'years', header: 'Age', accessorFn: fn});
  });
});
