/** Claims of docs/examples/sticky-row-selection.mdx. */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {bodyRows, mountTable, settle, people, type Person} from './harness';

const base = {
  data: people.slice(0, 4), // Ada, Grace, Alan, Edsger
  columns: [{accessorKey: 'firstName', header: 'Name'}] as MRT_ColumnDef<Person>[],
  getRowId: (row: Person) => row.id,
  enableRowSelection: true,
  enableRowPinning: true,
  enableTopToolbar: false,
  enableBottomToolbar: false,
};
const rowBoxes = () => screen.getAllByRole('checkbox', {name: 'Toggle select row'});
/** The names on screen, top to bottom, with `*` after a pinned row's. */
const shown = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('tbody tr')).map(
    (row, index) => bodyRows(container)[index][1] + (row.getAttribute('data-pinned') ? '*' : ''),
  );

it("`rowPinningDisplayMode: 'select-sticky'` pins a row when it is selected and unpins it when it is unselected", async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'select-sticky'});
  await settle(() => fireEvent.click(rowBoxes()[1]));
  expect(view.table().getState().rowPinning).toEqual({top: ['2'], bottom: []});
  // it keeps its place in the list
  expect(shown(view.container)).toEqual(['Ada', 'Grace*', 'Alan', 'Edsger']);
  await settle(() => fireEvent.click(rowBoxes()[1]));
  expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
  expect(shown(view.container)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger']);
  view.unmount();
});

it('No pin column is shown: the checkbox is the control', () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'select-sticky'});
  expect(screen.queryAllByRole('button', {name: 'Pin'})).toHaveLength(0);
  expect(view.container.querySelectorAll('thead th')).toHaveLength(2);
  view.unmount();
});

it("`'select-top'` and `'select-bottom'` move the selected rows to a static section above or below the list", async () => {
  for (const [rowPinningDisplayMode, order] of [
    ['select-top', ['Alan*', 'Ada', 'Grace', 'Edsger']],
    ['select-bottom', ['Ada', 'Grace', 'Edsger', 'Alan*']],
  ] as const) {
    const view = mountTable({...base, rowPinningDisplayMode});
    await settle(() => fireEvent.click(rowBoxes()[2]));
    expect(shown(view.container)).toEqual(order);
    view.unmount();
  }
});

it('Only the checkbox pins: rows selected in code (`table.setRowSelection`, `initialState.rowSelection`) are not pinned', async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'select-top', initialState: {rowSelection: {'3': true}}});
  expect(shown(view.container)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger']);
  await settle(() => view.table().setRowSelection({'2': true, '3': true}));
  expect((rowBoxes() as HTMLInputElement[]).map((box) => box.checked)).toEqual([false, true, true, false]);
  expect(shown(view.container)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger']);
  expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
  view.unmount();
});

it('Select all unpins: the select-all checkbox in the header selects (or unselects) the rows without pinning them, and clears every pin MRT had set', async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'select-sticky'});
  await settle(() => fireEvent.click(rowBoxes()[1]));
  expect(view.table().getState().rowPinning).toEqual({top: ['2'], bottom: []});
  const selectAll = screen.getByRole('checkbox', {name: 'Toggle select all'});
  await settle(() => fireEvent.click(selectAll));
  expect(view.table().getSelectedRowModel().rows).toHaveLength(4);
  expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
  expect(shown(view.container)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger']);
  // pin one by unticking and ticking it again, then unselect all
  await settle(() => fireEvent.click(rowBoxes()[0]));
  await settle(() => fireEvent.click(rowBoxes()[0]));
  expect(view.table().getState().rowPinning).toEqual({top: ['1'], bottom: []});
  await settle(() => fireEvent.click(selectAll));
  expect(view.table().getSelectedRowModel().rows).toHaveLength(0);
  expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
  view.unmount();
});
