/**
 * Claims of docs/guides/cell-actions.mdx, checked against the installed MRT (jsdom).
 */
import React, {isValidElement} from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import {MRT_ActionMenuItem, type MRT_Cell} from 'material-react-table';
import {mountTable, personColumns, settle, type Person} from './harness';

const cellOf = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll('tbody td')).find((td) => td.textContent === text) as HTMLElement;
const menuItems = () =>
  within(screen.getByRole('menu'))
    .queryAllByRole('menuitem')
    .map((item) => item.textContent);
const writeText = jest.fn(() => Promise.resolve());
beforeAll(() => Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true}));
beforeEach(() => writeText.mockClear());

it('the feature is off by default: a right-click is left to the browser', () => {
  const {container, table} = mountTable({enableClickToCopy: 'context-menu'});
  expect(table().options.enableCellActions).toBeUndefined();
  expect(fireEvent.contextMenu(cellOf(container, 'Ada'))).toBe(true); // not default-prevented
  expect(table().getState().actionCell).toBeNull();
});

it('a right-click on an allowed body cell prevents the browser’s menu, stores the cell in actionCell and opens the menu', async () => {
  const {container, table} = mountTable({enableCellActions: true, enableClickToCopy: 'context-menu'});
  expect(fireEvent.contextMenu(cellOf(container, 'Ada'))).toBe(false);
  await settle();
  expect(table().getState().actionCell?.id).toBe('0_firstName');
  expect(menuItems()).toEqual(['Copy']);
});

it('enableCellActions as a function of the cell: on a cell it does not allow, the event is left alone', async () => {
  const {container, table} = mountTable({
    enableCellActions: (cell) => cell.column.id !== 'age' && cell.row.original.city !== 'London',
    enableClickToCopy: 'context-menu',
  });
  expect(fireEvent.contextMenu(cellOf(container, '36'))).toBe(true);
  expect(fireEvent.contextMenu(cellOf(container, 'Ada'))).toBe(true); // Ada lives in London
  await settle();
  expect(table().getState().actionCell).toBeNull();
  expect(fireEvent.contextMenu(cellOf(container, 'Grace'))).toBe(false);
  await settle();
  expect(table().getState().actionCell?.id).toBe('1_firstName');
  expect(menuItems()).toEqual(['Copy']);
});

it('header and footer cells never open the menu', async () => {
  const {container, table} = mountTable({
    enableCellActions: true,
    enableClickToCopy: 'context-menu',
    columns: [{...personColumns[0], footer: 'Names'}, ...personColumns.slice(1)],
  });
  expect(fireEvent.contextMenu(container.querySelector('thead th') as HTMLElement)).toBe(true);
  expect(fireEvent.contextMenu(container.querySelector('tfoot th, tfoot td') as HTMLElement)).toBe(true);
  await settle();
  expect(table().getState().actionCell).toBeNull();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('while its menu is open, the cell gets an outline', async () => {
  const {container} = mountTable({enableCellActions: true, enableClickToCopy: 'context-menu'});
  const cell = cellOf(container, 'Ada');
  expect(getComputedStyle(cell).outline).toBe('');
  fireEvent.contextMenu(cell);
  await settle();
  expect(getComputedStyle(cellOf(container, 'Ada')).outline).toMatch(/^1px solid/);
  expect(getComputedStyle(cellOf(container, 'Grace')).outline).toBe('');
  fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'});
  await settle();
  expect(getComputedStyle(cellOf(container, 'Ada')).outline).toBe('');
});

it('with no item, a right-click still suppresses the browser’s menu and sets actionCell, but nothing appears', async () => {
  const {container, table} = mountTable({enableCellActions: true});
  expect(fireEvent.contextMenu(cellOf(container, 'Ada'))).toBe(false);
  await settle();
  expect(table().getState().actionCell?.id).toBe('0_firstName');
  expect(screen.queryByRole('menu')).toBeNull();
});

it('Copy appears with enableClickToCopy: context-menu on the column; it writes the raw value and closes the menu', async () => {
  const {container, table} = mountTable({
    enableCellActions: true,
    columns: [
      personColumns[0],
      personColumns[1],
      {...personColumns[2], enableClickToCopy: 'context-menu', Cell: ({cell}) => `${cell.getValue<number>()} years`},
      personColumns[3],
    ],
  });
  fireEvent.contextMenu(cellOf(container, '36 years'));
  await settle();
  fireEvent.click(within(screen.getByRole('menu')).getByText('Copy'));
  await settle();
  expect(writeText).toHaveBeenCalledWith(36);
  expect(table().getState().actionCell).toBeNull();
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  expect(screen.queryByRole('menu')).toBeNull();
});

it("Copy also appears when the table's enableClickToCopy is a function of the cell that returns 'context-menu'", async () => {
  const {container, table} = mountTable({
    enableCellActions: true,
    enableClickToCopy: (cell) => (cell.column.id === 'city' ? 'context-menu' : false),
  });
  fireEvent.contextMenu(cellOf(container, 'London'));
  await settle();
  expect(menuItems()).toEqual(['Copy']);
  await settle(() => table().setActionCell(null));
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  expect(screen.queryByRole('menu')).toBeNull();
});

it("with 'context-menu', the cells show no copy buttons", () => {
  const buttons = mountTable({enableCellActions: true, enableClickToCopy: true});
  expect(buttons.container.querySelectorAll('tbody td button').length).toBe(40);
  buttons.unmount();
  const {container} = mountTable({enableCellActions: true, enableClickToCopy: 'context-menu'});
  expect(container.querySelectorAll('tbody button')).toHaveLength(0);
});

it("Edit appears with enableEditing and editDisplayMode 'cell' and opens the cell’s editor; other edit modes get no Edit item", async () => {
  const {container, table, update} = mountTable({
    enableCellActions: true,
    enableEditing: true,
    editDisplayMode: 'cell',
  });
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  expect(menuItems()).toEqual(['Edit']);
  await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByText('Edit')));
  await settle();
  expect(table().getState().editingCell?.id).toBe('0_firstName');
  // the text field in that cell has the focus, its text selected
  const field = document.activeElement as HTMLInputElement;
  expect([field.tagName, field.value, field.selectionStart, field.selectionEnd]).toEqual(['INPUT', 'Ada', 0, 3]);
  expect(field.closest('td')).toBe(container.querySelector('tbody tr td'));
  await settle(() => table().setEditingCell(null));
  for (const mode of ['modal', 'row', 'table', 'custom'] as const) {
    update({editDisplayMode: mode, enableClickToCopy: 'context-menu'});
    fireEvent.contextMenu(container.querySelector('tbody tr:nth-child(2) td') as HTMLElement);
    await settle();
    expect([mode, menuItems()]).toEqual([mode, ['Copy']]);
    await settle(() => table().setActionCell(null));
  }
});

