/** Claims of docs/examples/static-row-pinning.mdx. */
import {screen} from '@testing-library/react';
import {getMRT_Rows, type MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';
import {tableInstance} from './tableInstance';

// twenty rows, one column, no toolbars: only the rows matter here
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
const ids = (rows: {id: string}[]) => rows.map((row) => row.id);

it('Pin row 3 to the top and row 7 to the bottom, then go to page 2: both are still there, around rows 11 to 20', async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'top-and-bottom'});
  await settle(() => {
    view.table().getRow('3').pin('top');
    view.table().getRow('7').pin('bottom');
  });
  await settle(() => view.table().setPageIndex(1));
  const table = view.table();
  expect([ids(table.getTopRows()), ids(getMRT_Rows(table)), ids(table.getBottomRows())]).toEqual([
    ['3'],
    ['11', '12', '13', '14', '15', '16', '17', '18', '19', '20'],
    ['7'],
  ]);
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(12);
  view.unmount();
});

it('A page of 10 with two of its rows pinned shows 8 rows between the sections, plus the 2 pinned', async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'top-and-bottom'});
  await settle(() => {
    view.table().getRow('3').pin('top');
    view.table().getRow('7').pin('bottom');
  });
  expect(ids(getMRT_Rows(view.table()))).toEqual(['1', '2', '4', '5', '6', '8', '9', '10']);
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10);
  view.unmount();
});

it("`rowPinningDisplayMode: 'top-and-bottom'` shows two pin buttons per unpinned row; `'top'` and `'bottom'` show one", () => {
  const pins = (rowPinningDisplayMode: 'top-and-bottom' | 'top' | 'bottom') => {
    const view = mountTable({...base, data: twenty.slice(0, 2), rowPinningDisplayMode});
    const count = screen.queryAllByRole('button', {name: 'Pin'}).length;
    view.unmount();
    return count;
  };
  expect([pins('top-and-bottom'), pins('top'), pins('bottom')]).toEqual([4, 2, 2]);
});

it('`keepPinnedRows: false` shows a pinned row only where it belongs', async () => {
  const view = tableInstance({...base, rowPinningDisplayMode: 'top', keepPinnedRows: false});
  await settle(() => view.table().getRow('3').pin('top'));
  expect(ids(view.table().getTopRows())).toEqual(['3']);
  await settle(() => view.table().setPageIndex(1));
  expect(ids(view.table().getTopRows())).toEqual([]);
  view.unmount();
});
