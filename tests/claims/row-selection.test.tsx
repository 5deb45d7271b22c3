/**
 * Claims of docs/guides/row-selection.mdx, checked against the installed material-react-table (jsdom). The demos'
 * clicks are checked in a browser in tests/e2e/guides/row-selection.test.ts.
 */
import {act, fireEvent, screen, within} from '@testing-library/react';
import {hoverTooltip, mountTable, people, settle} from './harness';
import {tableInstance} from './tableInstance';

const selectedIds = (state: Record<string, boolean>) =>
  Object.keys(state)
    .filter((id) => state[id])
    .sort();
const rowBoxes = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLInputElement>('tbody input[aria-label="Toggle select row"]'));
/** Each row checkbox as shown: x checked, - indeterminate, o empty. */
const boxStates = (container: HTMLElement) =>
  rowBoxes(container)
    .map((box) => (box.checked ? 'x' : box.getAttribute('data-indeterminate') === 'true' ? '-' : 'o'))
    .join('');

describe('Row Selection guide', () => {
  it('`enableRowSelection` is `false` by default; MRT shows the select column only when the option is truthy', () => {
    const off = tableInstance();
    expect(off.table().options.enableRowSelection).toBe(false);
    expect(
      off
        .table()
        .getVisibleLeafColumns()
        .map((column) => column.id),
    ).not.toContain('mrt-row-select');
    off.unmount();
    const on = tableInstance({enableRowSelection: (row) => row.original.age > 50});
    expect(on.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-select');
    on.unmount();
  });

  it('a row that cannot be selected shows a disabled checkbox, and the select-all checkbox skips it', () => {
    const {container, table, unmount} = mountTable({enableRowSelection: (row) => row.original.age >= 50});
    expect(rowBoxes(container).map((box) => box.disabled)).toEqual(people.map((person) => person.age < 50));
    fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'}));
    expect(selectedIds(table().getState().rowSelection)).toEqual(
      people
        .filter((p) => p.age >= 50)
        .map((p) => String(Number(p.id) - 1))
        .sort(),
    );
    unmount();
  });

  it('while `state.isLoading` is `true`, every checkbox is disabled, and the rows show skeletons in place of theirs unless `state.showSkeletons` is `false`', () => {
    const boxes = (container: HTMLElement) =>
      Array.from(container.querySelectorAll<HTMLInputElement>('input[aria-label^="Toggle select"]')).map(
        (box) => box.disabled,
      );
    const loading = mountTable({enableRowSelection: true, state: {isLoading: true}});
    expect(boxes(loading.container)).toEqual([true]);
    expect(loading.container.querySelectorAll('tbody .MuiSkeleton-root').length).toBeGreaterThanOrEqual(10);
    loading.unmount();
    const noSkeletons = mountTable({enableRowSelection: true, state: {isLoading: true, showSkeletons: false}});
    expect(boxes(noSkeletons.container)).toEqual(Array(11).fill(true));
    noSkeletons.unmount();
  });

  it('`enableMultiRowSelection: false`: radio buttons, no select-all checkbox, and selecting a row unselects the one before', () => {
    const {container, table, unmount} = mountTable({enableRowSelection: true, enableMultiRowSelection: false});
    const radios = container.querySelectorAll<HTMLInputElement>('tbody input[type="radio"]');
    expect(radios).toHaveLength(10);
    expect(screen.queryByRole('checkbox', {name: 'Toggle select all'})).toBeNull();
    fireEvent.click(radios[1]);
    fireEvent.click(radios[4]);
    expect(selectedIds(table().getState().rowSelection)).toEqual(['4']);
    unmount();
  });

  it('with a function for `enableMultiRowSelection` the rows keep checkboxes, and the select-all checkbox stays', () => {
    const {container, unmount} = mountTable({enableRowSelection: true, enableMultiRowSelection: () => true});
    expect(container.querySelectorAll('tbody input[type="radio"]')).toHaveLength(0);
    expect(rowBoxes(container)).toHaveLength(10);
    expect(screen.getByRole('checkbox', {name: 'Toggle select all'})).toBeInTheDocument();
    unmount();
  });

  it("the header checkbox toggles the current page only (`selectAllMode: 'page'`), rows on other pages keep their state, and it shows as checked only when the current page is selected; with `'all'` every row that passes the filters, on every page", async () => {
    const selectAll = () => screen.getByRole('checkbox', {name: 'Toggle select all'}) as HTMLInputElement;
    const page = mountTable({
      enableRowSelection: true,
      initialState: {pagination: {pageIndex: 0, pageSize: 5}, rowSelection: {'7': true}},
    });
    expect(page.table().options.selectAllMode).toBe('page');
    expect(selectAll().checked).toBe(false);
    await settle(() => fireEvent.click(selectAll()));
    expect(selectedIds(page.table().getState().rowSelection)).toEqual(['0', '1', '2', '3', '4', '7']);
    expect(selectAll().checked).toBe(true);
    // page 2 holds one selected row of five
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
    expect(selectAll().checked).toBe(false);
    page.unmount();
    // the two Boston rows, one per page
    const all = mountTable({
      enableRowSelection: true,
      selectAllMode: 'all',
      initialState: {pagination: {pageIndex: 0, pageSize: 1}, columnFilters: [{id: 'city', value: 'Boston'}]},
    });
    expect(all.table().getPageCount()).toBe(2);
    await settle(() => fireEvent.click(selectAll()));
    expect(selectedIds(all.table().getState().rowSelection)).toEqual(['4', '6']);
    all.unmount();
  });

  it('Sub-rows are the exception: while sub-row selection is on (`enableSubRowSelection`, the default), the header checkbox also toggles every sub-row below the rows of the page, collapsed or on another page, and shows as checked only when those are selected too; with `enableSubRowSelection: false` it therefore never shows as checked on such a page, and cannot clear it', async () => {
    const selectAll = () => screen.getByRole('checkbox', {name: 'Toggle select all'}) as HTMLInputElement;
    // Ada (Grace, Alan below her) and Edsger on page 1; Grace and Alan collapsed
    const data = [{...people[0], subRows: [people[1], people[2]]}, ...people.slice(3)];
    const view = mountTable({
      data,
      enableExpanding: true,
      enableRowSelection: true,
      initialState: {pagination: {pageIndex: 0, pageSize: 2}},
    });
    await settle(() => fireEvent.click(selectAll()));
    expect(selectedIds(view.table().getState().rowSelection)).toEqual(['0', '0.0', '0.1', '1']);
    expect(selectAll().checked).toBe(true);
    await settle(() => view.table().setRowSelection({'0': true, '0.0': true, '1': true}));
    expect(selectAll().checked).toBe(false);
    view.unmount();
    // open: page 1 holds Ada and Grace, Alan is on page 2
    const open = mountTable({
      data,
      enableExpanding: true,
      enableRowSelection: true,
      initialState: {pagination: {pageIndex: 0, pageSize: 2}, expanded: true},
    });
    await settle(() => fireEvent.click(selectAll()));
    expect(selectedIds(open.table().getState().rowSelection)).toEqual(['0', '0.0', '0.1']);
    open.unmount();
    const off = mountTable({
      data,
      enableExpanding: true,
      enableRowSelection: true,
      enableSubRowSelection: false,
      initialState: {pagination: {pageIndex: 0, pageSize: 2}},
    });
    await settle(() => fireEvent.click(selectAll()));
    expect(selectedIds(off.table().getState().rowSelection)).toEqual(['0', '1']);
    // with enableSubRowSelection: false it never shows as checked on such a page, and cannot clear it
    expect(selectAll().checked).toBe(false);
    await settle(() => fireEvent.click(selectAll()));
    expect(selectedIds(off.table().getState().rowSelection)).toEqual(['0', '1']);
    off.unmount();
  });

  it('`enableSelectAll: false` removes the header checkbox', () => {
    const {unmount} = mountTable({enableRowSelection: true, enableSelectAll: false});
    expect(screen.queryByRole('checkbox', {name: 'Toggle select all'})).toBeNull();
    unmount();
  });

  it('"Clear selection" unselects the rows that pass the filters on every page; rows hidden by a filter and ids not in `data` stay selected', async () => {
    const {table, unmount} = mountTable({
      enableRowSelection: true,
      initialState: {
        // six cities contain an "o": rows 0, 1, 4, 5, 6 and 8, on three pages of two
        pagination: {pageIndex: 0, pageSize: 2},
        columnFilters: [{id: 'city', value: 'o'}],
        // row 8 is on page 3, row 3 (Austin) is hidden by the filter, 'other-page' is not in data
        rowSelection: {'0': true, '3': true, '8': true, 'other-page': true},
      },
    });
    expect(table().getPageCount()).toBe(3);
    fireEvent.click(screen.getByRole('button', {name: 'Clear selection'}));
    expect(selectedIds(table().getState().rowSelection)).toEqual(['3', 'other-page']);
    await settle(() => table().resetRowSelection(true));
    expect(table().getState().rowSelection).toEqual({});
    unmount();
  });

  it('Shift+click on another checkbox selects every row between the two; rows that cannot be selected stay unselected', () => {
    const {container, table, unmount} = mountTable({enableRowSelection: (row) => row.id !== '3'});
    fireEvent.click(rowBoxes(container)[1]);
    fireEvent.click(rowBoxes(container)[5], {shiftKey: true});
    expect(selectedIds(table().getState().rowSelection)).toEqual(['1', '2', '4', '5']);
    unmount();
  });

  it('with `enableBatchRowSelection: false` a Shift+click toggles one row only', () => {
    const {container, table, unmount} = mountTable({enableRowSelection: true, enableBatchRowSelection: false});
    fireEvent.click(rowBoxes(container)[1]);
    fireEvent.click(rowBoxes(container)[5], {shiftKey: true});
    expect(selectedIds(table().getState().rowSelection)).toEqual(['1', '5']);
    unmount();
  });

  it("selecting a parent row also selects all its sub-rows (`enableSubRowSelection`, `true` by default); a parent not selected itself shows as selected once all its sub-rows are, indeterminate while some are; sub-row ids are their parents' ids joined with the row's index", async () => {
    // Ada with Grace and Alan under her, then Edsger
    const data = [{...people[0], subRows: [people[1], people[2]]}, people[3]];
    const {container, table, unmount} = mountTable({
      data,
      enableRowSelection: true,
      enableExpanding: true,
      initialState: {expanded: true},
    });
    expect(boxStates(container)).toBe('oooo');
    await settle(() => fireEvent.click(rowBoxes(container)[0]));
    expect(selectedIds(table().getState().rowSelection)).toEqual(['0', '0.0', '0.1']);
    expect(boxStates(container)).toBe('xxxo');
    // a selected parent stays selected when one of its sub-rows is unselected
    await settle(() => fireEvent.click(rowBoxes(container)[2]));
    expect(selectedIds(table().getState().rowSelection)).toEqual(['0', '0.0']);
    expect(boxStates(container)).toBe('xxoo');
    await settle(() => table().resetRowSelection(true));
    await settle(() => fireEvent.click(rowBoxes(container)[1]));
    expect(boxStates(container)).toBe('-xoo');
    await settle(() => fireEvent.click(rowBoxes(container)[2]));
    expect(selectedIds(table().getState().rowSelection)).toEqual(['0.0', '0.1']);
    expect(boxStates(container)).toBe('xxxo');
    unmount();
  });

  it('a click on the checkbox itself does not reach the row, so it toggles once, not twice', async () => {
    const rowClicks: string[] = [];
    const {container, table, unmount} = mountTable({
      enableRowSelection: true,
      muiTableBodyRowProps: ({row}) => ({
        onClick: (event) => {
          rowClicks.push(row.id);
          row.getToggleSelectedHandler()(event);
        },
      }),
    });
    await settle(() => fireEvent.click(rowBoxes(container)[2]));
    expect(rowClicks).toEqual([]);
    expect(selectedIds(table().getState().rowSelection)).toEqual(['2']);
    expect(rowBoxes(container)[2].checked).toBe(true);
    unmount();
  });

  it('`row.getToggleSelectedHandler()` as a row click toggles the row, and does nothing for a row that cannot be selected', async () => {
    const {container, table, unmount} = mountTable({
      enableRowSelection: (row) => row.index !== 3,
      muiTableBodyRowProps: ({row}) => ({onClick: row.getToggleSelectedHandler()}),
    });
    const clickRow = (index: number) =>
      settle(() => fireEvent.click(container.querySelectorAll('tbody tr')[index].querySelectorAll('td')[2]));
    await clickRow(3);
    expect(table().getState().rowSelection).toEqual({});
    await clickRow(2);
    expect(table().getState().rowSelection).toEqual({'2': true});
    await clickRow(2);
    expect(table().getState().rowSelection).toEqual({});
    unmount();
  });

  it("a row's id is by default its index in `data`, whatever order the rows are shown in", () => {
    const {table, unmount} = tableInstance({initialState: {sorting: [{id: 'age', desc: true}]}});
    const shown = table()
      .getRowModel()
      .rows.map((row) => [row.original.firstName, row.id]);
    expect(shown[0]).toEqual(['Grace', '1']);
    expect(shown).toEqual(
      [...people].sort((a, b) => b.age - a.age).map((person) => [person.firstName, String(people.indexOf(person))]),
    );
    unmount();
  });

  it('`getSelectedRowModel()` lists only rows that are in `data`; `resetRowSelection()` goes back to `initialState.rowSelection`', async () => {
    const {table, unmount} = tableInstance({
      enableRowSelection: true,
      initialState: {rowSelection: {'1': true, elsewhere: true}},
    });
    expect(
      table()
        .getSelectedRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['1']);
    await settle(() => table().setRowSelection({'5': true}));
    await settle(() => table().resetRowSelection());
    expect(table().getState().rowSelection).toEqual({'1': true, elsewhere: true});
    unmount();
  });

  it('the banner reads "n of total row(s) selected": selected rows that pass the filters of the rows in `data`; with `manualPagination` the ids in `rowSelection`, of `rowCount`', () => {
    const local = mountTable({
      enableRowSelection: true,
      initialState: {rowSelection: {'0': true, '4': true, '6': true}, columnFilters: [{id: 'city', value: 'Boston'}]},
    });
    expect(screen.getByText('2 of 10 row(s) selected')).toBeInTheDocument();
    local.unmount();
    const server = mountTable({
      enableRowSelection: true,
      manualPagination: true,
      rowCount: 120,
      initialState: {rowSelection: {'0': true, 'p2-3': true, 'p5-1': true}},
    });
    expect(screen.getByText('3 of 120 row(s) selected')).toBeInTheDocument();
    server.unmount();
  });

  it('`enablePagination: false` turns `manualPagination` on as well, unless you set it yourself, so a table without pagination also counts every selected id, including rows hidden by a filter', async () => {
    const count = async (options: Parameters<typeof mountTable>[0]) => {
      const view = mountTable({enableRowSelection: true, ...options});
      // tick Ada and Grace, then filter Grace out
      await settle(() => fireEvent.click(rowBoxes(view.container)[0]));
      await settle(() => fireEvent.click(rowBoxes(view.container)[1]));
      await settle(() => view.table().getColumn('firstName').setFilterValue('Ada'));
      const banner = screen.getByText(/row\(s\) selected/).textContent?.replace('Clear selection', '');
      const manual = view.table().options.manualPagination;
      view.unmount();
      return [banner, manual];
    };
    expect(await count({})).toEqual(['1 of 10 row(s) selected', undefined]);
    expect(await count({enablePagination: false})).toEqual(['2 of 10 row(s) selected', true]);
    expect(await count({enablePagination: false, manualPagination: false})).toEqual(['1 of 10 row(s) selected', false]);
  });

  it("`muiToolbarAlertBannerProps` `title` and `children` are shown above the count; `positionToolbarAlertBanner: 'none'` shows no banner", () => {
    const shown = mountTable({
      enableRowSelection: true,
      initialState: {rowSelection: {'0': true}},
      muiToolbarAlertBannerProps: {title: 'Heads up', children: 'Pick carefully'},
    });
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Heads up')).toBeInTheDocument();
    expect(banner.textContent).toMatch(/^Heads upPick carefully.*1 of 10 row\(s\) selected/);
    shown.unmount();
    const none = mountTable({
      enableRowSelection: true,
      initialState: {rowSelection: {'0': true}},
      positionToolbarAlertBanner: 'none',
    });
    expect(screen.queryByText('1 of 10 row(s) selected')).toBeNull();
    none.unmount();
  });
  it('with `enableKeyboardShortcuts` on (the default), Enter or Space on a focused select cell toggles that row, as a click on its checkbox does', async () => {
    const {container, table, unmount, update} = mountTable({enableRowSelection: true});
    const cells = container.querySelectorAll<HTMLElement>('tbody tr td:first-child');
    cells[2].focus();
    await settle(() => fireEvent.keyDown(cells[2], {key: 'Enter'}));
    cells[5].focus();
    await settle(() => fireEvent.keyDown(cells[5], {key: ' '}));
    expect(selectedIds(table().getState().rowSelection)).toEqual(['2', '5']);
    expect(rowBoxes(container).map((box) => box.checked)).toEqual(people.map((_, index) => index === 2 || index === 5));
    // a second press unselects
    await settle(() => fireEvent.keyDown(cells[5], {key: 'Enter'}));
    expect(selectedIds(table().getState().rowSelection)).toEqual(['2']);
    update({enableKeyboardShortcuts: false});
    await settle(() => fireEvent.keyDown(cells[2], {key: 'Enter'}));
    expect(selectedIds(table().getState().rowSelection)).toEqual(['2']);
    unmount();
  });
  it('the keys still toggle it while `state.isLoading` is `true` and the checkbox is disabled or replaced by a skeleton', () => {
    for (const showSkeletons of [undefined, false]) {
      const {container, table, unmount} = mountTable({
        enableRowSelection: true,
        state: {isLoading: true, showSkeletons},
      });
      const cells = container.querySelectorAll<HTMLElement>('tbody tr td:first-child');
      const box = cells[2].querySelector('input');
      // with skeletons the cell holds no checkbox; without them its checkbox is disabled
      expect(box === null ? 'skeleton' : box.disabled).toBe(showSkeletons === false ? true : 'skeleton');
      expect(table().getState().rowSelection).toEqual({});
      fireEvent.keyDown(cells[2], {key: 'Enter'});
      fireEvent.keyDown(cells[5], {key: ' '});
      expect(selectedIds(table().getState().rowSelection)).toEqual(['2', '5']);
      unmount();
    }
  });
  it('a radio cannot be unchecked by clicking it again', () => {
    const {container, table, unmount} = mountTable({enableRowSelection: true, enableMultiRowSelection: false});
    const radio = () => container.querySelectorAll<HTMLInputElement>('tbody input[type="radio"]')[3];
    fireEvent.click(radio());
    fireEvent.click(radio());
    expect(table().getState().rowSelection).toEqual({'3': true});
    unmount();
  });
  it("to drop the checkboxes, hide the select column with `columnVisibility: {'mrt-row-select': false}`; a row click still toggles its row", () => {
    const {container, table, unmount} = mountTable({
      enableRowSelection: true,
      state: {columnVisibility: {'mrt-row-select': false}},
      muiTableBodyRowProps: ({row}) => ({onClick: row.getToggleSelectedHandler()}),
    });
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
    expect(
      table()
        .getVisibleLeafColumns()
        .map((column) => column.id),
    ).not.toContain('mrt-row-select');
    fireEvent.click(container.querySelectorAll('tbody tr')[3].querySelector('td')!);
    expect(selectedIds(table().getState().rowSelection)).toEqual(['3']);
    unmount();
  });

  it('the select column can be hidden in `state` or `initialState`: "Show all" does not bring it back', async () => {
    const {container, table, unmount} = mountTable({
      enableRowSelection: true,
      initialState: {columnVisibility: {'mrt-row-select': false, age: false}},
    });
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByRole('button', {name: 'Show all'})));
    expect(table().getColumn('age').getIsVisible()).toBe(true);
    expect(table().getColumn('mrt-row-select').getIsVisible()).toBe(false);
    expect(container.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
    unmount();
  });

  it('`muiSelectCheckboxProps` and `muiSelectAllCheckboxProps` are MUI `Checkbox` props, and a `title` among them replaces the tooltip', async () => {
    const {container, unmount} = mountTable({
      enableRowSelection: true,
      muiSelectCheckboxProps: ({row}) => ({color: 'warning', title: `Pick ${row.original.firstName}`}),
      muiSelectAllCheckboxProps: {title: 'Pick everyone'},
    });
    const rowBox = rowBoxes(container)[0].closest('.MuiCheckbox-root')!;
    expect(rowBox.className).toContain('MuiCheckbox-colorWarning');
    expect((await hoverTooltip(rowBox)).textContent).toBe(`Pick ${people[0].firstName}`);
    fireEvent.mouseLeave(rowBox);
    // the row's tooltip may still be closing: read every tooltip's text
    const allBox = screen.getByRole('checkbox', {name: 'Toggle select all'}).closest('.MuiCheckbox-root')!;
    jest.useFakeTimers();
    fireEvent.mouseOver(allBox);
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    jest.useRealTimers();
    const tips = screen.getAllByRole('tooltip').map((tip) => tip.textContent);
    expect(tips).toContain('Pick everyone');
    expect(tips).not.toContain('Toggle select all');
    fireEvent.mouseLeave(allBox);
    // the label for screen readers stays
    expect(rowBoxes(container)[0].getAttribute('aria-label')).toBe('Toggle select row');
    unmount();
  });

  it("with `enableRowPinning` and `rowPinningDisplayMode: 'select-sticky'`, selecting a row also pins it", () => {
    const {container, table, unmount} = mountTable({
      enableRowSelection: true,
      enableRowPinning: true,
      rowPinningDisplayMode: 'select-sticky',
    });
    fireEvent.click(rowBoxes(container)[4]);
    expect(selectedIds(table().getState().rowSelection)).toEqual(['4']);
    expect(table().getState().rowPinning).toEqual({top: ['4'], bottom: []});
    unmount();
  });
});
