/** Claims of blog/2026-11-18-whats-new-in-v3.mdx. */
import path from 'node:path';
import {fireEvent, render, screen} from '@testing-library/react';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
} from 'material-react-table';
import {mountTable, settle, people, personColumns, type Person} from './harness';
import {typeCheckInMemory} from './typecheck';

const small = {
  data: people.slice(0, 3),
  enableTopToolbar: false,
  enableBottomToolbar: false,
  enableColumnActions: false,
};
const cells = (container: HTMLElement) => Array.from(container.querySelectorAll('th, td')) as HTMLElement[];
const withPlatform = async (platform: string, run: () => Promise<void>) => {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'platform');
  Object.defineProperty(window.navigator, 'platform', {value: platform, configurable: true});
  try {
    await run();
  } finally {
    if (original) Object.defineProperty(window.navigator, 'platform', original);
    else delete (window.navigator as {platform?: string}).platform;
  }
};

describe('Keyboard navigation, on by default', () => {
  it('with `enableKeyboardShortcuts` (default `true`) every cell is focusable', () => {
    const view = mountTable(small);
    expect(view.table().options.enableKeyboardShortcuts).toBe(true);
    expect(cells(view.container).every((cell) => cell.tabIndex === 0)).toBe(true);
    view.unmount();
    const off = mountTable({...small, enableKeyboardShortcuts: false});
    expect(cells(off.container).some((cell) => cell.hasAttribute('tabindex'))).toBe(false);
    off.unmount();
  });

  it('Arrow keys move to the neighbouring cell; Home / End: first / last cell of the row; Page Up / Page Down: top / bottom cell of the column', async () => {
    const view = mountTable(small);
    const rows = Array.from(view.container.querySelectorAll('tr')).map(
      (row) => Array.from(row.children) as HTMLElement[],
    );
    const press = async (from: HTMLElement, key: string) => {
      from.focus();
      await settle(() => fireEvent.keyDown(from, {key}));
      return document.activeElement;
    };
    expect(await press(rows[2][1], 'ArrowRight')).toBe(rows[2][2]);
    expect(await press(rows[2][1], 'ArrowLeft')).toBe(rows[2][0]);
    expect(await press(rows[2][1], 'ArrowDown')).toBe(rows[3][1]);
    expect(await press(rows[2][1], 'ArrowUp')).toBe(rows[1][1]);
    expect(await press(rows[1][1], 'Home')).toBe(rows[1][0]);
    expect(await press(rows[1][1], 'End')).toBe(rows[1][3]);
    expect(await press(rows[2][1], 'PageUp')).toBe(rows[0][1]);
    expect(await press(rows[1][1], 'PageDown')).toBe(rows[3][1]);
    view.unmount();
  });

  it('Home / End with Ctrl on Windows or Cmd on macOS: first / last cell of the table', async () => {
    for (const [platform, modifier] of [
      ['Win32', 'ctrlKey'],
      ['MacIntel', 'metaKey'],
    ] as const) {
      await withPlatform(platform, async () => {
        const view = mountTable(small);
        const all = cells(view.container);
        all[5].focus();
        await settle(() => fireEvent.keyDown(all[5], {key: 'End', [modifier]: true}));
        expect(document.activeElement).toBe(all[all.length - 1]);
        await settle(() => fireEvent.keyDown(all[5], {key: 'Home', [modifier]: true}));
        expect(document.activeElement).toBe(all[0]);
        view.unmount();
      });
    }
  });

  it("Enter or Space on a header toggles the column's sorting", async () => {
    const view = mountTable(small);
    const header = view.container.querySelectorAll('th')[2];
    await settle(() => fireEvent.keyDown(header, {key: 'Enter'}));
    expect(view.table().getState().sorting).toEqual([{id: 'age', desc: true}]);
    await settle(() => fireEvent.keyDown(header, {key: ' '}));
    expect(view.table().getState().sorting).toEqual([{id: 'age', desc: false}]);
    view.unmount();
  });

  it('Enter or Space on a select or expand cell selects or expands the row', async () => {
    const view = mountTable({
      ...small,
      getRowId: (row: Person) => row.id,
      enableRowSelection: true,
      renderDetailPanel: () => 'details',
    });
    const [expandCell, selectCell] = Array.from(view.container.querySelectorAll('tbody tr')[0].querySelectorAll('td'));
    const state = () => [view.table().getState().expanded, view.table().getState().rowSelection];
    expect(state()).toEqual([{}, {}]);
    // each key toggles: Enter then Space on each cell
    await settle(() => fireEvent.keyDown(expandCell, {key: 'Enter'}));
    await settle(() => fireEvent.keyDown(selectCell, {key: 'Enter'}));
    expect(state()).toEqual([{'1': true}, {'1': true}]);
    expect(screen.getAllByText('details')).toHaveLength(1);
    expect((screen.getAllByRole('checkbox', {name: 'Toggle select row'})[0] as HTMLInputElement).checked).toBe(true);
    await settle(() => fireEvent.keyDown(expandCell, {key: ' '}));
    await settle(() => fireEvent.keyDown(selectCell, {key: ' '}));
    expect(state()).toEqual([{}, {}]);
    view.unmount();
  });

  it('Ctrl + Enter (Windows) or Cmd + Enter (macOS) on a header opens the column menu', async () => {
    for (const [platform, modifier] of [
      ['Win32', 'ctrlKey'],
      ['MacIntel', 'metaKey'],
    ] as const) {
      await withPlatform(platform, async () => {
        const view = mountTable({...small, enableColumnActions: true});
        expect(screen.queryByRole('menu')).toBeNull();
        await settle(() =>
          fireEvent.keyDown(view.container.querySelectorAll('th')[0], {key: 'Enter', [modifier]: true}),
        );
        expect(screen.getAllByRole('menu')).toHaveLength(1);
        // the menu opens instead of sorting
        expect(view.table().getState().sorting).toEqual([]);
        view.unmount();
      });
    }
  });

  it("Ctrl + C (Windows) or Cmd + C (macOS) copies the focused cell's value; on other systems (Linux) Ctrl + C does nothing", async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(window.navigator, 'clipboard', {value: {writeText}, configurable: true});
    const copy = async (platform: string, modifier: 'ctrlKey' | 'metaKey') =>
      withPlatform(platform, async () => {
        const view = mountTable(small);
        await settle(() =>
          fireEvent.keyDown(view.container.querySelectorAll('tbody td')[0], {key: 'c', [modifier]: true}),
        );
        view.unmount();
      });
    await copy('Win32', 'ctrlKey');
    await copy('MacIntel', 'metaKey');
    await copy('Linux x86_64', 'ctrlKey');
    expect(writeText.mock.calls).toEqual([['Ada'], ['Ada']]);
  });

  it("The focused cell's outline colour `mrtTheme.cellNavigationOutlineColor` defaults to your theme's primary colour", () => {
    let table: MRT_TableInstance<Person> | undefined;
    function Table() {
      table = useMaterialReactTable({columns: personColumns, ...small});
      return <MaterialReactTable table={table} />;
    }
    const view = render(
      <ThemeProvider theme={createTheme({palette: {primary: {main: '#2e7d32'}}})}>
        <Table />
      </ThemeProvider>,
    );
    expect(table!.options.mrtTheme.cellNavigationOutlineColor).toBe('#2e7d32');
    view.unmount();
  });
});

