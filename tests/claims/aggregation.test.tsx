/**
 * Claims of docs/guides/aggregation.mdx, checked against the installed material-react-table.
 */
import type {MRT_AggregationOption, MRT_ColumnDef} from 'material-react-table';
import {bodyRows, mountTable, settle} from './harness';

interface Sale {
  region: string;
  city: string;
  amount: number | null;
}

const sales: Sale[] = [
  {region: 'North', city: 'Oslo', amount: 1},
  {region: 'North', city: 'Oslo', amount: 2},
  {region: 'North', city: 'Bergen', amount: 4},
  {region: 'South', city: 'Rome', amount: 8},
];
const region: MRT_ColumnDef<Sale> = {accessorKey: 'region', header: 'Region'};
const city: MRT_ColumnDef<Sale> = {accessorKey: 'city', header: 'City'};
const grouped = (amount: MRT_ColumnDef<Sale>, grouping = ['region']) =>
  mountTable<Sale>({data: sales, columns: [region, city, amount], enableGrouping: true, initialState: {grouping}});
const valueOf = (row: {getValue: (columnId: string) => unknown}) => row.getValue('amount');

describe('Aggregation guide', () => {
  it('without AggregatedCell the group row’s cell is empty and MRT never reads the aggregate, so the function does not run', () => {
    let calls = 0;
    const {container} = grouped({accessorKey: 'amount', header: 'Amount', aggregationFn: () => ++calls});
    // Region (grouped, moved first), expand, City, Amount
    expect(bodyRows(container).map((cells) => cells[3])).toEqual(['', '']);
    expect(calls).toBe(0);
  });

  it('with AggregatedCell the function runs once per group, and the group row shows what it renders', () => {
    let calls = 0;
    const aggregationFn = () => (++calls, 7);
    const {container} = grouped({
      accessorKey: 'amount',
      header: 'Amount',
      aggregationFn,
      AggregatedCell: ({cell}) => `= ${cell.getValue<number>()}`,
    });
    expect(calls).toBe(2);
    // Region (grouped, moved first), expand, City, Amount
    expect(bodyRows(container).map((cells) => cells[3])).toEqual(['= 7', '= 7']);
  });

  it("both leafRows and childRows receive the group's data rows, never its sub-groups", () => {
    const seen: Record<string, [number, number, boolean]> = {};
    const {table} = grouped(
      {
        accessorKey: 'amount',
        header: 'Amount',
        aggregationFn: (columnId, leafRows, childRows) => {
          seen[leafRows[0].original.region + childRows.length] = [
            leafRows.length,
            childRows.length,
            childRows.some((row) => row.getIsGrouped()),
          ];
          return 0;
        },
      },
      ['region', 'city'],
    );
    valueOf(table().getRow('region:North'));
    expect(seen).toEqual({North3: [3, 3, false]});
  });

  it("with nested groups a region's sum, min and mean read all its data rows", () => {
    const {table} = grouped({accessorKey: 'amount', header: 'Amount', aggregationFn: ['sum', 'min', 'mean', 'count']}, [
      'region',
      'city',
    ]);
    expect(valueOf(table().getRow('region:North'))).toEqual([7, 1, 7 / 3, 3]);
    expect(valueOf(table().getRow('region:North>city:Oslo'))).toEqual([3, 1, 1.5, 2]);
  });

  it('an array of names returns the results as an array in the order given; an unknown name or a function gives undefined', () => {
    const {table} = grouped({
      accessorKey: 'amount',
      header: 'Amount',
      aggregationFn: ['max', 'nope' as MRT_AggregationOption, (() => 1) as unknown as MRT_AggregationOption, 'extent'],
    });
    expect(valueOf(table().getRow('region:North'))).toEqual([4, undefined, undefined, [1, 4]]);
  });

  it('the array is converted into a function written into the column definition object itself', () => {
    const amount: MRT_ColumnDef<Sale> = {accessorKey: 'amount', header: 'Amount', aggregationFn: ['min', 'max']};
    grouped(amount);
    expect(typeof amount.aggregationFn).toBe('function');
  });

  it("'auto': a number in the first row picks sum, a Date picks extent, anything else nothing; a first row holding null is not aggregated", () => {
    const auto = grouped({accessorKey: 'amount', header: 'Amount'});
    expect(valueOf(auto.table().getRow('region:North'))).toBe(7);
    auto.unmount();
    const withNull = mountTable<Sale>({
      data: [{region: 'North', city: 'Oslo', amount: null}, ...sales],
      columns: [region, {accessorKey: 'amount', header: 'Amount'}],
      enableGrouping: true,
      initialState: {grouping: ['region']},
    });
    expect(valueOf(withNull.table().getRow('region:North'))).toBeUndefined();
    withNull.unmount();
    const [early, late] = [new Date(2020, 0, 1), new Date(2021, 0, 1)];
    const dated = mountTable<Sale & {on: Date}>({
      data: sales.map((sale, index) => ({...sale, on: index % 2 ? late : early})),
      columns: [
        {accessorKey: 'region', header: 'Region'},
        {accessorKey: 'city', header: 'City'},
        {accessorKey: 'on', header: 'On'},
      ],
      enableGrouping: true,
      initialState: {grouping: ['region']},
    });
    const north = dated.table().getRow('region:North');
    expect(north.getValue('on')).toEqual([early, late]);
    expect(north.getValue('city')).toBeUndefined();
  });

  it('registered aggregationFns are merged over the built-ins: an existing name replaces the built-in', () => {
    const {table} = mountTable<Sale>({
      data: sales,
      columns: [region, {accessorKey: 'amount', header: 'Amount', aggregationFn: ['mean']}],
      enableGrouping: true,
      initialState: {grouping: ['region']},
      aggregationFns: {mean: () => 'mine'},
    });
    expect(valueOf(table().getRow('region:North'))).toEqual(['mine']);
  });

  it('aggregationFns are merged once: a set that changes on a later render is not picked up', async () => {
    const columns = [
      region,
      {accessorKey: 'amount', header: 'Amount', aggregationFn: ['spread' as MRT_AggregationOption]},
    ] as MRT_ColumnDef<Sale>[];
    const {table, update} = mountTable<Sale>({
      data: sales,
      columns,
      enableGrouping: true,
      initialState: {grouping: ['region']},
      aggregationFns: {spread: () => 'first'},
    });
    await settle(() => update({aggregationFns: {spread: () => 'second'}, data: [...sales]}));
    expect(valueOf(table().getRow('region:North'))).toEqual(['first']);
  });

  it('the footer row appears only when at least one column has a footer string or a Footer; enableTableFooter: false turns it off', () => {
    const without = grouped({accessorKey: 'amount', header: 'Amount'});
    expect(without.container.querySelector('tfoot tr')).toBeNull();
    without.unmount();
    const withFooter = grouped({accessorKey: 'amount', header: 'Amount', Footer: () => 'Total'});
    expect(withFooter.container.querySelector('tfoot tr')?.textContent).toContain('Total');
    withFooter.unmount();
    const off = mountTable<Sale>({
      data: sales,
      columns: [region, {accessorKey: 'amount', header: 'Amount', Footer: () => 'Total'}],
      enableTableFooter: false,
    });
    expect(off.container.querySelector('tfoot tr')).toBeNull();
  });

  it('with manualGrouping: true the table does not group, so it does not aggregate either', () => {
    const {table} = mountTable<Sale>({
      data: sales,
      columns: [region, {accessorKey: 'amount', header: 'Amount'}],
      enableGrouping: true,
      manualGrouping: true,
      initialState: {grouping: ['region']},
    });
    expect(
      table()
        .getRowModel()
        .rows.map((row) => row.getIsGrouped()),
    ).toEqual([false, false, false, false]);
  });

  it('getFilteredRowModel holds every data row that passed the filters, never group rows; getCoreRowModel every row of data', async () => {
    const {table} = grouped({accessorKey: 'amount', header: 'Amount'});
    await settle(() => table().getColumn('city').setFilterValue('o'));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.original.city),
    ).toEqual(['Oslo', 'Oslo', 'Rome']);
    expect(table().getCoreRowModel().rows).toHaveLength(4);
    expect(
      table()
        .getRowModel()
        .rows.every((row) => row.getIsGrouped()),
    ).toBe(true);
  });

  it('`row.getLeafRows()` gives every row below the group: the data rows behind the value and, grouped by more than one column, the group rows of the deeper levels as well; `!leaf.getIsGrouped()` keeps the data rows; `row.subRows.length` is the number of rows directly below the group', async () => {
    const seen: Record<string, [string[], number, number]> = {};
    const amount: MRT_ColumnDef<Sale> = {
      accessorKey: 'amount',
      header: 'Amount',
      aggregationFn: 'sum',
      AggregatedCell: ({cell, row}) => {
        const leaves = row.getLeafRows();
        seen[row.id] = [
          leaves.map((leaf) =>
            leaf.getIsGrouped() ? `group ${leaf.getGroupingValue(leaf.groupingColumnId!)}` : leaf.original.city,
          ),
          row.subRows?.length ?? 0,
          leaves.filter((leaf) => !leaf.getIsGrouped()).length,
        ];
        return cell.getValue<number>();
      },
    };
    const one = grouped(amount);
    await settle();
    expect(seen['region:North']).toEqual([['Oslo', 'Oslo', 'Bergen'], 3, 3]);
    one.unmount();
    grouped(amount, ['region', 'city']);
    await settle();
    expect(seen['region:North']).toEqual([['group Oslo', 'Oslo', 'Oslo', 'group Bergen', 'Bergen'], 2, 3]);
  });

  it("the data rows inside a group keep using the column's Cell; a row with sub-rows of its own counts as aggregated too, so AggregatedCell renders its cells in place of Cell, with the row's own value in cell.getValue()", () => {
    const amount: MRT_ColumnDef<Sale> = {
      accessorKey: 'amount',
      header: 'Amount',
      aggregationFn: 'sum',
      AggregatedCell: ({cell}) => `aggregated ${cell.getValue<number>()}`,
      Cell: ({cell}) => `cell ${cell.getValue<number>()}`,
    };
    const groups = mountTable<Sale>({
      data: sales,
      columns: [region, city, amount],
      enableGrouping: true,
      initialState: {grouping: ['region'], expanded: true},
    });
    // North (1 + 2 + 4) with its three rows, then South (8) with its one
    expect(bodyRows(groups.container).map((cells) => cells.at(-1))).toEqual([
      'aggregated 7',
      'cell 1',
      'cell 2',
      'cell 4',
      'aggregated 8',
      'cell 8',
    ]);
    groups.unmount();
    const tree = mountTable<Sale & {subRows?: Sale[]}>({
      data: [{...sales[0], subRows: [sales[1], sales[2]]}, sales[3]],
      columns: [region, city, amount] as MRT_ColumnDef<Sale & {subRows?: Sale[]}>[],
      enableExpanding: true,
      initialState: {expanded: true},
    });
    expect(bodyRows(tree.container).map((cells) => cells.at(-1))).toEqual([
      'aggregated 1',
      'cell 2',
      'cell 4',
      'cell 8',
    ]);
    tree.unmount();
  });
});
