/**
 * Claims of docs/guides/pagination.mdx, checked against the installed material-react-table (jsdom). The demos'
 * clicks in a browser are in tests/e2e/guides/pagination.test.ts.
 */
import {fireEvent, screen} from '@testing-library/react';
import {mountTable, people, settle, type Person} from './harness';
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

  it("'pages': a button per page number, and no row total", () => {
    const {container, unmount} = mountTable({data: many, paginationDisplayMode: 'pages'});
    expect(['page 1', 'Go to page 2', 'Go to page 3'].map((name) => !!button(name))).toEqual([true, true, true]);
    expect(pageText(container)).not.toContain('of 23');
    unmount();
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

  it('with client-side paging a sort resets the page index to `initialState.pagination.pageIndex`, which is 0 unless you set it', async () => {
    const reset = tableInstance({data: many});
    await settle(() => reset.table().setPageIndex(2));
    await settle(() => reset.table().setSorting([{id: 'age', desc: false}]));
    expect(reset.table().getState().pagination.pageIndex).toBe(0);
    reset.unmount();
    const initial = tableInstance({data: many, initialState: {pagination: {pageIndex: 1, pageSize: 10}}});
    await settle(() => initial.table().setPageIndex(2));
    await settle(() => initial.table().setSorting([{id: 'age', desc: false}]));
    expect(initial.table().getState().pagination.pageIndex).toBe(1);
    initial.unmount();
  });

  it('`autoResetPageIndex: false` stays on the current page', async () => {
    const stay = tableInstance({data: many, autoResetPageIndex: false});
    await settle(() => stay.table().setPageIndex(2));
    await settle(() => stay.table().setSorting([{id: 'age', desc: false}]));
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

  it("with `positionPagination: 'none'` the table still pages but renders no controls; 'both' renders two", () => {
    const none = mountTable({data: many, positionPagination: 'none'});
    expect(none.container.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(none.container.querySelector('.MuiTablePagination-root')).toBeNull();
    none.unmount();
    const both = mountTable({data: many, positionPagination: 'both'});
    expect(both.container.querySelectorAll('.MuiTablePagination-root')).toHaveLength(2);
    both.unmount();
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
    const paged = tableInstance(options);
    expect(paged.table().options.paginateExpandedRows).toBe(true);
    await settle(() => paged.table().getRow('0').toggleExpanded(true));
    expect([paged.table().getRowModel().rows.length, paged.table().getRowCount()]).toEqual([3, 7]);
    paged.unmount();
    const kept = tableInstance({...options, paginateExpandedRows: false});
    await settle(() => kept.table().getRow('0').toggleExpanded(true));
    expect([kept.table().getRowModel().rows.length, kept.table().getRowCount()]).toEqual([5, 5]);
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
