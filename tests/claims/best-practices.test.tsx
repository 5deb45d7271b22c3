/**
 * Claims of docs/guides/best-practices.mdx, checked against the installed material-react-table.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import ts from 'typescript';
import {fireEvent, render, screen} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_TableOptions,
} from 'material-react-table';
import {bodyRows, mountTable, people, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';
import {typeCheckInMemory} from './typecheck';

const ROOT = path.join(__dirname, '../..');
const PAGE = fs.readFileSync(path.join(ROOT, 'docs/guides/best-practices.mdx'), 'utf8');

interface Node {
  name: string;
  children?: Node[];
}

describe('Best Practices guide', () => {
  it('a misspelt accessorKey is not an error at run time either: its column just shows empty cells', () => {
    const {container} = mountTable({
      data: people.slice(0, 2),
      columns: [
        {accessorKey: 'firstname' as 'firstName', header: 'First Name'},
        {accessorKey: 'age', header: 'Age'},
      ],
    });
    expect(bodyRows(container)).toEqual([
      ['', '36'],
      ['', '85'],
    ]);
  });

  it('a new data array, even with the same contents, sends client-side paging back to the first page', async () => {
    const {table, update} = tableInstance({data: [...people], initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
    await settle(() => table().setPageIndex(1));
    expect(table().getState().pagination.pageIndex).toBe(1);
    await settle(() => update({data: [...people]}));
    expect(table().getState().pagination.pageIndex).toBe(0);
  });

  it('“the first page” is the page index of initialState', async () => {
    const {table, update} = tableInstance({data: [...people], initialState: {pagination: {pageIndex: 1, pageSize: 3}}});
    await settle(() => table().setPageIndex(3));
    expect(table().getState().pagination.pageIndex).toBe(3);
    await settle(() => update({data: [...people]}));
    expect(table().getState().pagination.pageIndex).toBe(1);
  });

  it('not with manualPagination on or autoResetPageIndex: false', async () => {
    for (const options of [{autoResetPageIndex: false}, {manualPagination: true}]) {
      const {table, update, unmount} = tableInstance({
        data: [...people],
        initialState: {pagination: {pageIndex: 0, pageSize: 5}},
        ...options,
      });
      await settle(() => table().setPageIndex(1));
      await settle(() => update({data: [...people]}));
      expect([options, table().getState().pagination.pageIndex]).toEqual([options, 1]);
      unmount();
    }
  });

  it("a column's Cell is called as a plain function, not rendered as a component, so a hook inside it becomes a hook of the MRT component that calls it: for a data column, MRT_TableBodyCellValue", () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const stacks: string[] = [];
    function MyCell(): React.ReactNode {
      throw new Error('inside Cell');
    }
    const columns: MRT_ColumnDef<Person>[] = [{accessorKey: 'firstName', header: 'First Name', Cell: MyCell}];
    class Boundary extends React.Component<{children: React.ReactNode}, {failed: boolean}> {
      state = {failed: false};
      static getDerivedStateFromError() {
        return {failed: true};
      }
      componentDidCatch(_error: Error, info: React.ErrorInfo) {
        stacks.push(info.componentStack ?? '');
      }
      render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    function Table() {
      const table = useMaterialReactTable({columns, data: people.slice(0, 1)});
      return <MaterialReactTable table={table} />;
    }
    render(
      <Boundary>
        <Table />
      </Boundary>,
    );
    errors.mockRestore();
    const firstFrame = stacks[0].trim().split('\n')[0];
    expect(firstFrame).toContain('MRT_TableBodyCellValue');
    expect(stacks[0]).not.toContain('MyCell');
  });

  it("a data column's Cell is called by a small component of its own, MRT_TableBodyCellValue, which MRT removes while the cell shows a skeleton: a hook there runs, but its state starts over after each load", async () => {
    function Counter() {
      const [count, setCount] = React.useState(0);
      return <button onClick={() => setCount(count + 1)}>{`clicked ${count}`}</button>;
    }
    const columns: MRT_ColumnDef<Person>[] = [
      // the component called as a function: its useState becomes a hook of whoever calls Cell
      {accessorKey: 'firstName', header: 'First Name', Cell: () => Counter()},
    ];
    const view = mountTable({columns, data: people.slice(0, 1)});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'clicked 0'})));
    expect(screen.getByRole('button', {name: 'clicked 1'})).toBeTruthy();
    await settle(() => view.update({state: {isLoading: true}}));
    expect(screen.queryByRole('button', {name: /clicked/})).toBeNull();
    await settle(() => view.update({state: {isLoading: false}}));
    expect(screen.getByRole('button', {name: 'clicked 0'})).toBeTruthy();
    view.unmount();
  });

  it("a display column's Cell is called by MRT's cell component itself, which skips it while skeletons show: when isLoading turns on, that component renders fewer hooks than before, and React throws", async () => {
    function Counter() {
      const [count] = React.useState(0);
      return `clicked ${count}`;
    }
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First Name'},
      {id: 'likes', header: 'Likes', columnDefType: 'display', Cell: () => Counter()},
    ];
    const view = mountTable({columns, data: people.slice(0, 1)});
    expect(bodyRows(view.container)).toEqual([['Ada', 'clicked 0']]);
    let thrown: unknown;
    try {
      await settle(() => view.update({state: {isLoading: true}}));
    } catch (error) {
      thrown = error;
    } finally {
      errors.mockRestore();
    }
    expect(String(thrown)).toMatch(/Rendered fewer hooks than expected/);
    view.unmount();
  });

  it('render a component from the prop instead, and use hooks there: the display column survives the load', async () => {
    function Counter() {
      const [count] = React.useState(0);
      return <>{`clicked ${count}`}</>;
    }
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First Name'},
      {id: 'likes', header: 'Likes', columnDefType: 'display', Cell: () => <Counter />},
    ];
    const view = mountTable({columns, data: people.slice(0, 1)});
    await settle(() => view.update({state: {isLoading: true}}));
    await settle(() => view.update({state: {isLoading: false}}));
    expect(bodyRows(view.container)).toEqual([['Ada', 'clicked 0']]);
    view.unmount();
  });

  it('without getRowId a row’s id is its index in data, and parentId.index for sub-rows', () => {
    const tree: Node[] = [{name: 'a', children: [{name: 'a0'}, {name: 'a1'}]}, {name: 'b'}];
    const {table} = mountTable<Node>({
      data: tree,
      columns: [{accessorKey: 'name', header: 'Name'}],
      enableExpanding: true,
      getSubRows: (row) => row.children,
    });
    expect(
      table()
        .getCoreRowModel()
        .flatRows.map((r) => r.id),
    ).toEqual(['0', '0.0', '0.1', '1']);
  });

  it('selection is stored by row id: without getRowId it stays with the index when a row is inserted at the top; with ids from the data it stays with its row', async () => {
    const withIndex = tableInstance({data: people.slice(0, 3), enableRowSelection: true});
    await settle(() => withIndex.table().setRowSelection({0: true}));
    await settle(() => withIndex.update({data: [people[9], ...people.slice(0, 3)]}));
    expect(
      withIndex
        .table()
        .getSelectedRowModel()
        .rows.map((r) => r.original.firstName),
    ).toEqual(['John']);
    withIndex.unmount();
    const withIds = tableInstance({data: people.slice(0, 3), enableRowSelection: true, getRowId: (row) => row.id});
    await settle(() => withIds.table().setRowSelection({1: true}));
    await settle(() => withIds.update({data: [people[9], ...people.slice(0, 3)]}));
    expect(
      withIds
        .table()
        .getSelectedRowModel()
        .rows.map((r) => r.original.firstName),
    ).toEqual(['Ada']);
  });

  it('the id must be unique in the table: two rows with one id share their selection', async () => {
    const {table} = tableInstance({
      data: people.slice(0, 3),
      enableRowSelection: true,
      getRowId: (row) => (row.city === 'London' || row.city === 'New York' ? 'same' : row.id),
    });
    await settle(() => table().getRowModel().rows[0].toggleSelected(true));
    expect(
      table()
        .getRowModel()
        .rows.map((r) => r.getIsSelected()),
    ).toEqual([true, true, false]);
  });

  it('initialState is read once, when the table first renders: changing it later does nothing', async () => {
    const {table, update} = tableInstance({
      data: people.slice(0, 2),
      initialState: {sorting: [{id: 'lastName', desc: false}]},
    });
    await settle(() => update({initialState: {sorting: [{id: 'age', desc: true}]}}));
    expect(table().getState().sorting).toEqual([{id: 'lastName', desc: false}]);
  });

  it('With `checkJs` on, JSDoc types give JavaScript the same checks', () => {
    const block = /^```jsx\n([\s\S]*?)^```$/m.exec(PAGE)![1];
    const misspelt = block.replace('row.original.age.toFixed', 'row.original.agee.toFixed');
    expect(misspelt).not.toBe(block);
    // both files live in memory, next to the site's node_modules so that the imports resolve
    const files: Record<string, string> = {
      [path.join(ROOT, '__jsdoc__/People.jsx')]: block,
      [path.join(ROOT, '__jsdoc__/Misspelt.jsx')]: misspelt,
    };
    const diagnostics = typeCheckInMemory(files, {allowJs: true, checkJs: true});
    const errors = (file: string) =>
      diagnostics(path.join(ROOT, `__jsdoc__/${file}`)).map(
        (diagnostic) => `TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      );
    expect(errors('People.jsx')).toEqual([]);
    expect(errors('Misspelt.jsx')).toEqual([
      "TS2551 Property 'agee' does not exist on type 'Person'. Did you mean 'age'?",
    ]);
  });

  it('`table.getState()` returns the whole current state, controlled or not: TanStack Table’s and MRT’s own', () => {
    const sorting = [{id: 'age', desc: true}];
    const {table} = tableInstance({state: {sorting}, onSortingChange: () => {}});
    const state = table().getState();
    expect(state.sorting).toEqual(sorting);
    expect(state).toMatchObject({
      pagination: {pageIndex: 0, pageSize: 10},
      rowSelection: {},
      density: 'comfortable',
      isFullScreen: false,
    });
  });

  it("the component that calls `useMaterialReactTable` re-renders on every change: after a click on First Name, `sorting` is `[{id: 'firstName', desc: false}]`", async () => {
    const {table, renders} = mountTable();
    const before = renders();
    await settle(() =>
      fireEvent.click(screen.getByText('First Name', {selector: '.Mui-TableHeadCell-Content-Wrapper'})),
    );
    expect(renders()).toBeGreaterThan(before);
    expect(table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
  });

  it('in the shared table component, each caller’s options override the shared ones', () => {
    // the page's AppTable
    function AppTable<TData extends MRT_RowData>(props: MRT_TableOptions<TData>) {
      const table = useMaterialReactTable<TData>({enableColumnResizing: true, enableDensityToggle: false, ...props});
      return <MaterialReactTable table={table} />;
    }
    const shared = render(<AppTable columns={[{accessorKey: 'firstName', header: 'First Name'}]} data={people} />);
    expect(screen.queryByLabelText('Toggle density')).toBeNull();
    expect(shared.container.querySelector('.Mui-TableHeadCell-ResizeHandle-Wrapper')).not.toBeNull();
    shared.unmount();
    render(<AppTable columns={[{accessorKey: 'firstName', header: 'First Name'}]} data={people} enableDensityToggle />);
    expect(screen.getByLabelText('Toggle density')).toBeTruthy();
  });

  it('MRT pins its TanStack packages and leaves seven peers to your app', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/material-react-table/package.json'), 'utf8'),
    );
    const tanstack = Object.entries(manifest.dependencies as Record<string, string>).filter(([name]) =>
      name.startsWith('@tanstack/'),
    );
    expect(tanstack.length).toBe(3);
    for (const [, range] of tanstack) expect(range).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(manifest.peerDependencies)).toHaveLength(7);
  });

  it("React 19's `react-dom/client` throws as soon as it is loaded unless `react` is the exact same version, in a production build as in development", () => {
    const react = jest.requireActual<typeof import('react')>('react');
    const reactDom = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/react-dom/package.json'), 'utf8'));
    expect([react.version.split('.')[0], reactDom.version]).toEqual(['19', react.version]);
    const [major, minor, patch] = react.version.split('.').map(Number);
    const environment = process.env.NODE_ENV;
    try {
      for (const [mode, message] of [
        [
          'development',
          /^Incompatible React versions: The "react" and "react-dom" packages must have the exact same version/,
        ],
        ['production', /^Minified React error #527;/],
      ] as const) {
        process.env.NODE_ENV = mode;
        jest.isolateModules(() => {
          jest.doMock('react', () => ({...react, version: `${major}.${minor}.${patch + 1}`}));
          expect(() => require('react-dom/client')).toThrow(message);
        });
        jest.dontMock('react');
        jest.isolateModules(() => {
          expect(() => require('react-dom/client')).not.toThrow();
        });
      }
    } finally {
      process.env.NODE_ENV = environment;
    }
  });

  it('`@mui/icons-material` requires the `@mui/material` it was released with (`^7.3.11` for 7.3.11)', () => {
    const icons = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@mui/icons-material/package.json'), 'utf8'));
    expect(icons.version).toBe('7.3.11');
    expect(icons.peerDependencies['@mui/material']).toBe(`^${icons.version}`);
  });
});