it("Every table has an id: element ids inside the table include it (React's `useId` when you leave it out)", () => {
  const named = mountTable({data: people.slice(0, 1), id: 'orders'});
  expect(named.container.querySelectorAll('#mrt-rows-per-page-orders')).toHaveLength(1);
  named.unmount();
  const ids = [0, 1].map(() => {
    const unnamed = mountTable({data: people.slice(0, 1)});
    const id = unnamed.table().options.id;
    const found = unnamed.container.querySelectorAll(`[id="mrt-rows-per-page-${id}"]`).length;
    unnamed.unmount();
    return {id, found};
  });
  expect(ids.map(({found}) => found)).toEqual([1, 1]);
  expect(ids[0].id).not.toBe(ids[1].id);
});

describe('What was removed', () => {
  /** Type-checks each snippet as its own file, next to the site's node_modules; returns its errors. */
  const typeErrors = (snippets: Record<string, string>) => {
    const root = path.join(__dirname, '../..');
    const files = Object.fromEntries(
      Object.entries(snippets).map(([name, code]) => [path.join(root, `__removed__/${name}.tsx`), code]),
    );
    const diagnostics = typeCheckInMemory(files);
    return Object.fromEntries(
      Object.keys(snippets).map((name) => [
        name,
        diagnostics(path.join(root, `__removed__/${name}.tsx`)).map((diagnostic) => `TS${diagnostic.code}`),
      ]),
    );
  };
  const column = `{
    accessorKey: 'status',
    header: 'Status',
    filterVariant: 'select',
    filterSelectOptions: [{text: 'Open', value: 'open'}],
  }`;
  const prelude = `import {useMemo} from 'react';
import type {MRT_ColumnDef} from 'material-react-table';
type Order = {status: string};
`;

  it('TypeScript reports `MRT_Virtualizer` and a `text` key in a column array you annotate directly, but not a `text` key in one returned from `useMemo<MRT_ColumnDef[]>(() => [...])`', () => {
    expect(
      typeErrors({
        virtualizer: `import type {MRT_Virtualizer} from 'material-react-table';\nexport type V = MRT_Virtualizer;\n`,
        annotated: `${prelude}export const columns: MRT_ColumnDef<Order>[] = [${column}];\n`,
        memoized: `${prelude}export function useColumns() {\n  return useMemo<MRT_ColumnDef<Order>[]>(() => [${column}], []);\n}\n`,
        labelled: `${prelude}export const columns: MRT_ColumnDef<Order>[] = [${column.replace('text', 'label')}];\n`,
      }),
    ).toEqual({virtualizer: ['TS2724'], annotated: ['TS2353'], memoized: [], labelled: []});
  });
});