it('Edit ignores the column’s enableEditing: the item appears, but choosing it opens no editor', async () => {
  const {container, table} = mountTable({
    enableCellActions: true,
    enableEditing: true,
    editDisplayMode: 'cell',
    columns: [{...personColumns[0], enableEditing: false}, ...personColumns.slice(1)],
  });
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  fireEvent.click(within(screen.getByRole('menu')).getByText('Edit'));
  await settle();
  expect(table().getState().editingCell).toBeNull();
  expect(table().getState().actionCell).toBeNull();
});

it('the built-in items carry the React keys mrt-copy and mrt-edit; a column menu can filter Edit out', async () => {
  const keys: unknown[] = [];
  const {container} = mountTable({
    enableCellActions: true,
    enableClickToCopy: 'context-menu',
    enableEditing: true,
    editDisplayMode: 'cell',
    columns: [
      {
        ...personColumns[0],
        renderCellActionMenuItems: ({internalMenuItems}) => {
          keys.push(...internalMenuItems.map((item) => (isValidElement(item) ? item.key : null)));
          return internalMenuItems.filter((item) => !(isValidElement(item) && item.key === 'mrt-edit'));
        },
      },
      ...personColumns.slice(1),
    ],
  });
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  expect(keys.slice(0, 2)).toEqual(['mrt-copy', 'mrt-edit']);
  expect(menuItems()).toEqual(['Copy']);
});

it('renderCellActionMenuItems gets cell, row, column, table, internalMenuItems (empty when none) and closeMenu; its result replaces the built-in items', async () => {
  const seen: unknown[] = [];
  const {container, table} = mountTable({
    enableCellActions: true,
    renderCellActionMenuItems: ({cell, row, column, internalMenuItems, closeMenu, table: t}) => {
      seen.push([cell.id, row.id, column.id, internalMenuItems.length]);
      return [<MRT_ActionMenuItem key="x" icon={<span />} label="Close me" onClick={() => closeMenu()} table={t} />];
    },
  });
  fireEvent.contextMenu(cellOf(container, 'Hopper'));
  await settle();
  expect(seen[0]).toEqual(['1_lastName', '1', 'lastName', 0]);
  expect(menuItems()).toEqual(['Close me']);
  fireEvent.click(within(screen.getByRole('menu')).getByText('Close me'));
  await settle();
  expect(table().getState().actionCell).toBeNull();
});

