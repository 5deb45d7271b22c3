/**
 * Claims of docs/guides/virtualization.mdx, checked against the installed material-react-table (jsdom: the
 * virtualizers exist but see a container of no height). Scrolling is checked in tests/e2e/guides/virtualization.test.ts.
 */
import React from 'react';
import {fireEvent, render, renderHook, screen} from '@testing-library/react';
import {
  getMRT_Rows,
  MaterialReactTable,
  useMaterialReactTable,
  useMRT_Rows,
  useMRT_ColumnVirtualizer,
  useMRT_RowVirtualizer,
  type MRT_ColumnVirtualizer,
  type MRT_Row,
  type MRT_RowVirtualizer,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import {mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

function rowRef() {
  return React.createRef<MRT_RowVirtualizer>() as React.RefObject<MRT_RowVirtualizer>;
}

/** MRT's two virtualizer hooks run on an instance, without rendering the table (fast; no scroll element). */
function virtualizers(options: Partial<MRT_TableOptions<Person>>) {
  const hook = renderHook(
    (props: Partial<MRT_TableOptions<Person>>) => {
      const table = useMaterialReactTable<Person>({columns: personColumns, data: people, ...props});
      return {table, rows: useMRT_RowVirtualizer(table), columns: useMRT_ColumnVirtualizer(table)};
    },
    {initialProps: options},
  );
  return {
    table: () => hook.result.current.table,
    rows: () => hook.result.current.rows!,
    columns: () => hook.result.current.columns!,
    update: (next: Partial<MRT_TableOptions<Person>>) => hook.rerender({...options, ...next}),
    unmount: hook.unmount,
  };
}

describe('Virtualization guide', () => {
  it("a 'semantic' layout, the default or one you set, becomes 'grid'; only 'grid-no-grow' is kept", () => {
    const cases = [
      [{enableRowVirtualization: true}, 'grid'],
      [{enableColumnVirtualization: true, layoutMode: 'semantic' as const}, 'grid'],
      [{enableRowVirtualization: true, layoutMode: 'grid-no-grow' as const}, 'grid-no-grow'],
      [{enableRowVirtualization: true, enableColumnResizing: true}, 'grid-no-grow'],
    ] as const;
    for (const [options, expected] of cases) {
      const {table, unmount} = tableInstance(options);
      expect(table().options.layoutMode).toBe(expected);
      unmount();
    }
  });

  it('row virtualization turns `enableStickyHeader` on, whatever you pass', () => {
    const {table, unmount} = tableInstance({enableRowVirtualization: true, enableStickyHeader: false});
    expect(table().options.enableStickyHeader).toBe(true);
    unmount();
  });

  it('`enablePagination: false` also sets `manualPagination` unless you set it', () => {
    const off = tableInstance({enablePagination: false});
    expect(off.table().options.manualPagination).toBe(true);
    off.unmount();
    const own = tableInstance({enablePagination: false, manualPagination: false});
    expect(own.table().options.manualPagination).toBe(false);
    own.unmount();
  });

  it('changing `enableRowVirtualization` or `enableColumnVirtualization` after the first render has no effect', () => {
    const {table, update, unmount} = tableInstance({enableRowVirtualization: false});
    update({enableRowVirtualization: true, enableColumnVirtualization: true});
    expect(table().options.enableRowVirtualization).toBe(false);
    expect(table().options.enableColumnVirtualization).toBeUndefined();
    expect(table().options.layoutMode).toBe('semantic');
    unmount();
  });

  it('rows: overscan 4; estimateSize 37 px compact, 58 px comfortable, 73 px spacious', () => {
    const v = virtualizers({enableRowVirtualization: true, enablePagination: false});
    expect(v.rows().options.overscan).toBe(4);
    const heights: number[] = [];
    for (const density of ['compact', 'comfortable', 'spacious'] as const) {
      v.update({state: {density}});
      heights.push(v.rows().options.estimateSize(0));
    }
    expect(heights).toEqual([37, 58, 73]);
    v.unmount();
  });

  it("columns: overscan 3; estimateSize is each column's `size`", () => {
    const v = virtualizers({
      enableColumnVirtualization: true,
      columns: [
        {accessorKey: 'firstName', header: 'First', size: 120},
        {accessorKey: 'lastName', header: 'Last'},
      ],
    });
    expect(v.columns().options.overscan).toBe(3);
    expect([v.columns().options.estimateSize(0), v.columns().options.estimateSize(1)]).toEqual([120, 180]);
    v.unmount();
  });

  it("every key you give in `rowVirtualizerOptions` (an object or a function of `{table}`) replaces MRT's", () => {
    const seen: unknown[] = [];
    const v = virtualizers({
      enableRowVirtualization: true,
      rowVirtualizerOptions: (props) => {
        seen.push(props.table);
        return {overscan: 8, estimateSize: () => 52};
      },
    });
    expect(seen[seen.length - 1]).toBe(v.table());
    expect([v.rows().options.overscan, v.rows().options.estimateSize(0)]).toEqual([8, 52]);
    v.unmount();
    // columnVirtualizerOptions, here as an object
    const c = virtualizers({
      enableColumnVirtualization: true,
      columnVirtualizerOptions: {overscan: 1, estimateSize: () => 90},
    });
    expect([c.columns().options.overscan, c.columns().options.estimateSize(0)]).toEqual([1, 90]);
    c.unmount();
  });

  it('with row virtualization each body row is positioned absolutely and moved into place with `translateY`, and the body gets the full height of all rows', () => {
    const {container, unmount} = mountTable({
      enableRowVirtualization: true,
      enablePagination: false,
      // jsdom lays nothing out: give the box room and every row a height of 37 px
      rowVirtualizerOptions: {
        measureElement: () => 37,
        observeElementRect: (_instance: unknown, report: (rect: {width: number; height: number}) => void) => {
          report({width: 800, height: 2000});
          return undefined;
        },
      } as unknown as MRT_TableOptions<Person>['rowVirtualizerOptions'],
    });
    const rows = Array.from(container.querySelectorAll<HTMLElement>('tbody tr'));
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => getComputedStyle(row).position === 'absolute')).toBe(true);
    expect(rows.map((row) => row.style.transform)).toEqual(rows.map((_, index) => `translateY(${index * 37}px)`));
    expect(getComputedStyle(container.querySelector('tbody')!).height).toBe('370px');
    unmount();
  });

  it("the container's height: with row virtualization the sticky header gives it a default `maxHeight` of `clamp(350px, calc(100vh - <toolbar heights>), 9999px)`; with column virtualization only it is `maxWidth: '100%'` and has no height limit", () => {
    const maxSize = (options: Partial<MRT_TableOptions<Person>>) => {
      const view = mountTable(options);
      const style = getComputedStyle(view.container.querySelector('.MuiTableContainer-root')!);
      const result = [style.maxHeight, style.maxWidth];
      view.unmount();
      return result;
    };
    // jsdom measures the toolbars at 0 px
    expect(maxSize({enableRowVirtualization: true})).toEqual(['clamp(350px, calc(100vh - 0px), 9999px)', '100%']);
    expect(maxSize({enableColumnVirtualization: true})).toEqual(['', '100%']);
    expect(maxSize({enableRowVirtualization: true, muiTableContainerProps: {sx: {maxHeight: '600px'}}})[0]).toBe(
      '600px',
    );
  });

  it('the virtualizers watch the table container, never the window', () => {
    const ref = rowRef();
    const {container, unmount} = mountTable({enableRowVirtualization: true, rowVirtualizerInstanceRef: ref});
    expect(ref.current!.options.getScrollElement()).toBe(container.querySelector('.MuiTableContainer-root'));
    unmount();
  });

  it('`rowVirtualizerInstanceRef` and `columnVirtualizerInstanceRef` are filled with the instances; MRT stores the items rendered now as `virtualRows` and `virtualColumns`', () => {
    const ref = rowRef();
    const v = virtualizers({enableRowVirtualization: true, rowVirtualizerInstanceRef: ref});
    expect(ref.current).toBe(v.rows());
    expect(v.rows().virtualRows).toEqual(v.rows().getVirtualItems());
    v.unmount();
    const columnRef = React.createRef<MRT_ColumnVirtualizer>() as React.RefObject<MRT_ColumnVirtualizer>;
    const c = virtualizers({enableColumnVirtualization: true, columnVirtualizerInstanceRef: columnRef});
    expect(columnRef.current).toBe(c.columns());
    expect(c.columns().virtualColumns).toEqual(c.columns().getVirtualItems());
    c.unmount();
  });

  it('with a detail panel the virtualizer has two items per row; every panel is estimated at 0 px, open or closed, except while the `expanded` state is `true` (after expand all, or with `initialState.expanded: true`): then 100 px; rows opened one by one keep 0 px, even when all of them are open', async () => {
    const panels = {enableRowVirtualization: true, enablePagination: false, renderDetailPanel: () => 'panel'};
    const v = virtualizers(panels);
    expect(v.rows().options.count).toBe(20);
    expect([v.rows().options.estimateSize(0), v.rows().options.estimateSize(1)]).toEqual([58, 0]);
    await settle(() => v.table().getRow('0').toggleExpanded(true));
    expect(v.rows().options.estimateSize(1)).toBe(0);
    await settle(() =>
      v
        .table()
        .getRowModel()
        .rows.forEach((row) => row.toggleExpanded(true)),
    );
    expect(v.table().getIsAllRowsExpanded()).toBe(true);
    expect(v.table().getState().expanded).not.toBe(true);
    expect([v.rows().options.estimateSize(1), v.rows().options.estimateSize(19)]).toEqual([0, 0]);
    await settle(() => v.table().toggleAllRowsExpanded(true));
    expect(v.table().getState().expanded).toBe(true);
    expect([v.rows().options.estimateSize(1), v.rows().options.estimateSize(19)]).toEqual([100, 100]);
    await settle(() => v.table().getRow('3').toggleExpanded(false));
    expect([v.rows().options.estimateSize(1), v.rows().options.estimateSize(7)]).toEqual([0, 0]);
    v.unmount();
    const initial = virtualizers({...panels, initialState: {expanded: true}});
    expect(initial.rows().options.estimateSize(1)).toBe(100);
    initial.unmount();
    // the "Expand all" button of a rendered table
    const ref = rowRef();
    const rendered = mountTable({...panels, rowVirtualizerInstanceRef: ref});
    expect(ref.current!.options.estimateSize(1)).toBe(0);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(ref.current!.options.estimateSize(1)).toBe(100);
    rendered.unmount();
  });

  it('rows are virtualized within the current row model, which is the current page when pagination is on', () => {
    const v = virtualizers({enableRowVirtualization: true, initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
    expect(v.rows().options.count).toBe(5);
    v.unmount();
  });

  it("the rows' `rangeExtractor` only keeps a row being dragged", async () => {
    const v = virtualizers({enableRowVirtualization: true, enableRowOrdering: true});
    const range = {startIndex: 0, endIndex: 1, overscan: 0, count: 10};
    expect(v.rows().options.rangeExtractor(range)).toEqual([0, 1]);
    await settle(() => v.table().setDraggingRow(v.table().getRowModel().rows[7]));
    expect(v.rows().options.rangeExtractor(range)).toEqual([0, 1, 7]);
    v.unmount();
  });

  it("the columns' `rangeExtractor` keeps pinned columns and a column being dragged rendered", async () => {
    const v = virtualizers({
      enableColumnVirtualization: true,
      enableColumnPinning: true,
      enableColumnOrdering: true,
      initialState: {columnPinning: {right: ['city']}},
    });
    const range = {startIndex: 0, endIndex: 0, overscan: 0, count: 4};
    expect(v.columns().options.rangeExtractor(range)).toEqual([0, 3]);
    await settle(() => v.table().setDraggingColumn(v.table().getColumn('age')));
    expect(v.columns().options.rangeExtractor(range)).toEqual([0, 2, 3]);
    v.unmount();
  });

  it('a virtualized detail panel is rendered straight away when its row expands, without the `Collapse` the plain table uses', async () => {
    const panel = () => <b className="panel">panel</b>;
    const plain = mountTable({data: people.slice(0, 3), renderDetailPanel: panel});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    expect(plain.container.querySelector('.panel')!.closest('.MuiCollapse-root')).not.toBeNull();
    plain.unmount();
    const virtual = mountTable({
      data: people.slice(0, 3),
      renderDetailPanel: panel,
      enableRowVirtualization: true,
      rowVirtualizerOptions: {
        measureElement: () => 37,
        observeElementRect: (_instance: unknown, report: (rect: {width: number; height: number}) => void) => {
          report({width: 800, height: 2000});
          return undefined;
        },
      } as unknown as MRT_TableOptions<Person>['rowVirtualizerOptions'],
    });
    expect(virtual.container.querySelector('.panel')).toBeNull();
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    expect(virtual.container.querySelector('.panel')).not.toBeNull();
    expect(virtual.container.querySelector('tbody .MuiCollapse-root')).toBeNull();
    virtual.unmount();
  });
  it('`useMRT_RowVirtualizer` returns `undefined` unless `enableRowVirtualization` is on', () => {
    const v = virtualizers({});
    expect(v.rows()).toBeUndefined();
    v.unmount();
  });

  it('`useMRT_RowVirtualizer` scrolls the element in `table.refs.tableContainerRef`', () => {
    let virtualizer: MRT_RowVirtualizer<HTMLDivElement, HTMLDivElement> | undefined;
    function PeopleList() {
      const table = useMaterialReactTable<Person>({
        columns: personColumns,
        data: people,
        enableRowVirtualization: true,
      });
      const rows = useMRT_Rows(table);
      virtualizer = useMRT_RowVirtualizer<Person, HTMLDivElement, HTMLDivElement>(table, rows);
      return <div data-testid="box" ref={table.refs.tableContainerRef} />;
    }
    const view = render(<PeopleList />);
    expect(virtualizer!.options.getScrollElement()).toBe(view.getByTestId('box'));
    view.unmount();
  });

  it('`useMRT_Rows` returns the rows MRT renders, in its order: a sticky pinned row from another page comes first', () => {
    let ids: string[] = [];
    let modelIds: string[] = [];
    function Table() {
      const table = useMaterialReactTable<Person>({
        columns: personColumns,
        data: people,
        getRowId: (row) => row.id,
        enableRowPinning: true,
        initialState: {rowPinning: {top: ['8']}, pagination: {pageIndex: 0, pageSize: 5}},
      });
      ids = useMRT_Rows(table).map((row) => row.id);
      modelIds = table.getRowModel().rows.map((row) => row.id);
      return <MaterialReactTable table={table} />;
    }
    const view = render(<Table />);
    const rendered = Array.from(view.container.querySelectorAll('tbody tr')).map(
      (row) => people.find((person) => person.firstName === row.querySelectorAll('td')[1].textContent)!.id,
    );
    expect(ids).toEqual(['8', '1', '2', '3', '4', '5']);
    expect(modelIds).toEqual(['1', '2', '3', '4', '5']);
    expect(rendered).toEqual(ids);
    view.unmount();
  });

  it('`scrollToIndex` takes a position among the rows MRT renders: `getMRT_Rows(table)` returns them in their order; a row being created takes a place in it, and with pagination on, ranked search results come in another order and a sticky pinned row from another page is added at the top', async () => {
    // jsdom gives the container no size: tell the virtualizer it has room, so it renders its items
    const room = {
      observeElementRect: (_instance: unknown, report: (rect: {width: number; height: number}) => void) => {
        report({width: 800, height: 2000});
        return undefined;
      },
    } as unknown as MRT_TableOptions<Person>['rowVirtualizerOptions'];
    /** Where the virtualizer has `firstName`: the `data-index` of its rendered row. */
    const item = (container: HTMLElement, firstName: string) =>
      Number(
        Array.from(container.querySelectorAll('tbody tr'))
          .find((row) => Array.from(row.querySelectorAll('td')).some((cell) => cell.textContent === firstName))!
          .getAttribute('data-index'),
      );
    const cases: [Partial<MRT_TableOptions<Person>>, string, (table: MRT_TableInstance<Person>) => void][] = [
      [{createDisplayMode: 'row', enablePagination: false}, 'Ada', (table) => table.setCreatingRow(true)],
      [{initialState: {globalFilter: 'an', pagination: {pageIndex: 0, pageSize: 5}}}, 'Frances', () => {}],
      [
        {
          enableRowPinning: true,
          getRowId: (row) => row.id,
          initialState: {rowPinning: {top: ['8']}, pagination: {pageIndex: 0, pageSize: 5}},
        },
        'Barbara',
        () => {},
      ],
    ];
    for (const [options, firstName, act] of cases) {
      const ref = rowRef();
      const m = mountTable({
        enableRowVirtualization: true,
        rowVirtualizerInstanceRef: ref,
        rowVirtualizerOptions: room,
        ...options,
      });
      await settle(() => act(m.table()));
      const index = getMRT_Rows(m.table()).findIndex((row) => row.original.firstName === firstName);
      const fromModel = m
        .table()
        .getRowModel()
        .rows.findIndex((row) => row.original.firstName === firstName);
      expect(ref.current!.options.count).toBe(getMRT_Rows(m.table()).length);
      expect([firstName, item(m.container, firstName)]).toEqual([firstName, index]);
      expect([firstName, fromModel]).not.toEqual([firstName, index]);
      m.unmount();
    }
    // with pagination off, the ranked order is the row model's too
    const all = mountTable({
      enableRowVirtualization: true,
      enablePagination: false,
      initialState: {globalFilter: 'an'},
    });
    const ranked = (rows: MRT_Row<Person>[]) => rows.map((row) => row.original.firstName);
    expect(ranked(getMRT_Rows(all.table()))).toEqual(['Alan', 'Donald', 'Frances', 'Edsger', 'Margaret']);
    expect(ranked(all.table().getRowModel().rows)).toEqual(ranked(getMRT_Rows(all.table())));
    all.unmount();
  });
});
