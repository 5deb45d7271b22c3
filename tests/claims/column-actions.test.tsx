/**
 * Claims of docs/guides/column-actions.mdx, checked against the installed MRT (jsdom).
 */
import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import {MRT_ActionMenuItem, type MRT_TableInstance, type MRT_TableOptions} from 'material-react-table';
import {headerCell, hoverTooltip, mountTable, personColumns, settle, type Person} from './harness';

function openMenu(header: string) {
  fireEvent.click(within(headerCell(header)).getByLabelText('Column Actions'));
  return screen.getByRole('menu');
}
const items = (menu: HTMLElement) =>
  within(menu)
    .queryAllByRole('menuitem')
    .map((item) => (item.getAttribute('aria-disabled') ? `(${item.textContent})` : item.textContent));

it('every data column’s header has a button labelled "Column Actions"; the menu is on by default', () => {
  const {table} = mountTable();
  expect(table().options.enableColumnActions).toBe(true);
  expect(screen.getAllByLabelText('Column Actions')).toHaveLength(4);
});

it('the built-in items follow the features, in this order; items that would change nothing are disabled: Clear sort, the sort in effect, Clear filter, the pin side in effect, Unpin, Reset column size, Show all columns', async () => {
  const {table} = mountTable({enableGrouping: true, enableColumnPinning: true, enableColumnResizing: true});
  expect(items(openMenu('Age'))).toEqual([
    '(Clear sort)',
    'Sort by Age ascending',
    'Sort by Age descending',
    '(Clear filter)',
    'Filter by Age',
    'Group by Age',
    'Pin to left',
    'Pin to right',
    '(Unpin)',
    '(Reset column size)',
    'Hide Age column',
    '(Show all columns)',
  ]);
  // a built-in item closes the menu itself; once an item would change something, it is enabled
  await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: 'Sort by Age ascending'})));
  expect(screen.queryByRole('menu')).toBeNull();
  const menu = openMenu('Age');
  await settle(() => fireEvent.click(within(menu).getByRole('menuitem', {name: 'Pin to left'})));
  await settle(() => {
    table().getColumn('age').setFilterValue(40);
    table().setColumnSizing({age: 300});
    table().getColumn('city').toggleVisibility(false);
  });
  expect(items(openMenu('Age'))).toEqual([
    'Clear sort',
    '(Sort by Age ascending)',
    'Sort by Age descending',
    'Clear filter',
    'Filter by Age',
    'Group by Age',
    '(Pin to left)',
    'Pin to right',
    'Unpin',
    'Reset column size',
    'Hide Age column',
    'Show all columns',
  ]);
});

it('"Filter by column" only while columnFilterDisplayMode is subheader', () => {
  mountTable({columnFilterDisplayMode: 'popover'});
  expect(items(openMenu('Age'))).toEqual([
    '(Clear sort)',
    'Sort by Age ascending',
    'Sort by Age descending',
    '(Clear filter)',
    'Hide Age column',
    '(Show all columns)',
  ]);
});

it('while the filter row is open, "Filter by column" is disabled, unless enableColumnFilterModes is on: it then opens the filter mode menu', async () => {
  const closed = mountTable();
  expect(items(openMenu('Age'))).toContain('Filter by Age');
  closed.unmount();
  const open = mountTable({initialState: {showColumnFilters: true}});
  expect(items(openMenu('Age'))).toContain('(Filter by Age)');
  open.unmount();
  mountTable({initialState: {showColumnFilters: true}, enableColumnFilterModes: true});
  await settle(() => fireEvent.click(within(headerCell('Age')).getByLabelText('Column Actions')));
  const item = within(screen.getByRole('menu')).getByRole('menuitem', {name: 'Filter by Age'});
  expect(item.getAttribute('aria-disabled')).toBeNull();
  await settle(() => fireEvent.click(item));
  const modes = within(screen.getByRole('menu')).getAllByRole('menuitem');
  expect(modes.map((item) => item.textContent)).toEqual(expect.arrayContaining(['≈Fuzzy', '*Contains']));
});

it('"Clear sort" is left out when enableSortingRemoval is false', () => {
  mountTable({enableSortingRemoval: false});
  expect(items(openMenu('Age')).slice(0, 2)).toEqual(['Sort by Age ascending', 'Sort by Age descending']);
});

it('a table with none of these features has an empty menu', () => {
  mountTable({enableSorting: false, enableColumnFilters: false, enableHiding: false});
  expect(items(openMenu('Age'))).toEqual([]);
});

