/**
 * Claims of the API reference's table options page (src/api/descriptions/table-options.ts), second part: the
 * feature switches and the options from `aggregationFns` to `getFilteredRowModel`.
 */
import React, {createRef} from 'react';
import {act, fireEvent, renderHook, screen, within} from '@testing-library/react';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {
  MRT_AggregationFns,
  MRT_FilterFns,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnVirtualizer,
  type MRT_Row,
  type MRT_TableOptions,
} from 'material-react-table';
import {bodyRows, headerCell, mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance, type HookTable} from './tableInstance';

const firstNames = (view: HookTable) =>
  view
    .table()
    .getRowModel()
    .rows.map((row) => row.original.firstName);
/** No toolbars, six rows: enough for most claims, and quicker to render. */
const quiet = {enableTopToolbar: false, enableBottomToolbar: false, data: people.slice(0, 6)};
/** Only the top toolbar, three rows. */
const topOnly = {enableBottomToolbar: false, data: people.slice(0, 3)};
const pageOf5 = {initialState: {pagination: {pageIndex: 0, pageSize: 5}}};

interface Unit extends Person {
  subRows?: Unit[];
}
/** Two parents with two children each: Ada (Grace, Alan) and Edsger (Barbara, Donald). */
const tree: Unit[] = [
  {...people[0], subRows: [people[1], people[2]]},
  {...people[3], subRows: [people[4], people[5]]},
];

describe('aggregationFns', () => {
  const grouped = (options: Partial<MRT_TableOptions<Person>>) =>
    tableInstance({enableGrouping: true, initialState: {grouping: ['city']}, ...options});
  const boston = (view: HookTable) =>
    view
      .table()
      .getRowModel()
      .rows.find((row) => row.groupingValue === 'Boston')!;

  it('extra aggregation functions, keyed by name, that columns can then reference by that name in `aggregationFn`', () => {
    const view = grouped({
      aggregationFns: {spread: (columnId, leafRows) => leafRows.map((row) => row.getValue<number>(columnId)).join('/')},
      columns: [personColumns[0], {...personColumns[2], aggregationFn: 'spread' as never}, personColumns[3]],
    });
    // Barbara Liskov (55) and Margaret Hamilton (33) live in Boston
    expect(boston(view).getValue('age')).toBe('55/33');
    view.unmount();
  });

  it("they are merged with MRT's built-in ones (sum, min, max, extent, mean, median, unique, uniqueCount, count)", () => {
    expect(Object.keys(MRT_AggregationFns).sort()).toEqual(
      ['sum', 'min', 'max', 'extent', 'mean', 'median', 'unique', 'uniqueCount', 'count'].sort(),
    );
    const view = grouped({
      aggregationFns: {spread: () => 'own'},
      columns: [personColumns[0], {...personColumns[2], aggregationFn: 'mean'}, personColumns[3]],
    });
    expect(boston(view).getValue('age')).toBe(44);
    expect(Object.keys(view.table().options.aggregationFns!).sort()).toEqual(
      [...Object.keys(MRT_AggregationFns), 'spread'].sort(),
    );
    view.unmount();
  });

  it('MRT reads them on the first render only', () => {
    const columns = [personColumns[0], {...personColumns[2], aggregationFn: 'spread' as never}, personColumns[3]];
    const view = grouped({aggregationFns: {spread: () => 'first'}, columns});
    view.update({aggregationFns: {spread: () => 'second'}, columns: [...columns]});
    expect(boston(view).getValue('age')).toBe('first');
    view.unmount();
  });
});

describe('autoResetAll', () => {
  it('overrides every `autoReset…` option at once (`autoResetPageIndex`, `autoResetExpanded`)', async () => {
    const kept = tableInstance({...pageOf5, autoResetAll: false, autoResetPageIndex: true});
    await settle(() => kept.table().setPageIndex(1));
    await settle(() => kept.update({data: [...people]}));
    await settle();
    expect(kept.table().getState().pagination.pageIndex).toBe(1);
    kept.unmount();

    const reset = tableInstance({...pageOf5, autoResetAll: true, autoResetPageIndex: false});
    await settle(() => reset.table().setPageIndex(1));
    await settle(() => reset.update({data: [...people]}));
    await settle();
    expect(reset.table().getState().pagination.pageIndex).toBe(0);
    reset.unmount();

    // MRT sets autoResetExpanded to false; autoResetAll: true still resets the expanded rows
    const expanded = tableInstance<Unit>({data: tree, enableExpanding: true, enableGrouping: true, autoResetAll: true});
    expect(expanded.table().options.autoResetExpanded).toBe(false);
    await settle(() => expanded.table().getRow('0').toggleExpanded(true));
    expect(expanded.table().getState().expanded).toEqual({0: true});
    await settle(() => expanded.update({data: tree.map((unit) => ({...unit}))}));
    await settle();
    expect(expanded.table().getState().expanded).toEqual({});
    expanded.unmount();
  });
});

describe('autoResetPageIndex', () => {
  const onPage2 = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = tableInstance({...pageOf5, enableGrouping: true, ...options});
    // the row models a rendered table computes on its first render
    view.table().getRowModel();
    await settle();
    await settle(() => view.table().setPageIndex(1));
    expect(view.table().getState().pagination.pageIndex).toBe(1);
    return view;
  };
  const changes: [string, (view: HookTable) => void][] = [
    ['data', (view) => view.update({data: [...people]})],
    ['filters', (view) => view.table().getColumn('city').setFilterValue('o')],
    ['grouping', (view) => view.table().setGrouping(['city'])],
    ['sorting', (view) => view.table().setSorting([{id: 'age', desc: false}])],
  ];
  const pageAfter = async (options: Partial<MRT_TableOptions<Person>>, change: (view: HookTable) => void) => {
    const view = await onPage2(options);
    await settle(() => change(view));
    await settle();
    const {pageIndex} = view.table().getState().pagination;
    view.unmount();
    return pageIndex;
  };

  it('when true, the table goes back to the first page (`initialState.pagination.pageIndex`) when data, filters, grouping or sorting change', async () => {
    for (const [, change] of changes) expect(await pageAfter({autoResetPageIndex: true}, change)).toBe(0);
    // "first page" is the initial page index: a table that starts on page 2 goes back there
    const view = tableInstance({autoResetPageIndex: true, initialState: {pagination: {pageIndex: 1, pageSize: 3}}});
    await settle(() => view.table().setPageIndex(2));
    await settle(() => view.table().setSorting([{id: 'age', desc: false}]));
    await settle();
    expect(view.table().getState().pagination.pageIndex).toBe(1);
    view.unmount();
    // and with false, nothing moves
    for (const [, change] of changes) expect(await pageAfter({autoResetPageIndex: false}, change)).toBe(1);
  });

  it("left out, it is on unless pagination is manual (TanStack's default)", async () => {
    expect(await pageAfter({}, changes[3][1])).toBe(0);
    expect(await pageAfter({manualPagination: true}, changes[3][1])).toBe(1);
  });
});

describe('columnFilterDisplayMode', () => {
  const filterFields = () => screen.queryAllByPlaceholderText(/^Filter by /);

  it('`subheader` (the default) shows them under each header once the filters are shown (Show/Hide filters button)', async () => {
    const view = mountTable({enableBottomToolbar: false});
    expect(view.table().options.columnFilterDisplayMode).toBe('subheader');
    expect(filterFields()).toHaveLength(0);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
    expect(filterFields()).toHaveLength(4);
    expect(filterFields()[0].closest('th')!.textContent).toContain('First Name');
    view.unmount();
  });

  it('`popover` opens them from a filter button in the header', async () => {
    const view = mountTable({enableBottomToolbar: false, columnFilterDisplayMode: 'popover'});
    expect(screen.queryByRole('button', {name: 'Show/Hide filters'})).toBeNull();
    expect(filterFields()).toHaveLength(0);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Filter by Last Name'})));
    const popover = screen.getByRole('presentation');
    expect(within(popover).getByPlaceholderText('Filter by Last Name')).toBeTruthy();
    view.unmount();
  });

  it("`custom` renders no filter fields so you can place your own filter UI (the toolbar's Show/Hide filters button stays, and shows nothing)", async () => {
    const view = mountTable({enableBottomToolbar: false, columnFilterDisplayMode: 'custom'});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
    expect(view.table().getState().showColumnFilters).toBe(true);
    expect(filterFields()).toHaveLength(0);
    // the filtering itself still works
    await settle(() => view.table().getColumn('city').setFilterValue('Boston'));
    expect(bodyRows(view.container)).toHaveLength(2);
    view.unmount();
  });
});

describe('columnFilterModeOptions', () => {
  const modes = async (header: string) => {
    const field = screen.getByPlaceholderText(`Filter by ${header}`).closest('.MuiFormControl-root') as HTMLElement;
    await settle(() => fireEvent.click(within(field).getByRole('button', {name: 'Change filter mode'})));
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent!.slice(item.querySelector('.MuiListItemIcon-root')!.textContent!.length));
    await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
    return items;
  };
  const shown = {...quiet, enableColumnFilterModes: true, initialState: {showColumnFilters: true}};

  it("limits the filter modes users can pick for every column when `enableColumnFilterModes` is on; a column's own `columnFilterModeOptions` takes precedence", async () => {
    const view = mountTable({
      ...shown,
      columnFilterModeOptions: ['contains', 'equals'],
      columns: [personColumns[0], {...personColumns[1], columnFilterModeOptions: ['startsWith']}],
    });
    expect(await modes('First Name')).toEqual(['Contains', 'Equals']);
    expect(await modes('Last Name')).toEqual(['Starts With']);
    view.unmount();
  });

  it('left out, every mode is offered', async () => {
    const view = mountTable({...shown, columns: [personColumns[0]]});
    expect(await modes('First Name')).toHaveLength(14);
    view.unmount();
  });

  it('`null` or an empty array hides the filter-mode switcher (in the filter field and in the column actions menu)', async () => {
    for (const columnFilterModeOptions of [null, []]) {
      const view = mountTable({...shown, columnFilterModeOptions, columns: [personColumns[0]]});
      expect(screen.queryByRole('button', {name: 'Change filter mode'})).toBeNull();
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Column Actions'})));
      const item = within(screen.getByRole('menu')).getByRole('menuitem', {name: 'Filter by First Name'});
      // no arrow to a sub-menu, and a click opens no second menu
      expect(within(item).queryByRole('button')).toBeNull();
      await settle(() => fireEvent.click(item));
      expect(screen.getAllByRole('menu')).toHaveLength(1);
      view.unmount();
    }
    // with the option left out, both are there
    const view = mountTable({...shown, columns: [personColumns[0]]});
    expect(screen.getByRole('button', {name: 'Change filter mode'})).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Column Actions'})));
    const item = within(screen.getByRole('menu')).getByRole('menuitem', {name: 'Filter by First Name'});
    expect(within(item).getByRole('button')).toBeTruthy();
    view.unmount();
  });
});

