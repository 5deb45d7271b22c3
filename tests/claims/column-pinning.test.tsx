/**
 * Claims of docs/guides/column-pinning.mdx, checked against the installed MRT (jsdom).
 */
import {fireEvent, screen, within} from '@testing-library/react';
import {bodyRows, mountTable, people, personColumns, settle} from './harness';
import {tableInstance} from './tableInstance';

function openColumnMenu(index: number) {
  fireEvent.click(screen.getAllByLabelText('Column Actions')[index]);
  return screen.getByRole('menu');
}
const menuItem = (menu: HTMLElement, label: string) => within(menu).getByText(label).closest('li') as HTMLElement;
/** The declarations of the `[data-pinned="true"]:before` rule emotion generated for a cell's class. */
const pinnedBefore = (cell: Element) => {
  const classes = Array.from(cell.classList).filter((name) => name.startsWith('css-'));
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules) as CSSStyleRule[]);
  const rule = rules.find(
    (r) => r.selectorText?.endsWith('[data-pinned="true"]:before') && classes.some((c) => r.selectorText.includes(c)),
  );
  return rule?.style;
};

it('Pinning is off by default: Material React Table sets enableColumnPinning to false', () => {
  const {table} = tableInstance();
  expect(table().options.enableColumnPinning).toBe(false);
  expect(table().getColumn('firstName').getCanPin()).toBe(false);
});

it('adds Pin to left, Pin to right and Unpin to the column menu; the current side and Unpin (when unpinned) are disabled', async () => {
  mountTable({enableColumnPinning: true, initialState: {columnPinning: {left: ['firstName']}}});
  let menu = openColumnMenu(0);
  expect(menuItem(menu, 'Pin to left')).toHaveAttribute('aria-disabled', 'true');
  expect(menuItem(menu, 'Pin to right')).not.toHaveAttribute('aria-disabled');
  expect(menuItem(menu, 'Unpin')).not.toHaveAttribute('aria-disabled');
  fireEvent.keyDown(menu, {key: 'Escape'});
  await settle();
  menu = openColumnMenu(1);
  expect(menuItem(menu, 'Pin to left')).not.toHaveAttribute('aria-disabled');
  expect(menuItem(menu, 'Unpin')).toHaveAttribute('aria-disabled', 'true');
});

it('the show/hide columns menu gets pin buttons and Unpin all, and its button shows even if enableHiding is off', () => {
  mountTable({enableColumnPinning: true, enableHiding: false});
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  const menu = screen.getByRole('menu');
  expect(within(menu).getByText('Unpin all')).toBeInTheDocument();
  expect(within(menu).getAllByLabelText('Pin to left')).toHaveLength(4);
});

it('with enableColumnPinning and enableHiding both off, the toolbar has no show/hide columns button', () => {
  mountTable({enableHiding: false});
  expect(screen.queryByLabelText('Show/Hide columns')).toBeNull();
});

it('while enableColumnPinning is off, a column in the columnPinning state is still sticky, but has no data-pinned attribute', () => {
  const {container} = mountTable({initialState: {columnPinning: {left: ['city']}}});
  const cell = container.querySelector('tbody tr td') as HTMLElement;
  expect(cell.textContent).toBe('London');
  expect(getComputedStyle(cell).position).toBe('sticky');
  expect(cell).not.toHaveAttribute('data-pinned');
});

it('the state orders the columns: a column named there moves to its side', () => {
  const {container} = mountTable({initialState: {columnPinning: {left: ['city'], right: ['firstName']}}});
  expect(bodyRows(container)[0]).toEqual(['London', 'Lovelace', '36', 'Ada']);
});

it('a column with enablePinning: false has no pinning items in its menu and no pin buttons in the show/hide menu', async () => {
  mountTable({
    enableColumnPinning: true,
    columns: [{...personColumns[0], enablePinning: false}, ...personColumns.slice(1)],
  });
  const menu = openColumnMenu(0);
  expect(within(menu).queryByText('Pin to left')).toBeNull();
  fireEvent.keyDown(menu, {key: 'Escape'});
  await settle();
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  expect(within(screen.getByRole('menu')).getAllByLabelText('Pin to left')).toHaveLength(3);
});

it('enablePinning: false only removes the controls: a column id put in the state is still pinned', () => {
  const {container} = mountTable({
    enableColumnPinning: true,
    columns: [personColumns[0], {...personColumns[1], enablePinning: false}, ...personColumns.slice(2)],
    initialState: {columnPinning: {left: ['lastName']}},
  });
  const first = container.querySelector('tbody tr td') as HTMLElement;
  expect(first.textContent).toBe('Lovelace');
  expect(first).toHaveAttribute('data-pinned', 'true');
  expect(getComputedStyle(first).position).toBe('sticky');
});

