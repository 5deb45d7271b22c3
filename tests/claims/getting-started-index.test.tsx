/** Claims of docs/getting-started/index.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import {MRT_Localization_EN} from 'material-react-table/locales/en';
import {bodyRows, mountTable, settle, people, personColumns} from './harness';

it('Sensible defaults: sorting, filtering, search and pagination are on as soon as you pass columns and data', async () => {
  const twelve = [...people, ...people.slice(0, 2).map((person) => ({...person, id: `${person.id}b`}))];
  const view = mountTable({data: twelve});
  // pagination: ten rows of twelve
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10);
  expect(view.container.textContent).toContain('1-10 of 12');
  // sorting: a header click sorts
  await settle(() => fireEvent.click(within(view.container.querySelector('thead')!).getByText('Age')));
  expect(bodyRows(view.container)[0][2]).toBe('85');
  // column filters and search: the toolbar buttons open their fields
  expect(view.container.querySelectorAll('thead input')).toHaveLength(0);
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
  expect(view.container.querySelectorAll('thead input').length).toBeGreaterThanOrEqual(4);
  expect(screen.queryByPlaceholderText('Search')).toBeNull();
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide search'})));
  expect(screen.getAllByPlaceholderText('Search')).toHaveLength(1);
  view.unmount();
});

it('Keyboard navigation across cells with the arrow keys, Home, End, Page Up and Page Down (on by default in V3)', async () => {
  const view = mountTable({data: people.slice(0, 2), enableTopToolbar: false, enableBottomToolbar: false});
  const rows = Array.from(view.container.querySelectorAll('tr')).map(
    (row) => Array.from(row.children) as HTMLElement[],
  );
  const moves: [HTMLElement, string, HTMLElement][] = [
    [rows[1][0], 'ArrowRight', rows[1][1]],
    [rows[1][1], 'ArrowLeft', rows[1][0]],
    [rows[1][0], 'ArrowUp', rows[0][0]],
    [rows[1][0], 'ArrowDown', rows[2][0]],
    [rows[1][1], 'Home', rows[1][0]],
    [rows[1][1], 'End', rows[1][3]],
    [rows[2][2], 'PageUp', rows[0][2]],
    [rows[0][2], 'PageDown', rows[2][2]],
  ];
  for (const [from, key, to] of moves) {
    from.focus();
    await settle(() => fireEvent.keyDown(from, {key}));
    expect([key, document.activeElement]).toEqual([key, to]);
  }
  view.unmount();
});

it('Localization: every visible string comes from a `localization` object you can replace', async () => {
  // every string replaced by its key in angle quotes (`language` formats numbers and stays)
  const localization = Object.fromEntries(
    Object.keys(MRT_Localization_EN)
      .filter((key) => key !== 'language')
      .map((key) => [key, `‹${key}›`]),
  );
  const view = mountTable({
    data: [...people, ...people.map((person) => ({...person, id: `${person.id}b`}))],
    localization,
    enableRowSelection: true,
    enableRowActions: true,
    renderRowActionMenuItems: () => [],
    enableColumnOrdering: true,
    enableGrouping: true,
    enableColumnPinning: true,
    renderDetailPanel: () => 'details',
    initialState: {showGlobalFilter: true, showColumnFilters: true},
  });
  const ours = new Set([
    ...people.flatMap((person) => [person.firstName, person.lastName, String(person.age), person.city]),
    ...personColumns.map((column) => column.header),
  ]);
  /** The page's texts, labels, placeholders and titles, less the replaced strings, our data and numbers. */
  const leftOver = () => {
    const strings: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) strings.push(walker.currentNode.textContent ?? '');
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      for (const name of ['aria-label', 'placeholder', 'title']) strings.push(element.getAttribute(name) ?? '');
    }
    return strings
      .map((text) => text.replace(/‹\w+›/g, '').trim())
      .filter((text) => text && !ours.has(text) && !/^[\d\s\u200b,.-]+$/.test(text));
  };
  const left = leftOver();
  // with a column menu open, then the show/hide columns menu
  await settle(() => fireEvent.click(screen.getAllByRole('button', {name: '‹columnActions›'})[0]));
  expect(screen.getByRole('menu').textContent).toContain('‹sortByColumnAsc›');
  left.push(...leftOver());
  await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
  await settle(() => fireEvent.click(screen.getByRole('button', {name: '‹showHideColumns›'})));
  expect(screen.getAllByRole('menu').at(-1)!.textContent).toContain('‹hideAll›');
  left.push(...leftOver());
  expect([...new Set(left)]).toEqual([]);
  view.unmount();
});
