/**
 * Claims of docs/guides/known-issues.mdx. The tests wrapped in `defect(…)` assert a defect of
 * material-react-table 3.2.1 as it is today, so they fail the day an upgrade fixes it: the failure names the
 * page's entry to rewrite or remove (and the API entries and guides that link to it). The others check the
 * workarounds, which should keep working either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import React, {useState} from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {
  MaterialReactTable,
  Memo_MRT_TableBody,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
  type MRT_RowVirtualizer,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import FrozenBody from '@site/src/examples/guides/known-issues/frozen-body/Example';
import DisplayCellHooks from '@site/src/examples/guides/known-issues/display-cell-hooks/Example';
import PlainUpdaters from '@site/src/examples/guides/known-issues/plain-updaters/Example';
import LockedColumn from '@site/src/examples/guides/known-issues/locked-column/Example';
import NumberSelect from '@site/src/examples/guides/known-issues/number-select/Example';
import DefaultVariant from '@site/src/examples/guides/known-issues/default-variant/Example';
import RankedParents from '@site/src/examples/guides/known-issues/ranked-parents/Example';
import SelectAllTree from '@site/src/examples/guides/known-issues/select-all-tree/Example';
import LostLetters from '@site/src/examples/guides/known-issues/lost-letters/Example';
import {runners} from '@site/src/examples/guides/known-issues/number-select/data';
import {bodyRows, freshPersonColumns, mountTable, people, settle, type Person} from './harness';

const ROOT = path.join(__dirname, '../..');

/**
 * Runs a check of a defect as it is in 3.2.1. When it fails, the defect has probably been fixed: the error says
 * which entry of the page to update.
 */
