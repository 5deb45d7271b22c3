/** Claims of docs/examples/row-ordering.mdx and row-dragging.mdx. */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {moveItem} from '@site/src/examples/row-ordering/makeData';
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
  expect([view.table().getState().draggingRow, view.table().getState().hoveredRow]).toEqual([null, null]);
  await settle(() => fireEvent.dragStart(handles[0], {dataTransfer: {setDragImage: () => {}}}));
  await settle(() => fireEvent.dragEnter(rows[1]));
  expect([view.table().getState().draggingRow?.id, view.table().getState().hoveredRow?.id]).toEqual(['1', '2']);
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

it('row-ordering: in a sorted or paged view the row indexes the handler uses are still positions in `data`, so it moves the dragged item to the array position of the row it was dropped on; the view does not show the new order', async () => {
  let data = people.slice(0, 4); // Ada, Grace, Alan, Edsger
  const view = mountTable({
    ...base,
    data,
    enableRowOrdering: true,
    enableSorting: true,
    enableBottomToolbar: true,
    // first names descending: Grace, Edsger, Alan, Ada; page 2 shows Alan, Ada
    initialState: {sorting: [{id: 'firstName', desc: true}], pagination: {pageIndex: 1, pageSize: 2}},
    // the demo's handler
    muiRowDragHandleProps: ({table}) => ({
      onDragEnd: () => {
        const {draggingRow, hoveredRow} = table.getState();
        const from = draggingRow?.index;
        const to = hoveredRow?.index;
        if (from !== undefined && to !== undefined && from !== to) data = moveItem(data, from, to);
      },
    }),
  });
  const names = () => Array.from(view.container.querySelectorAll('tbody tr')).map((row) => row.textContent);
  expect(names()).toEqual(['Alan', 'Ada']);
  // drag Alan (shown first on this page, third in data) onto Ada (shown second, first in data)
  const rows = view.container.querySelectorAll('tbody tr');
  const handles = screen.getAllByRole('button', {name: 'Move'});
  await settle(() => fireEvent.dragStart(handles[0], {dataTransfer: {setDragImage: () => {}}}));
  await settle(() => fireEvent.dragEnter(rows[1]));
  await settle(() => fireEvent.dragEnd(handles[0]));
  // Alan took Ada's place in the array: the right item moved to the right position
  expect(data.map((person) => person.firstName)).toEqual(['Alan', 'Ada', 'Grace', 'Edsger']);
  // but the sorted view puts the rows back in sorted order (in the array's order, page 2 would be Grace, Edsger)
  await settle(() => view.update({data}));
  expect(names()).toEqual(['Alan', 'Ada']);
  view.unmount();
});

it('`enableRowDragging: true` adds the same drag handles as row ordering', () => {
  const view = mountTable({...base, enableRowDragging: true});
  expect(screen.getAllByRole('button', {name: 'Move'})).toHaveLength(3);
  expect(view.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-drag');
  view.unmount();
});