it('an item does not close the menu by itself', async () => {
  const {container, table} = mountTable({
    enableCellActions: true,
    renderCellActionMenuItems: ({table: t}) => [
      <MRT_ActionMenuItem key="x" icon={<span />} label="Stay" onClick={() => {}} table={t} />,
    ],
  });
  fireEvent.contextMenu(cellOf(container, 'Hopper'));
  await settle();
  fireEvent.click(within(screen.getByRole('menu')).getByText('Stay'));
  await settle();
  expect(table().getState().actionCell?.id).toBe('1_lastName');
});

it('a column’s renderCellActionMenuItems replaces the table’s for that column’s cells', async () => {
  const {container, table} = mountTable({
    enableCellActions: true,
    renderCellActionMenuItems: ({table: t}) => [
      <MRT_ActionMenuItem key="t" icon={<span />} label="Table item" onClick={() => {}} table={t} />,
    ],
    columns: [
      {
        ...personColumns[0],
        renderCellActionMenuItems: ({table: t}) => [
          <MRT_ActionMenuItem key="c" icon={<span />} label="Column item" onClick={() => {}} table={t} />,
        ],
      },
      ...personColumns.slice(1),
    ],
  });
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  expect(menuItems()).toEqual(['Column item']);
  await settle(() => table().setActionCell(null));
  fireEvent.contextMenu(cellOf(container, 'Lovelace'));
  await settle();
  expect(menuItems()).toEqual(['Table item']);
});

it('enableCellActions still decides whether a column’s own menu opens at all', async () => {
  const {container, table} = mountTable({
    enableCellActions: (cell) => cell.column.id !== 'firstName',
    columns: [
      {
        ...personColumns[0],
        renderCellActionMenuItems: ({table: t}) => [
          <MRT_ActionMenuItem key="c" icon={<span />} label="Column item" onClick={() => {}} table={t} />,
        ],
      },
      ...personColumns.slice(1),
    ],
  });
  expect(fireEvent.contextMenu(cellOf(container, 'Ada'))).toBe(true);
  await settle();
  expect(table().getState().actionCell).toBeNull();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('with enableKeyboardShortcuts on (the default), body cells are focusable (tabIndex 0); when the menu opens, focus moves into it', async () => {
  const {container, update} = mountTable({enableCellActions: true, enableClickToCopy: 'context-menu'});
  const cell = cellOf(container, 'Ada');
  expect(cell).toHaveAttribute('tabindex', '0');
  cell.focus();
  fireEvent.contextMenu(cell);
  await settle();
  expect(document.activeElement).toBe(screen.getByRole('menuitem', {name: 'Copy'}));
  update({enableKeyboardShortcuts: false});
  expect(cellOf(container, 'Grace')).not.toHaveAttribute('tabindex');
});

it('the menu closes on Escape and on a click outside it; actionCell is null when it is closed', async () => {
  const {container, table} = mountTable({enableCellActions: true, enableClickToCopy: 'context-menu'});
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  expect(table().getState().actionCell?.id).toBe('0_firstName');
  fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'});
  await settle();
  expect(table().getState().actionCell).toBeNull();
  fireEvent.contextMenu(cellOf(container, 'Grace'));
  await settle();
  expect(table().getState().actionCell?.id).toBe('1_firstName');
  fireEvent.click(document.querySelector('.MuiMenu-root .MuiBackdrop-root') as HTMLElement);
  await settle();
  expect(table().getState().actionCell).toBeNull();
});

it('setActionCell(cell) from code opens the menu, anchored at table.refs.actionCellRef.current', async () => {
  const {container, table} = mountTable({enableCellActions: true, enableClickToCopy: 'context-menu'});
  const cell = table().getRow('2').getAllCells()[0] as MRT_Cell<Person>;
  table().refs.actionCellRef.current = cellOf(container, 'Alan') as HTMLTableCellElement;
  await settle(() => table().setActionCell(cell));
  expect(menuItems()).toEqual(['Copy']);
});

it('your muiTableBodyCellProps onContextMenu runs first and sees every right-click, also on cells left out', async () => {
  const calls: string[] = [];
  const {container} = mountTable({
    enableCellActions: (cell) => cell.column.id !== 'age',
    enableClickToCopy: 'context-menu',
    muiTableBodyCellProps: ({cell}) => ({
      // MRT's own handler calls preventDefault() on an allowed cell: not yet when yours runs
      onContextMenu: (event) => calls.push(`${cell.id}:${event.defaultPrevented}`),
    }),
  });
  expect(fireEvent.contextMenu(cellOf(container, '36'))).toBe(true);
  expect(fireEvent.contextMenu(cellOf(container, 'Ada'))).toBe(false);
  await settle();
  expect(calls).toEqual(['0_age:false', '0_firstName:false']);
});
