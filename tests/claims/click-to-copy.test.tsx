/**
 * Claims of docs/guides/click-to-copy.mdx, checked against the installed MRT (jsdom).
 */
import React from 'react';
import {act, fireEvent, screen, within} from '@testing-library/react';
import {MRT_ActionMenuItem, type MRT_Row} from 'material-react-table';
import {hoverTooltip, mountTable, people, personColumns, settle, type Person} from './harness';

const cellOf = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll('tbody td')).find((td) => td.textContent === text) as HTMLElement;
const buttonIn = (container: HTMLElement, text: string) => cellOf(container, text).querySelector('button');
const writeText = jest.fn(() => Promise.resolve());
beforeAll(() => Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true}));
beforeEach(() => writeText.mockClear());

it('both forms are off by default: no copy buttons', () => {
  const {container, table} = mountTable();
  expect(table().options.enableClickToCopy).toBeUndefined();
  expect(buttonIn(container, 'Ada')).toBeNull();
});

it('enableClickToCopy: true wraps each data cell’s content in a small text Button with a copy cursor; pointing at it or focusing it shows the tooltip "Click to copy"', async () => {
  const {container} = mountTable({enableClickToCopy: true});
  expect(container.querySelectorAll('tbody td > button')).toHaveLength(container.querySelectorAll('tbody td').length);
  const button = buttonIn(container, 'Ada') as HTMLElement;
  expect(button).toHaveClass('MuiButton-text', 'MuiButton-sizeSmall');
  expect(button).toHaveTextContent('Ada');
  expect(getComputedStyle(button).cursor).toBe('copy');
  expect(button).toHaveAttribute('aria-label', 'Click to copy');
  expect(screen.queryByRole('tooltip')).toBeNull();
  const hovered = await hoverTooltip(button);
  expect(hovered).toHaveTextContent('Click to copy');
  fireEvent.mouseLeave(button);
  // a keyboard focus (MUI opens a tooltip on focus only when the focus is visible, i.e. comes from the keyboard)
  jest.useFakeTimers();
  try {
    fireEvent.keyDown(document.body, {key: 'Tab'});
    await act(async () => (buttonIn(container, 'Hopper') as HTMLElement).focus());
    await act(async () => jest.advanceTimersByTime(1500));
  } finally {
    jest.useRealTimers();
  }
  const opened = screen.getAllByRole('tooltip').filter((tooltip) => tooltip.id !== hovered.id);
  expect(opened.map((tooltip) => tooltip.textContent)).toEqual(['Click to copy']);
});

it('a click copies the value and the tooltip says "Copied to clipboard"; four seconds later it goes back', async () => {
  jest.useFakeTimers();
  try {
    const {container} = mountTable({enableClickToCopy: true});
    fireEvent.click(buttonIn(container, 'Hopper') as HTMLElement);
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('Hopper');
    expect(buttonIn(container, 'Hopper')).toHaveAttribute('aria-label', 'Copied to clipboard');
    await act(async () => jest.advanceTimersByTime(3900));
    expect(buttonIn(container, 'Hopper')).toHaveAttribute('aria-label', 'Copied to clipboard');
    await act(async () => jest.advanceTimersByTime(200));
    expect(buttonIn(container, 'Hopper')).toHaveAttribute('aria-label', 'Click to copy');
  } finally {
    jest.useRealTimers();
  }
});

it('the texts are the localization’s clickToCopy and copiedToClipboard', async () => {
  const {container} = mountTable({
    enableClickToCopy: true,
    localization: {clickToCopy: 'Kopieren', copiedToClipboard: 'Kopiert'},
  });
  expect(buttonIn(container, 'Ada')).toHaveAttribute('aria-label', 'Kopieren');
  await settle(() => fireEvent.click(buttonIn(container, 'Ada') as HTMLElement));
  expect(buttonIn(container, 'Ada')).toHaveAttribute('aria-label', 'Kopiert');
});

it('display columns never get a button; a cell being edited shows its text field instead', async () => {
  const {container, table} = mountTable({
    enableClickToCopy: true,
    enableRowNumbers: true,
    enableEditing: true,
    editDisplayMode: 'row',
  });
  const firstRow = container.querySelector('tbody tr') as HTMLElement;
  expect(within(firstRow.querySelectorAll('td')[1] as HTMLElement).queryByRole('button')).toBeNull(); // the row number
  expect(within(firstRow).getAllByLabelText('Click to copy')).toHaveLength(4);
  await settle(() => table().setEditingRow(table().getRow('0') as MRT_Row<Person>));
  const editing = container.querySelector('tbody tr') as HTMLElement;
  expect(editing.querySelectorAll('input').length).toBe(4);
  expect(within(editing).queryByLabelText('Click to copy')).toBeNull();
});