it('left runs from the left edge inward, right from the innermost right column to the right edge; unpinned columns keep their order between', () => {
  const {container} = mountTable({
    enableColumnPinning: true,
    initialState: {columnPinning: {left: ['city', 'age'], right: ['lastName', 'firstName']}},
  });
  expect(bodyRows(container)[0]).toEqual(['London', '36', 'Lovelace', 'Ada']);
  const {container: other} = mountTable({
    enableColumnPinning: true,
    initialState: {columnPinning: {left: ['lastName'], right: []}},
  });
  expect(bodyRows(other)[0]).toEqual(['Lovelace', 'Ada', '36', 'London']);
});

it('a column pinned from its menu is appended to the end of that side’s list, on the inner side of those pinned there; Unpin returns it to its place', async () => {
  const {table, container} = mountTable({enableColumnPinning: true, initialState: {columnPinning: {left: ['city']}}});
  expect(bodyRows(container)[0]).toEqual(['London', 'Ada', 'Lovelace', '36']);
  fireEvent.click(menuItem(openColumnMenu(3), 'Pin to left')); // the menus are in display order: City, First Name, …, Age
  await settle();
  expect(table().getState().columnPinning.left).toEqual(['city', 'age']);
  expect(bodyRows(container)[0]).toEqual(['London', '36', 'Ada', 'Lovelace']);
  fireEvent.click(menuItem(openColumnMenu(1), 'Unpin')); // Age
  await settle();
  expect(table().getState().columnPinning.left).toEqual(['city']);
  expect(bodyRows(container)[0]).toEqual(['London', 'Ada', 'Lovelace', '36']);
});

it('Pin to right puts the column at the table’s right edge, outside the columns already pinned there', async () => {
  const {table, container} = mountTable({enableColumnPinning: true, initialState: {columnPinning: {right: ['city']}}});
  fireEvent.click(menuItem(openColumnMenu(0), 'Pin to right')); // First Name
  await settle();
  expect(table().getState().columnPinning.right).toEqual(['city', 'firstName']);
  expect(bodyRows(container)[0]).toEqual(['Lovelace', '36', 'London', 'Ada']);
});

it('initialState is read when the table is created; changing the object later does nothing', async () => {
  const {table, update} = tableInstance({enableColumnPinning: true, initialState: {columnPinning: {left: ['age']}}});
  update({initialState: {columnPinning: {left: ['city']}}});
  await settle();
  expect(table().getState().columnPinning.left).toEqual(['age']);
});

it('onColumnPinningChange receives a TanStack updater (a function of the previous state from the menu)', async () => {
  const received: unknown[] = [];
  mountTable({enableColumnPinning: true, onColumnPinningChange: (updater) => received.push(updater)});
  fireEvent.click(menuItem(openColumnMenu(0), 'Pin to right'));
  await settle();
  expect(typeof received[0]).toBe('function');
  expect((received[0] as (old: object) => object)({left: [], right: []})).toEqual({left: [], right: ['firstName']});
});

it('the pin items pass a function, Unpin all the new state', async () => {
  const received: unknown[] = [];
  mountTable({enableColumnPinning: true, onColumnPinningChange: (updater) => received.push(updater)});
  fireEvent.click(menuItem(openColumnMenu(0), 'Pin to right'));
  await settle();
  expect(received.map((value) => typeof value)).toEqual(['function']);
  received.length = 0;
  const view = mountTable({
    enableColumnPinning: true,
    initialState: {columnPinning: {left: ['age'], right: []}},
    onColumnPinningChange: (updater) => received.push(updater),
  });
  fireEvent.click(within(view.container).getByLabelText('Show/Hide columns'));
  fireEvent.click(within(screen.getAllByRole('menu').at(-1)!).getByRole('button', {name: 'Unpin all'}));
  await settle();
  expect(received).toEqual([{left: [], right: []}]);
});

it('resetColumnPinning() goes back to initialState.columnPinning; resetColumnPinning(true) pins nothing', async () => {
  const {table} = tableInstance({enableColumnPinning: true, initialState: {columnPinning: {left: ['age'], right: []}}});
  await settle(() => table().setColumnPinning({left: ['firstName', 'lastName'], right: []}));
  expect(table().getState().columnPinning).toEqual({left: ['firstName', 'lastName'], right: []});
  await settle(() => table().resetColumnPinning());
  expect(table().getState().columnPinning).toEqual({left: ['age'], right: []});
  await settle(() => table().resetColumnPinning(true));
  expect(table().getState().columnPinning).toEqual({left: [], right: []});
});

it('the toolbar’s Unpin all empties both lists rather than going back to the initial pinning', async () => {
  const {table} = mountTable({
    enableColumnPinning: true,
    initialState: {columnPinning: {left: ['age'], right: ['city']}},
  });
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  fireEvent.click(within(screen.getByRole('menu')).getByText('Unpin all'));
  await settle();
  expect(table().getState().columnPinning).toEqual({left: [], right: []});
});

