/** Claims of the API reference's table options page (src/api/descriptions/table-options.ts). */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_TableOptions} from 'material-react-table';
import {mountTable, settle, bodyRows, people, personColumns, type Mounted, type Person} from './harness';
import {tableInstance} from './tableInstance';

const shown = (text: string) => screen.queryAllByText(text).length;
const pager = {initialState: {pagination: {pageIndex: 0, pageSize: 5}}};
const rowsSelect = () => screen.queryAllByRole('combobox', {name: 'Rows per page'});

describe('paginationDisplayMode', () => {
  it('`default` (range text and arrows) follows the rows-per-page select', () => {
    const view = mountTable(pager);
    expect(rowsSelect()).toHaveLength(1);
    expect(shown('1-5 of 10')).toBe(1);
    expect(screen.getAllByRole('button', {name: 'Go to next page'})).toHaveLength(1);
    view.unmount();
  });

  it('`pages` (numbered page buttons) follows the rows-per-page select', () => {
    const view = mountTable({...pager, paginationDisplayMode: 'pages'});
    expect(rowsSelect()).toHaveLength(1);
    expect(screen.getAllByRole('button', {name: 'Go to page 2'})).toHaveLength(1);
    expect(shown('1-5 of 10')).toBe(0);
    view.unmount();
  });

  it('`custom` (nothing more: render your own) still renders the rows-per-page select', () => {
    const view = mountTable({...pager, paginationDisplayMode: 'custom'});
    expect(rowsSelect()).toHaveLength(1);
    expect(shown('1-5 of 10')).toBe(0);
    expect(screen.queryAllByRole('button', {name: /page/i})).toHaveLength(0);
    view.unmount();
  });

  it('`muiPaginationProps: {showRowsPerPage: false}` hides the select', () => {
    const view = mountTable({...pager, paginationDisplayMode: 'custom', muiPaginationProps: {showRowsPerPage: false}});
    expect(rowsSelect()).toHaveLength(0);
    view.unmount();
  });
});

describe('globalFilterFn', () => {
  // 'da': fuzzy and contains both find Ada; equals finds nothing
  it('the filter mode the search box starts with (default `fuzzy`)', () => {
    const view = tableInstance({state: {globalFilter: 'Ada'}});
    expect(view.table().getState().globalFilterFn).toBe('fuzzy');
    expect(view.table().getGlobalFilterFn()).toBe(view.table().options.filterFns!.fuzzy);
    view.unmount();
  });

  it('the name of a built-in or registered filter function', () => {
    const view = mountTable({
      filterFns: {lastNameIs: (row, _id, value: string) => row.original.lastName === value},
      globalFilterFn: 'lastNameIs' as never,
      state: {globalFilter: 'Hopper'},
    });
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Grace']);
    view.unmount();
  });

  it('MRT reads it on the first render only', async () => {
    const view = tableInstance({globalFilterFn: 'equals'});
    view.update({globalFilterFn: 'contains'});
    await settle(() => view.table().setGlobalFilter('da'));
    expect(view.table().getState().globalFilterFn).toBe('equals');
    expect(view.table().getRowModel().rows).toHaveLength(0);
    view.unmount();
  });

  it('the rows follow at the next change of the search text', async () => {
    const view = tableInstance({globalFilterFn: 'equals', state: {globalFilter: 'da'}});
    expect(view.table().getRowModel().rows).toHaveLength(0);
    await settle(() => view.table().setGlobalFilterFn('contains'));
    expect(view.table().getRowModel().rows).toHaveLength(0);
    view.update({state: {globalFilter: 'ad'}});
    expect(
      view
        .table()
        .getRowModel()
        .rows.map((row) => row.original.firstName),
    ).toEqual(['Ada']);
    view.unmount();
  });

  it('the mode changes when the user picks one from the mode menu (which clears the search text)', async () => {
    const view = mountTable({
      enableGlobalFilterModes: true,
      enableBottomToolbar: false,
      initialState: {showGlobalFilter: true, globalFilter: 'da'},
    });
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: /Contains$/})));
    expect([view.table().getState().globalFilterFn, view.table().getState().globalFilter]).toEqual([
      'contains',
      undefined,
    ]);
    view.unmount();
  });

  it('after that, the mode changes when you call `table.setGlobalFilterFn`', async () => {
    const view = mountTable({globalFilterFn: 'equals'});
    await settle(() => view.table().setGlobalFilterFn('contains'));
    await settle(() => view.table().setGlobalFilter('da'));
    expect(view.table().getState().globalFilterFn).toBe('contains');
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ada']);
    view.unmount();
  });
});

