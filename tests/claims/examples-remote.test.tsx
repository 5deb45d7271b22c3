/** Claims of docs/examples/remote.mdx (the react-query example repeats them). */
import {screen} from '@testing-library/react';
import {mountTable, settle, people} from './harness';
import {tableInstance} from './tableInstance';

const page = people.slice(0, 10);

it('With `manualPagination` the table does not reset the page index when filters or sorting change', async () => {
  const view = tableInstance({
    data: page,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: 1000,
    enableTopToolbar: false,
  });
  await settle(() => view.table().setPageIndex(29));
  await settle(() => view.table().setSorting([{id: 'age', desc: false}]));
  await settle(() => view.table().setColumnFilters([{id: 'city', value: 'Boston'}]));
  expect(view.table().getState().pagination.pageIndex).toBe(29);
  view.unmount();
  // the client-side table does reset it
  const local = tableInstance({enableTopToolbar: false});
  await settle(() => local.table().setPageSize(5));
  await settle(() => local.table().setPageIndex(1));
  await settle(() => local.table().setSorting([{id: 'age', desc: false}]));
  expect(local.table().getState().pagination.pageIndex).toBe(0);
  local.unmount();
});

it('`rowCount` is the total number of rows that match on the server: the pagination footer and the next-page button need it', () => {
  const withCount = mountTable({data: page, manualPagination: true, rowCount: 1000, enableTopToolbar: false});
  expect(screen.getAllByText('1-10 of 1,000')).toHaveLength(1);
  expect((screen.getByRole('button', {name: 'Go to next page'}) as HTMLButtonElement).disabled).toBe(false);
  withCount.unmount();
  const without = mountTable({data: page, manualPagination: true, enableTopToolbar: false});
  expect(screen.getAllByText('1-10 of 10')).toHaveLength(1);
  expect((screen.getByRole('button', {name: 'Go to next page'}) as HTMLButtonElement).disabled).toBe(true);
  without.unmount();
});

it('Without `manualPagination`, `manualSorting`, `manualFiltering` the table would page, sort and filter the ten rows it has a second time', () => {
  // the server's answer for page 2, sorted by age, of the people in Boston (say)
  const state = {
    pagination: {pageIndex: 1, pageSize: 10},
    sorting: [{id: 'age', desc: false}],
    columnFilters: [{id: 'city', value: 'Boston'}],
  };
  const shown = (manual: boolean, only: keyof typeof state) => {
    const view = tableInstance({
      data: page,
      rowCount: 1000,
      manualPagination: manual,
      manualSorting: manual,
      manualFiltering: manual,
      state: {[only]: state[only]},
      enableTopToolbar: false,
    });
    const names = view
      .table()
      .getRowModel()
      .rows.map((row) => row.original.firstName);
    view.unmount();
    return names;
  };
  const asSent = page.map((person) => person.firstName);
  for (const only of ['pagination', 'sorting', 'columnFilters'] as const) {
    expect(shown(true, only)).toEqual(asSent);
  }
  // page 2 of ten rows is empty; the ten rows get sorted; the filter leaves two
  expect(shown(false, 'pagination')).toEqual([]);
  expect(shown(false, 'sorting')).toEqual(
    [...page].sort((left, right) => left.age - right.age).map((person) => person.firstName),
  );
  expect(shown(false, 'columnFilters')).toEqual(['Barbara', 'Margaret']);
});
