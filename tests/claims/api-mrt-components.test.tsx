/**
 * Claims of the API reference's components page (src/api/descriptions/mrt-components.ts). Most parts are rendered
 * on their own, next to the `useMaterialReactTable` call that feeds them, which is much cheaper than a whole table.
 */
import type {ReactNode} from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  MaterialReactTable,
  Memo_MRT_TableBody,
  Memo_MRT_TableBodyCell,
  Memo_MRT_TableBodyRow,
  MRT_CopyButton,
  MRT_EditActionButtons,
  MRT_FilterTextField,
  MRT_LinearProgressBar,
  MRT_RowActionMenu,
  MRT_RowPinButton,
  MRT_SelectCheckbox,
  MRT_ShowHideColumnsMenu,
  MRT_Table,
  MRT_TableBodyCellValue,
  MRT_TableBodyRow,
  MRT_TableContainer,
  MRT_TableHead,
  MRT_ToggleDensePaddingButton,
  MRT_ToggleRowActionMenuButton,
  MRT_ToolbarAlertBanner,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import {bodyRows, hoverTooltip, mountTable, people, personColumns, renderedBy, settle, type Person} from './harness';

/** Renders `part(table)` next to the `useMaterialReactTable` call; the part re-renders with every state change. */
function renderPart(options: Partial<MRT_TableOptions<Person>>, part: (table: MRT_TableInstance<Person>) => ReactNode) {
  const ref: {table?: MRT_TableInstance<Person>} = {};
  function Part() {
    const table = useMaterialReactTable<Person>({columns: personColumns, data: people, ...options});
    ref.table = table;
    return <>{part(table)}</>;
  }
  const view = render(<Part />);
  return {...view, table: () => ref.table!};
}

/** A table with `memoMode: 'table-body'` whose `data` prop can be replaced; `first` is the first table object. */
function renderTableBody(data: Person[]) {
  const ref: {table?: MRT_TableInstance<Person>; first?: MRT_TableInstance<Person>} = {};
  function Table({rows}: {rows: Person[]}) {
    const table = useMaterialReactTable<Person>({columns: personColumns, data: rows, memoMode: 'table-body'});
    ref.first ??= table;
    ref.table = table;
    return <MaterialReactTable table={table} />;
  }
  const view = render(<Table rows={data} />);
  return {
    ...view,
    table: () => ref.table!,
    get first() {
      return ref.first!;
    },
    setData: (rows: Person[]) => view.rerender(<Table rows={rows} />),
  };
}

/** Fresh each time: MRT writes its computed column order into the `initialState` object it is given. */
const quiet = (): Partial<MRT_TableOptions<Person>> => ({
  enableTopToolbar: false,
  enableBottomToolbar: false,
  initialState: {pagination: {pageIndex: 0, pageSize: 5}},
});
const firstRow = (table: MRT_TableInstance<Person>) => table.getRowModel().rows[0];
const cellOf = (table: MRT_TableInstance<Person>, columnId: string) =>
  firstRow(table)
    .getAllCells()
    .find((cell) => cell.column.id === columnId)!;
const buttonNames = (root: HTMLElement = document.body) =>
  within(root)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

/** The buttons labelled by their text (not icon buttons with an `aria-label`). */
const textButtons = (root: HTMLElement) =>
  within(root)
    .getAllByRole('button')
    .filter((button) => !button.getAttribute('aria-label'))
    .map((button) => button.textContent);

const writeText = jest.fn((_text: unknown) => Promise.resolve());
beforeAll(() => Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true}));

describe('MaterialReactTable', () => {
  it('pass it the `table` returned by `useMaterialReactTable`, or pass the table options directly as props', () => {
    const view = render(
      <MaterialReactTable columns={personColumns} data={people.slice(0, 3)} enableTopToolbar={false} />,
    );
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ada', 'Grace', 'Alan']);
    view.unmount();
  });

  it('not both: with `table`, the other props are ignored', () => {
    function Both() {
      const table = useMaterialReactTable<Person>({columns: personColumns, data: people.slice(0, 2), ...quiet()});
      const props = {table, data: people.slice(5, 6)} as unknown as {table: MRT_TableInstance<Person>};
      return <MaterialReactTable {...props} />;
    }
    const view = render(<Both />);
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ada', 'Grace']);
    view.unmount();
  });
});

