/** Claims of docs/examples/sticky-row-pinning.mdx. */
import {screen} from '@testing-library/react';
import {getMRT_Rows, type MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';
import {tableInstance} from './tableInstance';

const twenty: Person[] = [
  ...people,
  ...people.map((person) => ({...person, id: String(+person.id + 10), firstName: `${person.firstName} II`})),
];
const base = {
  data: twenty,
  columns: [{accessorKey: 'firstName', header: 'Name'}] as MRT_ColumnDef<Person>[],
  getRowId: (row: Person) => row.id,
  enableRowPinning: true,
  enableTopToolbar: false,
};

it("`rowPinningDisplayMode: 'sticky'` is the default", () => {
  const view = tableInstance({...base, data: twenty.slice(0, 2)});
  expect(view.table().options.rowPinningDisplayMode).toBe('sticky');
  view.unmount();
});

it("`enableRowPinning: true` adds a pin column (`'mrt-row-pin'`) with one button per row", () => {
  const view = mountTable({...base, data: twenty.slice(0, 3)});
  expect(view.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-pin');
  expect(screen.getAllByRole('button', {name: 'Pin'})).toHaveLength(3);
  view.unmount();
});

it("in the default 'sticky' mode a pinned row stays where it is in the list", async () => {
  const view = tableInstance(base);
  await settle(() => view.table().getRow('3').pin('top'));
  expect(getMRT_Rows(view.table()).map((row) => row.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  view.unmount();
});

it('With pagination, a pinned row from another page is added to the current one (in the sticky modes it shows at the top)', async () => {
  const view = tableInstance(base);
  await settle(() => view.table().getRow('3').pin('top'));
  await settle(() => view.table().setPageIndex(1));
  expect(getMRT_Rows(view.table()).map((row) => row.id)).toEqual([
    '3',
    '11',
    '12',
    '13',
    '14',
    '15',
    '16',
    '17',
    '18',
    '19',
    '20',
  ]);
  view.unmount();
});
