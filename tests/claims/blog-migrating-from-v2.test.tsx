/** Claims of blog/2026-11-19-migrating-from-v2.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';

const small = {
  data: people.slice(0, 2),
  getRowId: (row: Person) => row.id,
  enableTopToolbar: false,
  enableBottomToolbar: false,
  enableColumnActions: false,
};

it('V3 ignores the `text` key of select options silently and shows the raw `value` instead', async () => {
  const columns: MRT_ColumnDef<Person>[] = [
    {
      accessorKey: 'city',
      header: 'City',
      filterVariant: 'select',
      // the V2 shape, which V3's types no longer describe
      filterSelectOptions: [{text: 'Big Apple', value: 'New York'}] as unknown as {label: string; value: string}[],
    },
  ];
  const view = mountTable({...small, columns, initialState: {showColumnFilters: true}});
  await settle(() => fireEvent.mouseDown(within(view.container.querySelector('thead')!).getByRole('combobox')));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['New York ']);
  view.unmount();
  // the same in an edit select
  const editing = mountTable({
    ...small,
    columns: [
      {
        accessorKey: 'city',
        header: 'City',
        editVariant: 'select',
        editSelectOptions: [{text: 'Big Apple', value: 'New York'}] as unknown as {label: string; value: string}[],
      },
    ],
    enableEditing: true,
    editDisplayMode: 'table',
  });
  await settle(() =>
    fireEvent.mouseDown(within(editing.container.querySelector('tbody')!).getAllByRole('combobox')[0]),
  );
  expect(screen.getAllByRole('option').map((option) => option.textContent?.trim())).toEqual(['New York']);
  editing.unmount();
});

it('on a header Enter now sorts, and on a selection cell it toggles the row', async () => {
  const view = mountTable({...small, enableRowSelection: true});
  await settle(() => fireEvent.keyDown(view.container.querySelectorAll('th')[1], {key: 'Enter'}));
  await settle(() => fireEvent.keyDown(view.container.querySelectorAll('tbody td')[0], {key: 'Enter'}));
  expect([view.table().getState().sorting, view.table().getState().rowSelection]).toEqual([
    [{id: 'firstName', desc: false}],
    {'1': true},
  ]);
  view.unmount();
});

it('since 3.0.2, your `onKeyDown` runs first and `stopPropagation()` skips the built-in shortcut', async () => {
  const order: string[] = [];
  const view = mountTable({
    ...small,
    enableRowSelection: true,
    onRowSelectionChange: () => order.push('built-in'),
    muiTableBodyCellProps: ({cell}) => ({
      onKeyDown: (event) => {
        order.push('yours');
        if (cell.row.id === '1') event.stopPropagation();
      },
    }),
  });
  const selectCells = Array.from(view.container.querySelectorAll('tbody tr')).map((row) => row.querySelector('td')!);
  await settle(() => fireEvent.keyDown(selectCells[0], {key: 'Enter'}));
  await settle(() => fireEvent.keyDown(selectCells[1], {key: 'Enter'}));
  expect(order).toEqual(['yours', 'yours', 'built-in']);
  view.unmount();
});

it('Cells now have `tabindex="0"`, the footer disappears when no column has one, and element ids carry the table\'s id (`#mrt-rows-per-page-<id>`)', () => {
  const view = mountTable({data: people.slice(0, 1), id: 'tickets'});
  expect(Array.from(view.container.querySelectorAll('td')).every((cell) => cell.getAttribute('tabindex') === '0')).toBe(
    true,
  );
  expect(view.container.querySelectorAll('tfoot')).toHaveLength(0);
  expect(view.container.querySelectorAll('#mrt-rows-per-page-tickets')).toHaveLength(1);
  view.unmount();
  // a column with a footer brings the footer back
  const footed = mountTable({
    data: people.slice(0, 1),
    columns: [{accessorKey: 'age', header: 'Age', Footer: () => 'Total'}],
  });
  expect(footed.container.querySelector('tfoot')?.textContent).toBe('Total');
  footed.unmount();
});

it('Full-screen mode now closes on Escape', async () => {
  const view = mountTable({...small, initialState: {isFullScreen: true}});
  await settle(() => fireEvent.keyDown(view.container.querySelector('th')!, {key: 'Escape'}));
  expect(view.table().getState().isFullScreen).toBe(false);
  view.unmount();
});

it("set `enableKeyboardShortcuts: false` to keep V2's behaviour entirely", async () => {
  const view = mountTable({...small, enableRowSelection: true, enableKeyboardShortcuts: false});
  await settle(() => fireEvent.keyDown(view.container.querySelectorAll('th')[1], {key: 'Enter'}));
  await settle(() => fireEvent.keyDown(view.container.querySelectorAll('tbody td')[0], {key: 'Enter'}));
  expect([view.table().getState().sorting, view.table().getState().rowSelection]).toEqual([[], {}]);
  view.unmount();
});