describe('Memo_MRT_TableBody', () => {
  it('`MRT_TableBody` wrapped in `React.memo`; used when `memoMode` is `table-body`', () => {
    const memo = mountTable({...quiet(), memoMode: 'table-body'});
    expect(renderedBy(memo.container.querySelector('tbody')!, Memo_MRT_TableBody)).toBe(true);
    memo.unmount();
    const plain = mountTable(quiet());
    expect(renderedBy(plain.container.querySelector('tbody')!, Memo_MRT_TableBody)).toBe(false);
    plain.unmount();
  });

  it('and while a column is being resized', async () => {
    const view = mountTable({...quiet(), enableColumnResizing: true});
    const handle = view.container.querySelector('thead .Mui-TableHeadCell-ResizeHandle-Wrapper')!;
    await settle(() => fireEvent.mouseDown(handle, {clientX: 300}));
    await settle(() => fireEvent.mouseMove(document, {clientX: 320}));
    expect(renderedBy(view.container.querySelector('tbody')!, Memo_MRT_TableBody)).toBe(true);
    await settle(() => fireEvent.mouseUp(document, {clientX: 320}));
    expect(renderedBy(view.container.querySelector('tbody')!, Memo_MRT_TableBody)).toBe(false);
    view.unmount();
  });

  it('its comparison reads `table.options.data` of the one table object both renders share, so it always finds them equal: once mounted, the body shows no table change, not even a new `data` array', async () => {
    const view = renderTableBody(people.slice(0, 3));
    const compare = (Memo_MRT_TableBody as unknown as {compare: (a: object, b: object) => boolean}).compare;
    expect(compare({table: view.table()}, {table: view.table()})).toBe(true);
    await settle(() => view.table().setSorting([{id: 'age', desc: true}]));
    await settle(() => view.setData(people.slice(5, 8)));
    expect(
      view
        .table()
        .getRowModel()
        .rows.map((row) => row.original.firstName),
    ).toEqual(['Donald', 'Ken', 'Margaret']);
    expect(view.table()).toBe(view.first);
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ada', 'Grace', 'Alan']);
    view.unmount();
  });
});

describe('MRT Components page', () => {
  it("the Body section: `Memo_MRT_TableBody` with `memoMode: 'table-body'`, which nothing re-renders once it has mounted, not even new `data`", async () => {
    const view = renderTableBody(people.slice(0, 3));
    expect(renderedBy(view.container.querySelector('tbody')!, Memo_MRT_TableBody)).toBe(true);
    await settle(() => view.setData(people.slice(5, 8)));
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ada', 'Grace', 'Alan']);
    view.unmount();
  });
});

describe('Memo_MRT_TableBodyCell', () => {
  it('`MRT_TableBodyCell` wrapped in `React.memo`; used when `memoMode` is `cells`, for data cells', () => {
    const view = mountTable({...quiet(), memoMode: 'cells', enableRowSelection: true});
    const [select, firstName] = Array.from(view.container.querySelectorAll('tbody tr:first-child td'));
    expect([renderedBy(firstName, Memo_MRT_TableBodyCell), renderedBy(select, Memo_MRT_TableBodyCell)]).toEqual([
      true,
      false,
    ]);
    view.unmount();
    const plain = mountTable(quiet());
    expect(renderedBy(plain.container.querySelector('tbody td')!, Memo_MRT_TableBodyCell)).toBe(false);
    plain.unmount();
  });

  it('except in the row or cell being edited', async () => {
    const view = mountTable({...quiet(), memoMode: 'cells', enableEditing: true, editDisplayMode: 'row'});
    const memoized = () =>
      Array.from(view.container.querySelectorAll('tbody tr'))
        .slice(0, 2)
        .map((row) => Array.from(row.querySelectorAll('td')).map((td) => renderedBy(td, Memo_MRT_TableBodyCell)));
    await settle(() => view.table().setEditingRow(view.table().getRowModel().rows[0]));
    // the row actions (a display column), then the four data columns
    expect(memoized()).toEqual([
      [false, false, false, false, false],
      [false, true, true, true, true],
    ]);
    await settle(() => view.table().setEditingRow(null));
    await settle(() => view.table().setEditingCell(cellOf(view.table(), 'lastName')));
    expect(memoized()).toEqual([
      [false, true, false, true, true],
      [false, true, true, true, true],
    ]);
    view.unmount();
  });
});

