/** Claims of the API reference's cell instance APIs page (src/api/descriptions/cell-instance-apis.ts). */
import {render} from '@testing-library/react';
import {MRT_TableBodyCellValue, type MRT_ColumnDef, type MRT_Row, type MRT_RowData} from 'material-react-table';
import {bodyRows, mountTable, type Person} from './harness';
import {tableInstance} from './tableInstance';

const grouped = {enableGrouping: true, state: {grouping: ['city'], expanded: true as const}};
const cellOf = <T extends MRT_RowData>(row: MRT_Row<T>, columnId: string) =>
  row.getAllCells().find((cell) => cell.column.id === columnId)!;
const bostonRows = (rows: MRT_Row<Person>[]) =>
  rows.filter((row) => row.groupingValue === 'Boston' || row.original.city === 'Boston');

describe('getContext', () => {
  it('the props TanStack Table passes to cell renderers (table, column, row, cell, getValue, renderValue)', () => {
    const view = tableInstance();
    const cell = view.table().getRowModel().rows[0].getVisibleCells()[0];
    const context = cell.getContext();
    expect(Object.keys(context).sort()).toEqual(['cell', 'column', 'getValue', 'renderValue', 'row', 'table']);
    expect([context.cell, context.row, context.column, context.getValue()]).toEqual([
      cell,
      cell.row,
      cell.column,
      'Ada',
    ]);
    view.unmount();
  });
});

describe('getIsAggregated', () => {
  it('whether the cell is in a row with sub-rows (a group row, or a parent row of tree data) and is neither the grouped cell nor a placeholder', () => {
    const view = tableInstance(grouped);
    const [group, barbara] = bostonRows(view.table().getPrePaginationRowModel().rows);
    expect([cellOf(group, 'age'), cellOf(group, 'city')].map((cell) => cell.getIsAggregated())).toEqual([true, false]);
    expect([cellOf(barbara, 'age'), cellOf(barbara, 'city')].map((cell) => cell.getIsAggregated())).toEqual([
      false,
      false,
    ]);
    view.unmount();

    const tree = tableInstance<{name: string; subRows?: {name: string}[]}>({
      columns: [{accessorKey: 'name', header: 'Name'}],
      data: [{name: 'parent', subRows: [{name: 'child'}]}],
      enableExpanding: true,
    });
    const parent = tree.table().getRowModel().rows[0];
    expect([parent.getIsGrouped(), cellOf(parent, 'name').getIsAggregated()]).toEqual([false, true]);
    tree.unmount();
  });

  it("where MRT shows the column's `AggregatedCell`", () => {
    const columns: MRT_ColumnDef<{name: string; subRows?: {name: string}[]}>[] = [
      {accessorKey: 'name', header: 'Name', AggregatedCell: () => 'aggregated'},
    ];
    const tree = tableInstance({columns, data: [{name: 'parent', subRows: [{name: 'child'}]}], enableExpanding: true});
    const parentCell = cellOf(tree.table().getRowModel().rows[0], 'name');
    const shown = render(<MRT_TableBodyCellValue cell={parentCell} table={tree.table()} />);
    expect(shown.container.textContent).toBe('aggregated');
    shown.unmount();
    tree.unmount();
  });
});

describe('getIsGrouped', () => {
  it('whether the cell is the one a group row is grouped by', () => {
    const view = tableInstance(grouped);
    const [group, barbara] = bostonRows(view.table().getPrePaginationRowModel().rows);
    expect(
      group
        .getAllCells()
        .filter((cell) => cell.getIsGrouped())
        .map((cell) => cell.column.id),
    ).toEqual(['city']);
    expect(barbara.getAllCells().some((cell) => cell.getIsGrouped())).toBe(false);
    view.unmount();
  });
});

describe('getIsPlaceholder', () => {
  it('whether the cell is a placeholder: its column is one the rows are grouped by, but its row is not the group row of that column (for example a row inside the group)', () => {
    const view = tableInstance(grouped);
    const [group, barbara] = bostonRows(view.table().getPrePaginationRowModel().rows);
    expect(group.getAllCells().some((cell) => cell.getIsPlaceholder())).toBe(false);
    expect(
      barbara
        .getAllCells()
        .filter((cell) => cell.getIsPlaceholder())
        .map((cell) => cell.column.id),
    ).toEqual(['city']);
    view.unmount();
  });

  it('MRT renders `PlaceholderCell` there, or nothing', () => {
    const cities = (PlaceholderCell?: MRT_ColumnDef<Person>['PlaceholderCell']) => {
      const view = mountTable({
        ...grouped,
        columns: [
          {accessorKey: 'firstName', header: 'First Name'},
          {accessorKey: 'city', header: 'City', PlaceholderCell},
        ],
        enableTopToolbar: false,
        enableBottomToolbar: false,
        state: {...grouped.state, columnFilters: [{id: 'city', value: 'Boston'}]},
      });
      // the rows inside the Boston group: city (moved first by grouping), the expand column, first name
      const rows = bodyRows(view.container).slice(1);
      view.unmount();
      return rows;
    };
    expect(cities()).toEqual([
      ['', '', 'Barbara'],
      ['', '', 'Margaret'],
    ]);
    expect(cities(() => '·')).toEqual([
      ['·', '', 'Barbara'],
      ['·', '', 'Margaret'],
    ]);
  });
});

describe('id', () => {
  it('the id of the cell, made of the row id and the column id: `<rowId>_<columnId>`', () => {
    const view = tableInstance({getRowId: (person) => person.lastName});
    expect(view.table().getRowModel().rows[1].getVisibleCells()[2].id).toBe('Hopper_age');
    view.unmount();
  });
});

describe('renderValue', () => {
  it("the cell's value, or the table's `renderFallbackValue` when it is `undefined` or `null`", () => {
    const view = tableInstance<{a?: string | null}>({
      columns: [{accessorKey: 'a', header: 'A'}],
      data: [{a: 'x'}, {a: null}, {}],
      renderFallbackValue: 'n/a',
    });
    const cells = view
      .table()
      .getCoreRowModel()
      .rows.map((row) => row.getAllCells()[0]);
    expect(cells.map((cell) => cell.getValue())).toEqual(['x', null, undefined]);
    expect(cells.map((cell) => cell.renderValue())).toEqual(['x', 'n/a', 'n/a']);
    view.unmount();
  });
});
