/** Claims of docs/examples/column-ordering.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, type Person} from './harness';

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'First Name'},
  {accessorKey: 'city', header: 'Email', enableColumnOrdering: false},
  {accessorKey: 'age', header: 'Age'},
];
const ordering = {columns, enableColumnOrdering: true, enableBottomToolbar: false};

it('`enableColumnOrdering: true` puts a small drag handle in every column header; a column can opt out with `enableColumnOrdering: false` (no handle)', () => {
  const view = mountTable({...ordering, enableTopToolbar: false});
  const head = within(view.container.querySelector('thead')!);
  expect(head.getAllByRole('button', {name: 'Move'})).toHaveLength(2);
  view.unmount();
});

it('nothing can be dropped on the opted-out column', async () => {
  const view = mountTable({...ordering, enableTopToolbar: false});
  const headers = Array.from(view.container.querySelectorAll('thead th'));
  await settle(() => view.table().setDraggingColumn(view.table().getColumn('firstName')));
  await settle(() => fireEvent.dragEnter(headers[2]));
  expect(view.table().getState().hoveredColumn?.id).toBe('age');
  await settle(() => fireEvent.dragEnter(headers[1]));
  expect(view.table().getState().hoveredColumn).toBeNull();
  view.unmount();
});

it('The same option also lets users reorder columns inside the Show/Hide columns menu, which has a Reset order button', async () => {
  const view = mountTable(ordering);
  await settle(() => view.table().setColumnOrder(['age', 'firstName', 'city']));
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
  expect(within(screen.getByRole('menu')).getAllByRole('button', {name: 'Move'})).toHaveLength(2);
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Reset order'})));
  expect(view.table().getState().columnOrder).toEqual(['firstName', 'city', 'age']);
  view.unmount();
});