describe('Memo_MRT_TableBodyRow', () => {
  it('`MRT_TableBodyRow` wrapped in `React.memo`; used when `memoMode` is `rows`', () => {
    const memo = mountTable({...quiet(), memoMode: 'rows'});
    expect(renderedBy(memo.container.querySelector('tbody tr')!, Memo_MRT_TableBodyRow)).toBe(true);
    memo.unmount();
    const plain = mountTable(quiet());
    expect(renderedBy(plain.container.querySelector('tbody tr')!, Memo_MRT_TableBodyRow)).toBe(false);
    plain.unmount();
  });
});

describe('MRT_CopyButton', () => {
  it("the button wrapped around a cell's content that copies its value when clicked", () => {
    writeText.mockClear();
    const view = renderPart({}, (table) => <MRT_CopyButton cell={cellOf(table, 'age')} table={table} />);
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button'));
    expect(writeText).toHaveBeenCalledWith(36);
    view.unmount();
  });
});

describe('MRT_EditActionButtons', () => {
  const buttonsFor = (variant: 'icon' | 'text', options: Partial<MRT_TableOptions<Person>> = {}) => {
    const view = renderPart({enableEditing: true, ...options}, (table) => (
      <MRT_EditActionButtons row={firstRow(table)} table={table} variant={variant} />
    ));
    act(() => view.table().setEditingRow(firstRow(view.table())));
    const found = screen
      .getAllByRole('button')
      .map((button) => [button.getAttribute('aria-label'), button.textContent]);
    view.unmount();
    return found;
  };

  it('the save and cancel buttons for a row being created or edited, as icons or text', () => {
    expect(buttonsFor('icon', {onEditingRowSave: () => {}})).toEqual([
      ['Cancel', ''],
      ['Save', ''],
    ]);
    expect(buttonsFor('text')).toEqual([
      [null, 'Cancel'],
      [null, 'Save'],
    ]);
  });

  it('the icon Save button only with `onEditingRowSave` or `onCreatingRowSave`', () => {
    expect(buttonsFor('icon')).toEqual([['Cancel', '']]);
  });
});

describe('MRT_FilterTextField', () => {
  it('the filter input of a column: a text field, select, autocomplete or date picker depending on its `filterVariant`', () => {
    const variants = ['text', 'select', 'autocomplete', 'date'] as const;
    const columns: MRT_ColumnDef<Person>[] = variants.map((filterVariant) => ({
      id: filterVariant,
      accessorKey: 'city',
      header: filterVariant,
      filterVariant,
    }));
    const ref: {table?: MRT_TableInstance<Person>} = {};
    function Filters() {
      const table = useMaterialReactTable<Person>({columns, data: people});
      ref.table = table;
      return (
        <>
          {table.getFlatHeaders().map((header) => (
            <div key={header.id} data-variant={header.id}>
              <MRT_FilterTextField header={header} table={table} />
            </div>
          ))}
        </>
      );
    }
    const view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Filters />
      </LocalizationProvider>,
    );
    const field = (variant: string) => view.container.querySelector<HTMLElement>(`[data-variant="${variant}"]`)!;
    expect(within(field('text')).getByRole('textbox')).not.toHaveAttribute('aria-autocomplete');
    expect(within(field('select')).getByRole('combobox')).toHaveAttribute('aria-haspopup', 'listbox');
    expect(within(field('autocomplete')).getByRole('combobox')).toHaveAttribute('aria-autocomplete', 'list');
    expect(within(field('date')).getByRole('button', {name: /choose date/i})).toBeInTheDocument();
    view.unmount();
  });
});

describe('MRT_LinearProgressBar', () => {
  it('the thin progress bar shown in a toolbar while saving or when `showProgressBars` is on', () => {
    const bar = (state: MRT_TableOptions<Person>['state']) => {
      const view = renderPart({state}, (table) => <MRT_LinearProgressBar isTopToolbar table={table} />);
      const shown = screen.queryAllByRole('progressbar').length;
      view.unmount();
      return shown;
    };
    expect([bar({isSaving: true}), bar({showProgressBars: true}), bar({})]).toEqual([1, 1, 0]);
  });
});

