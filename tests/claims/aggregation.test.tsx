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
  it('without AggregatedCell MRT never reads the aggregate, so the function does not run', () => {
    let calls = 0;
    const {container} = grouped({accessorKey: 'amount', header: 'Amount', aggregationFn: () => ++calls});
    expect(bodyRows(container)).toHaveLength(2);
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

  it("'auto': a number in the first row picks sum; a first row holding null is not aggregated", () => {
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

  it('the footer row appears only when at least one column has a footer string or a Footer', () => {
    const without = grouped({accessorKey: 'amount', header: 'Amount'});
    expect(without.container.querySelector('tfoot tr')).toBeNull();
    without.unmount();
    const withFooter = grouped({accessorKey: 'amount', header: 'Amount', Footer: () => 'Total'});
    expect(withFooter.container.querySelector('tfoot tr')?.textContent).toContain('Total');
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

  it('getFilteredRowModel holds every data row that passed the filters, never group rows', async () => {
    const {table} = grouped({accessorKey: 'amount', header: 'Amount'});
    await settle(() => table().getColumn('city').setFilterValue('o'));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.original.city),
    ).toEqual(['Oslo', 'Oslo', 'Rome']);
    expect(
      table()
        .getRowModel()
        .rows.every((row) => row.getIsGrouped()),
    ).toBe(true);
  });
});
