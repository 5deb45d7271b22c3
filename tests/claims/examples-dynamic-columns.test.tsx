/** Claims of docs/examples/dynamic-columns.mdx. */
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle} from './harness';

type Report = Record<string, string | number>;
const columnsFor = (periods: string[]): MRT_ColumnDef<Report>[] => [
  {accessorKey: 'region', header: 'Region'},
  ...periods.map((period) => ({accessorKey: period, header: period})),
  {id: 'total', header: 'Total', accessorFn: () => 0},
];
const quarters = ['q1', 'q2', 'q3', 'q4'];
const months = Array.from({length: 12}, (_, index) => `m${index + 1}`);
const visible = (view: ReturnType<typeof mountTable<Report>>) =>
  view
    .table()
    .getVisibleLeafColumns()
    .map((column) => column.id);

it('When the number of columns changes, MRT rebuilds its column order by keeping the ids of the current order first and appending the new ones, so the computed Total would end up before the months', async () => {
  const view = mountTable<Report>({
    data: [{region: 'North'}],
    columns: columnsFor(quarters),
    enableTopToolbar: false,
    enableBottomToolbar: false,
  });
  await settle(() => view.update({columns: columnsFor(months)}));
  expect(visible(view)).toEqual(['region', 'total', ...months]);
  view.unmount();
});

it('a new list of the same length MRT would not notice at all', async () => {
  const view = mountTable<Report>({
    data: [{region: 'North'}],
    columns: columnsFor(quarters),
    enableTopToolbar: false,
    enableBottomToolbar: false,
  });
  const before = view.table().getState().columnOrder;
  await settle(() => view.update({columns: columnsFor(['h1', 'h2', 'h3', 'h4'])}));
  expect(view.table().getState().columnOrder).toEqual(before);
  expect(visible(view)).toEqual(['region', 'total', 'h1', 'h2', 'h3', 'h4']);
  view.unmount();
});

it('`getDefaultColumnOrderIds(table.options, true)` (the `true` drops the previous order) resets the order to the new list', async () => {
  const {getDefaultColumnOrderIds} = await import('material-react-table');
  const view = mountTable<Report>({
    data: [{region: 'North'}],
    columns: columnsFor(quarters),
    enableTopToolbar: false,
    enableBottomToolbar: false,
  });
  await settle(() => view.update({columns: columnsFor(months)}));
  await settle(() => view.table().setColumnOrder(getDefaultColumnOrderIds(view.table().options, true)));
  expect(visible(view)).toEqual(['region', ...months, 'total']);
  view.unmount();
});
