/**
 * Claims of docs/guides/memoization.mdx: what each memoMode skips (counted as renders of one column's Cell for
 * five rows) and what it stops showing, against the installed material-react-table.
 */
import React, {useMemo} from 'react';
import {transformSync} from '@babel/core';
import {fireEvent, render} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import {mountTable, settle} from './harness';

interface Row {
  id: string;
  name: string;
}
const DATA: Row[] = Array.from({length: 5}, (_, index) => ({id: String(index), name: `Name ${index}`}));

function setup(options: Partial<MRT_TableOptions<Row>>) {
  const counter = {renders: 0};
  let tableRef: MRT_TableInstance<Row> | undefined;
  function Table({data}: {data: Row[]}) {
    const columns = useMemo<MRT_ColumnDef<Row>[]>(
      () => [
        {
          accessorKey: 'name',
          header: 'Name',
          Cell: ({cell}) => {
            counter.renders += 1;
            return <span>{cell.getValue<string>()}</span>;
          },
        },
      ],
      [],
    );
    const table = useMaterialReactTable({columns, data, getRowId: (row) => row.id, ...options});
    tableRef = table;
    return <MaterialReactTable table={table} />;
  }
  const view = render(<Table data={DATA} />);
  return {
    counter,
    container: view.container,
    table: () => tableRef!,
    setData: (data: Row[]) => view.rerender(<Table data={data} />),
  };
}

const modes = ['none', 'cells', 'rows', 'table-body'] as const;
type Mode = (typeof modes)[number];
const memoModeOf = (mode: Mode) => (mode === 'none' ? undefined : mode);
const firstCell = (container: HTMLElement) => container.querySelector('tbody tr td')?.textContent;

// the page's table: Cell renders of the five rows after one change
const counted = {
  density: {none: 5, cells: 5, rows: 0, 'table-body': 0},
  selection: {none: 5, cells: 5, rows: 0, 'table-body': 0},
  sorting: {none: 10, cells: 10, rows: 5, 'table-body': 0},
};