/** The resize handle in the header labelled `headerText`. */
function handleOf(container: HTMLElement, headerText: string): HTMLElement {
  const cell = Array.from(container.querySelectorAll<HTMLElement>('thead th')).find(
    (th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent === headerText,
  )!;
  return cell.querySelector('.Mui-TableHeadCell-ResizeHandle-Wrapper') as HTMLElement;
}

describe('columnResizeDirection', () => {
  it('direction resizing works in: `ltr` or `rtl`', () => {
    const widths: number[] = [];
    for (const columnResizeDirection of ['ltr', 'rtl'] as const) {
      const view = mountTable({...quiet, enableColumnResizing: true, columnResizeDirection});
      const handle = handleOf(view.container, 'First Name');
      fireEvent.mouseDown(handle, {clientX: 500});
      fireEvent.mouseMove(document, {clientX: 530});
      fireEvent.mouseUp(document, {clientX: 530});
      widths.push(view.table().getState().columnSizing.firstName);
      view.unmount();
    }
    // dragging 30 px to the right widens the column in ltr and narrows it in rtl
    expect(widths).toEqual([210, 150]);
  });

  it('when left out, MRT takes it from the MUI theme direction (falling back to `ltr`)', () => {
    const direction = (theme?: ReturnType<typeof createTheme>) => {
      const hook = renderHook(
        () => useMaterialReactTable({columns: personColumns, data: people}).options.columnResizeDirection,
        {wrapper: theme ? ({children}) => <ThemeProvider theme={theme}>{children}</ThemeProvider> : undefined},
      );
      const value = hook.result.current;
      hook.unmount();
      return value;
    };
    expect([
      direction(),
      direction(createTheme({direction: 'rtl'})),
      direction(createTheme({direction: 'ltr'})),
    ]).toEqual(['ltr', 'rtl', 'ltr']);
  });
});

describe('columnResizeMode', () => {
  const duringDrag = (columnResizeMode?: 'onChange' | 'onEnd') => {
    const view = mountTable({...quiet, enableColumnResizing: true, columnResizeMode});
    const handle = handleOf(view.container, 'First Name');
    act(() => {
      fireEvent.mouseDown(handle, {clientX: 500});
    });
    act(() => {
      fireEvent.mouseMove(document, {clientX: 540});
    });
    const during = view.table().getState().columnSizing.firstName;
    act(() => {
      fireEvent.mouseUp(document, {clientX: 540});
    });
    const after = view.table().getState().columnSizing.firstName;
    view.unmount();
    return [during, after];
  };

  it('`onChange` (the default) resizes live while dragging, `onEnd` only when the handle is released', () => {
    expect(duringDrag()).toEqual([220, 220]);
    expect(duringDrag('onEnd')).toEqual([undefined, 220]);
  });
});

describe('columns', () => {
  it('the column definitions of the table (required)', () => {
    const view = mountTable({...quiet, columns: personColumns.slice(0, 2)});
    expect(
      Array.from(view.container.querySelectorAll('thead .Mui-TableHeadCell-Content-Wrapper')).map(
        (th) => th.textContent,
      ),
    ).toEqual(['First Name', 'Last Name']);
    view.unmount();
  });

  it('each data column needs an `accessorKey` or an `accessorFn`', () => {
    const view = tableInstance({columns: [{id: 'plain', header: 'Plain'}, personColumns[0]]});
    const plain = view.table().getColumn('plain');
    expect(view.table().getRow('0').getValue('plain')).toBeUndefined();
    expect([plain.getCanSort(), plain.getCanFilter(), plain.getCanGlobalFilter()]).toEqual([false, false, false]);
    expect(view.table().getRow('0').getValue('firstName')).toBe('Ada');
    view.unmount();
  });

  it("a column's id is its `id`, else its `accessorKey`, else its `header` string, so give an `accessorFn` column an `id` unless its `header` is a unique string", () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {id: 'given', accessorKey: 'firstName', header: 'First Name'},
      {accessorKey: 'lastName', header: 'Last Name'},
      {accessorFn: (row) => row.age, header: 'Years'},
    ];
    const ids = tableInstance({columns});
    expect(
      ids
        .table()
        .getAllLeafColumns()
        .map((column) => column.id),
    ).toEqual(['given', 'lastName', 'Years']);
    ids.unmount();
    // two accessorFn columns under the same header share one id: both show the second one's values
    const clash = tableInstance({
      columns: [
        {accessorFn: (row) => row.age, header: 'Value'},
        {accessorFn: (row) => row.city, header: 'Value'},
      ],
    });
    expect(
      clash
        .table()
        .getRow('0')
        .getVisibleCells()
        .map((cell) => cell.getValue()),
    ).toEqual(['London', 'London']);
    clash.unmount();
    // and without a header string there is no id at all
    expect(() =>
      tableInstance({columns: [{accessorFn: (row) => row.age} as MRT_ColumnDef<Person>]})
        .table()
        .getAllLeafColumns(),
    ).toThrow('Columns require an id when using an accessorFn');
  });

  it('MRT 3.2.1 prepares them into a new array on every render, so the table rebuilds its columns on each render even when this array is memoized', () => {
    const columns = [...personColumns];
    const view = tableInstance({columns});
    const before = view.table().getColumn('firstName');
    view.update({columns});
    expect(view.table().options.columns).not.toBe(columns);
    expect(view.table().getColumn('firstName')).not.toBe(before);
    expect(view.table().getColumn('firstName').id).toBe('firstName');
    view.unmount();
  });
});

/** Twelve 100 px columns. */
const wide: MRT_ColumnDef<Person>[] = Array.from({length: 12}, (_, index) => ({
  id: `c${index}`,
  header: `C${index}`,
  accessorFn: (row: Person) => row.age + index,
  size: 100,
}));
const headerTexts = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('thead .Mui-TableHeadCell-Content-Wrapper')).map((th) => th.textContent);

/**
 * Until `restore()`, the table's scrolling container measures `width` px and each cell 100 px (jsdom lays nothing
 * out: every element measures 0 px, and a virtualizer would place all the columns at the same spot).
 */
function layOut(width: number): {restore: () => void} {
  const measure = Element.prototype.getBoundingClientRect;
  const rect = (w: number) => ({width: w, height: 400, top: 0, left: 0, right: w, bottom: 400, x: 0, y: 0}) as DOMRect;
  const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.classList.contains('MuiTableContainer-root')) return rect(width);
    return ['TH', 'TD'].includes(this.tagName) ? rect(100) : measure.call(this);
  });
  return {restore: () => spy.mockRestore()};
}
const mountWide = (options: Partial<MRT_TableOptions<Person>>) => mountTable({...quiet, columns: wide, ...options});

describe('columnVirtualizerInstanceRef', () => {
  it('a ref that receives the TanStack Virtual column virtualizer, so you can call methods such as `scrollToIndex` on it', () => {
    const layout = layOut(350);
    const ref = createRef<MRT_ColumnVirtualizer>();
    const view = mountWide({enableColumnVirtualization: true, columnVirtualizerInstanceRef: ref});
    expect([ref.current!.options.count, ref.current!.options.horizontal]).toEqual([12, true]);
    const container = view.container.querySelector('.MuiTableContainer-root') as HTMLElement;
    Object.defineProperty(container, 'scrollWidth', {value: 1200});
    const scrollTo = jest.fn();
    container.scrollTo = scrollTo;
    act(() => ref.current!.scrollToIndex(8, {align: 'start'}));
    // the ninth column starts 800 px in
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({left: 800}));
    view.unmount();
    layout.restore();
  });
});

describe('columnVirtualizerOptions', () => {
  it('options passed to the column virtualizer (for example `overscan` or `estimateSize`), as an object or a function of the table', () => {
    const layout = layOut(350);
    const ref = createRef<MRT_ColumnVirtualizer>();
    const estimateSize = () => 100;
    // a 350 px view shows columns 0 to 3; MRT's own overscan adds three more, `overscan: 1` one more
    const object = mountWide({
      enableColumnVirtualization: true,
      columnVirtualizerInstanceRef: ref,
      columnVirtualizerOptions: {overscan: 1, estimateSize},
    });
    expect([ref.current!.options.overscan, ref.current!.options.estimateSize]).toEqual([1, estimateSize]);
    expect(headerTexts(object.container)).toEqual(['C0', 'C1', 'C2', 'C3', 'C4']);
    object.unmount();
    const seen: unknown[] = [];
    const fn = mountWide({
      enableColumnVirtualization: true,
      columnVirtualizerInstanceRef: ref,
      columnVirtualizerOptions: ({table}) => {
        seen.push(table.options.enableColumnVirtualization);
        return {overscan: 0};
      },
    });
    expect(ref.current!.options.overscan).toBe(0);
    expect(seen[0]).toBe(true);
    expect(headerTexts(fn.container)).toEqual(['C0', 'C1', 'C2', 'C3']);
    fn.unmount();
    layout.restore();
  });
});

describe('enableColumnVirtualization', () => {
  it('renders only the columns in view, for tables with many columns', () => {
    const layout = layOut(350);
    const on = mountWide({enableColumnVirtualization: true});
    // columns 0 to 3 are in view, and MRT renders three more on the side (its overscan)
    expect(headerTexts(on.container)).toEqual(['C0', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
    expect(bodyRows(on.container)[0].filter(Boolean)).toEqual(['36', '37', '38', '39', '40', '41', '42']);
    on.unmount();
    const off = mountWide({});
    expect(headerTexts(off.container)).toHaveLength(12);
    off.unmount();
    layout.restore();
  });

  it('read once on the first render; changing it later has no effect', () => {
    const layout = layOut(350);
    const view = mountWide({});
    view.update({enableColumnVirtualization: true});
    expect(view.table().options.enableColumnVirtualization).toBeUndefined();
    expect(headerTexts(view.container)).toHaveLength(12);
    view.unmount();
    const on = mountWide({enableColumnVirtualization: true});
    on.update({enableColumnVirtualization: false});
    expect(on.table().options.enableColumnVirtualization).toBe(true);
    expect(headerTexts(on.container)).toHaveLength(7);
    on.unmount();
    layout.restore();
  });
});

describe('createDisplayMode', () => {
  const creating = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountTable({...quiet, enableEditing: true, ...options});
    await settle(() => view.table().setCreatingRow(true));
    return view;
  };
  const fields = (root: HTMLElement) => root.querySelectorAll('input[name="firstName"]').length;

  it('how a new row (`table.setCreatingRow(true)`) is entered: in a `modal` dialog (the default)', async () => {
    const view = await creating({});
    expect(view.table().options.createDisplayMode).toBe('modal');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('First Name')).toBeTruthy();
    expect(fields(view.container)).toBe(0);
    view.unmount();
  });

  it('as an editable `row` inside the table', async () => {
    const view = await creating({createDisplayMode: 'row'});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows(view.container)).toHaveLength(7);
    const row = view.container.querySelector('tbody tr') as HTMLElement;
    expect(fields(row)).toBe(1);
    expect(within(row).getByRole('button', {name: 'Cancel'})).toBeTruthy();
    view.unmount();
  });

  it('or `custom` when you render the inputs yourself', async () => {
    const view = await creating({createDisplayMode: 'custom'});
    expect(view.table().getState().creatingRow).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fields(view.container)).toBe(0);
    expect(bodyRows(view.container)).toHaveLength(6);
    view.unmount();
  });
});