it('display columns default to enableColumnActions: false; displayColumnDefOptions can give one a menu', () => {
  const displayColumns = {
    enableRowNumbers: true,
    enableRowSelection: true,
    enableRowActions: true,
    renderRowActions: () => null,
    renderDetailPanel: () => 'details',
  };
  const plain = mountTable(displayColumns);
  // four display columns and four data columns: only the data columns have the button
  expect(plain.container.querySelectorAll('thead th')).toHaveLength(8);
  expect(screen.getAllByLabelText('Column Actions')).toHaveLength(4);
  plain.unmount();
  mountTable({...displayColumns, displayColumnDefOptions: {'mrt-row-numbers': {enableColumnActions: true}}});
  expect(screen.getAllByLabelText('Column Actions')).toHaveLength(5);
  expect(
    within(screen.getByText('#', {selector: '.Mui-TableHeadCell-Content-Wrapper'}).closest('th')!).getByLabelText(
      'Column Actions',
    ),
  ).toBeInTheDocument();
});

it('enableColumnActions: false on the table: no button in any header; a header click still sorts, the filter row and Show/Hide columns still work', async () => {
  const {table, container} = mountTable({enableColumnActions: false});
  expect(screen.queryAllByLabelText('Column Actions')).toHaveLength(0);
  fireEvent.click(screen.getByText('Age', {selector: '.Mui-TableHeadCell-Content-Wrapper'}));
  await settle();
  expect(table().getState().sorting).toEqual([{id: 'age', desc: true}]);
  expect(container.querySelectorAll('thead input')).toHaveLength(0);
  await settle(() => fireEvent.click(screen.getByLabelText('Show/Hide filters')));
  expect(container.querySelectorAll('thead input[type="text"]')).toHaveLength(4);
  await settle(() => fireEvent.click(screen.getByLabelText('Show/Hide columns')));
  expect(within(screen.getByRole('menu')).getAllByRole('menuitem').length).toBeGreaterThanOrEqual(4);
});

it('the column’s setting wins in both directions', () => {
  mountTable({
    enableColumnActions: false,
    columns: [{...personColumns[0], enableColumnActions: true}, ...personColumns.slice(1)],
  });
  expect(screen.getAllByLabelText('Column Actions')).toHaveLength(1);
  expect(within(headerCell('First Name')).getByLabelText('Column Actions')).toBeInTheDocument();
});

it('enableColumnActions: false in a column definition removes that header’s button', () => {
  mountTable({columns: [{...personColumns[0], enableColumnActions: false}, ...personColumns.slice(1)]});
  expect(within(headerCell('First Name')).queryByLabelText('Column Actions')).toBeNull();
  expect(screen.getAllByLabelText('Column Actions')).toHaveLength(3);
});