describe('Memoization guide', () => {
  it.each(modes)('Density toggled: Cell renders with memoMode %s (5 / 5 / 0 / 0)', async (mode) => {
    const {counter, table} = setup({memoMode: memoModeOf(mode)});
    const before = counter.renders;
    await settle(() => table().setDensity('compact'));
    expect(counter.renders - before).toBe(counted.density[mode]);
  });

  it.each(modes)(
    "A row selected: Cell renders with memoMode %s (5 / 5 / 0 / 0); with 'rows' or 'table-body' its checkbox is not checked",
    async (mode) => {
      const {counter, table, container} = setup({memoMode: memoModeOf(mode), enableRowSelection: true});
      const before = counter.renders;
      await settle(() => table().setRowSelection({'1': true}));
      expect(counter.renders - before).toBe(counted.selection[mode]);
      const checkbox = container.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')[1];
      expect(checkbox.checked).toBe(mode === 'none' || mode === 'cells');
    },
  );

  it.each(modes)(
    "Sorted: Cell renders with memoMode %s (10 / 10 / 5 / 0: a sort renders twice); sorting still shows with 'rows', not with 'table-body'",
    async (mode) => {
      const {counter, table, container} = setup({memoMode: memoModeOf(mode)});
      const before = counter.renders;
      await settle(() => table().setSorting([{id: 'name', desc: true}]));
      expect(counter.renders - before).toBe(counted.sorting[mode]);
      expect(firstCell(container)).toBe(mode === 'table-body' ? 'Name 0' : 'Name 4');
    },
  );

  it("'table-body': the body keeps the first rows it rendered, even when data changes (it compares table.options.data of the same table object)", async () => {
    const {container, setData} = setup({memoMode: 'table-body'});
    await settle(() => setData([{id: 'x', name: 'New'}, ...DATA]));
    expect(firstCell(container)).toBe('Name 0');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(5);
  });

  it("with 'rows' a new data array also reaches the body", async () => {
    const {container, setData} = setup({memoMode: 'rows'});
    await settle(() => setData([{id: 'x', name: 'New'}, ...DATA]));
    expect(firstCell(container)).toBe('New');
  });

  it("'rows': paging still works, because it gives each position a different row", async () => {
    const {container, table} = setup({memoMode: 'rows', initialState: {pagination: {pageIndex: 0, pageSize: 2}}});
    await settle(() => table().setPageIndex(1));
    expect(firstCell(container)).toBe('Name 2');
  });

  it('MRT prepares the column definitions into a new array on every render, even when your columns are memoized, so TanStack rebuilds its columns and every row’s cells', async () => {
    const {table} = setup({});
    const before = table().options.columns;
    const cellBefore = table().getRowModel().rows[0].getAllCells()[0];
    const columnBefore = table().getAllLeafColumns()[0];
    await settle(() => table().setDensity('compact'));
    expect(table().options.columns).not.toBe(before);
    // so TanStack rebuilds its columns and every row's cells
    expect(table().getAllLeafColumns()[0]).not.toBe(columnBefore);
    expect(table().getRowModel().rows[0].getAllCells()[0]).not.toBe(cellBefore);
    expect(table().options.columns.map((c) => c.id)).toEqual(before.map((c) => c.id));
  });

  it('the rows are memoized on data: a state change that does not touch rows keeps the same row objects', async () => {
    const {table} = setup({});
    const before = table().getCoreRowModel().rows[0];
    await settle(() => table().setDensity('compact'));
    expect(table().getCoreRowModel().rows[0]).toBe(before);
  });
  it('useMaterialReactTable returns the same object on every render; its state changes inside it', async () => {
    const view = mountTable();
    const before = view.table();
    const renders = view.renders();
    await settle(() => before.setSorting([{id: 'age', desc: true}]));
    expect(view.renders()).toBeGreaterThan(renders);
    expect(view.table()).toBe(before);
    expect(before.getState().sorting).toEqual([{id: 'age', desc: true}]);
  });

  describe('compiled by the React Compiler (babel-plugin-react-compiler)', () => {
    /** Compiles `source` with the React Compiler and returns its exports. */
    function compile(source: string): Record<string, React.ComponentType<{table?: MRT_TableInstance<object>}>> {
      const {code} = transformSync(source, {
        filename: 'compiled.tsx',
        babelrc: false,
        configFile: false,
        plugins: [['babel-plugin-react-compiler', {target: '19'}]],
        presets: [
          ['@babel/preset-env', {targets: {node: 'current'}}],
          ['@babel/preset-react', {runtime: 'automatic'}],
          '@babel/preset-typescript',
        ],
      })!;
      const module = {exports: {}};
      new Function('require', 'module', 'exports', code!)(require, module, module.exports);
      return module.exports as Record<string, React.ComponentType>;
    }
    /** A table component and two compiled children: one reads `table`, one gets the sorting as a prop. */
    const source = (tableDirective: string, childDirective = '') => `
      import {MaterialReactTable, useMaterialReactTable} from 'material-react-table';
      import {people, personColumns} from './harness';
      export function SortSummary({table}) {
        ${childDirective}
        const ids = table.getState().sorting.map((sort) => sort.id);
        return <p data-testid="summary">{ids.join(', ') || 'unsorted'}</p>;
      }
      export function SortingList({sorting}) {
        return <p data-testid="list">{sorting.map((sort) => sort.id).join(', ') || 'unsorted'}</p>;
      }
      export function PeopleTable() {
        ${tableDirective}
        const table = useMaterialReactTable({columns: personColumns, data: people});
        return (
          <>
            <MaterialReactTable table={table} />
            <SortSummary table={table} />
            <SortingList sorting={table.getState().sorting} />
          </>
        );
      }
    `;
    const firstAges = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('tbody tr'))
        .slice(0, 2)
        .map((row) => row.querySelectorAll('td')[2].textContent);
    const sortByAge = (container: HTMLElement) =>
      settle(() => fireEvent.click(container.querySelectorAll('thead .Mui-TableHeadCell-Content-Labels')[2]));

    it('in a compiled component, <MaterialReactTable table={table} /> is kept from the first render and a click on a sort label sorts nothing on screen', async () => {
      const {PeopleTable} = compile(source(''));
      const {container, getByTestId} = render(<PeopleTable />);
      await sortByAge(container);
      expect(firstAges(container)).toEqual(['36', '85']);
      expect(getByTestId('summary').textContent).toBe('unsorted');
    });

    it("'use no memo' in the component that calls useMaterialReactTable makes the table update; a compiled child that receives table shows stale values, one that receives the state it shows does not", async () => {
      const {PeopleTable} = compile(source("'use no memo';"));
      const {container, getByTestId} = render(<PeopleTable />);
      await sortByAge(container);
      expect(firstAges(container)).toEqual(['85', '72']);
      expect(getByTestId('summary').textContent).toBe('unsorted');
      expect(getByTestId('list').textContent).toBe('age');
    });

    it('(control) the child that reads table updates when it is not compiled either', async () => {
      const {PeopleTable} = compile(source("'use no memo';", "'use no memo';"));
      const {container, getByTestId} = render(<PeopleTable />);
      await sortByAge(container);
      expect(getByTestId('summary').textContent).toBe('age');
    });
  });
});
