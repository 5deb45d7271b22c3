/**
 * Claims of docs/guides/expanding-sub-rows.mdx, checked against the installed material-react-table.
 */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
} from 'material-react-table';
import {bodyRows, mountTable, settle} from './harness';

interface Unit {
  name: string;
  size: number;
  subRows?: Unit[];
}

const tree: Unit[] = [
  {
    name: 'Sales',
    size: 3,
    subRows: [
      {name: 'EMEA', size: 2},
      {name: 'APAC', size: 1, subRows: [{name: 'Kenji', size: 1}]},
    ],
  },
  {
    name: 'Engineering',
    size: 9,
    subRows: [
      {name: 'Platform', size: 5},
      {name: 'Apps', size: 4},
    ],
  },
  {name: 'Legal', size: 1},
];
const columns: MRT_ColumnDef<Unit>[] = [
  {accessorKey: 'name', header: 'Name'},
  {accessorKey: 'size', header: 'Size'},
];
const names = (container: HTMLElement, column = 1) => bodyRows(container).map((cells) => cells[column]);

describe('Expanding Sub-Rows guide', () => {
  it('autoResetExpanded: true without enableGrouping: new data keeps the rows open', async () => {
    const {table, update} = mountTable<Unit>({columns, data: tree, enableExpanding: true, autoResetExpanded: true});
    await settle(() => table().getRow('0').toggleExpanded(true));
    await settle(() => update({data: tree.map((unit) => ({...unit}))}));
    await settle();
    expect(table().getState().expanded).toEqual({0: true});
  });

  it('autoResetExpanded: true with enableGrouping: new data goes back to initialState.expanded', async () => {
    const {table, update} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      enableGrouping: true,
      autoResetExpanded: true,
      initialState: {expanded: {1: true}},
    });
    await settle(() => table().getRow('0').toggleExpanded(true));
    expect(table().getState().expanded).toEqual({0: true, 1: true});
    await settle(() => update({data: tree.map((unit) => ({...unit}))}));
    await settle();
    expect(table().getState().expanded).toEqual({1: true});
  });

  it('autoResetExpanded: true with enableGrouping: a new filter resets the state too', async () => {
    const {table} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      enableGrouping: true,
      autoResetExpanded: true,
    });
    await settle(() => table().getRow('0').toggleExpanded(true));
    await settle(() => table().getColumn('name').setFilterValue('a'));
    await settle();
    expect(table().getState().expanded).toEqual({});
  });

  it('MRT sets autoResetExpanded to false: with grouping on, new data keeps every row that was open', async () => {
    const {table, update} = mountTable<Unit>({columns, data: tree, enableExpanding: true, enableGrouping: true});
    await settle(() => table().getRow('0').toggleExpanded(true));
    await settle(() => update({data: tree.map((unit) => ({...unit}))}));
    await settle();
    expect(table().getState().expanded).toEqual({0: true});
  });

  it('without enableExpanding nested data fills the row model, but only the top-level rows are shown', async () => {
    const {container, table} = mountTable<Unit>({columns, data: tree, initialState: {expanded: true}});
    expect(table().getCoreRowModel().flatRows).toHaveLength(8);
    expect(names(container, 0)).toEqual(['Sales', 'Engineering', 'Legal']);
    expect(table().getColumn('mrt-row-expand')).toBeUndefined();
  });

  it("with enableExpandAll: false the header cell shows the column's header text, \"Expand\"; displayColumnDefOptions['mrt-row-expand'].header: '' leaves it empty", () => {
    const headCell = (container: HTMLElement) => container.querySelector('thead th')!;
    const withButton = mountTable<Unit>({columns, data: tree, enableExpanding: true});
    expect(screen.getByRole('button', {name: 'Expand all'})).toBeTruthy();
    expect(headCell(withButton.container).textContent).toBe('');
    withButton.unmount();
    const noButton = mountTable<Unit>({columns, data: tree, enableExpanding: true, enableExpandAll: false});
    expect(screen.queryByRole('button', {name: 'Expand all'})).toBeNull();
    expect(headCell(noButton.container).textContent).toBe('Expand');
    noButton.unmount();
    const emptied = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      enableExpandAll: false,
      displayColumnDefOptions: {'mrt-row-expand': {header: ''}},
    });
    expect(headCell(emptied.container).textContent).toBe('');
  });

  it('rows with an empty or missing subRows get a greyed-out, disabled button; the expand button moves 16 px right per level, the other cells are not indented', async () => {
    const {container, unmount} = mountTable<Unit>({
      columns,
      data: [...tree, {name: 'Empty', size: 0, subRows: []}],
      enableExpanding: true,
      initialState: {expanded: {0: true, '0.1': true}},
    });
    const buttons = screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];
    expect(names(container)).toEqual(['Sales', 'EMEA', 'APAC', 'Kenji', 'Engineering', 'Legal', 'Empty']);
    expect(buttons.map((button) => button.disabled)).toEqual([false, true, false, true, false, true, true]);
    expect(buttons.map((button) => getComputedStyle(button).opacity)).toEqual([
      '1',
      '0.3',
      '1',
      '0.3',
      '1',
      '0.3',
      '0.3',
    ]);
    // depth 0, 1, 1, 2, then the top-level rows again
    expect(buttons.slice(0, 5).map((button) => getComputedStyle(button).marginLeft)).toEqual([
      '0px',
      '16px',
      '16px',
      '32px',
      '0px',
    ]);
    const nameCells = Array.from(container.querySelectorAll('tbody tr')).map((row) => row.querySelectorAll('td')[1]);
    expect(new Set(nameCells.map((cell) => getComputedStyle(cell).paddingLeft)).size).toBe(1);
    unmount();
  });

  it('the buttons\' tooltips say "Expand" / "Collapse" and "Expand all" / "Collapse all", but their aria-label is always "Expand" and "Expand all"; your own aria-label from muiExpandButtonProps replaces it', async () => {
    const {table, unmount} = mountTable<Unit>({columns, data: tree, enableExpanding: true});
    // the text of the tooltip that opens on hovering `element` (one that is closing has opacity 0)
    const tooltip = async (element: Element) => {
      jest.useFakeTimers();
      try {
        fireEvent.mouseOver(element);
        await act(async () => {
          jest.advanceTimersByTime(1500);
        });
        const open = screen
          .getAllByRole('tooltip')
          .filter((tip) => (tip.firstElementChild as HTMLElement).style.opacity !== '0');
        fireEvent.mouseLeave(element);
        await act(async () => {
          jest.advanceTimersByTime(1500);
        });
        expect(open).toHaveLength(1);
        return open[0].textContent;
      } finally {
        jest.useRealTimers();
      }
    };
    const expandAll = () => screen.getByRole('button', {name: 'Expand all'});
    expect(await tooltip(screen.getAllByRole('button', {name: 'Expand'})[0])).toBe('Expand');
    expect(await tooltip(expandAll())).toBe('Expand all');
    await settle(() => table().toggleAllRowsExpanded(true));
    // still named "Expand" / "Expand all" while open
    expect(screen.getAllByRole('button', {name: 'Expand'})).toHaveLength(8);
    expect(await tooltip(screen.getAllByRole('button', {name: 'Expand'})[0])).toBe('Collapse');
    expect(await tooltip(expandAll())).toBe('Collapse all');
    unmount();
    const named = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      muiExpandButtonProps: ({row}) => ({
        'aria-label': `${row.getIsExpanded() ? 'Collapse' : 'Expand'} ${row.original.name}`,
      }),
    });
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand Sales'})));
    expect(screen.getByRole('button', {name: 'Collapse Sales'})).toBeTruthy();
    named.unmount();
  });

  it("by default the id is the row's index path: '0', '0.1'; getRowId is called for sub-rows too", () => {
    const {table, unmount} = mountTable<Unit>({columns, data: tree, enableExpanding: true});
    expect(
      table()
        .getCoreRowModel()
        .flatRows.slice(0, 4)
        .map((row) => row.id),
    ).toEqual(['0', '0.0', '0.1', '0.1.0']);
    unmount();
    const keyed = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      getRowId: (row) => row.name,
      initialState: {expanded: {APAC: true, Sales: true}},
    });
    expect(
      keyed
        .table()
        .getCoreRowModel()
        .flatRows.slice(0, 4)
        .map((row) => row.id),
    ).toEqual(['Sales', 'EMEA', 'APAC', 'Kenji']);
    expect(names(keyed.container)).toEqual(['Sales', 'EMEA', 'APAC', 'Kenji', 'Engineering', 'Legal']);
    keyed.unmount();
  });

  it('a child only shows when all its ancestors are expanded; its own entry is kept while a parent is closed, so reopening brings the subtree back', async () => {
    const {container, table, unmount} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      initialState: {expanded: {0: true, '0.1': true}},
    });
    expect(names(container).slice(0, 4)).toEqual(['Sales', 'EMEA', 'APAC', 'Kenji']);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    expect(table().getState().expanded).toEqual({'0.1': true});
    expect(names(container)).toEqual(['Sales', 'Engineering', 'Legal']);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    expect(names(container).slice(0, 4)).toEqual(['Sales', 'EMEA', 'APAC', 'Kenji']);
    unmount();
  });

  it('initialState.expanded: true opens the whole tree', () => {
    const {container} = mountTable<Unit>({columns, data: tree, enableExpanding: true, initialState: {expanded: true}});
    expect(names(container)).toEqual(['Sales', 'EMEA', 'APAC', 'Kenji', 'Engineering', 'Platform', 'Apps', 'Legal']);
  });

  it('an object of ids opens only those rows; listing the top-level rows shows their children and keeps deeper levels closed', () => {
    const {container} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      initialState: {expanded: {0: true, 1: true, 2: true}},
    });
    // APAC's child Kenji stays hidden: APAC (0.1) is not in the state
    expect(names(container)).toEqual(['Sales', 'EMEA', 'APAC', 'Engineering', 'Platform', 'Apps', 'Legal']);
  });

  it('toggleAllRowsExpanded(false) sets {}, resetExpanded goes back to initialState.expanded', async () => {
    const {table} = mountTable<Unit>({columns, data: tree, enableExpanding: true, initialState: {expanded: {1: true}}});
    await settle(() => table().toggleAllRowsExpanded(true));
    expect(table().getState().expanded).toBe(true);
    await settle(() => table().toggleAllRowsExpanded(false));
    expect(table().getState().expanded).toEqual({});
    await settle(() => table().resetExpanded());
    expect(table().getState().expanded).toEqual({1: true});
  });

  it("expanded sub-rows count towards the page size (paginateExpandedRows defaults to true), and a parent's children can continue on the next page", async () => {
    const {container, table, unmount} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      initialState: {expanded: true, pagination: {pageIndex: 0, pageSize: 3}},
    });
    expect(names(container)).toEqual(['Sales', 'EMEA', 'APAC']);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
    // APAC's child starts the second page, away from its parent
    expect(names(container)).toEqual(['Kenji', 'Engineering', 'Platform']);
    expect(table().getState().pagination.pageIndex).toBe(1);
    unmount();
  });

  it('paginateExpandedRows: false pages by top-level rows, with all the expanded children of those rows on the same page', () => {
    const {container, unmount} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      paginateExpandedRows: false,
      initialState: {expanded: true, pagination: {pageIndex: 0, pageSize: 2}},
    });
    expect(names(container)).toEqual(['Sales', 'EMEA', 'APAC', 'Kenji', 'Engineering', 'Platform', 'Apps']);
    unmount();
  });

  it('paginateExpandedRows: false with enablePagination: false shows only the top-level rows, and the expand buttons seem to do nothing', async () => {
    const {container, table, unmount} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      paginateExpandedRows: false,
      enablePagination: false,
    });
    expect(table().options.manualPagination).toBe(true);
    expect(names(container)).toEqual(['Sales', 'Engineering', 'Legal']);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    expect(table().getState().expanded).toEqual({0: true});
    expect(names(container)).toEqual(['Sales', 'Engineering', 'Legal']);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(names(container)).toEqual(['Sales', 'Engineering', 'Legal']);
    unmount();
  });

  it('with manualFiltering the table filters nothing: every row of data and every sub-row stays; filterFromLeafRows and maxLeafRowFilterDepth then have no effect', () => {
    const options = {
      columns,
      data: tree,
      enableExpanding: true,
      globalFilterFn: 'contains',
      initialState: {expanded: true, globalFilter: 'kenji'},
    } as const;
    const all = ['Sales', 'EMEA', 'APAC', 'Kenji', 'Engineering', 'Platform', 'Apps', 'Legal'];
    const client = mountTable<Unit>({...options, filterFromLeafRows: true});
    expect(names(client.container)).toEqual(['Sales', 'APAC', 'Kenji']);
    client.unmount();
    for (const rules of [{}, {filterFromLeafRows: true}, {filterFromLeafRows: true, maxLeafRowFilterDepth: 0}]) {
      const server = mountTable<Unit>({...options, ...rules, manualFiltering: true});
      expect(names(server.container)).toEqual(all);
      server.unmount();
    }
  });

  it('with manualFiltering, paginateExpandedRows still works while the table pages the rows itself', () => {
    const twice = [...tree, ...tree.map((unit) => ({...unit, name: `${unit.name} 2`}))];
    const options = {
      columns,
      data: twice,
      enableExpanding: true,
      manualFiltering: true,
      initialState: {expanded: {0: true}, pagination: {pageIndex: 0, pageSize: 5}},
    };
    const counted = mountTable<Unit>(options);
    expect(names(counted.container)).toEqual(['Sales', 'EMEA', 'APAC', 'Engineering', 'Legal']);
    counted.unmount();
    const topLevel = mountTable<Unit>({...options, paginateExpandedRows: false});
    expect(names(topLevel.container)).toEqual([
      'Sales',
      'EMEA',
      'APAC',
      'Engineering',
      'Legal',
      'Sales 2',
      'Engineering 2',
    ]);
    topLevel.unmount();
  });

  it("with manualPagination the table still expands rows: at the default paginateExpandedRows: true an expanded row's sub-rows follow it on the page, however many there are; with false no sub-rows at all", () => {
    const options = {
      columns,
      data: tree,
      enableExpanding: true,
      manualPagination: true,
      initialState: {expanded: true, pagination: {pageIndex: 0, pageSize: 5}},
    } as const;
    const expanded = mountTable<Unit>(options);
    expect(names(expanded.container)).toEqual([
      'Sales',
      'EMEA',
      'APAC',
      'Kenji',
      'Engineering',
      'Platform',
      'Apps',
      'Legal',
    ]);
    expanded.unmount();
    const none = mountTable<Unit>({...options, paginateExpandedRows: false});
    expect(names(none.container)).toEqual(['Sales', 'Engineering', 'Legal']);
    none.unmount();
  });

  it('by default a row that does not match is dropped with all its sub-rows, and a row that matches keeps only its children that match; filterFromLeafRows keeps the path; filtering expands nothing', async () => {
    const options = {
      columns,
      data: tree,
      enableExpanding: true,
      globalFilterFn: 'contains',
      initialState: {expanded: true, globalFilter: 'kenji'},
    } as const;
    const topDown = mountTable<Unit>(options);
    expect(topDown.table().getRowModel().rows).toHaveLength(0);
    expect(topDown.container.querySelector('tbody')!.textContent).toBe('No results found');
    topDown.unmount();
    // 'e': Sales matches and keeps EMEA, but not APAC (no match) with its matching child Kenji
    const kept = mountTable<Unit>({...options, initialState: {expanded: true, globalFilter: 'e'}});
    expect(names(kept.container)).toEqual(['Sales', 'EMEA', 'Engineering', 'Legal']);
    kept.unmount();
    const leaves = mountTable<Unit>({...options, filterFromLeafRows: true});
    expect(names(leaves.container)).toEqual(['Sales', 'APAC', 'Kenji']);
    leaves.unmount();
    const closed = mountTable<Unit>({...options, filterFromLeafRows: true, initialState: {globalFilter: 'kenji'}});
    expect(names(closed.container)).toEqual(['Sales']);
    expect(closed.table().getState().expanded).toEqual({});
    closed.unmount();
  });

  it('maxLeafRowFilterDepth: top-down, a kept row at that depth keeps its children untested (0 filters only the top level); from the leaves, a row at that depth is judged by its own values and shown without its children', () => {
    const shown = (options: object) => {
      const view = mountTable<Unit>({
        columns,
        data: tree,
        enableExpanding: true,
        globalFilterFn: 'contains',
        initialState: {expanded: true, globalFilter: 'e'},
        ...options,
      });
      const result = names(view.container);
      view.unmount();
      return result;
    };
    // top-down, depth 0: Sales and Engineering match and keep their whole subtrees
    expect(shown({maxLeafRowFilterDepth: 0})).toEqual([
      'Sales',
      'EMEA',
      'APAC',
      'Kenji',
      'Engineering',
      'Platform',
      'Apps',
      'Legal',
    ]);
    // from the leaves, depth 0: the top-level rows are judged by their own values, shown without children
    expect(shown({filterFromLeafRows: true, maxLeafRowFilterDepth: 0})).toEqual(['Sales', 'Engineering', 'Legal']);
    // 'kenji' sits at depth 2: with a limit of 1 it can no longer match, so nothing is left
    const kenji = {initialState: {expanded: true, globalFilter: 'kenji'}, filterFromLeafRows: true};
    expect(shown({...kenji, maxLeafRowFilterDepth: 2})).toEqual(['Sales', 'APAC', 'Kenji']);
    expect(shown({...kenji, maxLeafRowFilterDepth: 1})).toEqual([]);
  });

  it('a row\'s button passes the callback a function of the old state, but "Expand all" passes the new state itself, `true` or `{}`: a `useState` setter takes both', async () => {
    const received: unknown[] = [];
    function Tree() {
      const [expanded, setExpanded] = React.useState<MRT_ExpandedState>({});
      const table = useMaterialReactTable<Unit>({
        columns,
        data: tree,
        enableExpanding: true,
        state: {expanded},
        onExpandedChange: (updater) => {
          received.push(typeof updater === 'function' ? 'function' : updater);
          setExpanded(updater);
        },
      });
      return <MaterialReactTable table={table} />;
    }
    const {container, unmount} = render(<Tree />);
    const closed = names(container);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    const oneOpen = names(container).length;
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    const allOpen = names(container).length;
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect([closed.length < oneOpen, oneOpen < allOpen, names(container)]).toEqual([true, true, closed]);
    expect(received).toEqual(['function', true, {}]);
    unmount();
  });

  it('sorting sorts each level on its own', async () => {
    const {container, table} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      initialState: {expanded: true},
    });
    await settle(() => table().setSorting([{id: 'name', desc: false}]));
    expect(names(container)).toEqual(['Engineering', 'Apps', 'Platform', 'Legal', 'Sales', 'APAC', 'Kenji', 'EMEA']);
  });

  it("ranking stops as soon as one row is open, so it never pulls a child away from its parent: opening keeps the order the rows had, and a search typed while a row is open lists the rows in the data's order", async () => {
    const data: Unit[] = [
      {name: 'xxe', size: 1},
      {name: 'e', size: 2},
      {name: 'Pe', size: 3, subRows: [{name: 'ze', size: 4}]},
    ];
    const {container, table, unmount} = mountTable<Unit>({columns, data, enableExpanding: true});
    await settle(() => table().setGlobalFilter('e'));
    // ranked: the exact match first
    expect(names(container)[0]).toBe('e');
    expect(names(container)).toEqual(['e', 'xxe', 'Pe']);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[2]));
    expect(table().getState().expanded).toEqual({2: true});
    // the order stays as it was, the child under its parent
    expect(names(container)).toEqual(['e', 'xxe', 'Pe', 'ze']);
    // a new search while the row is open: the data's order
    await settle(() => table().setGlobalFilter('xe'));
    await settle(() => table().setGlobalFilter('e'));
    expect(names(container)).toEqual(['xxe', 'e', 'Pe', 'ze']);
    unmount();
  });

  it('Enter or Space on a focused expand cell toggles that row; on the header cell they toggle all rows, only with enableExpandAll', async () => {
    const {container, table, unmount} = mountTable<Unit>({columns, data: tree, enableExpanding: true});
    const expandCell = container.querySelector('tbody tr td') as HTMLElement;
    const headerCell = container.querySelector('thead th') as HTMLElement;
    expect([expandCell.tabIndex, headerCell.tabIndex]).toEqual([0, 0]);
    await settle(() => fireEvent.keyDown(expandCell, {key: 'Enter'}));
    expect(table().getState().expanded).toEqual({0: true});
    await settle(() => fireEvent.keyDown(expandCell, {key: ' '}));
    expect(table().getState().expanded).toEqual({});
    await settle(() => fireEvent.keyDown(headerCell, {key: 'Enter'}));
    expect(table().getState().expanded).toBe(true);
    await settle(() => fireEvent.keyDown(headerCell, {key: ' '}));
    expect(table().getState().expanded).toEqual({});
    unmount();
    const noAll = mountTable<Unit>({columns, data: tree, enableExpanding: true, enableExpandAll: false});
    await settle(() => fireEvent.keyDown(noAll.container.querySelector('thead th')!, {key: 'Enter'}));
    expect(noAll.table().getState().expanded).toEqual({});
    noAll.unmount();
  });

  it('"Expand all" expands every row when not all are open and collapses everything when all are; its icon turns half-way when only some rows are open', async () => {
    const {container, table, unmount} = mountTable<Unit>({columns, data: tree, enableExpanding: true});
    const button = () => screen.getByRole('button', {name: 'Expand all'});
    const turn = () => (button().querySelector('svg') as SVGElement).style.transform;
    expect(turn()).toBe('rotate(0deg)');
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    expect(turn()).toBe('rotate(-90deg)');
    // some open: a click opens all
    await settle(() => fireEvent.click(button()));
    expect(table().getState().expanded).toBe(true);
    expect(names(container)).toHaveLength(8);
    expect(turn()).toBe('rotate(-180deg)');
    await settle(() => fireEvent.click(button()));
    expect(table().getState().expanded).toEqual({});
    expect(names(container)).toEqual(['Sales', 'Engineering', 'Legal']);
    unmount();
  });

  it("the expand column is 'first' by default and 100 px wide for sub-rows; 'last' puts it after the data columns, right-aligned; displayColumnDefOptions changes its size", () => {
    const first = mountTable<Unit>({columns, data: tree, enableExpanding: true});
    expect(first.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-expand');
    expect(first.table().getColumn('mrt-row-expand').getSize()).toBe(100);
    first.unmount();
    const last = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      positionExpandColumn: 'last',
      displayColumnDefOptions: {'mrt-row-expand': {size: 72}},
    });
    expect(
      last
        .table()
        .getVisibleLeafColumns()
        .map((column) => column.id),
    ).toEqual(['name', 'size', 'mrt-row-expand']);
    expect(last.table().getColumn('mrt-row-expand').getSize()).toBe(72);
    const cell = last.container.querySelector('tbody tr td:last-child') as HTMLElement;
    expect(cell.querySelector('button[aria-label="Expand"]')).not.toBeNull();
    expect(getComputedStyle(cell).textAlign).toBe('right');
    last.unmount();
  });

  it('getRowCanExpand overrides the "has sub-rows" rule: true enables a row without children, false locks a row that has some', () => {
    const {unmount} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      getRowCanExpand: (row) => row.original.name !== 'Sales',
    });
    const buttons = screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];
    // Sales (has sub-rows, locked), Engineering, Legal (no sub-rows, enabled)
    expect(buttons.map((button) => button.disabled)).toEqual([true, false, false]);
    unmount();
  });

  it('rows that have sub-rows lose their match rank on the way: filtering copies each such parent without it, so MRT puts them after every other match, however well they match', async () => {
    // "e" itself is the best match there is, but it has a sub-row
    const data: Unit[] = [
      {name: 'e', size: 1, subRows: [{name: 'ez', size: 2}]},
      {name: 'xxe', size: 3},
      {name: 'Pe', size: 4, subRows: [{name: 'pz', size: 5}]},
      {name: 'ye', size: 6},
    ];
    const {container, table, unmount} = mountTable<Unit>({columns, data, enableExpanding: true});
    await settle(() => table().setGlobalFilter('e'));
    expect(names(container)).toEqual(['xxe', 'ye', 'e', 'Pe']);
    // the parents' match data is empty, so their best rank is Math.max() of nothing: -Infinity
    const meta = Object.fromEntries(
      table()
        .getPrePaginationRowModel()
        .rows.map((row) => [row.original.name, Object.keys(row.columnFiltersMeta).length]),
    );
    expect(meta).toEqual({e: 0, xxe: 1, Pe: 0, ye: 1});
    unmount();
    // the same rows without sub-rows: the exact match first
    const flat = mountTable<Unit>({columns, data: data.map(({name, size}) => ({name, size})), enableExpanding: true});
    await settle(() => flat.table().setGlobalFilter('e'));
    expect(names(flat.container)[0]).toBe('e');
    flat.unmount();
  });
});
