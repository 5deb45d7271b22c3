/** Claims of docs/getting-started/migrating-to-v3.mdx (the behaviour of 3.2.1; V2 is not installed). */
import fs from 'node:fs';
import path from 'node:path';
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';

const small = {
  data: people.slice(0, 2),
  getRowId: (row: Person) => row.id,
  enableBottomToolbar: false,
  enableColumnActions: false,
};

it('V3 peer dependency minimums: react and react-dom >=18.0, @mui/material and @mui/icons-material >=6, @mui/x-date-pickers >=7.15, Emotion >=11.13', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(require.resolve('material-react-table'), '../../package.json'), 'utf8'),
  );
  expect(manifest.peerDependencies).toEqual({
    '@emotion/react': '>=11.13',
    '@emotion/styled': '>=11.13',
    '@mui/icons-material': '>=6',
    '@mui/material': '>=6',
    '@mui/x-date-pickers': '>=7.15',
    react: '>=18.0',
    'react-dom': '>=18.0',
  });
});

it('V3 only reads `label`: an option with `text` and no `label` shows its `value` instead; plain strings work as before', async () => {
  const shown = async (options: unknown[]) => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'city', header: 'City', filterVariant: 'select', filterSelectOptions: options as string[]},
    ];
    const view = mountTable({...small, columns, enableTopToolbar: false, initialState: {showColumnFilters: true}});
    await settle(() => fireEvent.mouseDown(within(view.container.querySelector('thead')!).getByRole('combobox')));
    const texts = screen.getAllByRole('option').map((option) => option.textContent?.trim());
    // pick the first option: the filter gets its value
    await settle(() => fireEvent.click(screen.getAllByRole('option')[0]));
    const filter = view.table().getColumn('city').getFilterValue();
    view.unmount();
    return {texts, filter};
  };
  expect(await shown([{text: 'Big Apple', value: 'New York'}, 'Boston'])).toEqual({
    texts: ['New York', 'Boston'],
    filter: 'New York',
  });
  // with `label` the text shows
  expect(await shown([{label: 'Big Apple', value: 'New York'}, 'Boston'])).toEqual({
    texts: ['Big Apple', 'Boston'],
    filter: 'New York',
  });
});

it('`enableKeyboardShortcuts` defaults to `true`: every header, body and footer cell is focusable (`tabIndex={0}`)', () => {
  const columns: MRT_ColumnDef<Person>[] = [{accessorKey: 'age', header: 'Age', Footer: () => 'sum'}];
  const view = mountTable({...small, columns});
  const cells = Array.from(view.container.querySelectorAll('thead th, tbody td, tfoot th, tfoot td'));
  expect(cells).toHaveLength(4);
  expect(cells.every((cell) => cell.getAttribute('tabindex') === '0')).toBe(true);
  view.unmount();
});

it('Since 3.0.2 your `onKeyDown` runs before the built-in shortcuts, and calling `event.stopPropagation()` in it skips them for that key', async () => {
  const order: string[] = [];
  const view = mountTable({
    ...small,
    enableTopToolbar: false,
    onSortingChange: () => order.push('built-in'),
    muiTableHeadCellProps: ({column}) => ({
      onKeyDown: (event) => {
        order.push(`yours ${column.id}`);
        if (column.id === 'firstName') event.stopPropagation();
      },
    }),
  });
  const [firstName, lastName] = Array.from(view.container.querySelectorAll('th'));
  order.length = 0; // the table sets its sorting once as it mounts
  await settle(() => fireEvent.keyDown(firstName, {key: 'Enter'}));
  await settle(() => fireEvent.keyDown(lastName, {key: 'Enter'}));
  expect(order).toEqual(['yours firstName', 'yours lastName', 'built-in']);
  view.unmount();
});

it('pass a stable `id`: rendered as `#mrt-rows-per-page-orders`', () => {
  const view = mountTable({data: people.slice(0, 1), id: 'orders', enableTopToolbar: false});
  expect(document.querySelectorAll('#mrt-rows-per-page-orders')).toHaveLength(1);
  view.unmount();
});