it('renderColumnActionsMenuItems receives internalColumnMenuItems, column, table and closeMenu; the menu stays open until closeMenu()', async () => {
  mountTable({
    enableHiding: false,
    enableColumnFilters: false,
    renderColumnActionsMenuItems: ({closeMenu, column, internalColumnMenuItems, table}) => [
      ...internalColumnMenuItems,
      <MRT_ActionMenuItem key="a" icon={<span />} label={`Stay ${column.id}`} onClick={() => {}} table={table} />,
      <MRT_ActionMenuItem key="b" icon={<span />} label="Close" onClick={() => closeMenu()} table={table} />,
    ],
  });
  const menu = openMenu('Age');
  expect(items(menu)).toEqual(['(Clear sort)', 'Sort by Age ascending', 'Sort by Age descending', 'Stay age', 'Close']);
  fireEvent.click(within(menu).getByText('Stay age'));
  await settle();
  expect(screen.getByRole('menu')).toBeInTheDocument();
  fireEvent.click(within(menu).getByText('Close'));
  await settle();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('a column’s own function replaces the table’s entirely; the two are not combined', () => {
  mountTable({
    renderColumnActionsMenuItems: ({table}) => [
      <MRT_ActionMenuItem key="t" icon={<span />} label="From table" onClick={() => {}} table={table} />,
    ],
    columns: [
      {
        ...personColumns[0],
        renderColumnActionsMenuItems: ({table}) => [
          <MRT_ActionMenuItem key="c" icon={<span />} label="From column" onClick={() => {}} table={table} />,
        ],
      },
      ...personColumns.slice(1),
    ],
  });
  expect(items(openMenu('First Name'))).toEqual(['From column']);
  fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'});
});

it("the column's function is used when it returns something other than `null` or `undefined`, otherwise the table's on the same condition, otherwise the built-in items; an empty array leaves the menu empty", () => {
  const fromTable = ({table}: {table: MRT_TableInstance<Person>}) => [
    <MRT_ActionMenuItem key="t" icon={<span />} label="From table" onClick={() => {}} table={table} />,
  ];
  const returning = (value: null | undefined | []) => () => value as unknown as React.ReactNode[];
  const menuOf = (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountTable(options);
    const shown = items(openMenu('First Name'));
    view.unmount();
    return shown;
  };
  const column = (render: () => React.ReactNode[]) => [
    {...personColumns[0], renderColumnActionsMenuItems: render},
    ...personColumns.slice(1),
  ];
  // the column's null or undefined hands the menu to the table's function
  expect(menuOf({renderColumnActionsMenuItems: fromTable, columns: column(returning(null))})).toEqual(['From table']);
  expect(menuOf({renderColumnActionsMenuItems: fromTable, columns: column(returning(undefined))})).toEqual([
    'From table',
  ]);
  // the table's null hands it to the built-in items
  const builtIn = menuOf({});
  expect(builtIn.length).toBeGreaterThan(3);
  expect(menuOf({renderColumnActionsMenuItems: returning(null), columns: column(returning(null))})).toEqual(builtIn);
  // an empty array is used as it is
  expect(menuOf({renderColumnActionsMenuItems: fromTable, columns: column(returning([]))})).toEqual([]);
});

it('the table function is the default for every other column', () => {
  mountTable({
    renderColumnActionsMenuItems: ({table}) => [
      <MRT_ActionMenuItem key="t" icon={<span />} label="From table" onClick={() => {}} table={table} />,
    ],
  });
  expect(items(openMenu('Age'))).toEqual(['From table']);
});

it('muiColumnActionsButtonProps: default size small, 30 % opacity, "Column Actions" as aria-label and tooltip; title replaces the tooltip text but not the aria-label; aria-label replaces the name', async () => {
  const plain = mountTable();
  const plainButton = within(headerCell('Age')).getByLabelText('Column Actions');
  expect(await hoverTooltip(plainButton)).toHaveTextContent(/^Column Actions$/);
  plain.unmount();
  mountTable({
    muiColumnActionsButtonProps: ({column}) => ({title: `More for ${column.columnDef.header}`}),
    columns: [
      {...personColumns[0], muiColumnActionsButtonProps: {'aria-label': 'First name actions'}},
      ...personColumns.slice(1),
    ],
  });
  const button = within(headerCell('Age')).getByLabelText('Column Actions');
  expect(button).toHaveClass('MuiIconButton-sizeSmall');
  expect(getComputedStyle(button).opacity).toBe('0.3');
  expect(button).not.toHaveAttribute('title');
  expect(await hoverTooltip(button)).toHaveTextContent(/^More for Age$/);
  expect(within(headerCell('First Name')).getByLabelText('First name actions')).toBeInTheDocument();
});

it('the table’s props are applied first, then the column’s; a column’s sx replaces the table’s sx', () => {
  mountTable({
    muiColumnActionsButtonProps: {sx: {opacity: 1, color: 'red'}},
    columns: [{...personColumns[0], muiColumnActionsButtonProps: {sx: {color: 'blue'}}}, ...personColumns.slice(1)],
  });
  const first = getComputedStyle(within(headerCell('First Name')).getByLabelText('Column Actions'));
  const age = getComputedStyle(within(headerCell('Age')).getByLabelText('Column Actions'));
  expect([age.opacity, age.color]).toEqual(['1', 'rgb(255, 0, 0)']);
  expect([first.opacity, first.color]).toEqual(['0.3', 'rgb(0, 0, 255)']);
});

it('children replaces the ⋮ icon; icons.MoreVertIcon changes it for every column', () => {
  mountTable({
    icons: {MoreVertIcon: () => <i data-testid="dots" />},
    columns: [
      {...personColumns[0], muiColumnActionsButtonProps: {children: <b data-testid="own" />}},
      ...personColumns.slice(1),
    ],
  });
  expect(screen.getAllByTestId('dots')).toHaveLength(3);
  expect(within(headerCell('First Name')).getByTestId('own')).toBeInTheDocument();
});

it('item labels repeat the header; a shorter localization template drops it', () => {
  mountTable({localization: {sortByColumnDesc: 'Sort descending'}});
  expect(items(openMenu('Age'))).toContain('Sort descending');
});
