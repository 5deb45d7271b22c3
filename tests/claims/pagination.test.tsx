/**
 * Claims of docs/guides/pagination.mdx, checked against the installed material-react-table (jsdom). The demos'
 * clicks in a browser are in tests/e2e/guides/pagination.test.ts.
 */
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_PaginationState,
  type MRT_TableInstance,
} from 'material-react-table';
import {mountTable, people, personColumns, settle, type Mounted, type Person} from './harness';
import {tableInstance} from './tableInstance';

/** 23 people: three pages of ten. */
const many: Person[] = Array.from({length: 23}, (_, index) => ({
  ...people[index % 10],
  id: String(index + 1),
  firstName: `P${index + 1}`,
}));

const pageText = (container: HTMLElement) => container.querySelector('.MuiTablePagination-root')?.textContent ?? '';
const button = (name: string) => screen.queryByRole('button', {name}) as HTMLButtonElement | null;

describe('Pagination guide', () => {
  it('pagination is on by default: 10 rows at a time, with the controls in the bottom toolbar', () => {
    const {container, unmount} = mountTable({data: many});
    expect(container.querySelectorAll('tbody tr')).toHaveLength(10);
    const controls = container.querySelectorAll('.MuiTablePagination-root');
    expect(controls).toHaveLength(1);
    // after the table, in the bottom toolbar
    expect(
      container.querySelector('.MuiTableContainer-root')!.compareDocumentPosition(controls[0]) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();
  });

  it('\'default\': the range and total ("1-10 of 23"), previous and next; first and last buttons only with more than two pages', () => {
    const three = mountTable({data: many});
    expect(pageText(three.container)).toContain('1-10 of 23');
    expect(
      [
        button('Go to previous page'),
        button('Go to next page'),
        button('Go to first page'),
        button('Go to last page'),
      ].every(Boolean),
    ).toBe(true);
    three.unmount();
    const two = mountTable({data: many.slice(0, 15)});
    expect([button('Go to first page'), button('Go to last page')]).toEqual([null, null]);
    two.unmount();
  });

  it('\'pages\': a rows-per-page selector, a button per page number (long ranges shortened with "…"), previous, next, first and last buttons, and no row total', () => {
    const {container, unmount} = mountTable({data: many, paginationDisplayMode: 'pages'});
    expect(screen.getByRole('combobox', {name: 'Rows per page'})).toBeTruthy();
    expect(['page 1', 'Go to page 2', 'Go to page 3'].map((name) => !!button(name))).toEqual([true, true, true]);
    expect(
      ['Go to previous page', 'Go to next page', 'Go to first page', 'Go to last page'].map((name) => !!button(name)),
    ).toEqual([true, true, true, true]);
    expect(pageText(container)).not.toContain('of 23');
    unmount();
    // 20 pages of five: the middle of the range is shortened
    const long = mountTable({
      data: [...many, ...many, ...many, ...many, ...many].slice(0, 100),
      paginationDisplayMode: 'pages',
      initialState: {pagination: {pageIndex: 0, pageSize: 5}},
    });
    expect(long.container.querySelector('.MuiTablePagination-root')!.textContent).toContain('…');
    expect(button('Go to page 20')).not.toBeNull();
    expect(button('Go to page 10')).toBeNull();
    long.unmount();
  });

  it("'custom': only the rows-per-page selector", () => {
    const {container, unmount} = mountTable({data: many, paginationDisplayMode: 'custom'});
    expect(container.querySelectorAll('.MuiTablePagination-root')).toHaveLength(1);
    expect(screen.getByRole('combobox', {name: 'Rows per page'})).toBeTruthy();
    expect(['Go to previous page', 'Go to next page', 'Go to page 2'].map((name) => !!button(name))).toEqual([
      false,
      false,
      false,
    ]);
    expect(pageText(container)).not.toContain('of 23');
    unmount();
  });

  it('`rowsPerPageOptions` defaults to `[5, 10, 15, 20, 25, 30, 50, 100]`; `showRowsPerPage: false` hides the selector', () => {
    const shown = mountTable();
    fireEvent.mouseDown(screen.getByRole('combobox', {name: 'Rows per page'}));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      '50',
      '100',
    ]);
    shown.unmount();
    const hidden = mountTable({muiPaginationProps: {showRowsPerPage: false}});
    expect(screen.queryByRole('combobox', {name: 'Rows per page'})).toBeNull();
    hidden.unmount();
  });

  it("the page's snippet: `{label, value}` options list their labels and set the value; `showFirstButton: false` and `showLastButton: false` remove those buttons with three pages", async () => {
    const {table, unmount} = mountTable({
      data: many,
      muiPaginationProps: {
        rowsPerPageOptions: [
          {label: '10', value: 10},
          {label: '25', value: 25},
          {label: 'All', value: 1000},
        ],
        showFirstButton: false,
        showLastButton: false,
      },
    });
    expect(table().getPageCount()).toBe(3);
    expect([button('Go to first page'), button('Go to last page')]).toEqual([null, null]);
    fireEvent.mouseDown(screen.getByRole('combobox', {name: 'Rows per page'}));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', 'All']);
    await settle(() => fireEvent.click(screen.getByRole('option', {name: 'All'})));
    expect(table().getState().pagination.pageSize).toBe(1000);
    expect(screen.getAllByRole('row').length - 1).toBe(23);
    unmount();
  });

  it("below 720 px of window width the selector is a native `<select>`; `SelectProps: {native: false}` keeps MUI's menu", () => {
    const original = window.matchMedia;
    // every media query of the form (max-width: …) matches: a narrow window
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      const narrow = mountTable({data: many});
      expect(screen.getByRole('combobox', {name: 'Rows per page'}).tagName).toBe('SELECT');
      narrow.unmount();
      const kept = mountTable({data: many, muiPaginationProps: {SelectProps: {native: false}}});
      expect(screen.getByRole('combobox', {name: 'Rows per page'}).tagName).not.toBe('SELECT');
      kept.unmount();
    } finally {
      window.matchMedia = original;
    }
    // wide (jsdom's default: no media query matches): MUI's menu
    const wide = mountTable({data: many});
    expect(screen.getByRole('combobox', {name: 'Rows per page'}).tagName).not.toBe('SELECT');
    wide.unmount();
  });

  it('`disabled` disables every control', () => {
    const {container, unmount} = mountTable({
      data: many,
      initialState: {pagination: {pageIndex: 1, pageSize: 10}},
      muiPaginationProps: {disabled: true},
    });
    const buttons = Array.from(container.querySelectorAll<HTMLButtonElement>('.MuiTablePagination-root button'));
    expect(buttons).toHaveLength(4);
    expect(buttons.every((element) => element.disabled)).toBe(true);
    expect(screen.getByRole('combobox', {name: 'Rows per page'})).toHaveAttribute('aria-disabled', 'true');
    unmount();
  });

  it('a new page size keeps the first row you were looking at in view: 5 per page on page 5, then 10, is page 3', async () => {
    const {table, unmount} = tableInstance({data: many, initialState: {pagination: {pageIndex: 4, pageSize: 5}}});
    await settle(() => table().setPageSize(10));
    expect(table().getState().pagination).toEqual({pageIndex: 2, pageSize: 10});
    unmount();
  });

  it('with client-side paging a filter, a sort, a grouping or new `data` resets the page index to `initialState.pagination.pageIndex`, which is 0 unless you set it', async () => {
    const changes: [string, (view: Mounted<Person>) => void][] = [
      ['filter', (view) => view.table().setColumnFilters([{id: 'city', value: 'o'}])],
      ['sort', (view) => view.table().setSorting([{id: 'age', desc: false}])],
      ['grouping', (view) => view.table().setGrouping(['city'])],
      ['data', (view) => view.update({data: [...many].reverse()})],
    ];
    for (const [name, change] of changes) {
      const reset = mountTable({data: many, enableGrouping: true});
      // let the resets TanStack queues while building the first row models run, as they do long before a click
      await settle();
      await settle(() => reset.table().setPageIndex(2));
      expect(reset.table().getState().pagination.pageIndex).toBe(2);
      await settle(() => change(reset));
      expect([name, reset.table().getState().pagination.pageIndex]).toEqual([name, 0]);
      reset.unmount();
    }
    const initial = tableInstance({data: many, initialState: {pagination: {pageIndex: 1, pageSize: 10}}});
    await settle(() => initial.table().setPageIndex(2));
    await settle(() => initial.table().setSorting([{id: 'age', desc: false}]));
    expect(initial.table().getState().pagination.pageIndex).toBe(1);
    initial.unmount();
  });

  it('`autoResetPageIndex: false` stays on the current page, also when `data` changes', async () => {
    const stay = tableInstance({data: many, autoResetPageIndex: false});
    await settle(() => stay.table().setPageIndex(2));
    await settle(() => stay.table().setSorting([{id: 'age', desc: false}]));
    expect(stay.table().getState().pagination.pageIndex).toBe(2);
    // a refetch after an edit: the same rows, one of them changed
    await settle(() =>
      stay.update({data: many.map((person, index) => (index === 21 ? {...person, age: 99} : person))}),
    );
    expect(stay.table().getState().pagination.pageIndex).toBe(2);
    stay.unmount();
  });

  it('with `manualPagination` the default of `autoResetPageIndex` is `false`', async () => {
    const manual = tableInstance({data: many, manualPagination: true, rowCount: 100});
    await settle(() => manual.table().setPageIndex(2));
    await settle(() => manual.table().setSorting([{id: 'age', desc: false}]));
    expect(manual.table().getState().pagination.pageIndex).toBe(2);
    manual.unmount();
  });

  it('`autoResetAll` overrides `autoResetPageIndex`', async () => {
    const all = tableInstance({data: many, autoResetAll: false, autoResetPageIndex: true});
    await settle(() => all.table().setPageIndex(2));
    await settle(() => all.table().setSorting([{id: 'age', desc: false}]));
    expect(all.table().getState().pagination.pageIndex).toBe(2);
    all.unmount();
    const on = tableInstance({data: many, autoResetAll: true, autoResetPageIndex: false});
    await settle(() => on.table().setPageIndex(2));
    await settle(() => on.table().setSorting([{id: 'age', desc: false}]));
    expect(on.table().getState().pagination.pageIndex).toBe(0);
    on.unmount();
  });

  it('`onPaginationChange` receives an updater, so a `useState` setter goes straight in; the instance methods move between pages', async () => {
    function Owned() {
      const [pagination, setPagination] = React.useState<MRT_PaginationState>({pageIndex: 0, pageSize: 10});
      const table = useMaterialReactTable({
        columns: personColumns,
        data: many,
        state: {pagination},
        onPaginationChange: setPagination,
      });
      owned.table = table;
      return (
        <>
          <MaterialReactTable table={table} />
          <output>{JSON.stringify(pagination)}</output>
        </>
      );
    }
    const owned: {table?: MRT_TableInstance<Person>} = {};
    const view = render(<Owned />);
    const state = () => JSON.parse(view.container.querySelector('output')!.textContent!);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Go to next page'})));
    expect(state()).toEqual({pageIndex: 1, pageSize: 10});
    expect(pageText(view.container)).toContain('11-20 of 23');
    const steps: [() => void, number][] = [
      [() => owned.table!.lastPage(), 2],
      [() => owned.table!.previousPage(), 1],
      [() => owned.table!.firstPage(), 0],
      [() => owned.table!.nextPage(), 1],
      [() => owned.table!.setPageIndex(2), 2],
    ];
    for (const [step, pageIndex] of steps) {
      await settle(step);
      expect(state().pageIndex).toBe(pageIndex);
    }
    await settle(() => owned.table!.setPageSize(5));
    expect(state().pageSize).toBe(5);
    expect([owned.table!.getPageCount(), owned.table!.getRowCount()]).toEqual([5, 23]);
    view.unmount();
  });

  it('MRT moves to the last page when the current page no longer exists; it skips this while `isLoading` is on', async () => {
    const {table, update, unmount} = tableInstance({
      data: many,
      autoResetPageIndex: false,
      initialState: {pagination: {pageIndex: 2, pageSize: 10}},
    });
    await settle(() => update({data: many.slice(0, 12), state: {isLoading: true}}));
    expect(table().getState().pagination.pageIndex).toBe(2);
    await settle(() => update({state: {isLoading: false}}));
    expect(table().getState().pagination.pageIndex).toBe(1);
    unmount();
  });

  it('`manualPagination` shows `data` as it is; `rowCount` gives "1-10 of 1,000" and the pages; without it there is one page', () => {
    const withTotal = mountTable({data: many, manualPagination: true, rowCount: 1000});
    expect(withTotal.container.querySelectorAll('tbody tr')).toHaveLength(23);
    expect(pageText(withTotal.container)).toContain('1-10 of 1,000');
    expect(withTotal.table().getPageCount()).toBe(100);
    expect(button('Go to next page')!.disabled).toBe(false);
    withTotal.unmount();
    // the server sent its first page of ten rows, without the total
    const without = mountTable({data: many.slice(0, 10), manualPagination: true});
    expect(without.container.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(without.table().getPageCount()).toBe(1);
    expect(button('Go to next page')!.disabled).toBe(true);
    without.unmount();
  });

  it('with `pageCount` alone the \'default\' mode shows "1-10 of 10" and disables the next-page button', () => {
    const {container, table, unmount} = mountTable({data: many.slice(0, 10), manualPagination: true, pageCount: 5});
    expect(table().getPageCount()).toBe(5);
    expect(pageText(container)).toContain('1-10 of 10');
    expect(button('Go to next page')!.disabled).toBe(true);
    unmount();
  });

  it('`isLoading` puts skeletons in place of the rows and an overlay on the table; `showProgressBars` keeps the rows under a progress bar', () => {
    const loading = mountTable({state: {isLoading: true}});
    expect(loading.container.querySelector('tbody')!.textContent).not.toContain('Ada');
    expect(loading.container.querySelectorAll('tbody .MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(loading.container.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    loading.unmount();
    const fetching = mountTable({state: {showProgressBars: true}});
    expect(fetching.container.querySelector('tbody')!.textContent).toContain('Ada');
    expect(fetching.container.querySelectorAll('.MuiLinearProgress-root').length).toBeGreaterThan(0);
    expect(fetching.container.querySelector('.MuiCircularProgress-root')).toBeNull();
    fetching.unmount();
  });

  it("`positionPagination`: 'top' puts the controls in the top toolbar, 'both' renders two; with 'none' the table still pages but renders no controls, and the table's methods move between pages", async () => {
    const before = (element: Element, other: Element) =>
      !!(element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
    const top = mountTable({data: many, positionPagination: 'top'});
    const [topControls] = Array.from(top.container.querySelectorAll('.MuiTablePagination-root'));
    expect(top.container.querySelectorAll('.MuiTablePagination-root')).toHaveLength(1);
    expect(before(topControls, top.container.querySelector('.MuiTableContainer-root')!)).toBe(true);
    // below the search box and the buttons
    expect(before(screen.getByRole('button', {name: 'Show/Hide search'}), topControls)).toBe(true);
    top.unmount();
    const both = mountTable({data: many, positionPagination: 'both'});
    expect(both.container.querySelectorAll('.MuiTablePagination-root')).toHaveLength(2);
    both.unmount();
    const none = mountTable({data: many, positionPagination: 'none'});
    expect(none.container.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(none.container.querySelector('.MuiTablePagination-root')).toBeNull();
    await settle(() => none.table().nextPage());
    expect(none.container.querySelector('tbody tr td')!.textContent).toBe('P11');
    none.unmount();
  });

  it('`enablePagination: false` shows every row with no controls, sets `manualPagination`, and the bottom toolbar stays', () => {
    const {container, table, unmount} = mountTable({data: many, enablePagination: false});
    expect(container.querySelectorAll('tbody tr')).toHaveLength(23);
    expect(container.querySelector('.MuiTablePagination-root')).toBeNull();
    expect(table().options.manualPagination).toBe(true);
    expect(container.querySelector('.MuiTableContainer-root')!.nextElementSibling).not.toBeNull();
    unmount();
  });

  it('`paginateExpandedRows` (default `true`): sub-rows take places on the page and the total grows; with `false` the total counts top-level rows', async () => {
    const teams = [{...people[0], subRows: [people[1], people[2]]}, people[3], people[4], people[5], people[6]];
    const options = {data: teams, enableExpanding: true, initialState: {pagination: {pageIndex: 0, pageSize: 3}}};
    const names = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('tbody tr')).map((row) => row.querySelectorAll('td')[1].textContent);
    const paged = mountTable(options);
    expect(paged.table().options.paginateExpandedRows).toBe(true);
    expect(pageText(paged.container)).toContain('1-3 of 5');
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    // the two sub-rows take the page's last two places; the total and the page count grow
    expect(names(paged.container)).toEqual(['Ada', 'Grace', 'Alan']);
    expect(pageText(paged.container)).toContain('1-3 of 7');
    expect(paged.table().getPageCount()).toBe(3);
    paged.unmount();
    const kept = mountTable({...options, paginateExpandedRows: false});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    // three top-level rows, the first with its sub-rows: a longer page, the total still 5
    expect(names(kept.container)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara']);
    expect(pageText(kept.container)).toContain('1-3 of 5');
    expect(kept.table().getPageCount()).toBe(2);
    kept.unmount();
  });

  it("with `manualPagination` (which `enablePagination: false` also turns on) the page shows every top-level row of `data`: at `true` each expanded row's sub-rows follow it, at `false` no sub-rows are shown", async () => {
    const teams = [{...people[0], subRows: [people[1], people[2]]}, people[3], people[4], people[5], people[6]];
    const names = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('tbody tr')).map((row) => row.querySelectorAll('td')[1].textContent);
    const options = {data: teams, enableExpanding: true, initialState: {pagination: {pageIndex: 0, pageSize: 5}}};
    // the table's own paging: the page holds five rows, sub-rows included
    const paged = mountTable(options);
    await settle(() => paged.table().getRow('0').toggleExpanded(true));
    expect(names(paged.container)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara']);
    paged.unmount();
    for (const manual of [{manualPagination: true}, {enablePagination: false}]) {
      const shown = mountTable({...options, ...manual});
      await settle(() => shown.table().getRow('0').toggleExpanded(true));
      expect(names(shown.container)).toEqual(['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret']);
      shown.unmount();
      const none = mountTable({...options, ...manual, paginateExpandedRows: false});
      await settle(() => none.table().getRow('0').toggleExpanded(true));
      expect(none.table().getState().expanded).toEqual({0: true});
      expect(names(none.container)).toEqual(['Ada', 'Edsger', 'Barbara', 'Donald', 'Margaret']);
      none.unmount();
    }
  });
});