it('a column opts out with enableClickToCopy: false, or in with true while the table option is off', () => {
  const out = mountTable({
    enableClickToCopy: true,
    columns: [{...personColumns[0], enableClickToCopy: false}, ...personColumns.slice(1)],
  });
  expect(buttonIn(out.container, 'Ada')).toBeNull();
  expect(buttonIn(out.container, 'Lovelace')).not.toBeNull();
  out.unmount();
  const optIn = mountTable({columns: [{...personColumns[0], enableClickToCopy: true}, ...personColumns.slice(1)]});
  expect(buttonIn(optIn.container, 'Ada')).not.toBeNull();
  expect(buttonIn(optIn.container, 'Lovelace')).toBeNull();
});

it('both options also take a function of the cell', () => {
  const table = mountTable({enableClickToCopy: (cell) => cell.getValue() !== 'Ada'});
  expect(buttonIn(table.container, 'Ada')).toBeNull();
  expect(buttonIn(table.container, 'Grace')).not.toBeNull();
  table.unmount();
  const column = mountTable({
    data: [{...people[0], firstName: ''}, people[1]],
    columns: [
      {...personColumns[0], enableClickToCopy: (cell) => cell.getValue<string>() !== ''},
      ...personColumns.slice(1),
    ],
  });
  expect(column.container.querySelector('tbody tr:first-child td:first-child button')).toBeNull();
  expect(buttonIn(column.container, 'Grace')).not.toBeNull();
  expect(buttonIn(column.container, 'Hopper')).toBeNull();
});

it("'context-menu' leaves the cells as they are and adds a Copy item to the cell actions menu, which opens only with enableCellActions", async () => {
  const without = mountTable({enableClickToCopy: 'context-menu'});
  expect(buttonIn(without.container, 'Ada')).toBeNull();
  expect(fireEvent.contextMenu(cellOf(without.container, 'Ada'))).toBe(true);
  await settle();
  expect(screen.queryByRole('menu')).toBeNull();
  without.unmount();
  const withActions = mountTable({enableClickToCopy: 'context-menu', enableCellActions: true});
  fireEvent.contextMenu(cellOf(withActions.container, 'Ada'));
  await settle();
  fireEvent.click(within(screen.getByRole('menu')).getByText('Copy'));
  await settle();
  expect(writeText).toHaveBeenCalledWith('Ada');
  expect(screen.queryByRole('menu')).toBeNull();
});

