/** Claims of docs/examples/filter-switching.mdx. */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import FilterSwitching from '@site/src/examples/filter-switching/Example';
import {mountTable, people, settle, type Person} from './harness';
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

it('`enableColumnFilterModes: true` adds the mode button to every filter field except the `checkbox` and `range-slider` ones, and shows the current mode under it ("Filter Mode: Fuzzy"); a column can opt out with `enableColumnFilterModes: false`', () => {
  const view = mountTable({
    ...modes,
    columns: [
      ...columns,
      {accessorKey: 'lastName', header: 'Slider', filterVariant: 'range-slider'},
      {id: 'adult', accessorFn: (row) => String(row.age >= 40), header: 'Adult', filterVariant: 'checkbox'},
    ] as MRT_ColumnDef<Person>[],
  });
  const perHeader = Array.from(view.container.querySelectorAll('thead th')).map((cell) => [
    cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent,
    within(cell as HTMLElement).queryAllByRole('button', {name: 'Change filter mode'}).length,
    cell.textContent?.match(/Filter Mode: [A-Za-z ]+/)?.[0] ?? null,
  ]);
  expect(perHeader).toEqual([
    ['Name', 1, 'Filter Mode: Fuzzy'],
    ['City', 0, null],
    // a range has one button, on its first (Min) field
    ['Age', 1, 'Filter Mode: Between Inclusive'],
    ['Slider', 0, 'Filter Mode: Between Inclusive'],
    ['Adult', 0, null],
  ]);
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

it('Range variants keep range modes: for a `range` or date-range column the menu offers only `between` and `betweenInclusive`, whatever `columnFilterModeOptions` says', async () => {
  const view = mountTable(modes);
  await settle(() => fireEvent.click(modeButtons()[1]));
  expect(menuLabels()).toEqual(['⇿Between', '⬌Between Inclusive']);
  view.unmount();
  // a date-range column (its pickers need a date adapter above the table)
  function Dates() {
    const table = useMaterialReactTable({
      columns: [
        {
          id: 'born',
          header: 'Born',
          accessorFn: () => new Date(2000, 0, 1),
          Cell: () => '2000-01-01',
          filterVariant: 'date-range',
          columnFilterModeOptions: ['lessThan', 'between'],
        },
      ],
      data: people,
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
    });
    return <MaterialReactTable table={table} />;
  }
  const dates = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Dates />
    </LocalizationProvider>,
  );
  await settle(() => fireEvent.click(modeButtons()[0]));
  expect(menuLabels()).toEqual(['⇿Between', '⬌Between Inclusive']);
  dates.unmount();
});

it('Type `ar` in the Name filter, then switch from Fuzzy to Contains, Starts With and Ends With: the text stays, the rows change', async () => {
  render(<FilterSwitching />);
  const field = screen.getByPlaceholderText('Filter by Name') as HTMLInputElement;
  const names = () =>
    Array.from(document.querySelectorAll('tbody tr')).map((row) => row.querySelector('td')?.textContent);
  jest.useFakeTimers();
  try {
    fireEvent.change(field, {target: {value: 'ar'}});
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
  } finally {
    jest.useRealTimers();
  }
  const seen = [names()];
  for (const mode of ['Contains', 'Starts With', 'Ends With']) {
    await settle(() => fireEvent.click(modeButtons()[0]));
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: new RegExp(`${mode}$`)})));
    expect((screen.getByPlaceholderText('Filter by Name') as HTMLInputElement).value).toBe('ar');
    seen.push(names());
  }
  expect(seen.map((rows) => [...rows].sort())).toEqual([
    ['Amir', 'Andre', 'Ari', 'Arjun', 'Clara', 'Lars', 'Laura', 'Marta', 'Oskar', 'Sara'],
    ['Ari', 'Arjun', 'Clara', 'Lars', 'Marta', 'Oskar', 'Sara'],
    ['Ari', 'Arjun'],
    ['Oskar'],
  ]);
  // the line above the table reads the mode from React state
  expect(screen.getByRole('status').textContent).toContain('name endsWith');
});

it('Empty and Not Empty need no text: choosing them fills the field with a chip and disables typing', async () => {
  const view = mountTable(modes);
  const nameCell = () => view.container.querySelectorAll('thead th')[0] as HTMLElement;
  const input = () => nameCell().querySelector('input') as HTMLInputElement;
  expect(input().disabled).toBe(false);
  for (const [item, chip] of [
    ['∅ Empty', 'Empty'],
    ['!∅ Not Empty', 'Not Empty'],
  ]) {
    await settle(() => fireEvent.click(modeButtons()[0]));
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: item})));
    const chips = Array.from(nameCell().querySelectorAll('.MuiChip-root')).map((element) => element.textContent);
    expect(chips).toEqual([chip]);
    expect(input().disabled).toBe(true);
  }
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

it('A column sorted during the search holds until the text changes again. Clearing the search brings back the last sorting: the one from before the search, or the one chosen during it', async () => {
  const view = tableInstance({columns, enableTopToolbar: false, initialState: {sorting: [{id: 'age', desc: false}]}});
  // no sorting chosen during the search: the one from before it comes back
  await settle(() => view.table().setGlobalFilter('a'));
  expect(view.table().getState().sorting).toEqual([]);
  await settle(() => view.table().setGlobalFilter(undefined));
  expect(view.table().getState().sorting).toEqual([{id: 'age', desc: false}]);
  // a column sorted during the search
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