describe('MRT_RowActionMenu', () => {
  it("the menu of a row's actions: an Edit item in `modal` or `row` edit mode, then your `renderRowActionMenuItems`", () => {
    const items = (options: Partial<MRT_TableOptions<Person>>) => {
      const view = renderPart(options, (table) => (
        <MRT_RowActionMenu
          anchorEl={document.body}
          handleEdit={() => {}}
          row={firstRow(table)}
          setAnchorEl={() => {}}
          staticRowIndex={0}
          table={table}
        />
      ));
      const found = screen.queryAllByRole('menuitem').map((item) => item.textContent);
      view.unmount();
      return found;
    };
    const renderRowActionMenuItems = () => [<li key="mine">Mine</li>];
    expect(items({enableEditing: true, editDisplayMode: 'modal', renderRowActionMenuItems})).toEqual(['Edit']);
    expect(screen.queryByText('Mine')).toBeNull();
    const shown = renderPart({enableEditing: true, editDisplayMode: 'row', renderRowActionMenuItems}, (table) => (
      <MRT_RowActionMenu
        anchorEl={document.body}
        handleEdit={() => {}}
        row={firstRow(table)}
        setAnchorEl={() => {}}
        staticRowIndex={0}
        table={table}
      />
    ));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveTextContent('Edit');
    expect(within(screen.getByRole('menu')).getByText('Mine')).toBeInTheDocument();
    shown.unmount();
    expect(items({enableEditing: true, editDisplayMode: 'cell', renderRowActionMenuItems: undefined})).toEqual([]);
  });
});

describe('MRT_RowPinButton', () => {
  it('a button that pins a row to the given position (top or bottom), or unpins it when the row is pinned', () => {
    const view = renderPart({enableRowPinning: true}, (table) => (
      <MRT_RowPinButton pinningPosition="bottom" row={firstRow(table)} table={table} />
    ));
    fireEvent.click(screen.getByRole('button', {name: 'Pin'}));
    expect(view.table().getState().rowPinning).toEqual({top: [], bottom: ['0']});
    fireEvent.click(screen.getByRole('button', {name: 'Pin'}));
    expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
    act(() => firstRow(view.table()).pin('top'));
    fireEvent.click(screen.getByRole('button', {name: 'Pin'}));
    expect(view.table().getState().rowPinning).toEqual({top: [], bottom: []});
    view.unmount();
  });
});

describe('MRT_SelectCheckbox', () => {
  it('the selection checkbox (or radio) of a row, or the select-all checkbox when no row is given', () => {
    const view = renderPart({enableRowSelection: true}, (table) => (
      <>
        <MRT_SelectCheckbox row={firstRow(table)} table={table} />
        <MRT_SelectCheckbox table={table} />
      </>
    ));
    fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select row'}));
    expect(view.table().getState().rowSelection).toEqual({'0': true});
    fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'}));
    expect(Object.keys(view.table().getState().rowSelection)).toHaveLength(10);
    view.unmount();
    const radio = renderPart({enableRowSelection: true, enableMultiRowSelection: false}, (table) => (
      <MRT_SelectCheckbox row={firstRow(table)} table={table} />
    ));
    expect(screen.getByRole('radio', {name: 'Toggle select row'})).toBeInTheDocument();
    radio.unmount();
  });
});

describe('MRT_ShowHideColumnsMenu', () => {
  it('the menu listing all columns with switches to show or hide them, plus hide-all and show-all buttons', () => {
    const view = renderPart({}, (table) => (
      <MRT_ShowHideColumnsMenu anchorEl={document.body} setAnchorEl={() => {}} table={table} />
    ));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('switch')).toHaveLength(4);
    expect(textButtons(menu)).toEqual(['Hide all', 'Show all']);
    fireEvent.click(within(menu).getByRole('button', {name: 'Hide all'}));
    expect(view.table().getVisibleLeafColumns()).toHaveLength(0);
    view.unmount();
  });

  it('and reset-order and unpin-all buttons when column ordering or pinning is on', () => {
    const view = renderPart({enableColumnOrdering: true, enableColumnPinning: true}, (table) => (
      <MRT_ShowHideColumnsMenu anchorEl={document.body} setAnchorEl={() => {}} table={table} />
    ));
    expect(textButtons(screen.getByRole('menu'))).toEqual(['Hide all', 'Reset order', 'Unpin all', 'Show all']);
    view.unmount();
  });
});

