/** Claims of docs/examples/row-ordering.mdx and row-dragging.mdx. */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';

const base = {
  data: people.slice(0, 3),
  columns: [{accessorKey: 'firstName', header: 'Name'}] as MRT_ColumnDef<Person>[],
  getRowId: (row: Person) => row.id,
  enableTopToolbar: false,
  enableBottomToolbar: false,
  enableSorting: false,
};

it('While a row is dragged, Material React Table keeps `draggingRow` and `hoveredRow` up to date; it does not clear `hoveredRow` when the pointer leaves the table, only when the drag ends', async () => {
  const ends: unknown[] = [];
  const view = mountTable({
    ...base,
    enableRowOrdering: true,
    muiRowDragHandleProps: ({table}) => ({onDragEnd: () => ends.push(table.getState().hoveredRow?.id)}),
  });
  const handles = screen.getAllByRole('button', {name: 'Move'});
  const rows = view.container.querySelectorAll('tbody tr');
  await settle(() => fireEvent.dragStart(handles[0], {dataTransfer: {setDragImage: () => {}}}));
  await settle(() => fireEvent.dragEnter(rows[2]));
  await settle(() => fireEvent.dragLeave(view.container.querySelector('table')!));
  expect([view.table().getState().draggingRow?.id, view.table().getState().hoveredRow?.id]).toEqual(['1', '3']);
  await settle(() => fireEvent.dragEnd(handles[0]));
  expect(ends).toEqual(['3']);
  expect([view.table().getState().draggingRow, view.table().getState().hoveredRow]).toEqual([null, null]);
  expect(
    view
      .table()
      .getRowModel()
      .rows.map((row) => row.id),
  ).toEqual(['1', '2', '3']);
  view.unmount();
});

it('`enableRowDragging: true` adds the same drag handles as row ordering', () => {
  const view = mountTable({...base, enableRowDragging: true});
  expect(screen.getAllByRole('button', {name: 'Move'})).toHaveLength(3);
  expect(view.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-drag');
  view.unmount();
});
