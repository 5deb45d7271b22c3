/** Claims of docs/examples/sticky-row-pinning.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {bodyRows, mountTable, settle, people, type Person} from './harness';
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
/** The names on screen, top to bottom, with `*` after a pinned row's. */
const shown = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('tbody tr')).map(
    (row, index) => bodyRows(container)[index][1] + (row.getAttribute('data-pinned') ? '*' : ''),
  );
const pinButton = (name: string) =>
  within(
    screen.getAllByRole('row').find((row) => row.closest('tbody') && row.textContent === name) as HTMLElement,
  ).getByRole('button', {name: 'Pin'});
const names = (from: number, to: number) => twenty.slice(from, to).map((person) => person.firstName);

it("`rowPinningDisplayMode: 'sticky'` is the default", () => {
  const view = tableInstance({...base, data: twenty.slice(0, 2)});
  expect(view.table().options.rowPinningDisplayMode).toBe('sticky');
  view.unmount();
});

it("`enableRowPinning: true` adds a pin column (`'mrt-row-pin'`) with one button per row", () => {
  const view = mountTable({...base, data: twenty.slice(0, 3)});
  expect(view.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-pin');
  expect(
    Array.from(view.container.querySelectorAll('tbody tr')).map(
      (row) => within(row as HTMLElement).queryAllByRole('button', {name: 'Pin'}).length,
    ),
  ).toEqual([1, 1, 1]);
  view.unmount();
});

it("in the default 'sticky' mode a pinned row stays where it is in the list", async () => {
  const view = mountTable(base);
  // row 3 is Alan
  await settle(() => fireEvent.click(pinButton('Alan')));
  const order = names(0, 10).map((name) => (name === 'Alan' ? 'Alan*' : name));
  expect(shown(view.container)).toEqual(order);
  view.unmount();
});

it('With pagination, a pinned row from another page is added to the current one (in the sticky modes it shows at the top)', async () => {
  const view = mountTable(base);
  await settle(() => fireEvent.click(pinButton('Alan')));
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
  expect(shown(view.container)).toEqual(['Alan*', ...names(10, 20)]);
  view.unmount();
});
