/**
 * Claims of docs/guides/memoization.mdx: what each memoMode skips (counted as renders of one column's Cell for
 * five rows) and what it stops showing, against the installed material-react-table.
 */
import React, {useMemo} from 'react';
import {transformSync} from '@babel/core';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import {bodyRows, mountTable, settle} from './harness';

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

  it("'table-body' with enableRowVirtualization as well: the body shows no rows at all", async () => {
    // jsdom lays nothing out: the scrolling container measures 200 px and each row 40 px
    const measure = Element.prototype.getBoundingClientRect;
    const rect = (height: number) =>
      ({width: 300, height, top: 0, left: 0, right: 300, bottom: height, x: 0, y: 0}) as DOMRect;
    const layout = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('MuiTableContainer-root')) return rect(200);
      return this.tagName === 'TR' ? rect(40) : measure.call(this);
    });
    try {
      const rows = async (memoMode?: 'table-body') => {
        const {container, unmount} = mountTable({memoMode, enableRowVirtualization: true});
        await settle();
        const count = container.querySelectorAll('tbody tr').length;
        unmount();
        return count;
      };
      expect(await rows('table-body')).toBe(0);
      expect(await rows()).toBeGreaterThan(0);
    } finally {
      layout.mockRestore();
    }
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

  it('a new data array, even with the same contents, rebuilds every row object', async () => {
    const {table, setData} = setup({});
    const before = table().getCoreRowModel().rows;
    await settle(() => setData([...DATA]));
    const after = table().getCoreRowModel().rows;
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.filter((row, index) => row === before[index])).toEqual([]);
  });

  it('MRT prepares the column definitions into a new array on every render, so TanStack rebuilds every column and the cells of every row it renders, even when your columns array is defined outside the component', async () => {
    // mountTable passes the same columns array on every render
    const view = mountTable();
    const mine = view.table().options.columns;
    const column = view.table().getAllLeafColumns()[0];
    const cell = view.table().getRowModel().rows[0].getAllCells()[0];
    const row = view.table().getRowModel().rows[0];
    await settle(() => view.table().setDensity('compact'));
    expect(view.table().options.columns).not.toBe(mine);
    expect(view.table().getAllLeafColumns()[0]).not.toBe(column);
    expect(view.table().getRowModel().rows[0].getAllCells()[0]).not.toBe(cell);
    // the rows themselves are kept: they are memoized on data
    expect(view.table().getRowModel().rows[0]).toBe(row);
  });

  it("'cells' in a virtualized table: a scroll re-renders only the table body, and only the rows that scroll into view render their cells", async () => {
    // jsdom lays nothing out: the scrolling container measures 200 px and each row 40 px
    const measure = Element.prototype.getBoundingClientRect;
    const rect = (height: number) =>
      ({width: 300, height, top: 0, left: 0, right: 300, bottom: height, x: 0, y: 0}) as DOMRect;
    const layout = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('MuiTableContainer-root')) return rect(200);
      return this.tagName === 'TR' ? rect(40) : measure.call(this);
    });
    const many: Row[] = Array.from({length: 50}, (_, index) => ({id: String(index), name: `Name ${index}`}));
    const scroll = async (memoMode?: 'cells') => {
      const rendered: string[] = [];
      let hookRenders = 0;
      const columns: MRT_ColumnDef<Row>[] = [
        {
          accessorKey: 'name',
          header: 'Name',
          Cell: ({cell}) => (rendered.push(cell.getValue<string>()), cell.getValue<string>()),
        },
      ];
      const ref: {table?: MRT_TableInstance<Row>} = {};
      function Table() {
        hookRenders += 1;
        const table = useMaterialReactTable({
          columns,
          data: many,
          memoMode,
          enableRowVirtualization: true,
          enablePagination: false,
        });
        ref.table = table;
        return <MaterialReactTable table={table} />;
      }
      const view = render(<Table />);
      await settle();
      const shown = bodyRows(view.container).map((cells) => cells[0]);
      const before = hookRenders;
      rendered.length = 0;
      await act(async () => {
        const container = ref.table!.refs.tableContainerRef.current!;
        container.scrollTop = 300;
        fireEvent.scroll(container);
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      const result = {
        hookRenders: hookRenders - before,
        shownAgain: rendered.filter((name) => shown.includes(name)).length > 0,
        scrolledIn: bodyRows(view.container).some((cells) => !shown.includes(cells[0])),
      };
      view.unmount();
      return result;
    };
    try {
      expect(await scroll()).toEqual({hookRenders: 0, shownAgain: true, scrolledIn: true});
      expect(await scroll('cells')).toEqual({hookRenders: 0, shownAgain: false, scrolledIn: true});
    } finally {
      layout.mockRestore();
    }
  });

  it("'rows': ticking a row's checkbox selects the row (the banner counts it), but the checkbox stays unticked and the row is not highlighted until the row is rendered again at another position, for example after a sort", async () => {
    const {container, table} = mountTable({memoMode: 'rows', enableRowSelection: true});
    const graceRow = () =>
      Array.from(container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes('Grace'))!;
    const graceBox = () => within(graceRow() as HTMLElement).getByRole('checkbox') as HTMLInputElement;
    await settle(() => fireEvent.click(graceBox()));
    expect(table().getState().rowSelection).toEqual({'1': true});
    expect(screen.getByText(/row\(s\) selected/).textContent).toContain('1 of 10 row(s) selected');
    expect([graceBox().checked, graceRow().getAttribute('data-selected')]).toEqual([false, null]);
    // sorted by age, descending, Grace (85) moves from the second position to the first
    await settle(() => table().setSorting([{id: 'age', desc: true}]));
    expect(bodyRows(container)[0]).toContain('Grace');
    expect([graceBox().checked, graceRow().getAttribute('data-selected')]).toEqual([true, 'true']);
  });

  it("'table-body': a click on a sort label sorts the rows (the header shows the sort), but the body keeps the old order", async () => {
    const {container, table} = mountTable({memoMode: 'table-body'});
    const firstNames = () => bodyRows(container).map((cells) => cells[0]);
    const before = firstNames();
    expect(before.slice(0, 3)).toEqual(['Ada', 'Grace', 'Alan']);
    const ageHeader = screen.getByText('Age', {selector: '.Mui-TableHeadCell-Content-Wrapper'});
    await settle(() => fireEvent.click(ageHeader));
    expect(ageHeader.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    expect(table().getRowModel().rows[0].original.firstName).toBe('Grace');
    expect(firstNames()).toEqual(before);
  });

  it('MRT prepares the column definitions into a new array on every render, so TanStack rebuilds every column and the cells of every row it renders, even when your columns array is memoized', async () => {
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