function defect(entry: string, check: () => void | Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await check();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Known Issues, "${entry}": the installed material-react-table no longer behaves as the page says. ` +
          'If an upgrade fixed it, rewrite or remove that entry of docs/guides/known-issues.mdx (its demo too), ' +
          `the API entries and guides that link to it, then this test.\n\n${reason}`,
      );
    }
  };
}

const FROZEN = "New data does not show with memoMode: 'table-body'";
const HOOKS = 'A display column with hooks in Cell crashes when loading starts';
const UPDATERS = 'updater is not a function after Expand all or Unpin all';
const LOCKED = 'toggleAllColumnsVisible(false) shows a locked column';
const NUMBERS = 'A select filter on a number column crashes the table';
const DEFAULT_VARIANT = 'A filterVariant in defaultColumn still filters with fuzzy';
const RANKING = 'The search lists parent rows last';
const SELECT_ALL = 'Select all cannot be unticked with enableSubRowSelection: false';
const MUI9 = 'Material UI 9 drops props MRT passes';
const LOST_LETTER = 'Letters typed while the search renders are lost';

const firstCells = (container: HTMLElement) => bodyRows(container).map((cells) => cells[0]);
const clickSwitch = (name: string | RegExp) => settle(() => fireEvent.click(screen.getByRole('switch', {name})));
/** Silences React's report of an error a test provokes on purpose, for the length of `run`. */
async function quietly<T>(run: () => Promise<T> | T): Promise<T> {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

/**
 * Runs `check` with a layout for the row virtualizer: jsdom lays nothing out, so the table container measures
 * 200 px and each row 40 px.
 */
async function withLayout(check: () => Promise<void>): Promise<void> {
  const measure = Element.prototype.getBoundingClientRect;
  const rect = (height: number) =>
    ({width: 300, height, top: 0, left: 0, right: 300, bottom: height, x: 0, y: 0}) as DOMRect;
  const layout = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.classList.contains('MuiTableContainer-root')) return rect(200);
    return this.tagName === 'TR' ? rect(40) : measure.call(this);
  });
  try {
    await check();
  } finally {
    layout.mockRestore();
  }
}

const searchBox = () => screen.getByPlaceholderText('Search') as HTMLInputElement;
const appliedSearch = () => screen.getByTestId('applied-search').textContent;
/** Waits out the search box's 250 ms debounce. */
const waitForSearch = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

/**
 * Types `first`, lets the search box's 250 ms debounce fire, and types `then` before React renders the search
 * it applied: the order a browser gives when a key lands while that render runs. The timer fires outside act()
 * (as a browser timer does), so React schedules its render instead of running it inside the timer.
 */
async function typeAsTheSearchApplies(first: string, then: string): Promise<void> {
  // the demo's slow cells wait on performance.now(), which must keep running
  jest.useFakeTimers({doNotFake: ['performance']});
  const environment = globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean};
  try {
    fireEvent.change(searchBox(), {target: {value: first}});
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    jest.advanceTimersByTime(250);
    environment.IS_REACT_ACT_ENVIRONMENT = true;
    fireEvent.change(searchBox(), {target: {value: then}});
    // async: TanStack Table resets the page in a microtask after a search changes
    await act(async () => jest.advanceTimersByTime(1000));
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = true;
    jest.useRealTimers();
  }
}

/** A table with `options` whose `data` prop can be replaced, and the table object of each render. */
function renderWithData(data: Person[], options: Partial<MRT_TableOptions<Person>>, key?: () => React.Key) {
  const tables: MRT_TableInstance<Person>[] = [];
  // fresh definitions: MRT writes the filter function it picks into the objects it is given
  const columns = freshPersonColumns();
  function Table({rows}: {rows: Person[]}) {
    const table = useMaterialReactTable<Person>({columns, data: rows, ...options});
    tables.push(table);
    return <MaterialReactTable key={key?.()} table={table} />;
  }
  const view = render(<Table rows={data} />);
  return {
    ...view,
    tables,
    table: () => tables.at(-1)!,
    setData: (rows: Person[]) => settle(() => view.rerender(<Table rows={rows} />)),
  };
}

describe('Known Issues guide', () => {
  // ---------------------------------------------------------------------------------------------------------
  // New data does not show with memoMode: 'table-body'

  it(
    'Click Add an order: the count under the table goes up, but the body keeps its first three rows',
    defect(FROZEN, async () => {
      const view = render(<FrozenBody />);
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Add an order'})));
      expect(screen.getByTestId('order-count').textContent).toBe('Orders in data: 4');
      expect(firstCells(view.container)).toEqual(['A-1001', 'A-1002', 'A-1003']);
      view.unmount();
    }),
  );

  it('Turn on Remount the table when data changes: the body catches up, and each new order shows as it is added', async () => {
    const view = render(<FrozenBody />);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Add an order'})));
    await clickSwitch('Remount the table when data changes');
    expect(firstCells(view.container)).toEqual(['A-1001', 'A-1002', 'A-1003', 'A-1004']);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Add an order'})));
    expect(firstCells(view.container)).toEqual(['A-1001', 'A-1002', 'A-1003', 'A-1004', 'A-1005']);
    view.unmount();
  });

  it(
    "Memo_MRT_TableBody's comparison reads table.options.data from its previous and its next props; both hold the same table object, so the comparison always finds the data equal",
    defect(FROZEN, async () => {
      const view = renderWithData(people.slice(0, 3), {memoMode: 'table-body'});
      await view.setData(people.slice(3, 6));
      expect(new Set(view.tables).size).toBe(1);
      const compare = (Memo_MRT_TableBody as unknown as {compare: (a: object, b: object) => boolean}).compare;
      expect(compare({table: view.table()}, {table: view.table()})).toBe(true);
      view.unmount();
    }),
  );

  it(
    'once mounted the body never renders again for the table: not for new data, a sort, a filter, a page or a selection',
    defect(FROZEN, async () => {
      const first = ['Ada', 'Grace'];
      const view = renderWithData(people, {
        memoMode: 'table-body',
        enableRowSelection: true,
        initialState: {pagination: {pageIndex: 0, pageSize: 2}},
      });
      // the first cell is the selection checkbox
      const shown = () => bodyRows(view.container).map((cells) => cells[1]);
      const ticked = () =>
        Array.from(view.container.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')).map(
          (box) => box.checked,
        );
      expect(shown()).toEqual(first);
      await settle(() => view.table().setSorting([{id: 'age', desc: true}]));
      expect(shown()).toEqual(first);
      await settle(() => view.table().setColumnFilters([{id: 'city', value: 'Boston'}]));
      expect(shown()).toEqual(first);
      await settle(() => view.table().resetColumnFilters());
      await settle(() => view.table().setPageIndex(2));
      expect(shown()).toEqual(first);
      await settle(() => view.table().setRowSelection({0: true}));
      expect(ticked()).toEqual([false, false]);
      await view.setData(people.slice(5));
      expect(view.table().getRowModel().rows.length).toBeGreaterThan(0);
      expect(shown()).toEqual(first);
      view.unmount();
    }),
  );

  it(
    'With enableRowVirtualization on as well, the body shows no rows at all: the row virtualizer looks for its scroll container when the body first renders, before the container is attached, and looks again only when the body renders again',
    defect(FROZEN, () =>
      withLayout(async () => {
        const virtualized = (memoMode?: 'table-body') => {
          const virtualizer =
            React.createRef<MRT_RowVirtualizer>() as React.MutableRefObject<MRT_RowVirtualizer | null>;
          const view = mountTable({memoMode, enableRowVirtualization: true, rowVirtualizerInstanceRef: virtualizer});
          return {view, virtualizer};
        };
        const frozen = virtualized('table-body');
        await settle();
        expect(frozen.view.container.querySelectorAll('tbody tr')).toHaveLength(0);
        // the table container is there, but the virtualizer never took it as its scroll element
        expect(frozen.view.table().refs.tableContainerRef.current).not.toBeNull();
        expect(frozen.virtualizer.current!.scrollElement).toBeNull();
        frozen.view.unmount();
        const plain = virtualized();
        await settle();
        expect(plain.virtualizer.current!.scrollElement).toBe(plain.view.table().refs.tableContainerRef.current);
        expect(plain.view.container.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
        plain.view.unmount();
      }),
    ),
  );

  it('a key on the table that changes with the data mounts it again, body included; the table state lives in the hook, so sorting and filters survive the remount', async () => {
    let version = 0;
    const view = renderWithData(people, {memoMode: 'table-body'}, () => version);
    await settle(() => view.table().setSorting([{id: 'age', desc: true}]));
    await settle(() => view.table().setColumnFilters([{id: 'city', value: 'Boston'}]));
    version += 1;
    const newcomer: Person = {id: '11', firstName: 'Radia', lastName: 'Perlman', age: 70, city: 'Boston'};
    await view.setData([...people, newcomer]);
    expect(view.table().getState().sorting).toEqual([{id: 'age', desc: true}]);
    expect(view.table().getState().columnFilters).toEqual([{id: 'city', value: 'Boston'}]);
    // Boston, oldest first: Radia (70), Barbara (55), Margaret (33)
    expect(firstCells(view.container)).toEqual(['Radia', 'Barbara', 'Margaret']);
    view.unmount();
  });

  it("Or use memoMode: 'rows', which lets new data through; with row virtualization, use 'cells'", async () => {
    const rows = renderWithData(people.slice(0, 3), {memoMode: 'rows'});
    await rows.setData(people.slice(3, 6));
    expect(firstCells(rows.container)).toEqual(['Edsger', 'Barbara', 'Donald']);
    rows.unmount();
    await withLayout(async () => {
      const cells = mountTable({memoMode: 'cells', enableRowVirtualization: true});
      await settle();
      expect(cells.container.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
      cells.unmount();
    });
  });

  // ---------------------------------------------------------------------------------------------------------
  // A display column with hooks in Cell crashes when loading starts

  it(
    'Turn on isLoading: the table stops with React\'s "Rendered fewer hooks than expected"',
    defect(HOOKS, async () => {
      const view = render(<DisplayCellHooks />);
      expect(screen.getAllByRole('button', {name: 'Like (0)'})).toHaveLength(3);
      await quietly(() => clickSwitch('isLoading'));
      expect(screen.getByTestId('crash-report').textContent).toMatch(/Rendered fewer hooks than expected/);
      view.unmount();
    }),
  );

  it('(error 300 in a production build): the production build throws error 300 where the development build throws "Rendered fewer hooks than expected"', () => {
    const body = (file: string) => {
      const source = fs.readFileSync(path.join(ROOT, 'node_modules/react-dom/cjs', file), 'utf8');
      const start = source.indexOf('function finishRenderingHooks(');
      return source.slice(start, source.indexOf('\nfunction ', start + 1) + 1 || undefined);
    };
    expect(body('react-dom-client.development.js')).toContain('Rendered fewer hooks than expected.');
    expect(body('react-dom-client.production.js')).toContain('throw Error(formatProdErrorMessage(300))');
  });

  it('Turn it off, turn on Render <LikeButton /> as a component, and load again: the skeletons come and go, and the buttons come back', async () => {
    const view = render(<DisplayCellHooks />);
    await quietly(() => clickSwitch('isLoading'));
    await clickSwitch('isLoading');
    expect(screen.getAllByRole('button', {name: 'Like (0)'})).toHaveLength(3);
    await clickSwitch('Render <LikeButton /> as a component');
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Like (0)'})[0]));
    expect(screen.getByRole('button', {name: 'Like (1)'})).toBeTruthy();
    await clickSwitch('isLoading');
    expect(screen.queryByTestId('crash-report')).toBeNull();
    expect(view.container.querySelectorAll('tbody .MuiSkeleton-root').length).toBeGreaterThan(0);
    await clickSwitch('isLoading');
    expect(screen.getAllByRole('button', {name: /^Like/})).toHaveLength(3);
    view.unmount();
  });

  it(
    "for a display column it is MRT's cell component, which skips Cell while skeletons show: when isLoading or showSkeletons turns on, the cell renders fewer hooks than before, and React throws; for a data column it is a small component of its own, which MRT removes while a skeleton shows",
    defect(HOOKS, async () => {
      function Stars() {
        const [stars] = useState(3);
        return `${stars} stars`;
      }
      const loadWith = async (flag: 'isLoading' | 'showSkeletons', column: MRT_ColumnDef<Person>) => {
        const view = mountTable({columns: [freshPersonColumns()[0], column], data: people.slice(0, 2)});
        let thrown: unknown;
        await quietly(async () => {
          try {
            await settle(() => view.update({state: {[flag]: true}}));
            await settle(() => view.update({state: {[flag]: false}}));
          } catch (error) {
            thrown = error;
          }
        });
        const rows = thrown ? [] : bodyRows(view.container);
        view.unmount();
        return {thrown: thrown ? String(thrown) : undefined, rows};
      };
      const display: MRT_ColumnDef<Person> = {
        id: 'stars',
        header: 'Stars',
        columnDefType: 'display',
        Cell: () => Stars(),
      };
      const data: MRT_ColumnDef<Person> = {accessorKey: 'city', header: 'City', Cell: () => Stars()};
      for (const flag of ['isLoading', 'showSkeletons'] as const) {
        expect((await loadWith(flag, display)).thrown).toMatch(/Rendered fewer hooks than expected/);
        expect(await loadWith(flag, data)).toEqual({
          thrown: undefined,
          rows: [
            ['Ada', '3 stars'],
            ['Grace', '3 stars'],
          ],
        });
      }
    }),
  );

  // ---------------------------------------------------------------------------------------------------------
  // updater is not a function after Expand all or Unpin all

  it(
    'Open a team with its arrow, then click Expand all, then Unpin all: an updater function from the row\'s arrow, but true from Expand all ({} when it collapses) and {"left":[],"right":[]} from Unpin all',
    defect(UPDATERS, async () => {
      const view = render(<PlainUpdaters />);
      const calls = () =>
        Array.from(screen.getByTestId('callback-calls').querySelectorAll('div')).map((line) => line.textContent);
      const platform = Array.from(view.container.querySelectorAll('tbody tr')).find((row) =>
        row.textContent?.includes('Platform'),
      )!;
      await settle(() => fireEvent.click(within(platform as HTMLElement).getByRole('button', {name: 'Expand'})));
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
      expect(firstCells(view.container).length).toBe(6);
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Unpin all'})));
      expect(calls()).toEqual([
        'onExpandedChange: an updater function',
        'onExpandedChange: true',
        'onExpandedChange: {}',
        'onColumnPinningChange: {"left":[],"right":[]}',
      ]);
      view.unmount();
    }),
  );

  it(
    "expand-all (the button, and Enter or Space on the expand column's header) calls toggleAllRowsExpanded, which passes the new state itself; Unpin all calls resetColumnPinning(true), which does too; so does the select-all checkbox to onRowPinningChange in the select-… row pinning modes",
    defect(UPDATERS, async () => {
      const expanded: unknown[] = [];
      const pinning: unknown[] = [];
      const rowPinning: unknown[] = [];
      const kind = (value: unknown) => (typeof value === 'function' ? 'updater' : value);
      const view = mountTable({
        data: [{...people[0], subRows: [people[1]]}, people[2]] as Person[],
        enableExpanding: true,
        enableColumnPinning: true,
        enableRowPinning: true,
        enableRowSelection: true,
        rowPinningDisplayMode: 'select-sticky',
        initialState: {columnPinning: {left: ['firstName'], right: []}},
        onExpandedChange: (value) => expanded.push(kind(value)),
        onColumnPinningChange: (value) => pinning.push(kind(value)),
        onRowPinningChange: (value) => rowPinning.push(kind(value)),
      });
      const header = screen.getByRole('button', {name: 'Expand all'}).closest('th')!;
      await settle(() => fireEvent.keyDown(header, {key: 'Enter'}));
      await settle(() => fireEvent.keyDown(header, {key: ' '}));
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
      await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
      expect(expanded).toEqual([true, true, true, 'updater']);
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Unpin all'})));
      expect(pinning).toEqual([{left: [], right: []}]);
      await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
      await settle(() => fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'})));
      expect(rowPinning).toEqual([{bottom: [], top: []}]);
      view.unmount();
    }),
  );

  it(
    'A handler written for updaters only throws on them: "updater is not a function"',
    defect(UPDATERS, async () => {
      const thrown: unknown[] = [];
      const listener = (event: ErrorEvent) => {
        thrown.push(event.error);
        event.preventDefault();
      };
      const columns = freshPersonColumns();
      function TreeTable() {
        const [expanded, setExpanded] = useState<MRT_ExpandedState>({});
        const table = useMaterialReactTable<Person>({
          columns,
          data: [{...people[0], subRows: [people[1]]}, people[2]] as Person[],
          enableExpanding: true,
          state: {expanded},
          onExpandedChange: (updater) =>
            setExpanded((updater as (old: MRT_ExpandedState) => MRT_ExpandedState)(expanded)),
        });
        return <MaterialReactTable table={table} />;
      }
      window.addEventListener('error', listener);
      try {
        const view = render(<TreeTable />);
        await quietly(() => settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'}))));
        view.unmount();
      } finally {
        window.removeEventListener('error', listener);
      }
      expect(String(thrown[0])).toMatch(/updater is not a function/);
    }),
  );

  it("the handler that checks updater instanceof Function works for both; React's setState takes both kinds itself, so onExpandedChange: setExpanded works too", async () => {
    const tree = [{...people[0], subRows: [people[1]]}, people[2]] as Person[];
    for (const direct of [false, true]) {
      const columns = freshPersonColumns();
      function TreeTable() {
        const [expanded, setExpanded] = useState<MRT_ExpandedState>({});
        const table = useMaterialReactTable<Person>({
          columns,
          data: tree,
          enableExpanding: true,
          state: {expanded},
          onExpandedChange: direct
            ? setExpanded
            : (updater) => setExpanded((old) => (updater instanceof Function ? updater(old) : updater)),
        });
        return <MaterialReactTable table={table} />;
      }
      const view = render(<TreeTable />);
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
      expect(firstCells(view.container)).toEqual(['', '', '']);
      expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Ada', 'Grace', 'Alan']);
      // the row's own button (MRT labels it "Expand" whether it is open or not) closes Ada again
      await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
      expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Ada', 'Alan']);
      view.unmount();
    }
  });

  // ---------------------------------------------------------------------------------------------------------
  // toggleAllColumnsVisible(false) shows a locked column

  it(
    'The ID column is locked and starts hidden. Click toggleAllColumnsVisible(false): ID comes back, next to Name',
    defect(LOCKED, async () => {
      const view = render(<LockedColumn />);
      const visible = () => screen.getByTestId('visible-columns').textContent;
      expect(visible()).toBe('Visible columns: Name, Email, City');
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'toggleAllColumnsVisible(false)'})));
      expect(visible()).toBe('Visible columns: ID, Name');
      view.unmount();
    }),
  );

  it("Click Reset, then Hide what can be hidden: only Name stays; the menu's Hide all does not bring ID back either", async () => {
    const view = render(<LockedColumn />);
    const visible = () => screen.getByTestId('visible-columns').textContent;
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'toggleAllColumnsVisible(false)'})));
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Reset'})));
    expect(visible()).toBe('Visible columns: Name, Email, City');
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Hide what can be hidden'})));
    expect(visible()).toBe('Visible columns: Name');
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Reset'})));
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByRole('button', {name: 'Hide all'})));
    expect(visible()).toBe('Visible columns: Name');
    view.unmount();
  });

  it(
    'toggleAllColumnsVisible replaces the whole visibility state: false sets every other column to visible, a hidden locked column included; getToggleAllColumnsVisibilityHandler() does the same',
    defect(LOCKED, async () => {
      const columns = freshPersonColumns().map((column, index) => ({...column, enableHiding: index !== 0}));
      for (const hide of [
        (table: MRT_TableInstance<Person>) => table.toggleAllColumnsVisible(false),
        (table: MRT_TableInstance<Person>) => table.getToggleAllColumnsVisibilityHandler()({target: {checked: false}}),
      ]) {
        const view = mountTable({columns, initialState: {columnVisibility: {firstName: false, age: false}}});
        await settle(() => hide(view.table()));
        expect(view.table().getState().columnVisibility).toEqual({
          firstName: true,
          lastName: false,
          age: false,
          city: false,
        });
        view.unmount();
      }
    }),
  );

  // ---------------------------------------------------------------------------------------------------------
  // A select filter on a number column crashes the table

  it(
    'Turn off Give Age its filterSelectOptions: the table stops with "localeCompare is not a function"',
    defect(NUMBERS, async () => {
      const view = render(<NumberSelect />);
      expect(bodyRows(view.container)).toHaveLength(runners.length);
      await quietly(() => clickSwitch('Give Age its filterSelectOptions'));
      expect(screen.getByTestId('crash-report').textContent).toMatch(/localeCompare is not a function/);
      view.unmount();
    }),
  );

  it('Turn it back on and pick an age in the filter: the options are the ages in number order, and the rows of that age stay', async () => {
    const view = render(<NumberSelect />);
    const age = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Age'))!;
    await settle(() => fireEvent.mouseDown(within(age).getByRole('combobox')));
    expect(screen.getAllByRole('option').map((option) => option.textContent?.trim())).toEqual(['9', '28', '34', '41']);
    await settle(() => fireEvent.click(screen.getByRole('option', {name: '28'})));
    expect(firstCells(view.container)).toEqual(['Ben Adeyemi', 'Dmitri Lenz']);
    view.unmount();
  });

  it(
    'on a column of numbers or booleans (two or more distinct values) that sort throws while the table renders, even before the filter row is opened; with one value it does not',
    defect(NUMBERS, async () => {
      const mount = (data: Person[], column: MRT_ColumnDef<Person>) =>
        quietly(() => {
          try {
            mountTable({data, columns: [column], enableFacetedValues: true}).unmount();
            return 'rendered';
          } catch (error) {
            return String(error);
          }
        });
      for (const filterVariant of ['select', 'multi-select', 'autocomplete'] as const) {
        const age: MRT_ColumnDef<Person> = {accessorKey: 'age', header: 'Age', filterVariant};
        const senior: MRT_ColumnDef<Person> = {
          id: 'senior',
          accessorFn: (person) => person.age >= 60,
          header: 'Senior',
          filterVariant,
        };
        expect(await mount(people, age)).toMatch(/localeCompare is not a function/);
        expect(await mount(people, senior)).toMatch(/localeCompare is not a function/);
        expect(await mount([people[0], people[0]], age)).toBe('rendered');
      }
    }),
  );

  it('An accessorFn that returns text works too and keeps the row counts; written options show none', async () => {
    const view = mountTable({
      enableFacetedValues: true,
      initialState: {showColumnFilters: true},
      columns: [{id: 'age', accessorFn: (person) => String(person.age), header: 'Age', filterVariant: 'select'}],
    });
    await settle(() => fireEvent.mouseDown(within(view.container.querySelector('thead')!).getByRole('combobox')));
    expect(screen.getByRole('option', {name: '36 (1)'})).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('option', {name: '36 (1)'})));
    expect(bodyRows(view.container)).toEqual([['36']]);
    view.unmount();
  });

  // ---------------------------------------------------------------------------------------------------------
  // A filterVariant in defaultColumn still filters with fuzzy

  it(
    'The Status filter is set to "Active", yet the Inactive subscriptions stay',
    defect(DEFAULT_VARIANT, async () => {
      const view = render(<DefaultVariant />);
      const status = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Status'))!;
      // the select shows the value and its faceted count
      expect(within(status).getByRole('combobox').textContent).toBe('Active (3)');
      expect(bodyRows(view.container).map((cells) => cells[2])).toEqual([
        'Active',
        'Inactive',
        'Inactive',
        'Active',
        'Active',
      ]);
      view.unmount();
    }),
  );

  it('Turn on Set the variant on each column instead: only the active ones are left', async () => {
    const view = render(<DefaultVariant />);
    await clickSwitch('Set the variant on each column instead');
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Northwind', 'Fabrikam', 'Tailspin']);
    view.unmount();
  });

  it(
    "A column that takes filterVariant: 'select' from defaultColumn shows a select but filters with the text variant's fuzzy; a filterFn in defaultColumn is replaced the same way",
    defect(DEFAULT_VARIANT, async () => {
      for (const defaultColumn of [{filterVariant: 'select'}, {filterVariant: 'select', filterFn: 'equals'}] as const) {
        const view = mountTable({defaultColumn, initialState: {showColumnFilters: true}});
        expect(view.table().getColumn('city').columnDef.filterVariant).toBe('select');
        expect(view.table().getState().columnFilterFns.city).toBe('fuzzy');
        await settle(() => view.table().getColumn('city').setFilterValue('York'));
        expect(bodyRows(view.container).map((cells) => cells[3])).toEqual(['New York', 'New York']);
        view.unmount();
      }
    }),
  );

  it("Or name the functions in initialState.columnFilterFns, for example {status: 'equals'}", async () => {
    const view = mountTable({
      defaultColumn: {filterVariant: 'select'},
      initialState: {columnFilterFns: {city: 'equals'}, columnFilters: [{id: 'city', value: 'York'}]},
    });
    expect(view.table().getState().columnFilterFns.city).toBe('equals');
    expect(view.table().getRowModel().rows).toHaveLength(0);
    await settle(() => view.table().getColumn('city').setFilterValue('New York'));
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Grace', 'Frances']);
    view.unmount();
  });

  // ---------------------------------------------------------------------------------------------------------
  // The search lists parent rows last

  it(
    'The search box holds "ana". Ana matches it best, yet she comes last, after Anabel, Juliana and Susana',
    defect(RANKING, async () => {
      const view = render(<RankedParents />);
      expect((screen.getByPlaceholderText('Search') as HTMLInputElement).value).toBe('ana');
      // the first cell is the expand column
      expect(bodyRows(view.container).map((cells) => cells[1])).toEqual([
        'Anabel Ortiz',
        'Juliana Reyes',
        'Susana Park',
        'Ana',
      ]);
      view.unmount();
    }),
  );

  it("Turn off Rank the search results: the rows keep the data's order", async () => {
    const view = render(<RankedParents />);
    await clickSwitch('Rank the search results');
    expect(bodyRows(view.container).map((cells) => cells[1])).toEqual([
      'Ana',
      'Juliana Reyes',
      'Anabel Ortiz',
      'Susana Park',
    ]);
    view.unmount();
  });

  it(
    "MRT ranks by sorting the table's own row list in place, so turning ranking off later can leave the rows in the ranked order (the page and the demo's comment)",
    defect(RANKING, async () => {
      const view = render(<RankedParents />);
      const ranked = ['Anabel Ortiz', 'Juliana Reyes', 'Susana Park', 'Ana'];
      expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(ranked);
      view.unmount();
      const data = [
        {...people[0], firstName: 'Ana', subRows: [people[1]]},
        {...people[2], firstName: 'Juliana'},
        {...people[3], firstName: 'Anabel'},
      ] as Person[];
      const table = mountTable({data, enableExpanding: true, initialState: {globalFilter: 'ana'}});
      await settle();
      const list = table.table().getPrePaginationRowModel().rows;
      await settle(() => table.update({enableGlobalFilterRankedResults: false}));
      // the same array the filtering made, now in the ranked order
      expect(table.table().getPrePaginationRowModel().rows).toBe(list);
      expect(list.map((row) => row.original.firstName)).toEqual(['Anabel', 'Juliana', 'Ana']);
      expect(
        table
          .table()
          .getFilteredRowModel()
          .rows.map((row) => row.original.firstName),
      ).toEqual(['Anabel', 'Juliana', 'Ana']);
      table.unmount();
    }),
  );

  it(
    "TanStack Table's filtering copies each row that has sub-rows without its rank, so such a row counts as the worst match of all, however well it matches; MRT ranks only while no row is expanded and no column is sorted",
    defect(RANKING, async () => {
      const data = [
        {...people[0], firstName: 'Ada', subRows: [people[1]]},
        {...people[2], firstName: 'Adalbert'},
      ];
      const view = mountTable({data: data as Person[], enableExpanding: true});
      await settle(() => view.table().setGlobalFilter('Ada'));
      const ranks = Object.fromEntries(
        view
          .table()
          .getPrePaginationRowModel()
          .rows.map((row) => [
            row.original.firstName,
            Math.max(...Object.values(row.columnFiltersMeta).map((meta) => (meta as {rank: number}).rank)),
          ]),
      );
      expect(ranks).toEqual({Ada: -Infinity, Adalbert: expect.any(Number)});
      expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Adalbert', 'Ada']);
      view.unmount();
      // sorted by a column, or with a row open, the rows are not ranked
      const sorted = mountTable({
        data: data as Person[],
        enableExpanding: true,
        initialState: {sorting: [{id: 'lastName', desc: true}]},
      });
      await settle(() => sorted.table().setGlobalFilter('Ada'));
      expect(sorted.table().getState().sorting).toEqual([]);
      await settle(() => sorted.table().setSorting([{id: 'lastName', desc: true}]));
      // Turing before Lovelace
      expect(bodyRows(sorted.container).map((cells) => cells[1])).toEqual(['Adalbert', 'Ada']);
      await settle(() => sorted.table().setSorting([{id: 'lastName', desc: false}]));
      expect(bodyRows(sorted.container).map((cells) => cells[1])).toEqual(['Ada', 'Adalbert']);
      sorted.unmount();
      const open = mountTable({data: data as Person[], enableExpanding: true, initialState: {expanded: {0: true}}});
      await settle(() => open.table().setGlobalFilter('Ada'));
      expect(bodyRows(open.container).map((cells) => cells[1])).toEqual(['Ada', 'Adalbert']);
      open.unmount();
    }),
  );

  // ---------------------------------------------------------------------------------------------------------
  // Letters typed while the search renders are lost

  it(
    // that a key lands during the transition's render in a browser is the page's browser test (known-issues.test.ts)
    'When the table renders that search, the box copies it back into its text: a key typed before the render is replaced by the older text',
    defect(LOST_LETTER, async () => {
      const view = render(<LostLetters />);
      await clickSwitch('Slow table that renders the search in a transition');
      await typeAsTheSearchApplies('l', 'li');
      expect({box: searchBox().value, applied: appliedSearch()}).toEqual({
        box: 'l',
        applied: 'Search applied to the rows: "l"',
      });
      view.unmount();
    }),
  );

  it(
    "without a transition, a key that arrives between MRT's timer and React's render is lost the same way",
    defect(LOST_LETTER, async () => {
      const view = render(<LostLetters />);
      await typeAsTheSearchApplies('l', 'li');
      expect(searchBox().value).toBe('l');
      view.unmount();
    }),
  );

  it('Turn on Use a search box of your own and type it again: every letter stays', async () => {
    const view = render(<LostLetters />);
    await clickSwitch('Slow table that renders the search in a transition');
    await clickSwitch('Use a search box of your own');
    await typeAsTheSearchApplies('l', 'li');
    expect(searchBox().value).toBe('li');
    // positionGlobalFilter: 'none' leaves MRT's box out; initialState.showGlobalFilter removes the Show/Hide button
    expect(screen.getAllByPlaceholderText('Search')).toHaveLength(1);
    expect(screen.queryByRole('button', {name: 'Show/Hide search'})).toBeNull();
    await waitForSearch();
    expect(appliedSearch()).toBe('Search applied to the rows: "li"');
    expect(firstCells(view.container)).toEqual(['Lisbon', 'Lima', 'Ljubljana']);
    view.unmount();
  });

  it('initialState.showGlobalFilter removes the Show/Hide search button, which would otherwise stay and show nothing', async () => {
    for (const showGlobalFilter of [false, true]) {
      const view = renderWithData(people, {positionGlobalFilter: 'none', initialState: {showGlobalFilter}});
      const toggle = screen.queryByRole('button', {name: 'Show/Hide search'});
      expect({showGlobalFilter, toggle: toggle !== null}).toEqual({showGlobalFilter, toggle: !showGlobalFilter});
      if (toggle) await settle(() => fireEvent.click(toggle));
      expect(screen.queryByPlaceholderText('Search')).toBeNull();
      view.unmount();
    }
  });

  it("MRT's search box applies its text to the table 250 ms after the last keystroke (500 ms with manualFiltering)", async () => {
    for (const [manualFiltering, wait] of [
      [false, 250],
      [true, 500],
    ] as const) {
      const applied: unknown[] = [];
      const view = renderWithData(people, {
        manualFiltering,
        initialState: {showGlobalFilter: true},
        onGlobalFilterChange: (value) => applied.push(value),
      });
      jest.useFakeTimers();
      try {
        fireEvent.change(searchBox(), {target: {value: 'a'}});
        act(() => jest.advanceTimersByTime(wait - 10));
        fireEvent.change(searchBox(), {target: {value: 'an'}});
        act(() => jest.advanceTimersByTime(wait - 1));
        expect({manualFiltering, applied}).toEqual({manualFiltering, applied: []});
        act(() => jest.advanceTimersByTime(1));
        expect({manualFiltering, applied}).toEqual({manualFiltering, applied: ['an']});
      } finally {
        jest.useRealTimers();
      }
      view.unmount();
    }
  });

  it("with a box of your own the table highlights and ranks matches as with MRT's", async () => {
    // MRT marks a match by splitting the cell's text into spans inside a span[role="note"], the matched ones styled
    const read = (container: HTMLElement) => ({
      rows: firstCells(container),
      marked: Array.from(container.querySelectorAll('tbody [role="note"]'), (note) => note.innerHTML),
      firstChunks: Array.from(
        container.querySelector('tbody [role="note"]')?.children ?? [],
        (span) => span.textContent,
      ),
    });
    const results = [];
    for (const own of [false, true]) {
      const view = render(<LostLetters />);
      if (own) await clickSwitch('Use a search box of your own');
      fireEvent.change(searchBox(), {target: {value: 'bo'}});
      await waitForSearch();
      results.push(read(view.container));
      view.unmount();
    }
    // Boston starts with "bo", Lisbon contains it, Bilbao has its letters in order: the data's order is
    // Lisbon, Bilbao, Boston
    expect(results[0]).toEqual({
      rows: ['Boston', 'Lisbon', 'Bilbao'],
      // Bilbao has no "bo" to mark
      marked: [expect.any(String), expect.any(String)],
      firstChunks: ['Bo', 'ston'],
    });
    expect(results[1]).toEqual(results[0]);
  });

  // ---------------------------------------------------------------------------------------------------------
  // Select all cannot be unticked with enableSubRowSelection: false

  const selectAllBox = () => screen.getByRole('checkbox', {name: 'Toggle select all'}) as HTMLInputElement;
  const selectedNames = () => screen.getByTestId('selected-rows').textContent;

  it(
    'Click the select-all checkbox in the header: the three rows of the page are selected, but the checkbox shows a dash, not a tick, and a second click leaves them selected',
    defect(SELECT_ALL, async () => {
      const view = render(<SelectAllTree />);
      await settle(() => fireEvent.click(selectAllBox()));
      expect(selectedNames()).toBe('Selected: Atlas team, Beacon team, Cora Lindqvist');
      expect([selectAllBox().checked, selectAllBox().getAttribute('data-indeterminate')]).toEqual([false, 'true']);
      await settle(() => fireEvent.click(selectAllBox()));
      expect(selectedNames()).toBe('Selected: Atlas team, Beacon team, Cora Lindqvist');
      view.unmount();
    }),
  );

  it('Turn on Give select-all its own props and click it twice: the first click ticks it, the second clears the selection', async () => {
    const view = render(<SelectAllTree />);
    await clickSwitch('Give select-all its own props');
    await settle(() => fireEvent.click(selectAllBox()));
    expect(selectedNames()).toBe('Selected: Atlas team, Beacon team, Cora Lindqvist');
    expect(selectAllBox().checked).toBe(true);
    await settle(() => fireEvent.click(selectAllBox()));
    expect(selectedNames()).toBe('Selected: none');
    expect(selectAllBox().checked).toBe(false);
    view.unmount();
  });

  it(
    'the checkbox is ticked when getIsAllPageRowsSelected() is true, and TanStack Table counts in it every sub-row below the rows of the page, collapsed or not',
    defect(SELECT_ALL, async () => {
      const data = [{...people[0], subRows: [people[1]]}, people[2]] as Person[];
      const view = mountTable({data, enableExpanding: true, enableRowSelection: true, enableSubRowSelection: false});
      await settle(() => view.table().setRowSelection({0: true, 1: true}));
      expect([view.table().getIsAllPageRowsSelected(), selectAllBox().checked]).toEqual([false, false]);
      await settle(() => view.table().setRowSelection({0: true, '0.0': true, 1: true}));
      expect([view.table().getIsAllPageRowsSelected(), selectAllBox().checked]).toEqual([true, true]);
      view.unmount();
    }),
  );

  // ---------------------------------------------------------------------------------------------------------
  // Material UI 9 drops props MRT passes

  it(
    'MRT still passes InputProps, inputProps and SelectProps to its text fields and inputProps to its checkboxes',
    defect(MUI9, async () => {
      /** The props React gave the nearest Material UI component named `name` above `node`. */
      const propsOf = (node: Element, name: string): Record<string, unknown> => {
        const key = Object.keys(node).find((prop) => prop.startsWith('__reactFiber$'))!;
        type Fiber = {
          elementType: {render?: {name?: string}} | string | null;
          memoizedProps: Record<string, unknown>;
          return: Fiber | null;
        };
        let fiber: Fiber | null = (node as unknown as Record<string, Fiber>)[key];
        while (fiber && !(typeof fiber.elementType === 'object' && fiber.elementType?.render?.name === name)) {
          fiber = fiber.return;
        }
        return fiber!.memoizedProps;
      };
      const view = mountTable({
        enableRowSelection: true,
        enableEditing: true,
        editDisplayMode: 'table',
        initialState: {showGlobalFilter: true},
        columns: freshPersonColumns().map((column) =>
          column.header === 'City'
            ? {...column, editVariant: 'select' as const, editSelectOptions: ['Boston']}
            : column,
        ),
      });
      const search = propsOf(screen.getByPlaceholderText('Search'), 'TextField');
      expect(Object.keys(search)).toEqual(expect.arrayContaining(['InputProps', 'inputProps']));
      const editField = propsOf(view.container.querySelector('tbody td input:not([type="checkbox"])')!, 'TextField');
      expect(Object.keys(editField)).toEqual(expect.arrayContaining(['InputProps', 'inputProps', 'SelectProps']));
      const checkbox = propsOf(view.container.querySelector('tbody input[type="checkbox"]')!, 'Checkbox');
      expect(Object.keys(checkbox)).toContain('inputProps');
      view.unmount();
    }),
  );

  it('Material UI 7 marks them deprecated in favour of slotProps', () => {
    const declarations = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules/@mui/material', file), 'utf8');
    /** Whether the doc comment right above `prop` in `source` deprecates it in favour of a slot prop. */
    const deprecated = (source: string, prop: string) =>
      new RegExp(`@deprecated Use \`slotProps\\.[a-zA-Z.]+\` instead[^\\n]*\\n\\s*\\*/\\n\\s*${prop}\\?:`).test(source);
    const textField = declarations('TextField/TextField.d.ts');
    expect(['InputProps', 'inputProps', 'SelectProps', 'label'].map((prop) => deprecated(textField, prop))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // a Checkbox's props come from SwitchBase
    const switchBase = declarations('internal/SwitchBase.d.ts');
    expect(['inputProps', 'inputRef', 'checked'].map((prop) => deprecated(switchBase, prop))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("MRT 3.2.1 declares @mui/material >=6 as its peer; with Material UI 9 React warns about inputProps on a DOM element, the search box has no Clear search button and a checkbox inputRef in muiFilterCheckboxProps fails to type-check; the site's Material UI 7 set passed every step", () => {
    const mrt = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/material-react-table/package.json'), 'utf8'));
    expect(mrt.version).toBe('3.2.1');
    expect(mrt.peerDependencies['@mui/material']).toBe('>=6');
    const compat = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/site/compat/results.json'), 'utf8')) as {
      combinations: Array<{
        id: string;
        resolved: Record<string, string>;
        steps: Record<string, {outcome: string; error?: string}>;
        features?: Record<string, {outcome: string; error?: string}>;
      }>;
    };
    const newest = compat.combinations.find((result) => result.id === 'newest')!;
    expect(newest.resolved['@mui/material']).toMatch(/^9\./);
    expect(newest.steps.render.error).toMatch(/React does not recognize the `inputProps` prop on a DOM element/);
    expect(newest.features!.search.error).toMatch(/Clear search/);
    expect(newest.steps.types.error).toMatch(/inputRef[^]*CheckboxProps/);
    const site = compat.combinations.find((result) => result.id === 'site')!;
    expect(site.resolved['@mui/material']).toMatch(/^7\./);
    expect(site.resolved['@mui/x-date-pickers']).toMatch(/^8\./);
    expect(Object.values(site.steps).map((step) => step.outcome)).toEqual(Object.values(site.steps).map(() => 'pass'));
  });
});