describe('MRT_Table', () => {
  it('the `<table>` itself (head, body and footer) without paper or toolbars', () => {
    const view = renderPart({}, (table) => <MRT_Table table={table} />);
    expect(view.container.firstElementChild?.tagName).toBe('TABLE');
    expect(within(view.container).getAllByRole('columnheader')[0]).toHaveTextContent('First Name');
    expect(bodyRows(view.container)).toHaveLength(10);
    expect(view.container.querySelector('.MuiPaper-root, .MuiToolbar-root')).toBeNull();
    expect(screen.queryByRole('button', {name: 'Show/Hide search'})).toBeNull();
    view.unmount();
  });
});

describe('MRT_TableBodyCellValue', () => {
  it('the value of a cell as MRT displays it: the value with search and filter matches highlighted', () => {
    const marked = (state: MRT_TableOptions<Person>['state']) => {
      const view = renderPart({state}, (table) => (
        <MRT_TableBodyCellValue cell={cellOf(table, 'firstName')} table={table} />
      ));
      const parts = Array.from(view.container.querySelectorAll('[role="note"] > span')).map((part) => part.textContent);
      view.unmount();
      return parts;
    };
    expect(marked({globalFilter: 'Ada'})).toEqual(['Ada']);
    expect(marked({columnFilters: [{id: 'firstName', value: 'da'}]})).toEqual(['A', 'da']);
    expect(marked({})).toEqual([]);
  });

  it("passed to the column's `Cell` when there is one, so it cannot be used inside that `Cell`", () => {
    const Cell = jest.fn(({renderedCellValue}: {renderedCellValue: ReactNode}) => <b>[{renderedCellValue}]</b>);
    const columns: MRT_ColumnDef<Person>[] = [{accessorKey: 'firstName', header: 'First Name', Cell}];
    const view = renderPart({columns}, (table) => (
      <MRT_TableBodyCellValue cell={cellOf(table, 'firstName')} table={table} />
    ));
    expect(view.container.innerHTML).toBe('<b>[Ada]</b>');
    view.unmount();
    // a `Cell` that renders it calls itself again (stopped here after three rounds)
    let rounds = 0;
    const looping: MRT_ColumnDef<Person>[] = [
      {
        accessorKey: 'firstName',
        header: 'First Name',
        Cell: ({cell, table}) => (++rounds < 3 ? <MRT_TableBodyCellValue cell={cell} table={table} /> : 'stop'),
      },
    ];
    const loop = renderPart({columns: looping}, (table) => (
      <MRT_TableBodyCellValue cell={cellOf(table, 'firstName')} table={table} />
    ));
    expect(loop.container.textContent).toBe('stop');
    expect(rounds).toBeGreaterThanOrEqual(3);
    loop.unmount();
  });
});

describe('MRT_TableBodyRow', () => {
  it('one body row with its cells, plus its detail panel row when `renderDetailPanel` is set', () => {
    const rows = (options: Partial<MRT_TableOptions<Person>>) => {
      const view = renderPart(options, (table) => (
        <table>
          <tbody>
            <MRT_TableBodyRow row={firstRow(table)} staticRowIndex={0} table={table} />
          </tbody>
        </table>
      ));
      const count = view.container.querySelectorAll('tr').length;
      const cells = view.container.querySelectorAll('tr:first-child td').length;
      view.unmount();
      return [count, cells];
    };
    expect(rows({})).toEqual([1, 4]);
    expect(rows({renderDetailPanel: () => 'details'})).toEqual([2, 5]);
  });
});

describe('MRT_TableContainer', () => {
  it('the scrolling container around the table; it also renders the loading overlay and the create/edit row dialog', () => {
    const view = renderPart({state: {isLoading: true}, enableEditing: true}, (table) => (
      <MRT_TableContainer table={table} />
    ));
    const container = view.container.querySelector('.MuiTableContainer-root')!;
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => view.table().setEditingRow(firstRow(view.table())));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    view.unmount();
  });
});

