/**
 * Claims of docs/guides/column-hiding.mdx, checked against the installed material-react-table.
 */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_Updater, MRT_VisibilityState} from 'material-react-table';
import {mountTable, personColumns, settle, type Person} from './harness';
import {tableInstance, type HookTable} from './tableInstance';

async function openMenu() {
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
  return screen.getByRole('menu');
}
/** The menu's switches: label → disabled. */
const switches = (menu: HTMLElement) =>
  Object.fromEntries(
    Array.from(menu.querySelectorAll('label')).map((label) => [
      label.textContent,
      label.querySelector('input')!.disabled,
    ]),
  );
const fullName = (header: string): MRT_ColumnDef<Person> => ({
  accessorFn: (row) => `${row.firstName} ${row.lastName}`,
  header,
});
const visibleIds = (view: HookTable) =>
  view
    .table()
    .getVisibleLeafColumns()
    .map((column) => column.id);
const locked = [{...personColumns[0], enableHiding: false}, ...personColumns.slice(1)];

describe('Column Hiding guide', () => {
  it('with enableHiding: false the button disappears unless enableColumnOrdering or enableColumnPinning is on; the menu then lists the columns without switches', async () => {
    const withPinning = mountTable({enableColumnPinning: true});
    expect(within(await openMenu()).getAllByRole('switch')).toHaveLength(4);
    withPinning.unmount();
    const off = mountTable({enableHiding: false});
    expect(screen.queryByRole('button', {name: 'Show/Hide columns'})).toBeNull();
    off.unmount();
    for (const feature of [{enableColumnPinning: true}, {enableColumnOrdering: true}]) {
      const view = mountTable({enableHiding: false, ...feature});
      // the menu lists the columns without switches
      const menu = await openMenu();
      expect(within(menu).getByText('Last Name')).toBeTruthy();
      expect(within(menu).queryAllByRole('switch')).toHaveLength(0);
      expect(within(menu).queryByRole('button', {name: 'Hide all'})).toBeNull();
      view.unmount();
    }
  });

  it('a column cannot turn hiding back on when the table has it off', () => {
    const off = tableInstance({enableHiding: false, columns: [{...personColumns[0], enableHiding: true}]});
    expect(off.table().getColumn('firstName').getCanHide()).toBe(false);
    off.unmount();
    const on = tableInstance({columns: [{...personColumns[0], enableHiding: true}]});
    expect(on.table().getColumn('firstName').getCanHide()).toBe(true);
    on.unmount();
  });

  it('a column with enableHiding: false has its switch disabled, and "Hide all" skips it', async () => {
    const {table} = mountTable({columns: locked});
    const menu = await openMenu();
    expect(switches(menu)).toEqual({'First Name': true, 'Last Name': false, Age: false, City: false});
    await settle(() => fireEvent.click(within(menu).getByRole('button', {name: 'Hide all'})));
    expect(
      table()
        .getVisibleLeafColumns()
        .map((column) => column.id),
    ).toEqual(['firstName']);
  });

  it('visibleInShowHideMenu: false removes the row, but "Hide all" still hides the column', async () => {
    const {table} = mountTable({columns: [{...personColumns[0], visibleInShowHideMenu: false}, personColumns[1]]});
    const menu = await openMenu();
    expect(Object.keys(switches(menu))).toEqual(['Last Name']);
    await settle(() => fireEvent.click(within(menu).getByRole('button', {name: 'Hide all'})));
    expect(table().getState().columnVisibility).toEqual({firstName: false, lastName: false});
  });

  it('a column whose header is empty has no row; the row numbers column is listed with its switch disabled', async () => {
    mountTable({enableRowNumbers: true, columns: [{accessorKey: 'firstName', header: ''}, personColumns[1]]});
    const menu = await openMenu();
    expect(switches(menu)).toEqual({'Row Numbers': true, 'Last Name': false});
  });

  it('"Show all" never brings back a locked hidden column; "Hide all" is disabled only when no column is visible', async () => {
    const {table} = mountTable({columns: locked, initialState: {columnVisibility: {firstName: false, age: false}}});
    const menu = await openMenu();
    const hideAll = within(menu).getByRole('button', {name: 'Hide all'}) as HTMLButtonElement;
    await settle(() => fireEvent.click(within(menu).getByRole('button', {name: 'Show all'})));
    expect(
      table()
        .getVisibleLeafColumns()
        .map((column) => column.id),
    ).toEqual(['lastName', 'age', 'city']);
    expect(hideAll.disabled).toBe(false);
    await settle(() => fireEvent.click(hideAll));
    expect(table().getVisibleLeafColumns()).toHaveLength(0);
    expect(hideAll.disabled).toBe(true);
    // the locked column shown again: one column visible, and "Hide all" is enabled although it can hide nothing
    await settle(() => table().setColumnVisibility({lastName: false, age: false, city: false}));
    expect(hideAll.disabled).toBe(false);
  });

  it('"Show all" is disabled when every column is already visible', async () => {
    const menu = await (mountTable(), openMenu());
    const showAll = within(menu).getByRole('button', {name: 'Show all'}) as HTMLButtonElement;
    expect(showAll.disabled).toBe(true);
    // a switch turned off: "Show all" can act again
    const age = Array.from(menu.querySelectorAll('label')).find((label) => label.textContent === 'Age')!;
    await settle(() => fireEvent.click(age.querySelector('input')!));
    expect(showAll.disabled).toBe(false);
  });

  it('"Show all columns" in the column menu is disabled while the state has no hidden column', async () => {
    const {table} = mountTable();
    const showAllColumns = async () => {
      await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]));
      const disabled = screen.getByRole('menuitem', {name: /Show all columns/}).getAttribute('aria-disabled');
      await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
      return disabled;
    };
    expect(await showAllColumns()).toBe('true');
    await settle(() => table().getColumn('age').toggleVisibility(false));
    expect(await showAllColumns()).toBeNull();
  });

  it('"Hide all" calls onColumnVisibilityChange once per column it can hide, each time with a function', async () => {
    const updaters: MRT_Updater<MRT_VisibilityState>[] = [];
    // First Name is locked: three columns can be hidden
    mountTable({columns: locked, onColumnVisibilityChange: (updater) => updaters.push(updater)});
    const menu = await openMenu();
    await settle(() => fireEvent.click(within(menu).getByRole('button', {name: 'Hide all'})));
    expect(updaters.map((updater) => typeof updater)).toEqual(['function', 'function', 'function']);
    // each one hides one column of the state it is given
    const resolved = updaters.reduce<MRT_VisibilityState>(
      (state, updater) => (typeof updater === 'function' ? updater(state) : updater),
      {},
    );
    expect(resolved).toEqual({lastName: false, age: false, city: false});
  });

  it('toggleAllColumnsVisible(false) replaces the whole state: it hides every column that can be hidden and shows every other one, so a locked column you had hidden (ID in the demo) comes back, unlike with the menu\'s "Hide all"', async () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'id', header: 'ID', enableHiding: false, visibleInShowHideMenu: false},
      {accessorKey: 'firstName', header: 'First Name', enableHiding: false},
      {accessorKey: 'lastName', header: 'Last Name'},
      {accessorKey: 'city', header: 'City'},
    ];
    const initialState = {columnVisibility: {id: false, city: false}};
    const fromCode = tableInstance({columns, initialState});
    await settle(() => fromCode.table().toggleAllColumnsVisible(false));
    expect(fromCode.table().getState().columnVisibility).toEqual({
      id: true,
      firstName: true,
      lastName: false,
      city: false,
    });
    fromCode.unmount();
    const fromMenu = mountTable({columns, initialState});
    const menu = await openMenu();
    await settle(() => fireEvent.click(within(menu).getByRole('button', {name: 'Hide all'})));
    expect(
      fromMenu
        .table()
        .getVisibleLeafColumns()
        .map((column) => column.id),
    ).toEqual(['firstName']);
    fromMenu.unmount();
  });

  it('setColumnVisibility ignores enableHiding; toggleAllColumnsVisible(true) shows locked columns too', async () => {
    const {table} = tableInstance({columns: locked});
    await settle(() => table().setColumnVisibility({firstName: false}));
    expect(table().getColumn('firstName').getIsVisible()).toBe(false);
    await settle(() => table().getColumn('firstName').toggleVisibility(true));
    expect(table().getColumn('firstName').getIsVisible()).toBe(false);
    await settle(() => table().toggleAllColumnsVisible(true));
    expect(table().getColumn('firstName').getIsVisible()).toBe(true);
  });

  it('resetColumnVisibility() goes back to initialState.columnVisibility; resetColumnVisibility(true) shows everything', async () => {
    const {table} = tableInstance({initialState: {columnVisibility: {age: false}}});
    await settle(() => table().setColumnVisibility({city: false}));
    await settle(() => table().resetColumnVisibility());
    expect(table().getState().columnVisibility).toEqual({age: false});
    await settle(() => table().resetColumnVisibility(true));
    expect(table().getState().columnVisibility).toEqual({});
  });

  it('the search box still matches values in hidden columns', async () => {
    const {table} = tableInstance({globalFilterFn: 'contains', initialState: {columnVisibility: {city: false}}});
    await settle(() => table().setGlobalFilter('stanford'));
    expect(
      table()
        .getFilteredRowModel()
        .rows.map((row) => row.original.firstName),
    ).toEqual(['Donald']);
  });
  it("hide a display column from code with columnVisibility, for example {'mrt-row-numbers': false}", () => {
    const {container} = mountTable({
      enableRowNumbers: true,
      initialState: {columnVisibility: {'mrt-row-numbers': false}},
    });
    expect(container.querySelectorAll('thead th')).toHaveLength(4);
    expect(container.querySelector('tbody td')!.textContent).toBe('Ada');
  });

  it("displayColumnDefOptions: {'mrt-row-numbers': {enableHiding: true}} gives a display column a working switch", async () => {
    const {table} = mountTable({
      enableRowNumbers: true,
      displayColumnDefOptions: {'mrt-row-numbers': {enableHiding: true}},
    });
    const menu = await openMenu();
    expect(switches(menu)['Row Numbers']).toBe(false);
    const rowNumbers = Array.from(menu.querySelectorAll('label')).find((label) => label.textContent === 'Row Numbers')!;
    await settle(() => fireEvent.click(rowNumbers.querySelector('input')!));
    expect(table().getColumn('mrt-row-numbers').getIsVisible()).toBe(false);
  });

  it('table.getAllLeafColumns() lists every column, display columns included', () => {
    const {table} = mountTable({enableRowNumbers: true, enableRowSelection: true});
    expect(
      table()
        .getAllLeafColumns()
        .map((column) => column.id),
    ).toEqual(['mrt-row-select', 'mrt-row-numbers', 'firstName', 'lastName', 'age', 'city']);
  });

  it("column.getToggleVisibilityHandler() is an onChange handler that reads the checkbox's checked", async () => {
    const {table} = tableInstance();
    const handler = table().getColumn('age').getToggleVisibilityHandler();
    await settle(() => handler({target: {checked: false}}));
    await settle(() => handler({target: {checked: false}})); // the value, not a toggle: still hidden
    expect(table().getColumn('age').getIsVisible()).toBe(false);
    await settle(() => handler({target: {checked: true}}));
    expect(table().getColumn('age').getIsVisible()).toBe(true);
  });

  it('the id is the id you gave the column, otherwise its accessorKey, otherwise its header', () => {
    const {table} = tableInstance({
      columns: [
        {accessorKey: 'firstName', id: 'given', header: 'First Name'},
        {accessorKey: 'lastName', header: 'Last Name'},
        fullName('Full Name'),
      ],
    });
    expect(
      table()
        .getAllLeafColumns()
        .map((column) => column.id),
    ).toEqual(['given', 'lastName', 'Full Name']);
  });

  it('a column definition has no visibility option of its own, such as isVisible or hidden: TypeScript rejects one, and the column shows anyway', () => {
    const columns: MRT_ColumnDef<Person>[] = [
      // @ts-expect-error MRT_ColumnDef has no isVisible
      {...personColumns[0], isVisible: false},
      // @ts-expect-error MRT_ColumnDef has no hidden
      {...personColumns[1], hidden: true},
      personColumns[2],
    ];
    const view = tableInstance({columns});
    expect(visibleIds(view)).toEqual(personColumns.slice(0, 3).map((column) => column.accessorKey));
    view.unmount();
    const hidden = tableInstance({
      columns,
      initialState: {columnVisibility: {[String(personColumns[0].accessorKey)]: false}},
    });
    expect(visibleIds(hidden)).toEqual(personColumns.slice(1, 3).map((column) => column.accessorKey));
  });

  it("a column built from accessorFn without an id takes its header as its id: {'Full Name': false} hides it, and the key changes with the header text", () => {
    const columns = [personColumns[2], fullName('Full Name')];
    const shown = tableInstance({columns});
    expect(visibleIds(shown)).toEqual(['age', 'Full Name']);
    shown.unmount();
    const hidden = tableInstance({columns, initialState: {columnVisibility: {'Full Name': false}}});
    expect(visibleIds(hidden)).toEqual(['age']);
    hidden.unmount();
    // the same column with a translated header no longer matches the key
    const translated = tableInstance({
      columns: [personColumns[2], fullName('Nom complet')],
      initialState: {columnVisibility: {'Full Name': false}},
    });
    expect(visibleIds(translated)).toEqual(['age', 'Nom complet']);
  });
});