it('the display columns have the fixed ids of the table', () => {
  const {table} = mountTable({
    enableColumnPinning: true,
    enableRowSelection: true,
    enableRowActions: true,
    enableRowNumbers: true,
    enableExpanding: true,
    getSubRows: () => undefined,
    enableRowOrdering: true,
    enableRowPinning: true,
  });
  expect(
    table()
      .getAllLeafColumns()
      .map((c) => c.id)
      .filter((id) => id.startsWith('mrt-'))
      .sort(),
  ).toEqual(['mrt-row-actions', 'mrt-row-drag', 'mrt-row-expand', 'mrt-row-numbers', 'mrt-row-pin', 'mrt-row-select']);
});

it('display columns have no column actions menu, but get pin buttons in the show/hide columns menu', () => {
  mountTable({enableColumnPinning: true, enableRowNumbers: true});
  expect(screen.getAllByLabelText('Column Actions')).toHaveLength(4);
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  expect(within(screen.getByRole('menu')).getAllByLabelText('Pin to left')).toHaveLength(5);
});

it('a pinned header, body or footer cell gets position sticky, its offset, z-index 1, opacity 0.97 and data-pinned="true"', () => {
  const {container} = mountTable({
    enableColumnPinning: true,
    columns: personColumns.map((c, i) => ({...c, size: 100 + i * 10, footer: c.header})),
    initialState: {columnPinning: {left: ['firstName', 'lastName'], right: ['city']}},
  });
  for (const selector of ['thead tr th', 'tbody tr:first-child td', 'tfoot tr > *']) {
    const cells = Array.from(container.querySelectorAll(selector)) as HTMLElement[];
    const style = cells.map((cell) => getComputedStyle(cell));
    expect([selector, style[1].position, style[1].left, style[1].zIndex, style[1].opacity]).toEqual([
      selector,
      'sticky',
      '100px',
      '1',
      '0.97',
    ]);
    expect([selector, style[3].position, style[3].right]).toEqual([selector, 'sticky', '0px']);
    expect(cells.map((cell) => cell.getAttribute('data-pinned'))).toEqual(['true', 'true', null, 'true']);
    expect(style[2].position).toBe('relative');
  }
});

it('the last left-pinned and the first right-pinned column draw an inset shadow on their inner edge; pinned cells are painted with the base background, darkened by 1% in light mode, at 97% opacity', () => {
  const {container} = mountTable({
    enableColumnPinning: true,
    initialState: {columnPinning: {left: ['firstName', 'lastName'], right: ['age', 'city']}},
  });
  const before = Array.from(container.querySelectorAll('tbody tr:first-child td')).map(pinnedBefore);
  expect(before.map((style) => style?.getPropertyValue('box-shadow'))).toEqual([
    '',
    '-4px 0 4px -4px rgba(97, 97, 97, 0.5) inset',
    '4px 0 4px -4px rgba(97, 97, 97, 0.5) inset',
    '',
  ]);
  // the light theme's white (255) darkened by 1%
  expect(before.map((style) => style?.getPropertyValue('background-color'))).toEqual(
    Array(4).fill('rgba(252, 252, 252, 0.97)'),
  );
});

it('layoutMode: semantic by default, grid-no-grow with enableColumnResizing, grid with virtualization', () => {
  expect(tableInstance().table().options.layoutMode).toBe('semantic');
  expect(tableInstance({enableColumnResizing: true}).table().options.layoutMode).toBe('grid-no-grow');
  expect(tableInstance({enableColumnVirtualization: true}).table().options.layoutMode).toBe('grid');
});

it('an id that matches no column is ignored', () => {
  const {container} = mountTable({enableColumnPinning: true, initialState: {columnPinning: {left: ['email']}}});
  expect(bodyRows(container)[0]).toEqual(['Ada', 'Lovelace', '36', 'London']);
  expect(container.querySelectorAll('td[data-pinned]')).toHaveLength(0);
  expect(people).toHaveLength(10);
});

it('a dragged column takes the pinning of the column it is dropped on', async () => {
  const {table, container} = mountTable({
    enableColumnOrdering: true,
    enableColumnPinning: true,
    initialState: {columnPinning: {left: ['firstName']}},
  });
  const header = (text: string) =>
    screen.getByText(text, {selector: '.Mui-TableHeadCell-Content-Wrapper'}).closest('th') as HTMLElement;
  async function drag(from: string, to: string) {
    const handle = within(header(from)).getByLabelText('Move');
    fireEvent.dragStart(handle, {dataTransfer: {setDragImage: () => {}}});
    await settle();
    fireEvent.dragEnter(header(to));
    await settle();
    fireEvent.dragEnd(handle);
    await settle();
  }
  await drag('City', 'First Name');
  expect(table().getColumn('city').getIsPinned()).toBe('left');
  expect(header('City')).toHaveAttribute('data-pinned', 'true');
  await drag('First Name', 'Age');
  expect(table().getColumn('firstName').getIsPinned()).toBe(false);
  expect(header('First Name')).not.toHaveAttribute('data-pinned');
  expect(bodyRows(container)[0]).toEqual(['London', 'Lovelace', '36', 'Ada']);
});
