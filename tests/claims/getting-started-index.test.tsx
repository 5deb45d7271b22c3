/** Claims of docs/getting-started/index.mdx. */
import {fireEvent, screen} from '@testing-library/react';
import {mountTable, settle, people} from './harness';

it('Sensible defaults: sorting, filtering, search and pagination are on as soon as you pass columns and data', () => {
  const view = mountTable({data: people});
  const {options} = view.table();
  expect([options.enableSorting, options.enableFilters, options.enableGlobalFilter, options.enablePagination]).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10);
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

it('Localization: every visible string comes from a `localization` object you can replace', () => {
  const view = mountTable({
    data: people.slice(0, 2),
    localization: {rowsPerPage: 'Lignes par page', search: 'Chercher'},
    initialState: {showGlobalFilter: true},
  });
  expect(screen.getAllByText('Lignes par page')).toHaveLength(1);
  expect(screen.getAllByPlaceholderText('Chercher')).toHaveLength(1);
  view.unmount();
});
