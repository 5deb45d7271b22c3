/** Claims of docs/examples/sticky-row-selection.mdx. */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';
import {tableInstance} from './tableInstance';

const base = {
  data: people.slice(0, 4),
  columns: [{accessorKey: 'firstName', header: 'Name'}] as MRT_ColumnDef<Person>[],
  getRowId: (row: Person) => row.id,
  enableRowSelection: true,
  enableRowPinning: true,
  enableTopToolbar: false,
  enableBottomToolbar: false,
};
const rowBoxes = () => screen.getAllByRole('checkbox', {name: 'Toggle select row'});

it("`rowPinningDisplayMode: 'select-sticky'` pins a row when it is selected and unpins it when it is unselected", async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'select-sticky'});
  await settle(() => fireEvent.click(rowBoxes()[1]));
  expect(view.table().getState().rowPinning).toEqual({top: ['2'], bottom: []});
  await settle(() => fireEvent.click(rowBoxes()[1]));
  expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
  view.unmount();
});

it('No pin column is shown: the checkbox is the control', () => {
  const view = tableInstance({...base, rowPinningDisplayMode: 'select-sticky'});
  expect(
    view
      .table()
      .getVisibleLeafColumns()
      .map((column) => column.id),
  ).toEqual(['mrt-row-select', 'firstName']);
  view.unmount();
});

it("`'select-bottom'` moves the selected rows to a static section below the list", async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'select-bottom'});
  await settle(() => fireEvent.click(rowBoxes()[0]));
  expect(view.table().getState().rowPinning).toEqual({top: [], bottom: ['1']});
  view.unmount();
});

it('Only the checkbox pins: rows selected in code (`table.setRowSelection`) are not pinned', async () => {
  const view = tableInstance({...base, rowPinningDisplayMode: 'select-sticky'});
  await settle(() => view.table().setRowSelection({'2': true}));
  expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
  view.unmount();
});

it('Select all unpins: the select-all checkbox selects the rows without pinning them, and clears every pin MRT had set', async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'select-sticky'});
  await settle(() => fireEvent.click(rowBoxes()[1]));
  await settle(() => fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'})));
  expect(view.table().getSelectedRowModel().rows).toHaveLength(4);
  expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
  view.unmount();
});