describe('Smaller behaviour changes', () => {
  it('No empty footer: `<tfoot>` is rendered only when at least one column defines a `footer` string or a `Footer` component', () => {
    const count = (columns: MRT_ColumnDef<Person>[]) => {
      const view = mountTable({...small, columns, enableTopToolbar: false});
      const found = view.container.querySelectorAll('tfoot').length;
      view.unmount();
      return found;
    };
    expect([
      count([{accessorKey: 'age', header: 'Age'}]),
      count([{accessorKey: 'age', header: 'Age', footer: 'Age'}]),
      count([{accessorKey: 'age', header: 'Age', Footer: () => 'sum'}]),
    ]).toEqual([0, 1, 1]);
  });

  it('No empty row action menu: when `renderRowActionMenuItems` returns no items for a row (an empty array, or `undefined`), that row shows no "more actions" button', () => {
    const view = mountTable({
      ...small,
      enableTopToolbar: false,
      enableRowActions: true,
      renderRowActionMenuItems: ({row}) => (row.id === '1' ? [] : undefined),
    });
    expect(screen.queryAllByRole('button', {name: 'Row Actions'})).toHaveLength(0);
    view.unmount();
    // a row with an item keeps its button
    const some = mountTable({
      ...small,
      enableTopToolbar: false,
      enableRowActions: true,
      renderRowActionMenuItems: ({row}) => (row.id === '1' ? [<li key="a">A</li>] : []),
    });
    expect(screen.getAllByRole('button', {name: 'Row Actions'})).toHaveLength(1);
    some.unmount();
  });

  it('Escape leaves full-screen mode', async () => {
    const view = mountTable({...small, initialState: {isFullScreen: true}});
    await settle(() => fireEvent.keyDown(view.container.querySelector('td')!, {key: 'Escape'}));
    expect(view.table().getState().isFullScreen).toBe(false);
    view.unmount();
  });

  it('The built-in filter functions no longer throw on `null` and `undefined` cell values', () => {
    const view = mountTable<{age: number | null | undefined}>({
      data: [{age: null}, {age: undefined}, {age: 3}],
      columns: [{accessorKey: 'age', header: 'Age'}],
      enableTopToolbar: false,
    });
    const {filterFns} = view.table().options;
    const [withNull, withUndefined] = view.table().getCoreRowModel().rows;
    for (const name of ['contains', 'equals', 'greaterThan', 'empty'] as const) {
      expect(() => [
        filterFns![name](withNull, 'age', '2', () => {}),
        filterFns![name](withUndefined, 'age', '2', () => {}),
      ]).not.toThrow();
    }
    view.unmount();
  });

  it('Typing in a filter box no longer reaches the cells: filter text fields stop their key events from propagating', async () => {
    const view = mountTable({...small, enableTopToolbar: false, initialState: {showColumnFilters: true}});
    const field = view.container.querySelector('thead input') as HTMLInputElement;
    field.focus();
    await settle(() => fireEvent.keyDown(field, {key: 'Enter'}));
    await settle(() => fireEvent.keyDown(field, {key: 'ArrowRight'}));
    expect(view.table().getState().sorting).toEqual([]);
    expect(document.activeElement).toBe(field);
    // the same keys on the header cell itself sort and move
    const header = field.closest('th') as HTMLElement;
    header.focus();
    await settle(() => fireEvent.keyDown(header, {key: 'Enter'}));
    expect(view.table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    await settle(() => fireEvent.keyDown(header, {key: 'ArrowRight'}));
    expect(document.activeElement).toBe(header.nextElementSibling);
    view.unmount();
  });
});

it("3.1.0: the edit field and the search field still pass `InputProps`, so a `slotProps.input` on those two fields drops the table's own input props, such as the search field's clear button", async () => {
  const clearButtons = async (muiSearchTextFieldProps: object) => {
    const view = mountTable({
      ...small,
      initialState: {showGlobalFilter: true, globalFilter: 'ad'},
      muiSearchTextFieldProps,
    });
    const found = screen.queryAllByRole('button', {name: 'Clear search'}).length;
    view.unmount();
    return found;
  };
  expect(await clearButtons({})).toBe(1);
  expect(await clearButtons({slotProps: {input: {}}})).toBe(0);
});

it('on other systems (Linux, for example) MRT ignores the modifier: Ctrl + Enter on a header sorts it like Enter, and Ctrl + C copies nothing', async () => {
  Object.defineProperty(window.navigator, 'platform', {value: 'Linux x86_64', configurable: true});
  const writeText = jest.fn();
  Object.defineProperty(window.navigator, 'clipboard', {value: {writeText}, configurable: true});
  try {
    const {table, container} = mountTable({data: people.slice(0, 2)});
    await settle(() => fireEvent.keyDown(screen.getAllByRole('columnheader')[0]!, {key: 'Enter', ctrlKey: true}));
    expect(table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(container.querySelector('tbody td')!, {key: 'c', ctrlKey: true});
    expect(writeText).not.toHaveBeenCalled();
  } finally {
    Object.defineProperty(window.navigator, 'platform', {value: '', configurable: true});
  }
});

describe('Your own `@tanstack/react-table`', () => {
  const mrtManifest = JSON.parse(
    fs.readFileSync(path.join(require.resolve('material-react-table'), '../../package.json'), 'utf8'),
  );
  const results = require('@site/src/site/compat/results.json') as {
    combinations: Array<{
      id: string;
      resolved: Record<string, string>;
      steps: Record<string, {outcome: string; error?: string}>;
      features: Record<string, {outcome: string}>;
    }>;
  };
  const row = (id: string) => results.combinations.find((entry) => entry.id === id)!;
  const outcomes = (id: string) => [...Object.values(row(id).steps), ...Object.values(row(id).features)];

  it("MRT 3 still runs on TanStack Table 8: 3.2.1 depends on `@tanstack/react-table` 8.20.6 exactly, and npm's `latest` is now TanStack Table 9", () => {
    expect(mrtManifest.version).toBe('3.2.1');
    expect(mrtManifest.dependencies['@tanstack/react-table']).toBe('8.20.6');
    expect(
      (row('tanstack-v9') as unknown as {requested: Record<string, string>}).requested['@tanstack/react-table'],
    ).toBe('latest');
    expect(row('tanstack-v9').resolved['@tanstack/react-table']).toMatch(/^9\./);
  });

  it('installing it afresh now gives version 9 beside MRT’s copy, and columns typed with it fail to type-check. Pinned to 8.20.6 they fail too', () => {
    expect(row('tanstack-v9').steps.types.outcome).toBe('fail');
    expect(row('tanstack-v8').resolved['@tanstack/react-table']).toBe('8.20.6');
    expect(row('tanstack-v8').steps.types.outcome).toBe('fail');
    expect(row('tanstack-v8').steps.types.error).toMatch(
      /'ColumnDef<Person>\[\]' is not assignable to type 'MRT_ColumnDef</,
    );
  });

  it("Import the column type and the helper from `material-react-table` instead (the Install page measured it with MRT's types: every step passed)", () => {
    expect(row('tanstack-v9-mrt-types').resolved['@tanstack/react-table']).toMatch(/^9\./);
    expect(new Set(outcomes('tanstack-v9-mrt-types').map((step) => step.outcome))).toEqual(new Set(['pass']));
  });
});