describe('data', () => {
  it('the rows to display (required): an array of objects whose keys the columns read', () => {
    const view = mountTable({...quiet, data: people.slice(0, 3)});
    expect(bodyRows(view.container)).toEqual([
      ['Ada', 'Lovelace', '36', 'London'],
      ['Grace', 'Hopper', '85', 'New York'],
      ['Alan', 'Turing', '41', 'Manchester'],
    ]);
    view.unmount();
  });

  it('memoize it or keep it in state: each new array makes the table rebuild all its rows and go back to the first page', async () => {
    const data = [...people];
    const view = tableInstance({...pageOf5, data});
    view.table().getRowModel();
    await settle();
    await settle(() => view.table().setPageIndex(1));
    const before = view.table().getRow('0');
    view.update({data});
    await settle();
    expect([view.table().getRow('0'), view.table().getState().pagination.pageIndex]).toEqual([before, 1]);
    view.update({data: [...data]});
    await settle();
    expect(view.table().getRow('0')).not.toBe(before);
    expect(view.table().getState().pagination.pageIndex).toBe(0);
    view.unmount();
  });

  it('unless pagination is manual or `autoResetPageIndex` is `false`; the page it goes back to is `initialState.pagination.pageIndex`', async () => {
    const pageAfterNewData = async (options: Partial<MRT_TableOptions<Person>>) => {
      const view = tableInstance({data: people, initialState: {pagination: {pageIndex: 1, pageSize: 2}}, ...options});
      view.table().getRowModel();
      await settle();
      await settle(() => view.table().setPageIndex(3));
      view.update({data: [...people]});
      await settle();
      const {pageIndex} = view.table().getState().pagination;
      view.unmount();
      return pageIndex;
    };
    expect(await pageAfterNewData({})).toBe(1);
    expect(await pageAfterNewData({manualPagination: true, rowCount: 10})).toBe(3);
    expect(await pageAfterNewData({autoResetPageIndex: false})).toBe(3);
  });
});

/** The labels TanStack Table logs with `console.info` while a table is built, rendered and sorted once. */
async function debugLogs(options: Partial<MRT_TableOptions<Person>>, nodeEnv = 'development'): Promise<string[]> {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  env.NODE_ENV = nodeEnv;
  try {
    const view = tableInstance(options);
    // what a rendered table asks for: headers, footers, column offsets, pinned rows, each row's cells
    const render = () => {
      const table = view.table();
      const computed: unknown[] = [table.getHeaderGroups(), table.getFooterGroups(), table.getFlatHeaders()];
      computed.push(table.getLeafHeaders(), table.getColumn('age').getStart(), table.getTopRows());
      table.getRowModel().rows.forEach((row) => row.getVisibleCells().forEach((cell) => cell.getContext()));
      return computed;
    };
    render();
    await settle(() => view.table().setSorting([{id: 'age', desc: false}]));
    render();
    view.unmount();
    return [...new Set(info.mock.calls.map((call) => String(call[2] ?? call[0])))];
  } finally {
    env.NODE_ENV = previous;
    info.mockRestore();
  }
}

describe('debugAll', () => {
  it('turns on all the `debug…` options at once; `false` silences all their timings, whatever each one says', async () => {
    const all = await debugLogs({debugAll: true});
    for (const label of ['getRowModel', 'getAllColumns', 'getHeaderGroups', 'getVisibleCells', 'cell.getContext']) {
      expect(all).toContain(label);
    }
    expect(await debugLogs({debugAll: false, debugColumns: true, debugCells: true})).toEqual([]);
    // only debugTable's creation message is left
    expect(await debugLogs({debugAll: false, debugTable: true})).toEqual(['Creating Table Instance...']);
    expect(await debugLogs({})).toEqual([]);
  });
});

describe('debugCells', () => {
  it("when `NODE_ENV` is `development`, logs to the console how long each cell's render context (`cell.getContext`) takes to recompute", async () => {
    expect(await debugLogs({debugCells: true})).toEqual(['cell.getContext']);
    expect(await debugLogs({debugCells: true}, 'test')).toEqual([]);
  });
});

describe('debugColumns', () => {
  it('when `NODE_ENV` is `development`, logs to the console how long each column computation (the lists of all, leaf, flat and visible columns, and column positions) takes to recompute', async () => {
    const logs = await debugLogs({debugColumns: true});
    expect(logs).toEqual(
      expect.arrayContaining([
        'getAllColumns',
        'getAllLeafColumns',
        'getAllFlatColumns',
        'getVisibleLeafColumns',
        'getStart',
      ]),
    );
    expect(logs).not.toContain('getRowModel');
    expect(logs).not.toContain('getHeaderGroups');
    expect(await debugLogs({debugColumns: true}, 'test')).toEqual([]);
  });
});

describe('debugHeaders', () => {
  it('when `NODE_ENV` is `development`, logs to the console how long each header computation (header and footer groups, flat and leaf headers) takes to recompute', async () => {
    const logs = await debugLogs({debugHeaders: true});
    expect(logs).toEqual(
      expect.arrayContaining(['getHeaderGroups', 'getFooterGroups', 'getFlatHeaders', 'getLeafHeaders']),
    );
    expect(logs).not.toContain('getAllColumns');
    expect(await debugLogs({debugHeaders: true}, 'test')).toEqual([]);
  });
});

describe('debugRows', () => {
  it("when `NODE_ENV` is `development`, logs to the console how long each row's cell lists (all, visible, per pinned side) and the pinned row lists take to recompute", async () => {
    const logs = await debugLogs({debugRows: true});
    expect(logs).toEqual(
      expect.arrayContaining(['getAllCells', 'getVisibleCells', 'getLeftVisibleCells', 'getTopRows']),
    );
    expect(logs).not.toContain('cell.getContext');
    expect(await debugLogs({debugRows: true}, 'test')).toEqual([]);
  });
});

describe('debugTable', () => {
  it('when `NODE_ENV` is `development`, logs to the console how long each table-level computation (the row models, the column order) takes to recompute', async () => {
    const logs = await debugLogs({debugTable: true});
    expect(logs).toEqual(
      expect.arrayContaining([
        'getRowModel',
        'getFilteredRowModel',
        'getSortedRowModel',
        'getPaginationRowModel',
        '_getOrderColumnsFn',
      ]),
    );
    expect(logs).not.toContain('getAllColumns');
    expect(logs).not.toContain('getHeaderGroups');
  });

  it('outside production it also logs "Creating Table Instance..." when the table is created', async () => {
    expect(await debugLogs({debugTable: true}, 'test')).toEqual(['Creating Table Instance...']);
    expect(await debugLogs({debugTable: true}, 'production')).toEqual([]);
  });
});