describe('Smaller changes you may notice', () => {
  it('The table footer is only rendered when a column has a footer', () => {
    const without = mountTable(small);
    expect(without.container.querySelectorAll('tfoot')).toHaveLength(0);
    without.unmount();
    const columns: MRT_ColumnDef<Person>[] = [{accessorKey: 'age', header: 'Age', Footer: () => 'total'}];
    const withFooter = mountTable({...small, columns});
    expect(withFooter.container.querySelectorAll('tfoot')).toHaveLength(1);
    withFooter.unmount();
  });

  it('A row whose action menu would be empty shows no menu button', () => {
    const view = mountTable({
      ...small,
      enableRowActions: true,
      renderRowActionMenuItems: ({row}) => (row.id === '0' ? [<span key="a">A</span>] : []),
    });
    expect(screen.getAllByRole('button', {name: 'Row Actions'})).toHaveLength(1);
    view.unmount();
  });

  it('Escape leaves full-screen mode', async () => {
    const view = mountTable({...small, initialState: {isFullScreen: true}});
    await settle(() => fireEvent.keyDown(view.container.querySelector('td')!, {key: 'Escape'}));
    expect(view.table().getState().isFullScreen).toBe(false);
    view.unmount();
  });

  it('The built-in filter functions no longer throw on `null` or `undefined` cell values', () => {
    const view = mountTable<{name: string | null | undefined}>({
      ...small,
      data: [{name: null}, {name: undefined}, {name: 'Ada'}],
      columns: [{accessorKey: 'name', header: 'Name'}],
    });
    const {filterFns} = view.table().options;
    const names = [
      'fuzzy',
      'contains',
      'startsWith',
      'endsWith',
      'equals',
      'notEquals',
      'greaterThan',
      'greaterThanOrEqualTo',
      'lessThan',
      'lessThanOrEqualTo',
      'between',
      'betweenInclusive',
      'empty',
      'notEmpty',
    ] as const;
    const rows = view.table().getCoreRowModel().rows.slice(0, 2);
    for (const name of names) {
      const value = name.startsWith('between') ? ['a', 'z'] : 'a';
      for (const row of rows) expect(() => filterFns![name](row, 'name', value, () => {})).not.toThrow();
    }
    view.unmount();
  });
});

it('a `language` key in the localization also formats row counts (3.2.0)', () => {
  const view = mountTable({
    data: people,
    rowCount: 12345,
    manualPagination: true,
    localization: {language: 'de'},
    enableTopToolbar: false,
  });
  expect(screen.getAllByText('1-10 of 12.345')).toHaveLength(1);
  view.unmount();
});

it('on other systems (Linux) the modifier is ignored: Ctrl + Enter on a header sorts it like Enter', async () => {
  await withPlatform('Linux x86_64', async () => {
    const view = mountTable({data: people.slice(0, 3), enableTopToolbar: false, enableBottomToolbar: false});
    await settle(() => fireEvent.keyDown(screen.getAllByRole('columnheader')[0]!, {key: 'Enter', ctrlKey: true}));
    expect(view.table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    expect(screen.queryByRole('menu')).toBeNull();
    view.unmount();
  });
});
