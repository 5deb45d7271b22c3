/**
 * Claims of docs/guides/column-resizing.mdx, checked against the installed material-react-table (jsdom). A drag is
 * a mousedown on a header's resize handle and mousemove/mouseup on the document, as TanStack Table listens for.
 * The demo's drags in a real browser are in tests/e2e/guides/column-resizing.test.ts.
 */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
} from 'material-react-table';
import {mountTable, people, personColumns, type Person} from './harness';
import {tableInstance} from './tableInstance';

function handleOf(container: HTMLElement, headerText: string): HTMLElement {
  const cell = Array.from(container.querySelectorAll<HTMLElement>('thead th')).find(
    (th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent === headerText,
  )!;
  return cell.querySelector('.Mui-TableHeadCell-ResizeHandle-Wrapper') as HTMLElement;
}

/** Presses on the handle at x = 500, moves through each x, releases at the last one. */
function drag(handle: HTMLElement, ...moves: number[]): void {
  fireEvent.mouseDown(handle, {clientX: 500});
  for (const x of moves) fireEvent.mouseMove(document, {clientX: x});
  fireEvent.mouseUp(document, {clientX: moves[moves.length - 1]});
}

describe('Column Resizing guide', () => {
  it('resizing is off by default (MRT sets `enableColumnResizing` to `false`)', () => {
    const {table, unmount} = tableInstance();
    expect(table().options.enableColumnResizing).toBe(false);
    expect(table().getColumn('firstName').getCanResize()).toBe(false);
    unmount();
  });

  it("dragging a handle changes the column's size by the distance dragged", () => {
    const {container, table, unmount} = mountTable({enableColumnResizing: true});
    const sizeVar = () => container.querySelector('table')!.style.getPropertyValue('--header-firstName-size');
    expect(sizeVar()).toBe('180');
    drag(handleOf(container, 'First Name'), 530, 560);
    expect(table().getState().columnSizing).toEqual({firstName: 240});
    // the width the header cell is drawn at: calc(var(--header-firstName-size) * 1px)
    expect(sizeVar()).toBe('240');
    unmount();
  });

  it("with resizing on and no `layoutMode` set, MRT lays the table out with 'grid-no-grow': an empty spacer column fills the rest of the row", () => {
    const {table, unmount} = tableInstance({enableColumnResizing: true});
    expect(table().options.layoutMode).toBe('grid-no-grow');
    expect(
      table()
        .getVisibleLeafColumns()
        .map((column) => column.id),
    ).toEqual(['firstName', 'lastName', 'age', 'city', 'mrt-row-spacer']);
    unmount();
    const off = tableInstance();
    expect(off.table().options.layoutMode).toBe('semantic');
    expect(off.table().getVisibleLeafColumns()).toHaveLength(4);
    off.unmount();
  });

  it('`enableResizing: false` on a column removes its handle while the others keep theirs', () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First Name', enableResizing: false},
      {accessorKey: 'lastName', header: 'Last Name'},
    ];
    const {container, unmount} = mountTable({columns, enableColumnResizing: true});
    expect(handleOf(container, 'First Name')).toBeNull();
    expect(handleOf(container, 'Last Name')).not.toBeNull();
    unmount();
  });

  it("a column can be resized only when the table's `enableColumnResizing` is on: a column's `enableResizing: true` alone adds no handle", () => {
    const {container, unmount} = mountTable({
      columns: [{accessorKey: 'firstName', header: 'First Name', enableResizing: true}],
    });
    expect(handleOf(container, 'First Name')).toBeNull();
    unmount();
  });

  it('the built-in display columns start with `enableResizing: false`; `displayColumnDefOptions` turns it back on', () => {
    const {table, update, unmount} = tableInstance({
      enableColumnResizing: true,
      enableRowActions: true,
      enableRowSelection: true,
    });
    expect([
      table().getColumn('mrt-row-actions').getCanResize(),
      table().getColumn('mrt-row-select').getCanResize(),
    ]).toEqual([false, false]);
    update({displayColumnDefOptions: {'mrt-row-actions': {enableResizing: true}}});
    expect(table().getColumn('mrt-row-actions').getCanResize()).toBe(true);
    unmount();
  });

  it('a group of a 100 px and a 200 px column dragged 30 px wider becomes 110 and 220', () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {
        id: 'name',
        header: 'Name',
        columns: [
          {accessorKey: 'firstName', header: 'First', size: 100},
          {accessorKey: 'lastName', header: 'Last', size: 200},
        ],
      },
    ];
    const {container, table, unmount} = mountTable({columns, enableColumnResizing: true});
    drag(handleOf(container, 'Name'), 530);
    expect(['firstName', 'lastName'].map((id) => table().getColumn(id).getSize())).toEqual([110, 220]);
    unmount();
  });

  it("`columnResizeMode` is 'onChange' by default: the state changes on every move; with 'onEnd' once, on release", () => {
    // mid-drag: with 'onChange' the column is already 200 px and has a border; with 'onEnd' only the handle moved
    const midDrag: Record<string, unknown[]> = {};
    for (const mode of ['onChange', 'onEnd'] as const) {
      const {container, table, unmount} = mountTable({enableColumnResizing: true, columnResizeMode: mode});
      fireEvent.mouseDown(handleOf(container, 'Age'), {clientX: 500});
      fireEvent.mouseMove(document, {clientX: 520});
      const header = handleOf(container, 'Age').closest('th')!;
      midDrag[mode] = [
        table().getState().columnSizing,
        handleOf(container, 'Age').style.transform,
        getComputedStyle(header).borderRight.startsWith('2px solid'),
      ];
      fireEvent.mouseUp(document, {clientX: 520});
      expect([mode, table().getState().columnSizing]).toEqual([mode, {age: 200}]);
      unmount();
    }
    expect(midDrag).toEqual({onChange: [{age: 200}, '', true], onEnd: [{}, 'translateX(20px)', false]});
    const calls = {onChange: 0, onEnd: 0};
    for (const mode of ['onChange', 'onEnd'] as const) {
      const {container, table, unmount} = mountTable({
        enableColumnResizing: true,
        ...(mode === 'onEnd' ? {columnResizeMode: mode} : {}),
        onColumnSizingChange: () => {
          calls[mode] += 1;
        },
      });
      expect(table().options.columnResizeMode).toBe(mode);
      drag(handleOf(container, 'Age'), 510, 520, 530, 540);
      unmount();
    }
    // four moves, then the release at the last position
    expect(calls).toEqual({onChange: 5, onEnd: 1});
  });

  it("in both modes, the body's rows are mounted anew when a drag starts and again when it ends", () => {
    for (const mode of ['onChange', 'onEnd'] as const) {
      const {container, unmount} = mountTable({enableColumnResizing: true, columnResizeMode: mode});
      const before = container.querySelector('tbody tr');
      fireEvent.mouseDown(handleOf(container, 'Age'), {clientX: 500});
      const during = container.querySelector('tbody tr');
      fireEvent.mouseMove(document, {clientX: 520});
      expect(container.querySelector('tbody tr')).toBe(during);
      fireEvent.mouseUp(document, {clientX: 520});
      const after = container.querySelector('tbody tr');
      expect([before === during, during === after, before!.isConnected]).toEqual([false, false, false]);
      unmount();
    }
  });

  it("MRT takes `columnResizeDirection` from the theme around the hook; a `ThemeProvider` around `<MaterialReactTable>` alone leaves it 'ltr'", () => {
    const rtl = createTheme({direction: 'rtl'});
    const seen: string[] = [];
    function Inner({wrapTableOnly}: {wrapTableOnly: boolean}) {
      const table: MRT_TableInstance<Person> = useMaterialReactTable({columns: personColumns, data: people});
      seen.push(table.options.columnResizeDirection!);
      const element = <MaterialReactTable table={table} />;
      return wrapTableOnly ? <ThemeProvider theme={rtl}>{element}</ThemeProvider> : element;
    }
    const inner = render(<Inner wrapTableOnly />);
    inner.unmount();
    const outer = render(
      <ThemeProvider theme={rtl}>
        <Inner wrapTableOnly={false} />
      </ThemeProvider>,
    );
    outer.unmount();
    expect([seen[0], seen[seen.length - 1]]).toEqual(['ltr', 'rtl']);
  });

  it("with 'rtl', the handle sits on the header's left edge, and moving the pointer to the left makes the column wider", () => {
    const {container, table, unmount} = mountTable({enableColumnResizing: true, columnResizeDirection: 'rtl'});
    // the handle sits on the header's left edge (on the right one in 'ltr')
    expect([
      getComputedStyle(handleOf(container, 'Age')).left,
      getComputedStyle(handleOf(container, 'Age')).right,
    ]).toEqual(['0px', '']);
    drag(handleOf(container, 'Age'), 460);
    expect(table().getState().columnSizing).toEqual({age: 220});
    unmount();
    const ltr = mountTable({enableColumnResizing: true});
    expect(getComputedStyle(handleOf(ltr.container, 'Age')).right).toBe('0px');
    drag(handleOf(ltr.container, 'Age'), 460);
    expect(ltr.table().getState().columnSizing).toEqual({age: 140});
    ltr.unmount();
  });

  it('the state records the size rounded to two decimals, without `minSize` and `maxSize`; `getSize()` applies them; the next drag starts from the drawn size', () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First Name', size: 300, maxSize: 400},
    ];
    const {container, table, unmount} = mountTable({columns, enableColumnResizing: true});
    drag(handleOf(container, 'First Name'), 733.3333);
    expect(table().getState().columnSizing).toEqual({firstName: 533.33});
    expect(table().getColumn('firstName').getSize()).toBe(400);
    // the next drag starts from the drawn 400, not from the stored 533.33
    drag(handleOf(container, 'First Name'), 490);
    expect(table().getState().columnSizing).toEqual({firstName: 390});
    unmount();
  });

  it("double-clicking a handle removes the column's entry from `columnSizing`", () => {
    const {container, table, unmount} = mountTable({
      enableColumnResizing: true,
      initialState: {columnSizing: {age: 250, city: 90}},
    });
    fireEvent.doubleClick(handleOf(container, 'Age'));
    expect(table().getState().columnSizing).toEqual({city: 90});
    unmount();
  });

  it('"Reset column size" in the actions menu is disabled while the column has no entry in `columnSizing`, and otherwise removes the entry', async () => {
    const {table, unmount} = mountTable({
      enableColumnResizing: true,
      initialState: {columnSizing: {city: 90, age: 250}},
    });
    // the columns' action buttons in order: First Name, Last Name, Age, City
    const item = (columnIndex: number) => {
      fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[columnIndex]);
      const entry = screen.getByRole('menuitem', {name: 'Reset column size'});
      const disabled = entry.getAttribute('aria-disabled') === 'true';
      fireEvent.keyDown(entry, {key: 'Escape'});
      return disabled;
    };
    expect([item(1), item(3)]).toEqual([true, false]);
    fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[3]);
    fireEvent.click(screen.getByRole('menuitem', {name: 'Reset column size'}));
    expect(table().getState().columnSizing).toEqual({age: 250});
    unmount();
  });

  it('`resetColumnSizing()` goes back to `initialState.columnSizing`; `resetColumnSizing(true)` to `{}`', async () => {
    const {table, unmount} = tableInstance({enableColumnResizing: true, initialState: {columnSizing: {age: 250}}});
    act(() => table().setColumnSizing({city: 99}));
    expect(table().getState().columnSizing).toEqual({city: 99});
    act(() => table().resetColumnSizing());
    expect(table().getState().columnSizing).toEqual({age: 250});
    act(() => table().resetColumnSizing(true));
    expect(table().getState().columnSizing).toEqual({});
    unmount();
  });
  it('there is no keyboard handle: nothing in the resize handle can take the focus', () => {
    const {container, unmount} = mountTable({enableColumnResizing: true});
    const handle = handleOf(container, 'Age');
    const focusable = [handle, ...Array.from(handle.querySelectorAll<HTMLElement>('*'))].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(focusable).toEqual([]);
    unmount();
  });
});
