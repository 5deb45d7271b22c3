/** Claims of docs/getting-started/usage.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import {mountTable, settle, type Mounted, type Person} from './harness';
import {tableInstance} from './tableInstance';

const clickHeader = (view: Mounted<Person>, header: string) =>
  settle(() => fireEvent.click(within(view.container.querySelector('thead')!).getByText(header)));

it('`size` sets a starting width in pixels (the default is 180)', () => {
  const view = tableInstance({
    columns: [
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'age', header: 'Age', size: 90},
    ],
  });
  expect(['city', 'age'].map((id) => view.table().getColumn(id).getSize())).toEqual([180, 90]);
  view.unmount();
});

it('Sorting, column filters, global search, pagination, column hiding, density and full-screen toggles are all on by default', () => {
  const view = mountTable();
  const {options} = view.table();
  expect([
    options.enableSorting,
    options.enableColumnFilters,
    options.enableGlobalFilter,
    options.enablePagination,
    options.enableHiding,
    options.enableDensityToggle,
    options.enableFullScreenToggle,
  ]).toEqual([true, true, true, true, true, true, true]);
  for (const name of [
    'Show/Hide search',
    'Show/Hide filters',
    'Show/Hide columns',
    'Toggle density',
    'Toggle full screen',
    'Go to next page',
  ]) {
    expect(screen.getAllByRole('button', {name})).toHaveLength(1);
  }
  view.unmount();
});

it('Text columns sort A to Z first; number columns such as Age start with the highest value. A second click reverses the order and a third clears it', async () => {
  const view = mountTable({enableTopToolbar: false, enableBottomToolbar: false});
  const states: unknown[] = [];
  for (const header of ['First Name', 'First Name', 'First Name', 'Age', 'Age', 'Age']) {
    await clickHeader(view, header);
    states.push(view.table().getState().sorting);
  }
  expect(states).toEqual([
    [{id: 'firstName', desc: false}],
    [{id: 'firstName', desc: true}],
    [],
    [{id: 'age', desc: true}],
    [{id: 'age', desc: false}],
    [],
  ]);
  view.unmount();
});
