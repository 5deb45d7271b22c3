/**
 * Claims of docs/guides/row-actions.mdx, checked against the installed MRT (jsdom).
 */
import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import {type MRT_Row, type MRT_TableInstance} from 'material-react-table';
import {mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';
import EditInMenu from '@site/src/examples/guides/row-actions/edit-in-menu/Example';
import ButtonsOrMenu from '@site/src/examples/guides/row-actions/buttons-or-menu/Example';
import {tickets} from '@site/src/examples/guides/row-actions/edit-in-menu/data';

const rowOf = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(name)) as HTMLElement;
const actionsCell = (container: HTMLElement, name: string) => rowOf(container, name).querySelector('td') as HTMLElement;
const ids = (m: {table: () => MRT_TableInstance<Person>}) =>
  m
    .table()
    .getVisibleLeafColumns()
    .map((c) => c.id);

it('enableRowActions adds the mrt-row-actions column; on its own it shows empty cells', () => {
  const m = mountTable({enableRowActions: true});
  expect(ids(m)[0]).toBe('mrt-row-actions');
  expect(actionsCell(m.container, 'Ada').textContent).toBe('');
  expect(actionsCell(m.container, 'Ada').querySelector('button')).toBeNull();
});

it('renderRowActions’ content is rendered as it is; it receives cell, row, staticRowIndex and table', () => {
  const seen: unknown[] = [];
  const {container} = mountTable({
    enableRowActions: true,
    renderRowActions: ({cell, row, staticRowIndex, table}) => {
      seen.push([cell.id, row.id, staticRowIndex, typeof table.getState]);
      return <b>open {row.original.firstName}</b>;
    },
  });
  expect(actionsCell(container, 'Grace').innerHTML).toBe('<b>open Grace</b>');
  expect(seen).toContainEqual(['1_mrt-row-actions', '1', 1, 'function']);
});

