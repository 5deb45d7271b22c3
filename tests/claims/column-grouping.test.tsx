/**
 * Claims of docs/guides/column-grouping.mdx, checked against the installed material-react-table.
 */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_TableInstance} from 'material-react-table';
import {bodyRows, mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

// one group per decade: Ada (36) and Margaret (33) are in the 30 group, Ada first
const byDecade: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'First Name'},
  {accessorKey: 'age', header: 'Age', getGroupingValue: (row) => Math.floor(row.age / 10) * 10},
];
const visibleIds = (table: MRT_TableInstance<Person>) => table.getVisibleLeafColumns().map((column) => column.id);

describe('Column Grouping guide', () => {
  it("with getGroupingValue the group row's grouped cell shows the first member's value ('reorder')", () => {
    const {container} = mountTable({
      columns: byDecade,
      enableGrouping: true,
      initialState: {grouping: ['age'], sorting: [{id: 'age', desc: false}]},
    });
    // columns: Age (moved first), expand, First Name
    expect(bodyRows(container)[0][0]).toBe('36 (2)');
  });

  it("with getGroupingValue and groupedColumnMode: false the group row shows the first member's value too", () => {
    const {container} = mountTable({
      columns: byDecade,
      enableGrouping: true,
      groupedColumnMode: false,
      initialState: {grouping: ['age'], sorting: [{id: 'age', desc: false}]},
    });
    // columns: expand, First Name, Age
    expect(bodyRows(container)[0][2]).toBe('36 (2)');
  });

  it("only with 'remove' does the group row show the grouping value", () => {
    const {container} = mountTable({
      columns: byDecade,
      enableGrouping: true,
      groupedColumnMode: 'remove',
      initialState: {grouping: ['age'], sorting: [{id: 'age', desc: false}]},
    });
    expect(bodyRows(container)[0][0]).toBe('30(2)');
  });

  it('without enableGrouping a grouping state has no effect on the rows', () => {
    const {table} = tableInstance({initialState: {grouping: ['city']}});
    expect(table().getRowModel().rows).toHaveLength(10);
    expect(
      table()
        .getRowModel()
        .rows.some((row) => row.getIsGrouped()),
    ).toBe(false);
  });

  it("'reorder' (default): the grouped columns move to the very front, in grouping order, before the expand column", () => {
    const {table} = tableInstance({enableGrouping: true, initialState: {grouping: ['city', 'age']}});
    expect(visibleIds(table())).toEqual(['city', 'age', 'mrt-row-expand', 'firstName', 'lastName']);
  });

  it("'remove': the grouped columns leave the table; false: every column keeps its place, the expand column first", () => {
    const removed = tableInstance({
      enableGrouping: true,
      groupedColumnMode: 'remove',
      initialState: {grouping: ['city']},
    });
    expect(visibleIds(removed.table())).toEqual(['mrt-row-expand', 'firstName', 'lastName', 'age']);
    removed.unmount();
    const kept = tableInstance({enableGrouping: true, groupedColumnMode: false, initialState: {grouping: ['city']}});
    expect(visibleIds(kept.table())).toEqual(['mrt-row-expand', 'firstName', 'lastName', 'age', 'city']);
  });

  it("'remove': with enableExpandAll (the default) the expand column's header lists the grouped columns' headers after the Expand all button; with enableExpandAll: false it reads only Expand", () => {
    const expandHeader = (enableExpandAll?: boolean) => {
      const view = mountTable({
        enableGrouping: true,
        groupedColumnMode: 'remove',
        ...(enableExpandAll === undefined ? {} : {enableExpandAll}),
        initialState: {grouping: ['city', 'age']},
      });
      const header = screen.getAllByRole('columnheader')[0];
      const result = [header.textContent, !!header.querySelector('button[aria-label="Expand all"]')];
      view.unmount();
      return result;
    };
    expect(expandHeader()).toEqual(['City, Age', true]);
    expect(expandHeader(false)).toEqual(['Expand', false]);
  });

  it('the grouped cell shows the number of rows directly under the group: grouped by department and then city, "Sales (2)" holds two city groups', () => {
    // three people in Sales, in two cities
    const staff = [
      {id: '1', firstName: 'Ana', lastName: 'Sales', age: 30, city: 'Lisbon'},
      {id: '2', firstName: 'Rui', lastName: 'Sales', age: 40, city: 'Porto'},
      {id: '3', firstName: 'Eva', lastName: 'Sales', age: 50, city: 'Lisbon'},
      {id: '4', firstName: 'Ivo', lastName: 'Legal', age: 60, city: 'Lisbon'},
    ];
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'lastName', header: 'Department'},
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'firstName', header: 'Name'},
    ];
    const grouped = (grouping: string[]) => {
      const view = mountTable({data: staff, columns, enableGrouping: true, initialState: {grouping}});
      const firstCells = bodyRows(view.container).map((cells) => cells[0]);
      view.unmount();
      return firstCells;
    };
    // one level: the records
    expect(grouped(['lastName'])).toEqual(['Sales (3)', 'Legal (1)']);
    // a further level: the city groups
    expect(grouped(['lastName', 'city'])).toEqual(['Sales (2)', 'Legal (1)']);
  });

  it("a group row's id is columnId:value, and a nested group adds its parent's id", () => {
    const {table} = tableInstance({enableGrouping: true, initialState: {grouping: ['city', 'lastName']}});
    expect(
      table()
        .getRow('city:Boston')
        .subRows.map((row) => row.id),
    ).toEqual(['city:Boston>lastName:Liskov', 'city:Boston>lastName:Hamilton']);
  });

  it('the expand column appears as soon as grouping is not empty, and group rows start collapsed', async () => {
    const {table} = tableInstance({enableGrouping: true});
    expect(visibleIds(table())).not.toContain('mrt-row-expand');
    await settle(() => table().setGrouping(['city']));
    expect(visibleIds(table())).toContain('mrt-row-expand');
    expect(table().getState().expanded).toEqual({});
    expect(table().getRowModel().rows).toHaveLength(8);
  });

  it('enableExpanding: false makes group rows unable to expand: their buttons are disabled', () => {
    mountTable({enableGrouping: true, enableExpanding: false, initialState: {grouping: ['city']}});
    const buttons = screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];
    expect(buttons).toHaveLength(8);
    expect(buttons.every((button) => button.disabled)).toBe(true);
  });

  it('every other cell of a group row is empty unless its column has an AggregatedCell, even with a Cell', () => {
    const {container} = mountTable({
      columns: [
        {accessorKey: 'city', header: 'City'},
        {accessorKey: 'firstName', header: 'First Name', Cell: () => 'cell'},
        {
          accessorKey: 'age',
          header: 'Age',
          aggregationFn: 'max',
          AggregatedCell: ({cell}) => `max ${cell.getValue<number>()}`,
        },
      ],
      enableGrouping: true,
      groupedColumnMode: false,
      initialState: {grouping: ['city']},
    });
    // expand, City, First Name, Age
    expect(bodyRows(container)[0].slice(1)).toEqual(['London (1)', '', 'max 36']);
  });

  it('a GroupedCell replaces the content: the value and the count are not added', () => {
    const {container} = mountTable({
      columns: [
        {accessorKey: 'city', header: 'City', GroupedCell: ({row}) => `G:${row.groupingValue as string}`},
        ...personColumns.slice(0, 1),
      ],
      enableGrouping: true,
      initialState: {grouping: ['city']},
    });
    expect(bodyRows(container)[0][0]).toBe('G:London');
  });

  it('the ⋮ menu of a groupable column has "Group by column", which adds the column after the ones already grouped; on a grouped column the item reads "Ungroup by column"', async () => {
    const {table} = mountTable({enableGrouping: true, initialState: {grouping: ['city']}});
    const columnMenu = async (header: string) => {
      const th = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith(header))!;
      await settle(() => fireEvent.click(within(th).getByRole('button', {name: 'Column Actions'})));
      return screen.getByRole('menu');
    };
    const ageMenu = await columnMenu('Age');
    await settle(() => fireEvent.click(within(ageMenu).getByRole('menuitem', {name: 'Group by Age'})));
    expect(table().getState().grouping).toEqual(['city', 'age']);
    const cityMenu = await columnMenu('City');
    expect(within(cityMenu).queryByRole('menuitem', {name: 'Group by City'})).toBeNull();
    await settle(() => fireEvent.click(within(cityMenu).getByRole('menuitem', {name: 'Ungroup by City'})));
    expect(table().getState().grouping).toEqual(['age']);
  });

  it('resetGrouping() goes back to initialState.grouping, resetGrouping(true) clears it', async () => {
    const {table} = tableInstance({enableGrouping: true, initialState: {grouping: ['city']}});
    await settle(() => table().setGrouping(['city', 'age']));
    await settle(() => table().resetGrouping());
    expect(table().getState().grouping).toEqual(['city']);
    await settle(() => table().resetGrouping(true));
    expect(table().getState().grouping).toEqual([]);
  });

  it('a drag handle shows in each groupable header not grouped yet, because grouping is on; enableColumnDragging: false removes it', () => {
    const off = mountTable();
    expect(screen.queryAllByRole('button', {name: 'Move'})).toHaveLength(0);
    off.unmount();
    const on = mountTable({enableGrouping: true, initialState: {grouping: ['city']}});
    // First Name, Last Name and Age; City is grouped
    expect(screen.getAllByRole('button', {name: 'Move'})).toHaveLength(3);
    on.unmount();
    mountTable({enableGrouping: true, enableColumnDragging: false});
    expect(screen.queryAllByRole('button', {name: 'Move'})).toHaveLength(0);
  });

  it("in the rows inside a group, the grouped column's cell is a placeholder and stays empty", () => {
    const {container} = mountTable({
      columns: personColumns.slice(0, 1).concat({accessorKey: 'city', header: 'City'}),
      enableGrouping: true,
      groupedColumnMode: false,
      initialState: {grouping: ['city'], expanded: true},
    });
    // expand, First Name, City: the group London, then Ada inside it
    expect(
      bodyRows(container)
        .slice(0, 2)
        .map((cells) => cells.slice(1)),
    ).toEqual([
      ['', 'London (1)'],
      ['Ada', ''],
    ]);
    expect(people[0].city).toBe('London');
  });
});
