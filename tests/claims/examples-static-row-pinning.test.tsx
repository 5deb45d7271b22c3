/** Claims of docs/examples/static-row-pinning.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {bodyRows, mountTable, settle, people, type Person} from './harness';

// twenty rows, one column, no top toolbar: only the rows matter here
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
/** The names on screen, top to bottom (the cell after the pin column). */
const shown = (container: HTMLElement) => bodyRows(container).map((cells) => cells[1]);
/** The pin buttons of the row showing `name`: [to the top, to the bottom] in 'top-and-bottom' mode. */
const pinButtons = (name: string) =>
  within(
    screen.getAllByRole('row').find((row) => row.closest('tbody') && row.textContent === name) as HTMLElement,
  ).getAllByRole('button', {name: 'Pin'});
const names = (from: number, to: number) => twenty.slice(from, to).map((person) => person.firstName);

it('Pin row 3 to the top and row 7 to the bottom, then go to page 2: both are still there, around rows 11 to 20', async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'top-and-bottom'});
  // row 3 is Alan, row 7 Margaret
  await settle(() => fireEvent.click(pinButtons('Alan')[0]));
  await settle(() => fireEvent.click(pinButtons('Margaret')[1]));
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
  expect(shown(view.container)).toEqual(['Alan', ...names(10, 20), 'Margaret']);
  view.unmount();
});

it('A page of 10 with two of its rows pinned shows 8 rows between the sections, plus the 2 pinned. Page numbers do not change', async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'top-and-bottom'});
  await settle(() => fireEvent.click(pinButtons('Alan')[0]));
  await settle(() => fireEvent.click(pinButtons('Margaret')[1]));
  expect(shown(view.container)).toEqual([
    'Alan',
    ...names(0, 10).filter((name) => name !== 'Alan' && name !== 'Margaret'),
    'Margaret',
  ]);
  expect(view.container.textContent).toContain('1-10 of 20');
  view.unmount();
});

it("`rowPinningDisplayMode: 'top-and-bottom'` shows two pin buttons per unpinned row; `'top'` and `'bottom'` show one button, pinning to that side only", async () => {
  const pins = async (rowPinningDisplayMode: 'top-and-bottom' | 'top' | 'bottom') => {
    const view = mountTable({...base, data: twenty.slice(0, 3), rowPinningDisplayMode});
    const count = screen.queryAllByRole('button', {name: 'Pin'}).length;
    // pin the middle row with its (first) button
    await settle(() => fireEvent.click(pinButtons('Grace')[0]));
    const order = shown(view.container);
    view.unmount();
    return [count, order];
  };
  expect(await pins('top-and-bottom')).toEqual([6, ['Grace', 'Ada', 'Alan']]);
  expect(await pins('top')).toEqual([3, ['Grace', 'Ada', 'Alan']]);
  expect(await pins('bottom')).toEqual([3, ['Ada', 'Alan', 'Grace']]);
});

it('`keepPinnedRows: false` shows a pinned row only where it belongs', async () => {
  const view = mountTable({...base, rowPinningDisplayMode: 'top', keepPinnedRows: false});
  await settle(() => fireEvent.click(pinButtons('Alan')[0]));
  expect(shown(view.container)[0]).toBe('Alan');
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
  expect(shown(view.container)).toEqual(names(10, 20));
  view.unmount();
});