it('renderRowActionMenuItems: a "Row Actions" button opens a menu of your items, which receive row, staticRowIndex, table and closeMenu', async () => {
  const seen: unknown[] = [];
  const {container} = mountTable({
    enableRowActions: true,
    renderRowActionMenuItems: ({row, staticRowIndex, closeMenu}) => {
      seen.push([row.id, staticRowIndex, typeof closeMenu]);
      return [
        <MenuItem key="a" onClick={() => closeMenu()}>
          Mail {row.original.firstName}
        </MenuItem>,
      ];
    },
  });
  fireEvent.click(within(actionsCell(container, 'Grace')).getByLabelText('Row Actions'));
  await settle();
  expect(within(screen.getByRole('menu')).getByText('Mail Grace')).toBeInTheDocument();
  expect(seen).toContainEqual(['1', 1, 'function']);
  fireEvent.click(within(screen.getByRole('menu')).getByText('Mail Grace'));
  await settle();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('the menu does not close by itself when an item is clicked', async () => {
  const {container} = mountTable({
    enableRowActions: true,
    renderRowActionMenuItems: () => [<MenuItem key="a">Stay</MenuItem>],
  });
  fireEvent.click(within(actionsCell(container, 'Grace')).getByLabelText('Row Actions'));
  await settle();
  fireEvent.click(within(screen.getByRole('menu')).getByText('Stay'));
  await settle();
  expect(screen.getByRole('menu')).toBeInTheDocument();
});

it('MRT also calls the function while rendering each cell, without closeMenu; an empty array leaves that row’s cell empty', () => {
  const calls: unknown[] = [];
  const {container} = mountTable({
    enableRowActions: true,
    renderRowActionMenuItems: ({row, closeMenu}) => {
      calls.push(typeof closeMenu);
      return row.original.age > 60 ? [<MenuItem key="a">Retire</MenuItem>] : [];
    },
  });
  expect(calls).toContain('undefined');
  expect(within(actionsCell(container, 'Hopper')).getByLabelText('Row Actions')).toBeInTheDocument();
  expect(actionsCell(container, 'Lovelace').querySelector('button')).toBeNull();
});

it('the column is 70 px by default, headed "Actions"', () => {
  const {table, container} = mountTable({enableRowActions: true});
  expect(table().getColumn('mrt-row-actions').getSize()).toBe(70);
  expect(container.querySelector('thead th')?.textContent).toBe('Actions');
});

it('renderRowActions wins: with both options set, the cell shows your buttons and the menu is never offered', () => {
  const {container} = mountTable({
    enableRowActions: true,
    renderRowActions: () => <span>mine</span>,
    renderRowActionMenuItems: () => [<MenuItem key="a">menu</MenuItem>],
  });
  expect(actionsCell(container, 'Ada').textContent).toBe('mine');
  expect(screen.queryAllByLabelText('Row Actions')).toHaveLength(0);
});

it('the ⋯ button stops its click from reaching the row; buttons from renderRowActions do not', () => {
  const clicks: string[] = [];
  const menu = mountTable({
    enableRowActions: true,
    muiTableBodyRowProps: ({row}) => ({onClick: () => clicks.push(row.id)}),
    renderRowActionMenuItems: () => [<MenuItem key="a">x</MenuItem>],
  });
  fireEvent.click(within(actionsCell(menu.container, 'Ada')).getByLabelText('Row Actions'));
  expect(clicks).toEqual([]);
  menu.unmount();
  const own = mountTable({
    enableRowActions: true,
    muiTableBodyRowProps: ({row}) => ({onClick: () => clicks.push(row.id)}),
    renderRowActions: () => <button type="button">go</button>,
  });
  fireEvent.click(within(actionsCell(own.container, 'Ada')).getByText('go'));
  expect(clicks).toEqual(['0']);
});

it("positionActionsColumn is 'first' by default: after row pinning and row drag, before expand, selection and row numbers", () => {
  const m = tableInstance({
    enableRowActions: true,
    enableRowPinning: true,
    enableRowOrdering: true,
    enableExpanding: true,
    enableRowSelection: true,
    enableRowNumbers: true,
  });
  expect(m.table().options.positionActionsColumn).toBe('first');
  expect(ids(m).slice(0, 6)).toEqual([
    'mrt-row-pin',
    'mrt-row-drag',
    'mrt-row-actions',
    'mrt-row-expand',
    'mrt-row-select',
    'mrt-row-numbers',
  ]);
});

it("'last': it follows the data columns, before the expand column when positionExpandColumn is 'last'", () => {
  const m = tableInstance({
    enableRowActions: true,
    positionActionsColumn: 'last',
    enableExpanding: true,
    positionExpandColumn: 'last',
  });
  expect(ids(m).slice(-3)).toEqual(['city', 'mrt-row-actions', 'mrt-row-expand']);
});

it('displayColumnDefOptions is merged over the definition; the column’s id stays mrt-row-actions whatever you pass', () => {
  const {table, container} = mountTable({
    enableRowActions: true,
    displayColumnDefOptions: {'mrt-row-actions': {header: 'Manage', size: 120, id: 'other'}},
  });
  expect(table().getColumn('mrt-row-actions').getSize()).toBe(120);
  expect(container.querySelector('thead th')?.textContent).toBe('Manage');
});

it('the ⋯ button’s icon is icons.MoreHorizIcon and its label localization.rowActions', () => {
  mountTable({
    enableRowActions: true,
    icons: {MoreHorizIcon: () => <i data-testid="dots" />},
    localization: {rowActions: 'More'},
    renderRowActionMenuItems: () => [<MenuItem key="a">x</MenuItem>],
  });
  expect(screen.getAllByTestId('dots')).toHaveLength(10);
  expect(screen.getAllByLabelText('More')).toHaveLength(10);
});

it("without enableRowActions the column appears for enableEditing with 'modal' (default) or 'row', not 'cell' or 'table'", () => {
  expect(ids(tableInstance({enableEditing: true}))[0]).toBe('mrt-row-actions');
  expect(ids(tableInstance({enableEditing: true, editDisplayMode: 'row'}))[0]).toBe('mrt-row-actions');
  expect(ids(tableInstance({enableEditing: true, editDisplayMode: 'cell'}))).not.toContain('mrt-row-actions');
  expect(ids(tableInstance({enableEditing: true, editDisplayMode: 'table'}))).not.toContain('mrt-row-actions');
});

it("the column appears while a row is being created with createDisplayMode: 'row'", async () => {
  const m = tableInstance({createDisplayMode: 'row'});
  expect(ids(m)).not.toContain('mrt-row-actions');
  await settle(() => m.table().setCreatingRow(true));
  expect(ids(m)).toContain('mrt-row-actions');
});

it('editing on and no renderRowActionMenuItems: an "Edit" button; a function of the row gives rows with false none', () => {
  const {container} = mountTable({enableEditing: (row) => row.original.age > 60});
  expect(within(actionsCell(container, 'Hopper')).getByLabelText('Edit')).toBeInTheDocument();
  expect(actionsCell(container, 'Lovelace').querySelector('button')).toBeNull();
});

it('with renderRowActionMenuItems, the menu starts with an "Edit" item when editing is on for the row, followed by yours', async () => {
  const {container} = mountTable({
    enableEditing: (row) => row.original.firstName !== 'Grace',
    renderRowActionMenuItems: () => [<MenuItem key="a">Mine</MenuItem>],
  });
  const itemsOf = async (name: string) => {
    fireEvent.click(within(actionsCell(container, name)).getByLabelText('Row Actions'));
    await settle();
    const texts = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'});
    await settle();
    return texts;
  };
  expect(await itemsOf('Ada')).toEqual(['Edit', 'Mine']);
  expect(await itemsOf('Grace')).toEqual(['Mine']);
});

it('with renderRowActions MRT adds no edit button; a row edited in row mode shows Save and Cancel instead, and your button comes back after', async () => {
  // the page's own edit button: it calls table.setEditingRow(row)
  const m = mountTable({
    enableEditing: true,
    editDisplayMode: 'row',
    renderRowActions: ({row, table}) => (
      <button type="button" aria-label="Edit" onClick={() => table.setEditingRow(row)}>
        mine
      </button>
    ),
    onEditingRowSave: () => {},
  });
  expect(actionsCell(m.container, 'Ada').textContent).toBe('mine');
  expect(screen.getAllByLabelText('Edit')).toHaveLength(10); // only yours: MRT adds no edit button
  await settle(() => fireEvent.click(within(actionsCell(m.container, 'Ada')).getByLabelText('Edit')));
  const editing = m.container.querySelector('tbody tr td') as HTMLElement;
  expect(within(editing).getByLabelText('Save')).toBeInTheDocument();
  expect(within(editing).getByLabelText('Cancel')).toBeInTheDocument();
  expect(editing.textContent).not.toContain('mine');
  await settle(() => fireEvent.click(within(editing).getByLabelText('Cancel')));
  expect(actionsCell(m.container, 'Ada').textContent).toBe('mine');
});

it('the Save button is shown only when onEditingRowSave is set', async () => {
  const m = mountTable({enableEditing: true, editDisplayMode: 'row'});
  await settle(() => m.table().setEditingRow(m.table().getRow('0') as MRT_Row<Person>));
  const editing = m.container.querySelector('tbody tr td') as HTMLElement;
  expect(within(editing).queryByLabelText('Save')).toBeNull();
  expect(within(editing).getByLabelText('Cancel')).toBeInTheDocument();
});

it("columnVisibility: {'mrt-row-actions': false} hides the column", () => {
  const m = tableInstance({
    enableRowActions: true,
    renderRowActions: () => 'x',
    initialState: {columnVisibility: {'mrt-row-actions': false}},
  });
  expect(ids(m)).not.toContain('mrt-row-actions');
});

describe('the second demo (tickets)', () => {
  const menuOf = async (container: HTMLElement, id: string) => {
    fireEvent.click(within(actionsCell(container, id)).getByLabelText('Row Actions'));
    await settle();
    return screen.getByRole('menu');
  };

  it("Open a ticket's ⋯ menu: MRT's Edit item comes first, then the demo's Close ticket", async () => {
    const {container} = render(<EditInMenu />);
    const menu = await menuOf(container, 'T-201');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Close ticket']);
    // Close ticket closes the menu and the ticket, whose menu then goes
    await settle(() => fireEvent.click(within(menu).getByText('Close ticket')));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(rowOf(container, 'T-201').textContent).toContain('Closed');
    expect(within(actionsCell(container, 'T-201')).queryByLabelText('Row Actions')).toBeNull();
  });

  it('Edit turns the row into text fields, with Save and Cancel in the actions cell', async () => {
    const {container} = render(<EditInMenu />);
    const menu = await menuOf(container, 'T-202');
    await settle(() => fireEvent.click(within(menu).getByText('Edit')));
    const row = rowOf(container, 'T-202');
    const fields = Array.from(row.querySelectorAll('input')).map((input) => input.value);
    expect(fields).toEqual([tickets[1]!.subject, tickets[1]!.assignee]);
    const actions = row.querySelector('td') as HTMLElement;
    expect(within(actions).getByLabelText('Save')).toBeInTheDocument();
    expect(within(actions).getByLabelText('Cancel')).toBeInTheDocument();
    // typing, then leaving the field (MRT keeps the value on blur), as a click on Save does
    const subject = row.querySelectorAll('input')[0]!;
    fireEvent.change(subject, {target: {value: 'Export to CSV drops accents (UTF-8)'}});
    fireEvent.blur(subject);
    await settle(() => fireEvent.click(within(actions).getByLabelText('Save')));
    const saved = rowOf(container, 'T-202');
    expect(saved.querySelectorAll('input')).toHaveLength(0);
    expect(saved.textContent).toContain('Export to CSV drops accents (UTF-8)');
    expect(within(saved.querySelector('td') as HTMLElement).getByLabelText('Row Actions')).toBeInTheDocument();
  });

  it('A closed ticket has no menu at all', () => {
    const {container} = render(<EditInMenu />);
    const withMenu = tickets.filter((ticket) => actionsCell(container, ticket.id).querySelector('button'));
    expect(withMenu.map((ticket) => ticket.status)).toEqual(['Open', 'Open', 'Open']);
    expect(
      tickets.filter((ticket) => ticket.status === 'Closed').map((t) => actionsCell(container, t.id).textContent),
    ).toEqual(['', '']);
  });

  it('A row whose renderRowActionMenuItems returns no items gets no ⋯ button, so its Edit item is out of reach too', () => {
    const {container} = mountTable({
      enableEditing: true,
      renderRowActionMenuItems: ({row}) =>
        row.original.firstName === 'Grace' ? [] : [<MenuItem key="a">Mine</MenuItem>],
    });
    expect(within(actionsCell(container, 'Lovelace')).getByLabelText('Row Actions')).toBeInTheDocument();
    expect(actionsCell(container, 'Hopper').querySelector('button')).toBeNull();
    expect(actionsCell(container, 'Hopper').textContent).toBe('');
  });

  it("The first demo uses 'last', the second the default", () => {
    const first = render(<ButtonsOrMenu />);
    const firstHeaders = Array.from(first.container.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(firstHeaders.at(-1)).toBe('Do');
    first.unmount();
    const second = render(<EditInMenu />);
    const secondHeaders = Array.from(second.container.querySelectorAll('thead th')).map(
      (th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent,
    );
    expect(secondHeaders[0]).toBe('Actions');
    expect(secondHeaders.slice(1)).toEqual(['Ticket', 'Subject', 'Assignee', 'Status']);
  });
});