describe('onGlobalFilterFnChange', () => {
  it("called with the search mode the user picks, in place of MRT's own update: the search keeps filtering with the mode it started with, whatever `state.globalFilterFn` says", async () => {
    const picked: unknown[] = [];
    const view = mountTable({
      globalFilterFn: 'equals',
      enableGlobalFilterModes: true,
      enableBottomToolbar: false,
      onGlobalFilterFnChange: (mode) => picked.push(mode),
      initialState: {showGlobalFilter: true},
      state: {globalFilterFn: 'contains', globalFilter: 'da'},
    });
    const firstNames = () => bodyRows(view.container).map((cells) => cells[0]);
    // `equals` finds nothing for 'da'; `contains` would find Ada
    expect(firstNames()).not.toContain('Ada');
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: /Contains$/})));
    expect(picked).toEqual(['contains']);
    expect(view.table().getState().globalFilterFn).toBe('contains');
    expect(firstNames()).not.toContain('Ada');
    view.unmount();
  });
});

describe('defaults MRT fills in', () => {
  it("defaultColumn: merged over MRT's defaults (`size` 180, `minSize` 40, `maxSize` 1000, `filterVariant` text)", () => {
    const view = tableInstance({defaultColumn: {minSize: 60}});
    const {size, minSize, maxSize, filterVariant} = view.table().getColumn('age').columnDef;
    expect({size, minSize, maxSize, filterVariant}).toEqual({
      size: 180,
      minSize: 60,
      maxSize: 1000,
      filterVariant: 'text',
    });
    view.unmount();
  });

  it('enablePagination: when false, all rows render (and `manualPagination` becomes true unless you set it)', () => {
    const view = mountTable({enablePagination: false, initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
    expect(bodyRows(view.container)).toHaveLength(people.length);
    expect(view.table().options.manualPagination).toBe(true);
    view.unmount();
  });

  it('manualFiltering: MRT turns it on automatically while `data` is empty (together with manual grouping, pagination and sorting)', () => {
    const view = tableInstance({data: []});
    const {manualFiltering, manualGrouping, manualPagination, manualSorting} = view.table().options;
    expect([manualFiltering, manualGrouping, manualPagination, manualSorting]).toEqual([true, true, true, true]);
    view.unmount();
  });

  it('layoutMode: left out, MRT uses `grid-no-grow` with column resizing, otherwise `semantic`', () => {
    const resizing = tableInstance({enableColumnResizing: true});
    expect(resizing.table().options.layoutMode).toBe('grid-no-grow');
    resizing.unmount();
    const plain = tableInstance();
    expect(plain.table().options.layoutMode).toBe('semantic');
    plain.unmount();
  });

  it('layoutMode: `grid` with virtualization (when resizing does not pick `grid-no-grow` first); a `semantic` you set yourself also becomes `grid` with virtualization', () => {
    const layout = (options: Partial<MRT_TableOptions<Person>>) => {
      const view = tableInstance(options);
      const mode = view.table().options.layoutMode;
      view.unmount();
      return mode;
    };
    expect(layout({enableRowVirtualization: true})).toBe('grid');
    expect(layout({enableColumnVirtualization: true})).toBe('grid');
    expect(layout({enableRowVirtualization: true, enableColumnResizing: true})).toBe('grid-no-grow');
    expect(layout({enableRowVirtualization: true, layoutMode: 'semantic'})).toBe('grid');
    expect(layout({layoutMode: 'semantic'})).toBe('semantic');
  });

  it('enableRowVirtualization: also makes the header sticky', () => {
    const view = tableInstance({enableRowVirtualization: true});
    expect(view.table().options.enableStickyHeader).toBe(true);
    expect(view.table().options.layoutMode).toBe('grid');
    view.unmount();
  });

  it('renderEmptyRowsFallback: "No results found" while a search is active, otherwise "No records to display"', async () => {
    const view = mountTable({data: people.slice(0, 2)});
    await settle(() => view.table().setGlobalFilter('zzzz'));
    expect(shown('No results found')).toBe(1);
    view.update({data: []});
    await settle(() => view.table().setGlobalFilter(undefined));
    expect(shown('No records to display')).toBe(1);
    view.unmount();
  });

  it('rowNumberDisplayMode: `static` (the default) numbers rows by their displayed position, continuing across pages', async () => {
    const view = mountTable({
      enableRowNumbers: true,
      initialState: {pagination: {pageIndex: 1, pageSize: 5}, sorting: [{id: 'age', desc: false}]},
    });
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['6', '7', '8', '9', '10']);
    view.unmount();
  });
});

describe('enableGlobalFilterRankedResults', () => {
  const names = (view: Mounted<Person>) =>
    view
      .table()
      .getRowModel()
      .rows.map((row) => row.original.firstName);

  it('while the search uses the `fuzzy` mode and has text, orders rows by how well they match the search text', async () => {
    const view = mountTable({enableTopToolbar: false});
    await settle(() => view.table().setGlobalFilter('ar'));
    expect(names(view)).toEqual(['Barbara', 'Margaret', 'Donald', 'Alan']);
    view.unmount();
  });

  it('MRT clears the sorting whenever the search text changes and restores it when the search is cleared; a sort picked during a search holds until the next change of the text', async () => {
    const view = mountTable({enableTopToolbar: false, initialState: {sorting: [{id: 'age', desc: false}]}});
    await settle(() => view.table().setGlobalFilter('a'));
    expect(view.table().getState().sorting).toEqual([]);
    await settle(() => view.table().setSorting([{id: 'firstName', desc: false}]));
    expect(names(view)).toEqual(['Ada', 'Alan', 'Barbara', 'Donald', 'Edsger', 'Frances', 'Grace', 'John', 'Margaret']);
    await settle(() => view.table().setGlobalFilter('ar'));
    expect(view.table().getState().sorting).toEqual([]);
    await settle(() => view.table().setGlobalFilter(undefined));
    expect(view.table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    view.unmount();
  });

  it('while no column is sorted and no row is expanded', async () => {
    const sorted = mountTable({enableTopToolbar: false});
    await settle(() => sorted.table().setGlobalFilter('ar'));
    await settle(() => sorted.table().setSorting([{id: 'age', desc: false}]));
    // Margaret 33, Alan 41, Barbara 55, Donald 68
    expect(names(sorted)).toEqual(['Margaret', 'Alan', 'Barbara', 'Donald']);
    sorted.unmount();
    const expanded = mountTable({
      enableTopToolbar: false,
      enableExpanding: true,
      data: [{...people[0], subRows: [people[9]]}, ...people.slice(1, 9)] as Person[],
      initialState: {expanded: {0: true}},
    });
    await settle(() => expanded.table().setGlobalFilter('ar'));
    // the data's order, not the ranked one
    expect(names(expanded)).toEqual(['Alan', 'Barbara', 'Donald', 'Margaret']);
    expanded.unmount();
  });

  it('a row that has sub-rows gets no score, so it comes after every other match', async () => {
    const view = mountTable({
      enableTopToolbar: false,
      enableExpanding: true,
      // Grace is an exact match, Gracie only starts with the text, but Grace has a sub-row
      data: [
        {...people[1], subRows: [people[9]]},
        {...people[2], firstName: 'Gracie'},
      ] as Person[],
    });
    await settle(() => view.table().setGlobalFilter('grace'));
    expect(names(view)).toEqual(['Gracie', 'Grace']);
    view.unmount();
  });

  it('off while `manualSorting` is on', async () => {
    const view = mountTable({
      enableTopToolbar: false,
      manualSorting: true,
      state: {sorting: [{id: 'age', desc: false}]},
      onSortingChange: () => {
        throw new Error('MRT changed the sorting');
      },
    });
    await settle(() => view.table().setGlobalFilter('ar'));
    expect(names(view)).toEqual(['Alan', 'Barbara', 'Donald', 'Margaret']);
    view.unmount();
  });

  it('off while any of `manualFiltering`, `manualGrouping` or `manualExpanding` is on', async () => {
    for (const manual of ['manualFiltering', 'manualGrouping', 'manualExpanding'] as const) {
      const view = mountTable({enableTopToolbar: false, [manual]: true});
      await settle(() => view.table().setGlobalFilter('ar'));
      // with manualFiltering the rows are the server's: all ten stay, in the data's order
      const expected =
        manual === 'manualFiltering'
          ? people.map((person) => person.firstName)
          : ['Alan', 'Barbara', 'Donald', 'Margaret'];
      expect([manual, names(view)]).toEqual([manual, expected]);
      view.unmount();
    }
  });
});

describe('autoResetExpanded', () => {
  interface Unit extends Person {
    subRows?: Person[];
  }
  const tree: Unit[] = [
    {...people[0], subRows: [people[1]]},
    {...people[2], subRows: [people[3]]},
  ];
  const copy = () => tree.map((unit) => ({...unit}));

  it('when true, the expanded state goes back to `initialState.expanded` whenever the data or the filters change, but only with `enableGrouping` on', async () => {
    const grouped = tableInstance<Unit>({
      ...pager,
      data: tree,
      enableExpanding: true,
      enableGrouping: true,
      autoResetExpanded: true,
      initialState: {expanded: {1: true}},
    });
    await settle(() => grouped.table().getRow('0').toggleExpanded(true));
    await settle(() => grouped.update({data: copy()}));
    await settle();
    expect(grouped.table().getState().expanded).toEqual({1: true});
    await settle(() => grouped.table().getRow('0').toggleExpanded(true));
    await settle(() => grouped.table().getColumn('firstName').setFilterValue('a'));
    await settle();
    expect(grouped.table().getState().expanded).toEqual({1: true});
    grouped.unmount();
    const plain = tableInstance<Unit>({...pager, data: tree, enableExpanding: true, autoResetExpanded: true});
    await settle(() => plain.table().getRow('0').toggleExpanded(true));
    await settle(() => plain.update({data: copy()}));
    await settle();
    expect(plain.table().getState().expanded).toEqual({0: true});
    plain.unmount();
  });

  it('MRT turns this off by default so expanded rows stay open', async () => {
    const view = tableInstance<Unit>({...pager, data: tree, enableExpanding: true, enableGrouping: true});
    expect(view.table().options.autoResetExpanded).toBe(false);
    await settle(() => view.table().getRow('0').toggleExpanded(true));
    await settle(() => view.update({data: copy()}));
    await settle();
    expect(view.table().getState().expanded).toEqual({0: true});
    view.unmount();
  });
});

describe('pageCount', () => {
  const many = Array.from({length: 30}, (_, index) => ({...people[index % 10], id: String(index + 1)}));
  const nextDisabled = () => (screen.getByRole('button', {name: 'Go to next page'}) as HTMLButtonElement).disabled;

  it('MRT\'s range text and next-page button read `rowCount`, not this: with `pageCount` alone they count only the rows in `data` (a server page of 10 rows reads "1-10 of 10") and the next-page button stays disabled', () => {
    const alone = mountTable({data: many.slice(0, 10), manualPagination: true, pageCount: 3});
    expect(alone.table().getPageCount()).toBe(3);
    expect(shown('1-10 of 10')).toBe(1);
    expect(nextDisabled()).toBe(true);
    alone.unmount();
    const counted = mountTable({data: many.slice(0, 10), manualPagination: true, rowCount: 30});
    expect(shown('1-10 of 30')).toBe(1);
    expect(nextDisabled()).toBe(false);
    counted.unmount();
  });
});

describe('positionGlobalFilter', () => {
  it('with `none` the Show/Hide search button stays, and toggling it shows no box', async () => {
    const view = mountTable({positionGlobalFilter: 'none'});
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide search'})));
    expect(view.table().getState().showGlobalFilter).toBe(true);
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
    view.unmount();
  });
});

/** Clicks a column header's label, as a reader does to sort (`shiftKey` for a multi-sort click). */
const clickHeader = async (name: string, shiftKey = false) =>
  settle(() => fireEvent.click(screen.getByText(name, {selector: '.Mui-TableHeadCell-Content-Wrapper'}), {shiftKey}));

describe('enableMultiRemove', () => {
  it('has no effect in MRT 3.2.1: with `false`, a Shift-click still removes a column from a multi-sort when its next step is unsorted; `enableSortingRemoval: false` keeps it', async () => {
    // First Name starts ascending, so after descending its next step is unsorted
    const sorting = [
      {id: 'age', desc: true},
      {id: 'firstName', desc: true},
    ];
    const view = mountTable({enableMultiRemove: false, initialState: {sorting}});
    await clickHeader('First Name', true);
    expect(view.table().getState().sorting).toEqual([{id: 'age', desc: true}]);
    view.unmount();
    const kept = mountTable({enableSortingRemoval: false, initialState: {sorting}});
    await clickHeader('First Name', true);
    expect(kept.table().getState().sorting).toEqual([
      {id: 'age', desc: true},
      {id: 'firstName', desc: false},
    ]);
    kept.unmount();
  });
});

describe('onShowAlertBannerChange', () => {
  it('MRT never calls it itself (selecting rows or grouping shows the banner without changing `showAlertBanner`); only your own `table.setShowAlertBanner(…)` reaches it', async () => {
    const onShowAlertBannerChange = jest.fn();
    const view = mountTable({enableRowSelection: true, enableGrouping: true, onShowAlertBannerChange});
    const firstRowBox = view.container.querySelector('tbody tr input[type="checkbox"]') as HTMLElement;
    await settle(() => fireEvent.click(firstRowBox));
    expect(screen.getByText('1 of 10 row(s) selected')).toBeTruthy();
    await settle(() => view.table().setGrouping(['city']));
    expect(view.table().getState().showAlertBanner).toBe(false);
    expect(onShowAlertBannerChange).not.toHaveBeenCalled();
    await settle(() => view.table().setShowAlertBanner(true));
    expect(onShowAlertBannerChange).toHaveBeenCalledWith(true);
    // called in place of MRT's internal update: the state stays false
    expect(view.table().getState().showAlertBanner).toBe(false);
    view.unmount();
  });
});

describe('sortDescFirst', () => {
  const dated: MRT_ColumnDef<Person>[] = [
    ...personColumns,
    {
      id: 'born',
      header: 'Born',
      accessorFn: (row) => new Date(2026 - row.age, 0, 1),
      Cell: ({cell}) => cell.getValue<Date>().getFullYear(),
    },
  ];
  const firstClick = async (options: Partial<MRT_TableOptions<Person>>, name: string) => {
    const view = mountTable({columns: dated, ...options});
    await clickHeader(name);
    const [sort] = view.table().getState().sorting;
    view.unmount();
    return sort.desc ? 'desc' : 'asc';
  };
  const firstClicks = async (options: Partial<MRT_TableOptions<Person>>) => ({
    text: await firstClick(options, 'First Name'),
    number: await firstClick(options, 'Age'),
    date: await firstClick(options, 'Born'),
  });

  it('left out, text starts ascending and anything else (numbers, dates) descending; so `true` changes only text columns and `false` only the others', async () => {
    expect(await firstClicks({})).toEqual({text: 'asc', number: 'desc', date: 'desc'});
    expect(await firstClicks({sortDescFirst: true})).toEqual({text: 'desc', number: 'desc', date: 'desc'});
    expect(await firstClicks({sortDescFirst: false})).toEqual({text: 'asc', number: 'asc', date: 'asc'});
  });

  it("a column's own `sortDescFirst` wins", async () => {
    const columns = dated.map((column) => ({...column, sortDescFirst: column.header === 'Age' ? false : true}));
    expect(await firstClicks({sortDescFirst: false, columns})).toEqual({text: 'desc', number: 'asc', date: 'desc'});
  });
});

describe('enableClickToCopy', () => {
  it('a column\'s own `enableClickToCopy: false` removes the copy buttons from that column, but not the "Copy" item: with `context-menu` on the table, that column\'s cells still offer it', async () => {
    const columns = [{...personColumns[0], enableClickToCopy: false}, ...personColumns.slice(1)];
    const buttons = mountTable({enableClickToCopy: true, columns});
    const cell = (container: HTMLElement, text: string) =>
      Array.from(container.querySelectorAll('tbody td')).find((td) => td.textContent === text) as HTMLElement;
    expect(cell(buttons.container, 'Ada').querySelector('button')).toBeNull();
    expect(cell(buttons.container, 'Lovelace').querySelector('button')).not.toBeNull();
    buttons.unmount();
    const menu = mountTable({enableClickToCopy: 'context-menu', enableCellActions: true, columns});
    fireEvent.contextMenu(cell(menu.container, 'Ada'));
    await settle();
    expect(within(screen.getByRole('menu')).getByText('Copy')).toBeTruthy();
    menu.unmount();
  });
});
