/** Claims of docs/examples/filter-switching.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'Name'},
  {accessorKey: 'city', header: 'City', enableColumnFilterModes: false},
  {accessorKey: 'age', header: 'Age', filterVariant: 'range', columnFilterModeOptions: ['between', 'lessThan']},
];
const modes = {
  columns,
  enableColumnFilterModes: true,
  initialState: {showColumnFilters: true},
  enableTopToolbar: false,
  enableBottomToolbar: false,
};
const modeButtons = () => screen.queryAllByRole('button', {name: 'Change filter mode'});
// each item shows the mode's symbol, then its label
const menuLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

it('`enableColumnFilterModes: true` adds the mode button to every filter field, and shows the current mode under it ("Filter Mode: Fuzzy"); a column can opt out with `enableColumnFilterModes: false`', () => {
  const view = mountTable(modes);
  // Name and Age's first (Min) field; not City
  expect(modeButtons()).toHaveLength(2);
  expect(screen.getAllByText('Filter Mode: Fuzzy')).toHaveLength(1);
  view.unmount();
});

it("`columnFilterModeOptions` limits the menu to the listed filter functions; the menu keeps MRT's own order, not the order of your list", async () => {
  const view = mountTable({
    ...modes,
    columns: [{accessorKey: 'firstName', header: 'Name', columnFilterModeOptions: ['startsWith', 'fuzzy', 'contains']}],
  });
  await settle(() => fireEvent.click(modeButtons()[0]));
  expect(menuLabels()).toEqual(['≈Fuzzy', '*Contains', 'aStarts With']);
  view.unmount();
});

it('Range variants keep range modes: for a `range` column the menu offers only `between` and `betweenInclusive`, whatever `columnFilterModeOptions` says', async () => {
  const view = mountTable(modes);
  await settle(() => fireEvent.click(modeButtons()[1]));
  expect(menuLabels()).toEqual(['⇿Between', '⬌Between Inclusive']);
  view.unmount();
});

it('Type `ar` in the Name filter, then switch from Fuzzy to Contains: the text stays, the rows change', async () => {
  // 'ae' here: in these rows fuzzy and contains find the same names for 'ar'
  const view = mountTable({
    ...modes,
    initialState: {...modes.initialState, columnFilters: [{id: 'firstName', value: 'ae'}]},
  });
  const fuzzyRows = view
    .table()
    .getRowModel()
    .rows.map((row) => row.original.firstName);
  await settle(() => fireEvent.click(modeButtons()[0]));
  await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: /Contains$/})));
  expect(view.table().getColumn('firstName').getFilterValue()).toBe('ae');
  expect(fuzzyRows).toEqual(['Grace', 'Margaret', 'Frances']);
  expect(view.table().getRowModel().rows).toHaveLength(0);
  view.unmount();
});

it('Empty and Not Empty need no text: choosing them fills the field with a chip and disables typing', async () => {
  const view = mountTable(modes);
  await settle(() => fireEvent.click(modeButtons()[0]));
  await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: '∅ Empty'})));
  const head = within(view.container.querySelector('thead')!);
  expect(head.getAllByText('Empty')).toHaveLength(1);
  expect(
    (view.container.querySelector('thead input[placeholder=""], thead input:disabled') as HTMLInputElement).disabled,
  ).toBe(true);
  view.unmount();
});

it('`enableGlobalFilterModes` adds a mode menu to the search box, which offers only `contains`, `fuzzy` and `startsWith`', async () => {
  const view = mountTable({
    columns,
    enableGlobalFilterModes: true,
    initialState: {showGlobalFilter: true},
    enableBottomToolbar: false,
  });
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
  expect(menuLabels()).toEqual(['≈Fuzzy', '*Contains', 'aStarts With']);
  view.unmount();
});

it('Fuzzy results are ranked: with the fuzzy global search, MRT clears the sorting each time the search text changes and orders the rows by how well they match', async () => {
  const view = mountTable({columns, enableTopToolbar: false, initialState: {sorting: [{id: 'age', desc: false}]}});
  await settle(() => view.table().setGlobalFilter('ar'));
  expect(view.table().getState().sorting).toEqual([]);
  expect(
    view
      .table()
      .getRowModel()
      .rows.map((row) => row.original.firstName),
  ).toEqual(['Barbara', 'Margaret', 'Donald', 'Alan']);
  view.unmount();
});

it('A column sorted during the search holds until the text changes again; clearing the search brings the previous sorting back', async () => {
  const view = tableInstance({columns, enableTopToolbar: false, initialState: {sorting: [{id: 'age', desc: false}]}});
  await settle(() => view.table().setGlobalFilter('a'));
  await settle(() => view.table().setSorting([{id: 'firstName', desc: true}]));
  expect(view.table().getState().sorting).toEqual([{id: 'firstName', desc: true}]);
  await settle(() => view.table().setGlobalFilter('ar'));
  expect(view.table().getState().sorting).toEqual([]);
  await settle(() => view.table().setGlobalFilter(undefined));
  expect(view.table().getState().sorting).toEqual([{id: 'firstName', desc: true}]);
  view.unmount();
});

describe('renderColumnFilterModeMenuItems', () => {
  const item = (mode: string) => (
    <li key={mode} role="menuitem">
      {mode}
    </li>
  );

  it('`renderColumnFilterModeMenuItems` (a column option, or a table option for every column without its own) replaces the menu’s items with the ones it returns', async () => {
    const view = mountTable({
      ...modes,
      columns: [
        {
          accessorKey: 'firstName',
          header: 'Name',
          renderColumnFilterModeMenuItems: () => ['equals', 'endsWith'].map(item),
        },
        {accessorKey: 'city', header: 'City'},
      ],
      renderColumnFilterModeMenuItems: () => ['notEquals'].map(item),
    });
    await settle(() => fireEvent.click(modeButtons()[0]));
    expect(menuLabels()).toEqual(['equals', 'endsWith']);
    await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
    // the table's function serves the columns without their own
    await settle(() => fireEvent.click(modeButtons()[1]));
    expect(menuLabels()).toEqual(['notEquals']);
    view.unmount();
  });

  it('It gets `internalFilterOptions`: MRT’s own items, after `columnFilterModeOptions`', async () => {
    const seen: string[][] = [];
    const view = mountTable({
      ...modes,
      columns: [
        {
          accessorKey: 'firstName',
          header: 'Name',
          columnFilterModeOptions: ['endsWith', 'fuzzy'],
          renderColumnFilterModeMenuItems: ({internalFilterOptions}) => {
            seen.push(internalFilterOptions.map(({option}) => option));
            return [item('x')];
          },
        },
      ],
    });
    await settle(() => fireEvent.click(modeButtons()[0]));
    expect(seen.at(-1)).toEqual(['fuzzy', 'endsWith']);
    view.unmount();
  });

  it('`onSelectFilterMode(mode)` switches the column to that mode and closes the menu', async () => {
    const view = mountTable({
      ...modes,
      columns: [
        {
          accessorKey: 'firstName',
          header: 'Name',
          renderColumnFilterModeMenuItems: ({onSelectFilterMode}) => [
            <li key="s" role="menuitem" onClick={() => onSelectFilterMode('startsWith')}>
              Begins with
            </li>,
          ],
        },
      ],
      initialState: {...modes.initialState, columnFilters: [{id: 'firstName', value: 'A'}]},
    });
    // fuzzy: an "a" anywhere
    expect(view.table().getRowModel().rows.length).toBeGreaterThan(1);
    await settle(() => fireEvent.click(modeButtons()[0]));
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: 'Begins with'})));
    expect(view.table().getState().columnFilterFns.firstName).toBe('startsWith');
    expect(
      view
        .table()
        .getRowModel()
        .rows.map((row) => row.original.firstName),
    ).toEqual(['Ada', 'Alan']);
    expect(screen.getAllByText('Filter Mode: Starts With')).toHaveLength(1);
    await settle();
    expect(screen.queryByRole('menu')).toBeNull();
    view.unmount();
  });
});
