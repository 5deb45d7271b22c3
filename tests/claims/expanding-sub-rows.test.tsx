/**
 * Claims of docs/guides/expanding-sub-rows.mdx, checked against the installed material-react-table.
 */
import {screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
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

  it('rows with an empty or missing subRows get a disabled button; the aria-label is always "Expand"', async () => {
    mountTable<Unit>({columns, data: tree, enableExpanding: true, initialState: {expanded: {0: true}}});
    const buttons = screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];
    // Sales (open), EMEA, APAC, Engineering, Legal
    expect(buttons.map((button) => button.disabled)).toEqual([false, true, false, false, true]);
  });

  it("by default the id is the row's index path: '0', '0.1'", () => {
    const {table} = mountTable<Unit>({columns, data: tree, enableExpanding: true});
    expect(
      table()
        .getCoreRowModel()
        .flatRows.slice(0, 4)
        .map((row) => row.id),
    ).toEqual(['0', '0.0', '0.1', '0.1.0']);
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

  it('expanded sub-rows count towards the page size (paginateExpandedRows defaults to true)', () => {
    const {container} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      initialState: {expanded: true, pagination: {pageIndex: 0, pageSize: 3}},
    });
    expect(names(container)).toEqual(['Sales', 'EMEA', 'APAC']);
  });

  it('paginateExpandedRows: false with enablePagination: false shows only the top-level rows', () => {
    const {container} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      paginateExpandedRows: false,
      enablePagination: false,
      initialState: {expanded: true},
    });
    expect(names(container)).toEqual(['Sales', 'Engineering', 'Legal']);
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

  it('by default a row that does not match is dropped with all its sub-rows; filterFromLeafRows keeps the path', async () => {
    const options = {
      columns,
      data: tree,
      enableExpanding: true,
      globalFilterFn: 'contains',
      initialState: {expanded: true, globalFilter: 'kenji'},
    } as const;
    const topDown = mountTable<Unit>(options);
    expect(topDown.table().getRowModel().rows).toHaveLength(0);
    topDown.unmount();
    const {container} = mountTable<Unit>({...options, filterFromLeafRows: true});
    expect(names(container)).toEqual(['Sales', 'APAC', 'Kenji']);
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

  it('ranking stops as soon as one row is open, so it never pulls a child away from its parent', async () => {
    const {container, table} = mountTable<Unit>({columns, data: tree, enableExpanding: true});
    await settle(() => table().setGlobalFilter('e'));
    expect(table().getState().sorting).toEqual([]);
    await settle(() => table().getRow('0').toggleExpanded(true));
    const shown = names(container);
    expect(shown.indexOf('EMEA')).toBe(shown.indexOf('Sales') + 1);
  });

  it('parents are not ordered by how well they match: filtering copies each parent without its match rank', async () => {
    // flat rows: "Engineering" starts with "e", so it comes before "Sales", which only contains it
    const flat = mountTable<Unit>({
      columns,
      data: tree.map(({name, size}) => ({name, size})),
      enableExpanding: true,
      initialState: {globalFilter: 'e'},
    });
    expect(names(flat.container).slice(0, 2)).toEqual(['Engineering', 'Sales']);
    flat.unmount();
    const {container} = mountTable<Unit>({
      columns,
      data: tree,
      enableExpanding: true,
      initialState: {globalFilter: 'e'},
    });
    const shown = names(container);
    expect(shown.indexOf('Sales')).toBeLessThan(shown.indexOf('Engineering'));
  });
});