describe('MRT_TableHead', () => {
  const head = (options: Partial<MRT_TableOptions<Person>>) => {
    const view = renderPart({enableRowSelection: true, ...options}, (table) => (
      <table>
        <MRT_TableHead table={table} />
      </table>
    ));
    const found = {
      headers: view.container.querySelectorAll('thead th').length,
      banner: view.container.querySelector('thead .MuiAlert-root')?.textContent ?? null,
    };
    view.unmount();
    return found;
  };

  it('the table head section: its header rows', () => {
    expect(head({})).toEqual({headers: 5, banner: null});
  });

  it("with `positionToolbarAlertBanner: 'head-overlay'`, the alert banner in their place while rows are selected", () => {
    expect(head({positionToolbarAlertBanner: 'head-overlay'})).toEqual({headers: 5, banner: null});
    expect(head({positionToolbarAlertBanner: 'head-overlay', state: {rowSelection: {'0': true, '1': true}}})).toEqual({
      headers: 1,
      banner: expect.stringContaining('2 of 10 row(s) selected'),
    });
  });
});

describe('MRT_TableHeadCellFilterLabel', () => {
  it('the filter icon in a header, shown while the column is filtered: shows the active filter in a tooltip', async () => {
    const view = mountTable({...quiet(), state: {columnFilters: [{id: 'city', value: 'Bos'}]}});
    const headers = Array.from(view.container.querySelectorAll('thead th'));
    const labels = headers.map((th) => th.querySelectorAll('[data-testid="FilterAltIcon"]').length);
    expect(labels).toEqual([0, 0, 0, 1]);
    const icon = headers[3].querySelector('[data-testid="FilterAltIcon"]')!.closest('button')!;
    expect(await hoverTooltip(icon)).toHaveTextContent('Filtering by City - Fuzzy "Bos"');
    view.unmount();
  });

  it('a click reveals the filter row', async () => {
    const view = mountTable({
      ...quiet(),
      initialState: {...quiet().initialState, columnFilters: [{id: 'city', value: 'Bos'}]},
    });
    expect(view.table().getState().showColumnFilters).toBe(false);
    const icon = view.container.querySelector('thead [data-testid="FilterAltIcon"]')!.closest('button')!;
    await settle(() => fireEvent.click(icon));
    expect(view.table().getState().showColumnFilters).toBe(true);
    view.unmount();
  });

  it('or, in `popover` mode, where it shows on every header, opens the filter popover', async () => {
    const view = mountTable({...quiet(), columnFilterDisplayMode: 'popover'});
    const icons = view.container.querySelectorAll('thead [data-testid="FilterAltIcon"]');
    expect(icons).toHaveLength(4);
    await settle(() => fireEvent.click(icons[0].closest('button')!));
    expect(within(screen.getByRole('presentation')).getByPlaceholderText('Filter by First Name')).toBeInTheDocument();
    view.unmount();
  });
});

describe('MRT_TableHeadCellResizeHandle', () => {
  it('the divider at the edge of a header that resizes the column when dragged (double-click resets it)', async () => {
    const view = mountTable({...quiet(), enableColumnResizing: true});
    const handle = view.container.querySelectorAll('thead .Mui-TableHeadCell-ResizeHandle-Wrapper')[3];
    await settle(() => fireEvent.mouseDown(handle, {clientX: 300}));
    await settle(() => fireEvent.mouseMove(document, {clientX: 360}));
    await settle(() => fireEvent.mouseUp(document, {clientX: 360}));
    expect(view.table().getColumn('city').getSize()).toBe(240);
    await settle(() => fireEvent.doubleClick(handle));
    expect(view.table().getColumn('city').getSize()).toBe(180);
    expect(view.table().getState().columnSizing).toEqual({});
    view.unmount();
  });
});