describe('defaultDisplayColumn', () => {
  const own: MRT_ColumnDef<Person> = {id: 'own', header: 'Own', columnDefType: 'display', Cell: () => '·'};

  it("column options applied to all display columns (the built-in row actions, selection, numbers, expand, drag and pin columns, and your own with `columnDefType: 'display'`)", () => {
    const view = tableInstance({
      columns: [...personColumns, own],
      enableRowActions: true,
      enableRowSelection: true,
      enableRowNumbers: true,
      enableExpanding: true,
      enableRowDragging: true,
      enableRowPinning: true,
      defaultDisplayColumn: {muiTableBodyCellProps: {title: 'display'}},
    });
    const ids = [
      'mrt-row-actions',
      'mrt-row-select',
      'mrt-row-numbers',
      'mrt-row-expand',
      'mrt-row-drag',
      'mrt-row-pin',
      'own',
    ];
    expect(ids.map((id) => view.table().getColumn(id).columnDef.muiTableBodyCellProps)).toEqual(
      ids.map(() => ({title: 'display'})),
    );
    expect(view.table().getColumn('firstName').columnDef.muiTableBodyCellProps).toBeUndefined();
    view.unmount();
  });

  it("merged over MRT's defaults that turn sorting, filtering, hiding and similar features off for them", () => {
    const view = tableInstance({enableRowSelection: true, defaultDisplayColumn: {enableHiding: true}});
    const select = view.table().getColumn('mrt-row-select');
    expect(select.getCanHide()).toBe(true);
    expect([select.getCanSort(), select.getCanFilter(), select.getCanGroup(), select.getCanResize()]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    view.unmount();
  });

  it('the built-in ones keep their own `header` and `size`; set those through `displayColumnDefOptions`', () => {
    const view = tableInstance({
      columns: [...personColumns, own],
      enableRowSelection: true,
      defaultDisplayColumn: {header: 'Any', size: 99},
    });
    const select = view.table().getColumn('mrt-row-select');
    expect([select.columnDef.header, select.getSize()]).toEqual(['Select', 60]);
    expect(view.table().getColumn('own').getSize()).toBe(99);
    view.unmount();
  });
});

describe('displayColumnDefOptions', () => {
  it('overrides for individual built-in display columns, keyed by id such as `mrt-row-actions` or `mrt-row-select` (for example to change a header or size)', () => {
    const view = mountTable({
      ...quiet,
      enableRowActions: true,
      enableRowSelection: true,
      renderRowActions: () => '…',
      displayColumnDefOptions: {'mrt-row-actions': {header: 'Do', size: 123}},
    });
    const actions = view.table().getColumn('mrt-row-actions');
    expect([actions.columnDef.header, actions.getSize()]).toEqual(['Do', 123]);
    expect(view.container.querySelector('thead th')!.textContent).toBe('Do');
    // the selection column keeps MRT's own
    expect(view.table().getColumn('mrt-row-select').getSize()).toBe(60);
    view.unmount();
  });
});

describe('editDisplayMode', () => {
  const inputsIn = (root: Element) => root.querySelectorAll('input[name]');
  const rowsOf = (container: HTMLElement) => Array.from(container.querySelectorAll('tbody tr'));

  it('how existing rows are edited: `modal` dialog (the default)', async () => {
    const view = mountTable({...quiet, enableEditing: true});
    expect(view.table().options.editDisplayMode).toBe('modal');
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    expect((within(screen.getByRole('dialog')).getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    expect(inputsIn(view.container.querySelector('tbody')!)).toHaveLength(0);
    view.unmount();
  });

  it('a whole `row` inline', async () => {
    const view = mountTable({...quiet, enableEditing: true, editDisplayMode: 'row'});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[1]));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [, second] = rowsOf(view.container);
    expect(inputsIn(second)).toHaveLength(4);
    expect(inputsIn(view.container.querySelector('tbody')!)).toHaveLength(4);
    expect((second.querySelector('input[name="firstName"]') as HTMLInputElement).value).toBe('Grace');
    view.unmount();
  });

  it('a single `cell` on double-click', async () => {
    const view = mountTable({...quiet, enableEditing: true, editDisplayMode: 'cell'});
    expect(screen.queryAllByRole('button', {name: 'Edit'})).toHaveLength(0);
    await settle(() => fireEvent.doubleClick(screen.getByText('Lovelace')));
    const inputs = inputsIn(view.container.querySelector('tbody')!);
    expect(inputs).toHaveLength(1);
    expect([(inputs[0] as HTMLInputElement).name, (inputs[0] as HTMLInputElement).value]).toEqual([
      'lastName',
      'Lovelace',
    ]);
    view.unmount();
  });

  it('the whole `table` as inputs at once', () => {
    const view = mountTable({...quiet, enableEditing: true, editDisplayMode: 'table'});
    expect(inputsIn(view.container.querySelector('tbody')!)).toHaveLength(24);
    view.unmount();
  });

  it('or `custom`, where MRT renders no inputs and you render your own', async () => {
    const view = mountTable({...quiet, enableEditing: true, editDisplayMode: 'custom'});
    expect(screen.queryAllByRole('button', {name: 'Edit'})).toHaveLength(0);
    await settle(() => view.table().setEditingRow(view.table().getRow('0') as MRT_Row<Person>));
    await settle(() => fireEvent.doubleClick(screen.getByText('Lovelace')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(inputsIn(view.container.querySelector('tbody')!)).toHaveLength(0);
    view.unmount();
  });
});

const rowBoxes = (container: HTMLElement) =>
  within(container.querySelector('tbody') as HTMLElement).getAllByRole('checkbox') as HTMLInputElement[];
const selectedIds = (view: {table: () => {getState: () => {rowSelection: Record<string, boolean>}}}) =>
  Object.keys(view.table().getState().rowSelection)
    .filter((id) => view.table().getState().rowSelection[id])
    .sort();

describe('enableBatchRowSelection', () => {
  it("lets users select or deselect a range of rows by holding Shift while clicking a second row's checkbox", async () => {
    const view = mountTable({...quiet, enableRowSelection: true});
    await settle(() => fireEvent.click(rowBoxes(view.container)[0]));
    await settle(() => fireEvent.click(rowBoxes(view.container)[3], {shiftKey: true}));
    expect(selectedIds(view)).toEqual(['0', '1', '2', '3']);
    // deselect a range: untick the first, then Shift-click the third
    await settle(() => fireEvent.click(rowBoxes(view.container)[0]));
    await settle(() => fireEvent.click(rowBoxes(view.container)[2], {shiftKey: true}));
    expect(selectedIds(view)).toEqual(['3']);
    view.unmount();
    const off = mountTable({...quiet, enableRowSelection: true, enableBatchRowSelection: false});
    await settle(() => fireEvent.click(rowBoxes(off.container)[0]));
    await settle(() => fireEvent.click(rowBoxes(off.container)[3], {shiftKey: true}));
    expect(selectedIds(off)).toEqual(['0', '3']);
    off.unmount();
  });
});

describe('enableBottomToolbar', () => {
  it('shows the toolbar below the table (pagination, alert banner, custom actions)', async () => {
    const options: Partial<MRT_TableOptions<Person>> = {
      enableTopToolbar: false,
      enableRowSelection: true,
      positionToolbarAlertBanner: 'bottom',
      renderBottomToolbarCustomActions: () => 'Own action',
      initialState: {rowSelection: {0: true}},
    };
    const on = mountTable(options);
    expect(screen.getAllByRole('combobox', {name: 'Rows per page'})).toHaveLength(1);
    expect(screen.getByText('1 of 10 row(s) selected')).toBeTruthy();
    expect(screen.getByText('Own action')).toBeTruthy();
    on.unmount();
    const off = mountTable({...options, enableBottomToolbar: false});
    expect(screen.queryAllByRole('combobox', {name: 'Rows per page'})).toHaveLength(0);
    expect(screen.queryByText('1 of 10 row(s) selected')).toBeNull();
    expect(screen.queryByText('Own action')).toBeNull();
    off.unmount();
  });
});

describe('enableCellActions', () => {
  const cellOf = (container: HTMLElement, text: string) =>
    Array.from(container.querySelectorAll('tbody td')).find((td) => td.textContent === text) as HTMLElement;
  const rightClick = (container: HTMLElement, text: string) =>
    settle(() => fireEvent.contextMenu(cellOf(container, text)));
  const menuItems = () =>
    screen.queryByRole('menu')
      ? within(screen.getByRole('menu'))
          .getAllByRole('menuitem')
          .map((item) => item.textContent)
      : [];
  const builtIns = {enableClickToCopy: 'context-menu' as const, enableEditing: true, editDisplayMode: 'cell' as const};

  it('opens a menu of cell actions on right-click: the items `renderCellActionMenuItems` returns', async () => {
    const view = mountTable({
      ...quiet,
      ...builtIns,
      enableCellActions: true,
      renderCellActionMenuItems: ({cell}) => [<span key="own">{`Own ${cell.getValue<string>()}`}</span>],
    });
    await rightClick(view.container, 'Lovelace');
    expect(screen.getByRole('menu').textContent).toBe('Own Lovelace');
    view.unmount();
  });

  it('or, when that is left out, the built-in "Copy" (`enableClickToCopy: \'context-menu\'`) and "Edit" (`editDisplayMode: \'cell\'` with editing on) items, which it receives as `internalMenuItems`', async () => {
    const view = mountTable({...quiet, ...builtIns, enableCellActions: true});
    await rightClick(view.container, 'Lovelace');
    expect(menuItems()).toEqual(['Copy', 'Edit']);
    view.unmount();
    const passed: number[] = [];
    const own = mountTable({
      ...quiet,
      ...builtIns,
      enableCellActions: true,
      renderCellActionMenuItems: ({internalMenuItems}) => {
        passed.push(internalMenuItems.length);
        return internalMenuItems;
      },
    });
    await rightClick(own.container, 'Lovelace');
    expect(passed[0]).toBe(2);
    expect(menuItems()).toEqual(['Copy', 'Edit']);
    own.unmount();
  });

  it('with no items, no menu opens', async () => {
    const view = mountTable({...quiet, enableCellActions: true});
    await rightClick(view.container, 'Lovelace');
    expect(view.table().getState().actionCell?.id).toBe('0_lastName');
    expect(screen.queryByRole('menu')).toBeNull();
    view.unmount();
  });

  it('can be a function of the cell to enable it for some cells only', async () => {
    const view = mountTable({...quiet, ...builtIns, enableCellActions: (cell) => cell.column.id === 'lastName'});
    await rightClick(view.container, 'Ada');
    expect(screen.queryByRole('menu')).toBeNull();
    await rightClick(view.container, 'Lovelace');
    expect(menuItems()).toEqual(['Copy', 'Edit']);
    view.unmount();
  });
});

describe('enableColumnActions', () => {
  const buttons = () => screen.queryAllByRole('button', {name: 'Column Actions'}).length;

  it('shows the column actions menu button in the header of each data column', () => {
    const view = mountTable({...quiet, enableRowNumbers: true, enableRowSelection: true});
    expect(buttons()).toBe(4);
    view.unmount();
    const off = mountTable({...quiet, enableColumnActions: false});
    expect(buttons()).toBe(0);
    off.unmount();
  });

  it("a column's own `enableColumnActions` wins", () => {
    const on = mountTable({
      ...quiet,
      enableColumnActions: false,
      columns: [{...personColumns[0], enableColumnActions: true}, ...personColumns.slice(1)],
    });
    expect(buttons()).toBe(1);
    on.unmount();
    const off = mountTable({
      ...quiet,
      columns: [{...personColumns[0], enableColumnActions: false}, ...personColumns.slice(1)],
    });
    expect(buttons()).toBe(3);
    off.unmount();
  });
});

const dataTransfer = {setDragImage: () => {}};
/** A header drag: start on the dragged column's handle, enter the target header, end on the handle. */
async function dragHeader(from: string, to: string) {
  const handle = within(headerCell(from)).getByRole('button', {name: 'Move'});
  await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
  await settle(() => fireEvent.dragEnter(headerCell(to)));
  await settle(() => fireEvent.dragEnd(handle));
}
const handles = () => screen.queryAllByRole('button', {name: 'Move'}).length;

describe('enableColumnDragging', () => {
  it("shows a drag handle in each data column's header even when neither column ordering nor grouping (which show it themselves) is on; MRT does nothing with such a drop, so handle it yourself (for example with `muiColumnDragHandleProps.onDragEnd`)", async () => {
    const none = mountTable(quiet);
    expect(handles()).toBe(0);
    none.unmount();
    const onDragEnd = jest.fn();
    const view = mountTable({
      ...quiet,
      enableColumnDragging: true,
      enableRowNumbers: true,
      muiColumnDragHandleProps: {onDragEnd},
    });
    expect(handles()).toBe(4);
    await dragHeader('City', 'First Name');
    expect(onDragEnd).toHaveBeenCalledTimes(1);
    expect(view.table().getState().columnOrder).toEqual(['mrt-row-numbers', 'firstName', 'lastName', 'age', 'city']);
    expect(view.table().getState().grouping).toEqual([]);
    view.unmount();
  });

  it('`false` removes the handles even when ordering or grouping is on', () => {
    const both = mountTable({...quiet, enableColumnOrdering: true, enableGrouping: true});
    expect(handles()).toBe(4);
    both.unmount();
    const off = mountTable({...quiet, enableColumnOrdering: true, enableGrouping: true, enableColumnDragging: false});
    expect(handles()).toBe(0);
    off.unmount();
  });
});

describe('enableColumnFilterModes', () => {
  it("lets users switch each column's filter mode (contains, equals, between…) from a menu next to the filter field", async () => {
    const view = mountTable({...quiet, enableColumnFilterModes: true, initialState: {showColumnFilters: true}});
    const field = screen.getByPlaceholderText('Filter by First Name').closest('.MuiFormControl-root') as HTMLElement;
    await settle(() => fireEvent.click(within(field).getByRole('button', {name: 'Change filter mode'})));
    await settle(() => fireEvent.click(screen.getByRole('menu').querySelector('[value="equals"]')!));
    expect(view.table().getState().columnFilterFns.firstName).toBe('equals');
    await settle(() => view.table().getColumn('firstName').setFilterValue('Ad'));
    expect(view.table().getRowModel().rows).toHaveLength(0);
    await settle(() => view.table().getColumn('firstName').setFilterValue('Ada'));
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ada']);
    view.unmount();
    const off = mountTable({...quiet, initialState: {showColumnFilters: true}});
    expect(screen.getAllByPlaceholderText(/^Filter by/)).toHaveLength(4);
    expect(screen.queryAllByRole('button', {name: 'Change filter mode'})).toHaveLength(0);
    off.unmount();
  });
});

describe('enableColumnFilters', () => {
  it('with `false`, the filter fields, the Show/Hide filters button and the column menu filter items go away for all columns', async () => {
    const view = mountTable({
      ...topOnly,
      enableColumnFilters: false,
      columns: [{...personColumns[0], enableColumnFilter: true}, ...personColumns.slice(1)],
      initialState: {showColumnFilters: true},
    });
    expect(screen.queryAllByPlaceholderText(/^Filter by/)).toHaveLength(0);
    expect(screen.queryByRole('button', {name: 'Show/Hide filters'})).toBeNull();
    await settle(() => fireEvent.click(within(headerCell('First Name')).getByRole('button', {name: 'Column Actions'})));
    expect(within(screen.getByRole('menu')).queryByText(/filter/i)).toBeNull();
    view.unmount();
  });

  it('filter values already in state still filter the rows', () => {
    const view = tableInstance({
      enableColumnFilters: false,
      initialState: {columnFilters: [{id: 'city', value: 'Boston'}]},
    });
    expect(firstNames(view)).toEqual(['Barbara', 'Margaret']);
    view.unmount();
  });
});

describe('enableColumnOrdering', () => {
  it('lets users reorder columns by dragging their header handles', async () => {
    const off = mountTable(quiet);
    expect(handles()).toBe(0);
    off.unmount();
    const view = mountTable({...quiet, enableColumnOrdering: true});
    await dragHeader('City', 'First Name');
    expect(view.table().getState().columnOrder).toEqual(['city', 'firstName', 'lastName', 'age']);
    expect(bodyRows(view.container)[0]).toEqual(['London', 'Ada', 'Lovelace', '36']);
    view.unmount();
  });
});

describe('enableColumnPinning', () => {
  it('lets users pin columns to the left or right edge from the column actions menu', async () => {
    const pinItems = () => within(screen.getByRole('menu')).queryAllByRole('menuitem', {name: /^Pin to/});
    const off = mountTable(quiet);
    await settle(() => fireEvent.click(within(headerCell('First Name')).getByRole('button', {name: 'Column Actions'})));
    expect(pinItems()).toHaveLength(0);
    off.unmount();
    const view = mountTable({...quiet, enableColumnPinning: true});
    await settle(() => fireEvent.click(within(headerCell('First Name')).getByRole('button', {name: 'Column Actions'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', {name: 'Pin to right'})));
    await settle(() => fireEvent.click(within(headerCell('City')).getByRole('button', {name: 'Column Actions'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', {name: 'Pin to left'})));
    expect(view.table().getState().columnPinning).toEqual({left: ['city'], right: ['firstName']});
    expect(bodyRows(view.container)[0]).toEqual(['London', 'Lovelace', '36', 'Ada']);
    view.unmount();
  });
});

describe('enableColumnResizing', () => {
  const resizeHandles = (container: HTMLElement) =>
    container.querySelectorAll('.Mui-TableHeadCell-ResizeHandle-Wrapper');

  it('adds a resize handle to each data column header', () => {
    const off = mountTable(quiet);
    expect(resizeHandles(off.container)).toHaveLength(0);
    off.unmount();
    const view = mountTable({...quiet, enableColumnResizing: true, enableRowNumbers: true});
    expect(resizeHandles(view.container)).toHaveLength(4);
    fireEvent.mouseDown(handleOf(view.container, 'Age'), {clientX: 500});
    fireEvent.mouseMove(document, {clientX: 518});
    fireEvent.mouseUp(document, {clientX: 518});
    expect(view.table().getState().columnSizing).toEqual({age: 198});
    view.unmount();
  });

  it('unless `layoutMode` is set, turning it on switches the layout to `grid-no-grow`', () => {
    const on = tableInstance({enableColumnResizing: true});
    const set = tableInstance({enableColumnResizing: true, layoutMode: 'semantic'});
    const off = tableInstance();
    expect([on, set, off].map((view) => view.table().options.layoutMode)).toEqual([
      'grid-no-grow',
      'semantic',
      'semantic',
    ]);
    [on, set, off].forEach((view) => view.unmount());
  });
});

describe('enableDensityToggle', () => {
  it('shows the toolbar button that cycles the row density between comfortable, compact and spacious', async () => {
    const view = mountTable(topOnly);
    const densities = [view.table().getState().density];
    for (let click = 0; click < 3; click++) {
      await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Toggle density'})));
      densities.push(view.table().getState().density);
    }
    expect(densities).toEqual(['comfortable', 'compact', 'spacious', 'comfortable']);
    view.unmount();
    const off = mountTable({...topOnly, enableDensityToggle: false});
    expect(screen.queryByRole('button', {name: 'Toggle density'})).toBeNull();
    off.unmount();
  });
});

describe('enableEditing', () => {
  it('makes rows editable in the mode chosen by `editDisplayMode`', async () => {
    const off = mountTable(quiet);
    expect(screen.queryAllByRole('button', {name: 'Edit'})).toHaveLength(0);
    off.unmount();
    const view = mountTable({...quiet, enableEditing: true, editDisplayMode: 'row'});
    expect(screen.getAllByRole('button', {name: 'Edit'})).toHaveLength(6);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    expect(view.container.querySelectorAll('tbody tr:first-child input[name]')).toHaveLength(4);
    view.unmount();
  });

  it('a function of the row enables editing for some rows only', async () => {
    const view = mountTable({...quiet, enableEditing: (row) => row.original.age > 50, editDisplayMode: 'cell'});
    await settle(() => fireEvent.doubleClick(screen.getByText('Lovelace')));
    expect(view.table().getState().editingCell).toBeNull();
    await settle(() => fireEvent.doubleClick(screen.getByText('Hopper')));
    expect(view.table().getState().editingCell?.id).toBe('1_lastName');
    view.unmount();
  });
});

describe('enableExpandAll', () => {
  it('shows the expand-all button in the header of the expand column', async () => {
    const view = mountTable<Unit>({...quiet, data: tree, enableExpanding: true});
    expect(bodyRows(view.container)).toHaveLength(2);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(bodyRows(view.container)).toHaveLength(6);
    view.unmount();
    const off = mountTable<Unit>({...quiet, data: tree, enableExpanding: true, enableExpandAll: false});
    expect(screen.queryByRole('button', {name: 'Expand all'})).toBeNull();
    expect(screen.getAllByRole('button', {name: 'Expand'})).toHaveLength(2);
    off.unmount();
  });
});

describe('enableExpanding', () => {
  const withLeaf: Unit[] = [...tree, people[6]];

  it('makes rows with sub-rows expandable and adds the expand column', async () => {
    const off = mountTable<Unit>({...quiet, data: withLeaf});
    expect(off.table().getState().columnOrder).not.toContain('mrt-row-expand');
    await settle(() => off.table().getRow('0').toggleExpanded(true));
    expect(bodyRows(off.container)).toHaveLength(3);
    off.unmount();
    const view = mountTable<Unit>({...quiet, data: withLeaf, enableExpanding: true});
    const expand = screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];
    expect(expand.map((button) => button.disabled)).toEqual([false, false, true]);
    await settle(() => fireEvent.click(expand[0]));
    expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Ada', 'Grace', 'Alan', 'Edsger', 'Margaret']);
    view.unmount();
  });

  it('the expand column also appears when `renderDetailPanel` is set or rows are grouped', () => {
    const expandColumn = (options: Partial<MRT_TableOptions<Person>>) => {
      const view = tableInstance(options);
      const has = view.table().getState().columnOrder.includes('mrt-row-expand');
      view.unmount();
      return has;
    };
    expect(expandColumn({})).toBe(false);
    expect(expandColumn({renderDetailPanel: () => 'More'})).toBe(true);
    expect(expandColumn({enableGrouping: true})).toBe(false);
    expect(expandColumn({enableGrouping: true, initialState: {grouping: ['city']}})).toBe(true);
  });
});

describe('enableFacetedValues', () => {
  const faceted: MRT_ColumnDef<Person>[] = [
    {...personColumns[0], filterVariant: 'autocomplete'},
    {...personColumns[1], filterVariant: 'multi-select'},
    {...personColumns[2], filterVariant: 'range-slider'},
    {...personColumns[3], filterVariant: 'select'},
  ];
  const few = [people[0], people[1], people[4], people[6]];
  const choices = async (options: Partial<MRT_TableOptions<Person>>) => {
    const view = mountTable({
      ...quiet,
      data: few,
      columns: faceted,
      initialState: {showColumnFilters: true},
      ...options,
    });
    const listed = async (open: () => void) => {
      await settle(open);
      const names = screen.queryAllByRole('option').map((option) => option.textContent);
      await settle(() => fireEvent.keyDown(document.activeElement ?? document.body, {key: 'Escape'}));
      return names;
    };
    const slider = view.container.querySelector('thead input[type="range"]') as HTMLInputElement;
    const result = {
      autocomplete: await listed(() => {
        const input = within(headerCell('First Name')).getByRole('combobox');
        input.focus();
        fireEvent.mouseDown(input);
      }),
      multiSelect: await listed(() => fireEvent.mouseDown(within(headerCell('Last Name')).getByRole('combobox'))),
      select: await listed(() => fireEvent.mouseDown(within(headerCell('City')).getByRole('combobox'))),
      range: [slider.min, slider.max],
    };
    view.unmount();
    return result;
  };

  it('computes faceted values per column, so select, multi-select and autocomplete filters list the values present in the data and range sliders get their min and max', async () => {
    expect(await choices({enableFacetedValues: true})).toEqual({
      autocomplete: ['Ada', 'Barbara', 'Grace', 'Margaret'],
      multiSelect: ['Hamilton (1)', 'Hopper (1)', 'Liskov (1)', 'Lovelace (1)'],
      select: ['Boston (2)', 'London (1)', 'New York (1)'],
      range: ['33', '85'],
    });
    // without it, the lists are empty and the slider runs from 0 to 1
    expect(await choices({})).toEqual({autocomplete: [], multiSelect: [], select: [], range: ['0', '1']});
  }, 90_000); // two full tables with every filter opened: slow on a busy two-core machine

  it('the lists are sorted with `localeCompare`, a string method: on a column of numbers or booleans such a filter throws and the table fails to render, so give that column `filterSelectOptions`', async () => {
    const quietErrors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const numbers: MRT_ColumnDef<Person>[] = [{accessorKey: 'age', header: 'Age', filterVariant: 'select'}];
    const booleans: MRT_ColumnDef<Person>[] = [
      {id: 'senior', accessorFn: (person) => person.age >= 50, header: 'Senior', filterVariant: 'multi-select'},
    ];
    try {
      expect(() => mountTable({data: few, columns: numbers, enableFacetedValues: true})).toThrow(
        /localeCompare is not a function/,
      );
      expect(() => mountTable({data: people, columns: booleans, enableFacetedValues: true})).toThrow(
        /localeCompare is not a function/,
      );
    } finally {
      quietErrors.mockRestore();
    }
    const view = mountTable({
      ...quiet,
      data: few,
      columns: [{...numbers[0], filterSelectOptions: ['33', '36', '55', '85']}],
      enableFacetedValues: true,
      initialState: {showColumnFilters: true},
    });
    await settle(() => fireEvent.mouseDown(within(headerCell('Age')).getByRole('combobox')));
    // written options show no row counts
    expect(screen.getAllByRole('option').map((option) => option.textContent?.trim())).toEqual(['33', '36', '55', '85']);
    await settle(() => fireEvent.click(screen.getByRole('option', {name: '55'})));
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['55']);
    view.unmount();
  });
});

describe('enableFilterMatchHighlighting', () => {
  const marks = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('tbody [role="note"]')).map((note) => note.getAttribute('aria-label'));

  it('highlights the parts of cell text that match the search or a text or autocomplete column filter', async () => {
    const view = mountTable({
      ...quiet,
      columns: [personColumns[0], personColumns[1], {...personColumns[3], filterVariant: 'select'}],
    });
    expect(marks(view.container)).toEqual([]);
    await settle(() => view.table().setGlobalFilter('lovelace'));
    expect(marks(view.container)).toEqual(['Lovelace']);
    const highlighted = view.container.querySelector('tbody [role="note"] span:not(:empty)') as HTMLElement;
    expect(getComputedStyle(highlighted).backgroundColor).not.toBe('');
    await settle(() => view.table().setGlobalFilter(undefined));
    await settle(() => view.table().getColumn('lastName').setFilterValue('Hop'));
    expect(marks(view.container)).toEqual(['Hopper']);
    // a select filter is not highlighted
    await settle(() => view.table().setColumnFilters([{id: 'city', value: 'London'}]));
    expect(marks(view.container)).toEqual([]);
    view.unmount();
    const off = mountTable({...quiet, enableFilterMatchHighlighting: false, initialState: {globalFilter: 'lovelace'}});
    expect(bodyRows(off.container)).toHaveLength(1);
    expect(marks(off.container)).toEqual([]);
    off.unmount();
  });
});

describe('enableFilters', () => {
  it('with `false`, the search and filter buttons and the column filter fields go away, and the search text no longer filters', async () => {
    const view = mountTable({...topOnly, enableFilters: false, initialState: {showColumnFilters: true}});
    expect(screen.queryByRole('button', {name: 'Show/Hide search'})).toBeNull();
    expect(screen.queryByRole('button', {name: 'Show/Hide filters'})).toBeNull();
    expect(screen.queryAllByPlaceholderText(/^Filter by/)).toHaveLength(0);
    await settle(() => view.table().setGlobalFilter('Ada'));
    expect(bodyRows(view.container)).toHaveLength(3);
    view.unmount();
  });

  it('filter values already in state still filter the rows', () => {
    const view = tableInstance({enableFilters: false, initialState: {columnFilters: [{id: 'city', value: 'Boston'}]}});
    expect(firstNames(view)).toEqual(['Barbara', 'Margaret']);
    view.unmount();
  });
});

describe('enableFullScreenToggle', () => {
  it('shows the toolbar button that expands the table to fill the window', async () => {
    const view = mountTable(topOnly);
    const paper = view.container.querySelector('.MuiPaper-root') as HTMLElement;
    expect(paper.style.position).toBe('');
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Toggle full screen'})));
    expect(view.table().getState().isFullScreen).toBe(true);
    expect([paper.style.position, paper.style.width, paper.style.height]).toEqual(['fixed', '100dvw', '100dvh']);
    view.unmount();
    const off = mountTable({...topOnly, enableFullScreenToggle: false});
    expect(screen.queryByRole('button', {name: 'Toggle full screen'})).toBeNull();
    off.unmount();
  });
});

/** Types into the search box and lets MRT's 250 ms debounce run out (on fake timers, at once). */
async function search(text: string) {
  jest.useFakeTimers();
  try {
    fireEvent.change(screen.getByPlaceholderText('Search'), {target: {value: text}});
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
  } finally {
    jest.useRealTimers();
  }
}

describe('enableGlobalFilter', () => {
  it('turns the search on: the Show/Hide search button opens a box that filters rows across all columns', async () => {
    const view = mountTable({enableBottomToolbar: false});
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide search'})));
    await search('Boston');
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Barbara', 'Margaret']);
    await search('Hopper');
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Grace']);
    view.unmount();
  });

  it('`false` removes both, and a search text set in state no longer filters', async () => {
    const view = mountTable({...topOnly, enableGlobalFilter: false, initialState: {showGlobalFilter: true}});
    expect(screen.queryByRole('button', {name: 'Show/Hide search'})).toBeNull();
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
    await settle(() => view.table().setGlobalFilter('Hopper'));
    expect(bodyRows(view.container)).toHaveLength(3);
    view.unmount();
  });
});

describe('enableGlobalFilterModes', () => {
  it('lets users pick the filter function of the search box from a menu of three: fuzzy, contains and starts with', async () => {
    const view = mountTable({...topOnly, enableGlobalFilterModes: true, initialState: {showGlobalFilter: true}});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('value'))).toEqual(['fuzzy', 'contains', 'startsWith']);
    await settle(() => fireEvent.click(items[2]));
    expect(view.table().getState().globalFilterFn).toBe('startsWith');
    await search('ov');
    expect(view.table().getRowModel().rows).toHaveLength(0);
    await search('Lov');
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ada']);
    view.unmount();
    const off = mountTable({...topOnly, initialState: {showGlobalFilter: true}});
    expect(screen.queryByRole('button', {name: 'Change search mode'})).toBeNull();
    off.unmount();
  });
});

describe('enableGrouping', () => {
  it('lets users group rows by column values from the column actions menu', async () => {
    const off = mountTable(quiet);
    await settle(() => fireEvent.click(within(headerCell('City')).getByRole('button', {name: 'Column Actions'})));
    expect(within(screen.getByRole('menu')).queryByText('Group by City')).toBeNull();
    off.unmount();
    const view = mountTable({...quiet, enableGrouping: true});
    await settle(() => fireEvent.click(within(headerCell('City')).getByRole('button', {name: 'Column Actions'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByText('Group by City')));
    expect(view.table().getState().grouping).toEqual(['city']);
    // Ada, Grace, Alan, Edsger, Barbara and Donald live in six cities
    expect(bodyRows(view.container)).toHaveLength(6);
    view.unmount();
  });

  it('or by dragging headers to the drop zone', async () => {
    const view = mountTable({...topOnly, enableGrouping: true});
    const handle = within(headerCell('City')).getByRole('button', {name: 'Move'});
    await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
    await settle(() => fireEvent.dragEnter(view.container.querySelector('.Mui-ToolbarDropZone')!));
    await settle(() => fireEvent.dragEnd(handle));
    expect(view.table().getState().grouping).toEqual(['city']);
    view.unmount();
  });
});

describe('enableHiding', () => {
  it('lets users hide and show columns (column actions menu and the show/hide columns button)', async () => {
    const view = mountTable(topOnly);
    await settle(() => fireEvent.click(within(headerCell('City')).getByRole('button', {name: 'Column Actions'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByText('Hide City column')));
    expect(view.table().getState().columnVisibility).toEqual({city: false});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByText('Show all')));
    expect(view.table().getState().columnVisibility).toEqual({firstName: true, lastName: true, age: true, city: true});
    view.unmount();
    const off = mountTable({...topOnly, enableHiding: false});
    expect(screen.queryByRole('button', {name: 'Show/Hide columns'})).toBeNull();
    await settle(() => fireEvent.click(within(headerCell('City')).getByRole('button', {name: 'Column Actions'})));
    expect(within(screen.getByRole('menu')).queryByText('Hide City column')).toBeNull();
    off.unmount();
  });
});

describe('enableKeyboardShortcuts', () => {
  const setPlatform = (platform: string) =>
    Object.defineProperty(window.navigator, 'platform', {value: platform, configurable: true});
  afterEach(() => setPlatform(''));
  const bodyCell = (container: HTMLElement, row: number, column: number) =>
    container.querySelectorAll('tbody tr')[row].querySelectorAll('td')[column] as HTMLElement;

  it('makes cells focusable and navigable with the arrow keys', () => {
    const view = mountTable({...quiet, data: people.slice(0, 3)});
    expect(bodyCell(view.container, 0, 0).tabIndex).toBe(0);
    fireEvent.keyDown(bodyCell(view.container, 0, 0), {key: 'ArrowRight'});
    expect(document.activeElement).toBe(bodyCell(view.container, 0, 1));
    fireEvent.keyDown(bodyCell(view.container, 0, 1), {key: 'ArrowDown'});
    expect(document.activeElement).toBe(bodyCell(view.container, 1, 1));
    view.unmount();
    const off = mountTable({...quiet, data: people.slice(0, 3), enableKeyboardShortcuts: false});
    expect(off.container.querySelectorAll('td[tabindex], th[tabindex]')).toHaveLength(0);
    fireEvent.keyDown(bodyCell(off.container, 0, 0), {key: 'ArrowRight'});
    expect(document.activeElement).toBe(document.body);
    off.unmount();
  });

  it('with shortcuts such as Enter or Space to sort, select or expand', async () => {
    const view = mountTable<Unit>({...quiet, data: tree, enableExpanding: true, enableRowSelection: true});
    const header = screen.getAllByRole('columnheader').find((th) => th.textContent!.startsWith('First Name'))!;
    await settle(() => fireEvent.keyDown(header, {key: 'Enter'}));
    expect(view.table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    // the first row's cells: expand, select, then the data
    await settle(() => fireEvent.keyDown(bodyCell(view.container, 0, 1), {key: ' '}));
    expect(view.table().getState().rowSelection['0']).toBe(true);
    await settle(() => fireEvent.keyDown(bodyCell(view.container, 0, 0), {key: 'Enter'}));
    expect(view.table().getState().expanded).toEqual({0: true});
    view.unmount();
  });

  it('and Ctrl+C (Windows) or Cmd+C (macOS) to copy', () => {
    const writeText = jest.fn();
    Object.defineProperty(window.navigator, 'clipboard', {value: {writeText}, configurable: true});
    const view = mountTable({...quiet, data: people.slice(0, 3)});
    setPlatform('Win32');
    fireEvent.keyDown(bodyCell(view.container, 0, 1), {key: 'c', ctrlKey: true});
    setPlatform('MacIntel');
    fireEvent.keyDown(bodyCell(view.container, 1, 1), {key: 'c', metaKey: true});
    // Ctrl on a Mac copies nothing
    fireEvent.keyDown(bodyCell(view.container, 2, 1), {key: 'c', ctrlKey: true});
    expect(writeText.mock.calls).toEqual([['Lovelace'], ['Hopper']]);
    view.unmount();
  });
});

describe('enableMultiRowSelection', () => {
  it('allows more than one row to be selected at a time', async () => {
    const view = mountTable({...quiet, enableRowSelection: true});
    await settle(() => fireEvent.click(rowBoxes(view.container)[0]));
    await settle(() => fireEvent.click(rowBoxes(view.container)[2]));
    expect(selectedIds(view)).toEqual(['0', '2']);
    view.unmount();
  });

  it('set false for single (radio) selection', async () => {
    const view = mountTable({...quiet, enableRowSelection: true, enableMultiRowSelection: false});
    const radios = () => within(view.container.querySelector('tbody') as HTMLElement).getAllByRole('radio');
    expect(radios()).toHaveLength(6);
    await settle(() => fireEvent.click(radios()[0]));
    await settle(() => fireEvent.click(radios()[2]));
    expect(selectedIds(view)).toEqual(['2']);
    view.unmount();
  });

  it('a function decides per row', async () => {
    // a row the function refuses clears the others when it is selected
    const view = mountTable({...quiet, enableRowSelection: true, enableMultiRowSelection: (row) => row.index !== 5});
    await settle(() => fireEvent.click(rowBoxes(view.container)[0]));
    await settle(() => fireEvent.click(rowBoxes(view.container)[2]));
    expect(selectedIds(view)).toEqual(['0', '2']);
    await settle(() => fireEvent.click(rowBoxes(view.container)[5]));
    expect(selectedIds(view)).toEqual(['5']);
    view.unmount();
  });
});

describe('enableMultiSort', () => {
  it('lets users sort by several columns at once by holding Shift while clicking headers', async () => {
    const click = (name: string, shiftKey = false) =>
      settle(() =>
        fireEvent.click(screen.getByText(name, {selector: '.Mui-TableHeadCell-Content-Wrapper'}), {shiftKey}),
      );
    const view = mountTable(quiet);
    await click('City');
    await click('Age', true);
    expect(view.table().getState().sorting).toEqual([
      {id: 'city', desc: false},
      {id: 'age', desc: true},
    ]);
    view.unmount();
    const off = mountTable({...quiet, enableMultiSort: false});
    await click('City');
    await click('Age', true);
    expect(off.table().getState().sorting).toEqual([{id: 'age', desc: true}]);
    off.unmount();
  });
});

describe('enablePinning', () => {
  it("TanStack's table-wide pinning switch, only read when `enableColumnPinning` or `enableRowPinning` is unset; MRT always sets those, so use them instead", () => {
    const view = tableInstance({enablePinning: true});
    expect([view.table().options.enableColumnPinning, view.table().options.enableRowPinning]).toEqual([false, false]);
    expect(view.table().getColumn('firstName').getCanPin()).toBe(false);
    expect(view.table().getRow('0').getCanPin()).toBe(false);
    view.unmount();
    const explicit = tableInstance({enablePinning: true, enableColumnPinning: undefined, enableRowPinning: undefined});
    expect(explicit.table().getColumn('firstName').getCanPin()).toBe(false);
    explicit.unmount();
  });
});

describe('enableRowActions', () => {
  it('adds the row actions column (`mrt-row-actions`), which renders `renderRowActions` or a menu of `renderRowActionMenuItems`', async () => {
    const off = tableInstance({renderRowActions: () => 'Act'});
    expect(off.table().getState().columnOrder).not.toContain('mrt-row-actions');
    off.unmount();
    const own = mountTable({
      ...quiet,
      data: people.slice(0, 2),
      enableRowActions: true,
      renderRowActions: ({row}) => `Act ${row.index}`,
    });
    expect(own.table().getState().columnOrder[0]).toBe('mrt-row-actions');
    expect(bodyRows(own.container).map((cells) => cells[0])).toEqual(['Act 0', 'Act 1']);
    own.unmount();
    const menu = mountTable({
      ...quiet,
      data: people.slice(0, 2),
      enableRowActions: true,
      renderRowActionMenuItems: ({row}) => [<li key="one" role="menuitem">{`Item ${row.original.firstName}`}</li>],
    });
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Row Actions'})[1]));
    expect(within(screen.getByRole('menu')).getByRole('menuitem').textContent).toBe('Item Grace');
    menu.unmount();
  });
});

describe('enableRowDragging', () => {
  it('adds a drag handle to each row so rows can be dragged, for example to another table; pair it with your own drop handling', async () => {
    const onDragEnd = jest.fn();
    const view = mountTable({
      ...quiet,
      data: people.slice(0, 3),
      enableRowDragging: true,
      muiRowDragHandleProps: {onDragEnd},
    });
    const handlesOfRows = () =>
      within(view.container.querySelector('tbody') as HTMLElement).getAllByRole('button', {name: 'Move'});
    expect(handlesOfRows()).toHaveLength(3);
    await settle(() => fireEvent.dragStart(handlesOfRows()[0], {dataTransfer}));
    expect(view.table().getState().draggingRow?.id).toBe('0');
    await settle(() => fireEvent.dragEnter(view.container.querySelectorAll('tbody tr')[2]));
    await settle(() => fireEvent.dragEnd(handlesOfRows()[0]));
    // MRT only reports the drag: your handler runs, the rows stay where they were
    expect(onDragEnd).toHaveBeenCalledTimes(1);
    expect(view.table().getState().draggingRow).toBeNull();
    expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Ada', 'Grace', 'Alan']);
    view.unmount();
  });
});

describe('enableRowNumbers', () => {
  it("adds a column (`mrt-row-numbers`) showing each row's number", () => {
    const view = mountTable({...quiet, data: people.slice(0, 3), enableRowNumbers: true});
    expect(view.table().getState().columnOrder[0]).toBe('mrt-row-numbers');
    expect(view.container.querySelector('thead th')!.textContent).toBe('#');
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['1', '2', '3']);
    view.unmount();
  });
});

describe('enableRowOrdering', () => {
  it('adds a drag handle to each row so users can reorder rows; you update `data` when a drag ends', async () => {
    let data = people.slice(0, 3);
    const view = mountTable({
      ...quiet,
      data,
      enableRowOrdering: true,
      muiRowDragHandleProps: ({table}) => ({
        onDragEnd: () => {
          const {draggingRow, hoveredRow} = table.getState();
          if (!draggingRow || !hoveredRow) return;
          data = [...data];
          data.splice((hoveredRow as {index: number}).index, 0, data.splice(draggingRow.index, 1)[0]);
        },
      }),
    });
    const handle = () =>
      within(view.container.querySelectorAll('tbody tr')[0] as HTMLElement).getByRole('button', {name: 'Move'});
    await settle(() => fireEvent.dragStart(handle(), {dataTransfer}));
    await settle(() => fireEvent.dragEnter(view.container.querySelectorAll('tbody tr')[2]));
    expect(view.table().getState().hoveredRow?.id).toBe('2');
    await settle(() => fireEvent.dragEnd(handle()));
    // MRT leaves the rows where they were until the new data comes in
    expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Ada', 'Grace', 'Alan']);
    view.update({data});
    expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Grace', 'Alan', 'Ada']);
    view.unmount();
  });
});

describe('enableRowPinning', () => {
  const pinButtons = (container: HTMLElement) =>
    within(container.querySelector('tbody') as HTMLElement).queryAllByRole('button', {name: 'Pin'});

  it('lets users pin rows to the top or bottom of the table', async () => {
    const view = mountTable({
      ...quiet,
      data: people.slice(0, 4),
      enableRowPinning: true,
      rowPinningDisplayMode: 'top-and-bottom',
    });
    // each row offers both: the first button pins to the top, the second to the bottom
    expect(pinButtons(view.container)).toHaveLength(8);
    await settle(() => fireEvent.click(pinButtons(view.container)[5]));
    await settle(() => fireEvent.click(pinButtons(view.container)[0]));
    expect(view.table().getState().rowPinning).toEqual({top: ['0'], bottom: ['2']});
    expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Ada', 'Grace', 'Edsger', 'Alan']);
    view.unmount();
  });

  it('a function decides per row', () => {
    const view = mountTable({...quiet, data: people.slice(0, 4), enableRowPinning: (row) => row.original.age > 40});
    // Grace (85) and Alan (41) and Edsger (72)
    expect(pinButtons(view.container)).toHaveLength(3);
    expect(view.table().getRow('0').getCanPin()).toBe(false);
    view.unmount();
  });
});

describe('enableRowSelection', () => {
  it('adds a checkbox column for selecting rows', async () => {
    const off = mountTable({...quiet, data: people.slice(0, 3)});
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    off.unmount();
    const view = mountTable({...quiet, data: people.slice(0, 3), enableRowSelection: true});
    expect(view.table().getState().columnOrder[0]).toBe('mrt-row-select');
    await settle(() => fireEvent.click(rowBoxes(view.container)[1]));
    expect(selectedIds(view)).toEqual(['1']);
    view.unmount();
  });

  it('a function of the row enables selection for some rows only', () => {
    const view = mountTable({...quiet, data: people.slice(0, 3), enableRowSelection: (row) => row.original.age > 40});
    expect(rowBoxes(view.container).map((box) => box.disabled)).toEqual([true, false, false]);
    view.unmount();
  });
});

describe('enableSelectAll', () => {
  const selectAll = () => screen.queryByRole('checkbox', {name: 'Toggle select all'});

  it('shows the select-all checkbox in the header of the selection column (only while multi-row selection is on)', async () => {
    const view = mountTable({...quiet, data: people.slice(0, 3), enableRowSelection: true});
    await settle(() => fireEvent.click(selectAll()!));
    expect(selectedIds(view)).toEqual(['0', '1', '2']);
    view.unmount();
    const off = mountTable({...quiet, data: people.slice(0, 3), enableRowSelection: true, enableSelectAll: false});
    expect(selectAll()).toBeNull();
    off.unmount();
    const single = mountTable({
      ...quiet,
      data: people.slice(0, 3),
      enableRowSelection: true,
      enableMultiRowSelection: false,
    });
    expect(selectAll()).toBeNull();
    single.unmount();
  });
});

const clickHeader = (name: string) =>
  settle(() => fireEvent.click(screen.getByText(name, {selector: '.Mui-TableHeadCell-Content-Wrapper'})));

describe('enableSorting', () => {
  it('turns sorting on or off for all columns', async () => {
    const view = mountTable({...quiet, data: people.slice(0, 3)});
    await clickHeader('Age');
    expect(bodyRows(view.container).map((cells) => cells[2])).toEqual(['85', '41', '36']);
    view.unmount();
    // off for the table wins over a column's own `enableSorting: true`
    const off = mountTable({
      ...quiet,
      data: people.slice(0, 3),
      enableSorting: false,
      columns: [...personColumns.slice(0, 2), {...personColumns[2], enableSorting: true}],
    });
    await clickHeader('Age');
    expect(off.table().getState().sorting).toEqual([]);
    expect(bodyRows(off.container).map((cells) => cells[2])).toEqual(['36', '85', '41']);
    off.unmount();
  });
});

describe('enableSortingRemoval', () => {
  it('when true (the default), a third click on a sorted header removes the sort; when false, clicking only toggles between ascending and descending', async () => {
    const clicks = async (options: Partial<MRT_TableOptions<Person>>) => {
      const view = mountTable({...quiet, data: people.slice(0, 3), ...options});
      const states: unknown[] = [];
      for (let click = 0; click < 4; click++) {
        await clickHeader('First Name');
        states.push(view.table().getState().sorting[0]?.desc ?? 'none');
      }
      view.unmount();
      return states;
    };
    expect(await clicks({})).toEqual([false, true, 'none', false]);
    expect(await clicks({enableSortingRemoval: false})).toEqual([false, true, false, true]);
  });
});

describe('enableStickyFooter', () => {
  it('keeps the table footer visible at the bottom of the scrolling container', () => {
    const columns = [{...personColumns[0], footer: 'Names'}, personColumns[2]];
    const foot = (options: Partial<MRT_TableOptions<Person>>) => {
      const view = mountTable({...quiet, data: people.slice(0, 3), columns, ...options});
      const style = getComputedStyle(view.container.querySelector('tfoot')!);
      const result = [style.position, style.bottom];
      view.unmount();
      return result;
    };
    expect(foot({enableStickyFooter: true})).toEqual(['sticky', '0px']);
    expect(foot({})).toEqual(['relative', '']);
  });
});

describe('enableStickyHeader', () => {
  const css = (element: Element | null) => getComputedStyle(element as Element);

  it('keeps the table header visible at the top of the scrolling container', () => {
    const view = mountTable({...quiet, data: people.slice(0, 3), enableStickyHeader: true});
    expect(css(view.container.querySelector('thead')).position).toBe('sticky');
    expect([
      css(view.container.querySelector('thead tr')).position,
      css(view.container.querySelector('thead tr')).top,
    ]).toEqual(['sticky', '0px']);
    view.unmount();
    const off = mountTable({...quiet, data: people.slice(0, 3)});
    expect(css(off.container.querySelector('thead')).position).toBe('relative');
    off.unmount();
  });

  it("MRT then caps the container's height at the window height minus the toolbars (at least 350 px); `muiTableContainerProps` can set your own `maxHeight`", () => {
    const container = (root: HTMLElement) => root.querySelector('.MuiTableContainer-root');
    const view = mountTable({data: people.slice(0, 3), enableStickyHeader: true});
    // jsdom lays nothing out, so the toolbars measure 0 px
    expect(css(container(view.container)).maxHeight).toBe('clamp(350px, calc(100vh - 0px), 9999px)');
    view.unmount();
    const off = mountTable({data: people.slice(0, 3)});
    expect(css(container(off.container)).maxHeight).toBe('');
    off.unmount();
    const own = mountTable({
      data: people.slice(0, 3),
      enableStickyHeader: true,
      muiTableContainerProps: {sx: {maxHeight: '420px'}},
    });
    expect(css(container(own.container)).maxHeight).toBe('420px');
    own.unmount();
  });
});

describe('enableSubRowSelection', () => {
  const clickParent = async (options: Partial<MRT_TableOptions<Unit>>) => {
    const view = mountTable<Unit>({
      ...quiet,
      data: tree,
      enableExpanding: true,
      enableRowSelection: true,
      initialState: {expanded: true},
      ...options,
    });
    await settle(() => fireEvent.click(rowBoxes(view.container)[0]));
    await settle(() => fireEvent.click(rowBoxes(view.container)[3]));
    const ids = selectedIds(view);
    view.unmount();
    return ids;
  };

  it('selecting a parent row also selects its sub-rows', async () => {
    expect(await clickParent({})).toEqual(['0', '0.0', '0.1', '1', '1.0', '1.1']);
    expect(await clickParent({enableSubRowSelection: false})).toEqual(['0', '1']);
  });

  it('a function decides per row', async () => {
    expect(await clickParent({enableSubRowSelection: (row) => row.id === '1'})).toEqual(['0', '1', '1.0', '1.1']);
  });

  it('turned off, the select-all checkbox of `page` mode never shows as checked on a page whose rows have sub-rows, and clicking it again does not clear the selection', async () => {
    const view = mountTable<Unit>({
      ...quiet,
      data: tree,
      enableExpanding: true,
      enableRowSelection: true,
      enableSubRowSelection: false,
    });
    const selectAll = () => screen.getByRole('checkbox', {name: 'Toggle select all'}) as HTMLInputElement;
    await settle(() => fireEvent.click(selectAll()));
    const afterOne = selectedIds(view);
    expect(afterOne.length).toBeGreaterThan(0);
    expect(selectAll().checked).toBe(false);
    await settle(() => fireEvent.click(selectAll()));
    expect(selectedIds(view)).toEqual(afterOne);
    view.unmount();
  });
});

describe('enableTableFooter', () => {
  it('renders the table footer (column `Footer`/`footer` content); the footer appears only when some column has such content', () => {
    const footed = [
      {...personColumns[0], footer: 'Names'},
      {...personColumns[2], Footer: () => 'Ages'},
    ];
    const view = mountTable({...quiet, data: people.slice(0, 2), columns: footed});
    expect(view.container.querySelector('tfoot')!.textContent).toBe('NamesAges');
    view.unmount();
    const off = mountTable({...quiet, data: people.slice(0, 2), columns: footed, enableTableFooter: false});
    expect(off.container.querySelector('tfoot')).toBeNull();
    off.unmount();
    const none = mountTable({...quiet, data: people.slice(0, 2)});
    expect(none.table().options.enableTableFooter).toBe(true);
    expect(none.container.querySelector('tfoot')).toBeNull();
    none.unmount();
  });
});

describe('enableTableHead', () => {
  it('renders the table header row', () => {
    const view = mountTable({...quiet, data: people.slice(0, 2)});
    expect(view.container.querySelectorAll('thead th')).toHaveLength(4);
    view.unmount();
    const off = mountTable({...quiet, data: people.slice(0, 2), enableTableHead: false});
    expect(off.container.querySelector('thead')).toBeNull();
    expect(bodyRows(off.container)).toHaveLength(2);
    off.unmount();
  });
});

describe('enableToolbarInternalActions', () => {
  it('shows the built-in toolbar buttons (search, filters, columns, density, full screen)', () => {
    const names = [
      'Show/Hide search',
      'Show/Hide filters',
      'Show/Hide columns',
      'Toggle density',
      'Toggle full screen',
    ];
    const view = mountTable({data: people.slice(0, 2), renderTopToolbarCustomActions: () => 'Own action'});
    expect(names.map((name) => screen.queryAllByRole('button', {name}).length)).toEqual([1, 1, 1, 1, 1]);
    view.unmount();
    const off = mountTable({
      data: people.slice(0, 2),
      enableToolbarInternalActions: false,
      renderTopToolbarCustomActions: () => 'Own action',
    });
    expect(names.map((name) => screen.queryAllByRole('button', {name}).length)).toEqual([0, 0, 0, 0, 0]);
    expect(screen.getByText('Own action')).toBeTruthy();
    off.unmount();
  });
});

describe('enableTopToolbar', () => {
  it('shows the toolbar above the table', () => {
    const view = mountTable({
      enableBottomToolbar: false,
      data: people.slice(0, 2),
      renderTopToolbarCustomActions: () => 'Own action',
    });
    expect(screen.getByText('Own action')).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Toggle density'})).toBeTruthy();
    view.unmount();
    const off = mountTable({
      enableBottomToolbar: false,
      enableTopToolbar: false,
      data: people.slice(0, 2),
      renderTopToolbarCustomActions: () => 'Own action',
    });
    expect(screen.queryByText('Own action')).toBeNull();
    expect(screen.queryByRole('button', {name: 'Toggle density'})).toBeNull();
    off.unmount();
  });
});

describe('expandRowsFn', () => {
  it("declared in MRT's types but not read by MRT 3.2.1 or TanStack Table; use `getSubRows` to give rows their children", () => {
    const children = (row: Person) => (row.id === '1' ? [people[1]] : []);
    const ignored = tableInstance({
      enableExpanding: true,
      expandRowsFn: children,
      initialState: {expanded: true},
      data: people.slice(0, 1),
    });
    expect(firstNames(ignored)).toEqual(['Ada']);
    ignored.unmount();
    const read = tableInstance({
      enableExpanding: true,
      getSubRows: (row) => children(row),
      initialState: {expanded: true},
      data: people.slice(0, 1),
    });
    expect(firstNames(read)).toEqual(['Ada', 'Grace']);
    read.unmount();
  });
});

describe('filterFns', () => {
  const tall = (row: {getValue: (id: string) => unknown}, id: string, value: number) =>
    Number(row.getValue(id)) >= value;

  it('extra filter functions, keyed by name, that columns and the search can then reference by that name', () => {
    const column = tableInstance({
      filterFns: {atLeast: tall},
      columns: [personColumns[0], {...personColumns[2], filterFn: 'atLeast' as never}],
      initialState: {columnFilters: [{id: 'age', value: 70}]},
    });
    expect(firstNames(column)).toEqual(['Grace', 'Edsger']);
    column.unmount();
    const search = tableInstance({
      filterFns: {atLeast: tall},
      globalFilterFn: 'atLeast' as never,
      columns: [personColumns[2]],
      initialState: {globalFilter: 70},
    });
    expect(firstNames(search)).toEqual(['Grace', 'Edsger']);
    search.unmount();
  });

  it("they are merged with MRT's built-in filter functions", () => {
    const view = tableInstance({filterFns: {atLeast: tall}});
    expect(Object.keys(view.table().options.filterFns!).sort()).toEqual(
      [...Object.keys(MRT_FilterFns), 'atLeast'].sort(),
    );
    view.unmount();
  });

  it('MRT reads them on the first render only', () => {
    const columns = [personColumns[0], {...personColumns[2], filterFn: 'atLeast' as never}];
    const view = tableInstance({
      filterFns: {atLeast: tall},
      columns,
      initialState: {columnFilters: [{id: 'age', value: 70}]},
    });
    view.update({filterFns: {atLeast: () => true}, columns: [...columns]});
    expect(firstNames(view)).toEqual(['Grace', 'Edsger']);
    view.unmount();
  });
});

describe('filterFromLeafRows', () => {
  it('filters nested data from the leaf rows up, so a parent stays visible when any of its children match', () => {
    const filtered = (filterFromLeafRows?: boolean) => {
      const view = tableInstance<Unit>({
        data: tree,
        enableExpanding: true,
        filterFromLeafRows,
        initialState: {expanded: true, columnFilters: [{id: 'firstName', value: 'Grace'}]},
      });
      const names = firstNames(view as unknown as HookTable);
      view.unmount();
      return names;
    };
    expect(filtered(true)).toEqual(['Ada', 'Grace']);
    // left out, a parent that does not match hides its matching children
    expect(filtered()).toEqual([]);
  });
});

describe('getColumnCanGlobalFilter', () => {
  it('decides which columns the search looks at', () => {
    const view = tableInstance({
      getColumnCanGlobalFilter: (column) => column.id === 'city',
      initialState: {globalFilter: 'Boston'},
    });
    expect(firstNames(view)).toEqual(['Barbara', 'Margaret']);
    // only the cities are searched: a last name finds nothing
    view.update({state: {globalFilter: 'Hopper'}});
    expect(firstNames(view)).toEqual([]);
    view.unmount();
  });

  it('by default only columns whose first value is a string or number are searched', () => {
    const data = people.map((person, index) => ({
      ...person,
      city: index === 0 ? (null as unknown as string) : person.city,
    }));
    const view = tableInstance({data, initialState: {globalFilter: 'Boston'}});
    expect(firstNames(view)).toEqual([]);
    view.unmount();
    const searched = tableInstance({data: people, initialState: {globalFilter: 'Boston'}});
    expect(firstNames(searched)).toEqual(['Barbara', 'Margaret']);
    searched.unmount();
  });
});

describe('getCoreRowModel', () => {
  it("the TanStack function that builds the basic row model; MRT supplies TanStack's own unless you pass one", () => {
    const view = tableInstance();
    expect(view.table().getCoreRowModel().rows).toHaveLength(10);
    view.unmount();
    const own = tableInstance({
      getCoreRowModel: () => () => ({rows: [], flatRows: [], rowsById: {}}),
    });
    expect(own.table().getCoreRowModel().rows).toHaveLength(0);
    own.unmount();
  });
});

const supplied = (options: Partial<MRT_TableOptions<Person>>, name: keyof MRT_TableOptions<Person>) => {
  const view = tableInstance(options);
  const value = view.table().options[name];
  view.unmount();
  return value === undefined ? 'none' : typeof value;
};

describe('getExpandedRowModel', () => {
  it('the TanStack function that expands rows; MRT supplies it when expanding or grouping is on', () => {
    expect(
      [{}, {enableExpanding: true}, {enableGrouping: true}].map((options) => supplied(options, 'getExpandedRowModel')),
    ).toEqual(['none', 'function', 'function']);
  });
});

describe('getFacetedMinMaxValues', () => {
  it("the TanStack function that computes each column's min and max for faceting; MRT supplies it when `enableFacetedValues` is on", () => {
    expect([
      supplied({}, 'getFacetedMinMaxValues'),
      supplied({enableFacetedValues: true}, 'getFacetedMinMaxValues'),
    ]).toEqual(['none', 'function']);
    const view = tableInstance({enableFacetedValues: true});
    expect(view.table().getColumn('age').getFacetedMinMaxValues()).toEqual([33, 85]);
    view.unmount();
  });
});

describe('getFacetedRowModel', () => {
  it('the TanStack function that builds faceted row models; MRT supplies it when `enableFacetedValues` is on', () => {
    expect([supplied({}, 'getFacetedRowModel'), supplied({enableFacetedValues: true}, 'getFacetedRowModel')]).toEqual([
      'none',
      'function',
    ]);
  });
});

describe('getFacetedUniqueValues', () => {
  it('the TanStack function that counts unique values per column; MRT supplies it when `enableFacetedValues` is on', () => {
    expect([
      supplied({}, 'getFacetedUniqueValues'),
      supplied({enableFacetedValues: true}, 'getFacetedUniqueValues'),
    ]).toEqual(['none', 'function']);
    const view = tableInstance({enableFacetedValues: true});
    expect(view.table().getColumn('city').getFacetedUniqueValues().get('Boston')).toBe(2);
    view.unmount();
  });
});

describe('getFilteredRowModel', () => {
  it('the TanStack function that filters rows; MRT supplies it unless `enableFilters`, `enableColumnFilters` and `enableGlobalFilter` are all false, or `manualFiltering` is on', () => {
    expect(
      [
        {},
        {enableFilters: false},
        {enableFilters: false, enableColumnFilters: false},
        {enableFilters: false, enableColumnFilters: false, enableGlobalFilter: false},
        {manualFiltering: true},
        {data: []},
      ].map((options) => supplied(options, 'getFilteredRowModel')),
    ).toEqual(['function', 'function', 'function', 'none', 'none', 'none']);
  });
});
