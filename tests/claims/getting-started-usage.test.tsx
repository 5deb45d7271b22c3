/** Claims of docs/getting-started/usage.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import {bodyRows, mountTable, settle, type Mounted, type Person} from './harness';

const clickHeader = (view: Mounted<Person>, header: string) =>
  settle(() => fireEvent.click(within(view.container.querySelector('thead')!).getByText(header)));

it('`size` sets a starting width in pixels (the default is 180)', () => {
  const view = mountTable({
    columns: [
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'age', header: 'Age', size: 90},
    ],
    enableTopToolbar: false,
    enableBottomToolbar: false,
  });
  expect(['city', 'age'].map((id) => view.table().getColumn(id).getSize())).toEqual([180, 90]);
  // the widths the header cells are drawn with (CSS variables on the table, read as pixels)
  const style = (view.container.querySelector('table') as HTMLElement).style;
  expect(['--header-city-size', '--header-age-size'].map((name) => style.getPropertyValue(name))).toEqual([
    '180',
    '90',
  ]);
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
  const column = {'First Name': 0, Age: 2} as const;
  const seen: unknown[] = [];
  for (const header of ['First Name', 'First Name', 'First Name', 'Age', 'Age', 'Age'] as const) {
    await clickHeader(view, header);
    // the value in the first row, and the sort the table reports
    seen.push([bodyRows(view.container)[0][column[header]], view.table().getState().sorting]);
  }
  expect(seen).toEqual([
    ['Ada', [{id: 'firstName', desc: false}]],
    ['Margaret', [{id: 'firstName', desc: true}]],
    ['Ada', []],
    ['85', [{id: 'age', desc: true}]],
    ['33', [{id: 'age', desc: false}]],
    ['36', []],
  ]);
  view.unmount();
});