describe('MRT_TableLoadingOverlay', () => {
  it('the spinner overlay shown over the table while loading', () => {
    const overlays = (state: MRT_TableOptions<Person>['state']) => {
      const view = renderPart({state}, (table) => <MRT_TableContainer table={table} />);
      const count = view.container.querySelectorAll('.MuiTableContainer-root > div > .MuiCircularProgress-root').length;
      view.unmount();
      return count;
    };
    expect([overlays({isLoading: true}), overlays({})]).toEqual([1, 0]);
  });
});

describe('MRT_TablePaper', () => {
  it('the MUI Paper around the whole table; switches to full screen while `isFullScreen` is on', async () => {
    const view = mountTable(quiet());
    const paper = view.container.querySelector<HTMLElement>('.MuiPaper-root')!;
    expect(paper.style.position).toBe('');
    await settle(() => view.table().setIsFullScreen(true));
    expect([paper.style.position, paper.style.width, paper.style.height]).toEqual(['fixed', '100dvw', '100dvh']);
    view.unmount();
  });

  it('Escape turns full screen off', async () => {
    const view = mountTable({...quiet(), initialState: {...quiet().initialState, isFullScreen: true}});
    await settle(() => fireEvent.keyDown(view.container.querySelector('tbody td')!, {key: 'Escape'}));
    expect(view.table().getState().isFullScreen).toBe(false);
    view.unmount();
  });
});

describe('MRT_ToggleDensePaddingButton', () => {
  it('the toolbar button that cycles the row density: comfortable, compact, spacious', () => {
    const view = renderPart({}, (table) => <MRT_ToggleDensePaddingButton table={table} />);
    const seen = [view.table().getState().density];
    for (let click = 0; click < 3; click++) {
      fireEvent.click(screen.getByRole('button', {name: 'Toggle density'}));
      seen.push(view.table().getState().density);
    }
    expect(seen).toEqual(['comfortable', 'compact', 'spacious', 'comfortable']);
    view.unmount();
  });
});

describe('MRT_ToggleRowActionMenuButton', () => {
  const actionsCell = (options: Partial<MRT_TableOptions<Person>>, editRow = false) => {
    const view = renderPart(options, (table) => (
      <MRT_ToggleRowActionMenuButton
        cell={cellOf(table, 'firstName')}
        row={firstRow(table)}
        staticRowIndex={0}
        table={table}
      />
    ));
    if (editRow) act(() => view.table().setEditingRow(firstRow(view.table())));
    const found = view.container.textContent || buttonNames(view.container).join(',');
    view.unmount();
    return found;
  };

  it('your `renderRowActions`', () => {
    expect(actionsCell({enableEditing: true, renderRowActions: () => 'mine'})).toBe('mine');
  });

  it('else an Edit button (editing in `modal` or `row` mode, no `renderRowActionMenuItems`)', () => {
    expect(actionsCell({enableEditing: true, editDisplayMode: 'modal'})).toBe('Edit');
    expect(actionsCell({enableEditing: true, editDisplayMode: 'cell'})).toBe('');
  });

  it('else a button opening the row actions menu', () => {
    const renderRowActionMenuItems = () => [<li key="mine">Mine</li>];
    expect(actionsCell({enableEditing: true, renderRowActionMenuItems})).toBe('Row Actions');
  });

  it('while its row is edited in `row` mode, the save and cancel buttons', () => {
    expect(
      actionsCell(
        {enableEditing: true, editDisplayMode: 'row', renderRowActions: () => 'mine', onEditingRowSave: () => {}},
        true,
      ),
    ).toBe('Cancel,Save');
  });
});

describe('MRT_ToolbarAlertBanner', () => {
  it('the banner that reports the number of selected rows and the grouped columns', () => {
    const view = renderPart(
      {
        enableRowSelection: true,
        enableGrouping: true,
        state: {rowSelection: {'0': true, '3': true}, grouping: ['city']},
      },
      (table) => <MRT_ToolbarAlertBanner table={table} />,
    );
    const banner = view.container.querySelector('.MuiAlert-root')!;
    expect(banner).toHaveTextContent('2 of 10 row(s) selected');
    expect(banner).toHaveTextContent('Grouped by City');
    view.unmount();
    const idle = renderPart({}, (table) => <MRT_ToolbarAlertBanner table={table} />);
    expect(idle.container.querySelector('.MuiCollapse-hidden')).not.toBeNull();
    idle.unmount();
  });
});