it("'context-menu' on one column suppresses the copy buttons the table’s true would give it, and puts Copy in that column’s menu only", async () => {
  const {container} = mountTable({
    enableClickToCopy: true,
    enableCellActions: true,
    columns: [{...personColumns[0], enableClickToCopy: 'context-menu'}, ...personColumns.slice(1)],
  });
  expect(buttonIn(container, 'Ada')).toBeNull();
  expect(buttonIn(container, 'Lovelace')).not.toBeNull();
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  expect(within(screen.getByRole('menu')).getByText('Copy')).toBeInTheDocument();
  fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'});
  await settle();
  fireEvent.contextMenu(cellOf(container, 'Lovelace'));
  await settle();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('renderCellActionMenuItems receives internalMenuItems (Copy, and Edit in cell mode); what it returns replaces them', async () => {
  const received: string[][] = [];
  const {container} = mountTable({
    enableClickToCopy: 'context-menu',
    enableCellActions: true,
    enableEditing: true,
    editDisplayMode: 'cell',
    renderCellActionMenuItems: ({internalMenuItems, table}) => [
      (received.push(internalMenuItems.map((item) => String((item as React.ReactElement).key))), null),
      ...internalMenuItems.slice(0, 1),
      <MRT_ActionMenuItem key="x" icon={<span />} label="Mine" onClick={() => {}} table={table} />,
    ],
  });
  fireEvent.contextMenu(cellOf(container, 'Ada'));
  await settle();
  expect(
    within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Copy', 'Mine']);
  expect(received[0]).toEqual(['mrt-copy', 'mrt-edit']);
});

it('muiCopyButtonProps: a function of {cell, column, row, table}; the column’s props are merged over the table’s one prop at a time', () => {
  const {container} = mountTable({
    enableClickToCopy: true,
    muiCopyButtonProps: ({cell, column, row, table}) => ({
      'aria-label': `Copy ${String(cell.getValue())} (${column.id} ${row.id} ${typeof table.getState})`,
      sx: {color: 'red', letterSpacing: '3px'},
    }),
    columns: [{...personColumns[0], muiCopyButtonProps: {sx: {fontFamily: 'monospace'}}}, ...personColumns.slice(1)],
  });
  const first = buttonIn(container, 'Ada') as HTMLElement;
  expect(first).toHaveAttribute('aria-label', 'Copy Ada (firstName 0 function)');
  expect(getComputedStyle(first).fontFamily).toBe('monospace');
  expect(getComputedStyle(first).letterSpacing).toBe('inherit');
  const second = buttonIn(container, 'Lovelace') as HTMLElement;
  expect(getComputedStyle(second).letterSpacing).toBe('3px');
  expect(getComputedStyle(second).cursor).toBe('copy');
});

it('onClick replaces MRT’s handler: nothing is copied and the tooltip never says "Copied"', async () => {
  const clicks: string[] = [];
  const {container} = mountTable({
    enableClickToCopy: true,
    muiCopyButtonProps: ({cell}) => ({onClick: () => clicks.push(cell.id)}),
  });
  fireEvent.click(buttonIn(container, 'Ada') as HTMLElement);
  await settle();
  expect(clicks).toEqual(['0_firstName']);
  expect(writeText).not.toHaveBeenCalled();
  expect(buttonIn(container, 'Ada')).toHaveAttribute('aria-label', 'Click to copy');
});

it('title becomes the tooltip text in both states', async () => {
  const {container} = mountTable({enableClickToCopy: true, muiCopyButtonProps: {title: 'Copy me'}});
  expect(buttonIn(container, 'Ada')).toHaveAttribute('aria-label', 'Copy me');
  fireEvent.click(buttonIn(container, 'Ada') as HTMLElement);
  await settle();
  expect(writeText).toHaveBeenCalledWith('Ada');
  expect(buttonIn(container, 'Ada')).toHaveAttribute('aria-label', 'Copy me');
  expect(buttonIn(container, 'Ada')).not.toHaveAttribute('title');
});

it('the button copies cell.getValue(), not what Cell renders', async () => {
  const {container} = mountTable({
    enableClickToCopy: true,
    columns: [
      ...personColumns.slice(0, 2),
      {...personColumns[2], Cell: ({cell}) => `${cell.getValue<number>()} years`},
      personColumns[3],
    ],
  });
  fireEvent.click(buttonIn(container, '36 years') as HTMLElement);
  await settle();
  expect(writeText).toHaveBeenCalledWith(36);
});

it('Ctrl+C on a focused body cell copies its value on Windows, whether or not click to copy is on; nothing on Linux', async () => {
  const platform = jest.spyOn(navigator, 'platform', 'get');
  try {
    platform.mockReturnValue('Win32');
    const win = mountTable();
    fireEvent.keyDown(cellOf(win.container, 'Ada'), {key: 'c', ctrlKey: true});
    expect(writeText).toHaveBeenCalledWith('Ada');
    win.unmount();
    writeText.mockClear();
    const withButtons = mountTable({enableClickToCopy: true});
    fireEvent.keyDown(cellOf(withButtons.container, 'Grace'), {key: 'c', ctrlKey: true});
    expect(writeText.mock.calls).toEqual([['Grace']]);
    withButtons.unmount();
    writeText.mockClear();
    platform.mockReturnValue('MacIntel');
    const mac = mountTable();
    fireEvent.keyDown(cellOf(mac.container, 'Ada'), {key: 'c', metaKey: true});
    expect(writeText).toHaveBeenCalledWith('Ada');
    mac.unmount();
    writeText.mockClear();
    platform.mockReturnValue('Linux x86_64');
    const linux = mountTable();
    fireEvent.keyDown(cellOf(linux.container, 'Ada'), {key: 'c', ctrlKey: true});
    expect(writeText).not.toHaveBeenCalled();
  } finally {
    platform.mockRestore();
  }
});

it('the keyboard copy skips a value of 0 or an empty string, and copies other values', () => {
  const platform = jest.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
  try {
    const {container} = mountTable({data: [{id: '1', firstName: '', lastName: 'X', age: 0, city: 'Y'}]});
    fireEvent.keyDown(cellOf(container, '0'), {key: 'c', ctrlKey: true});
    fireEvent.keyDown(container.querySelector('tbody td') as HTMLElement, {key: 'c', ctrlKey: true}); // ''
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.keyDown(cellOf(container, 'X'), {key: 'c', ctrlKey: true});
    expect(writeText.mock.calls).toEqual([['X']]);
  } finally {
    platform.mockRestore();
  }
});
