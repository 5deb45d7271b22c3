/** Claims of the API reference's table instance APIs page (src/api/descriptions/table-instance-apis.ts). */
import {screen} from '@testing-library/react';
import {filterFns} from '@tanstack/table-core';
import {mountTable, settle} from './harness';
import {tableInstance} from './tableInstance';

const quiet = {enableTopToolbar: false, enableBottomToolbar: false};

it('getGlobalAutoFilterFn: the filter function TanStack Table would use for the search by default (`includesString`)', () => {
  const view = tableInstance(quiet);
  expect(view.table().getGlobalAutoFilterFn()).toBe(filterFns.includesString);
  view.unmount();
});

it("reset…: resets to its initial state; pass `true` to clear it instead (page size: TanStack's default of 10; pagination: the first page with 10 rows)", async () => {
  const view = tableInstance({
    ...quiet,
    initialState: {pagination: {pageIndex: 1, pageSize: 5}, sorting: [{id: 'age', desc: true}]},
  });
  await settle(() => view.table().setPagination({pageIndex: 0, pageSize: 3}));
  await settle(() => view.table().resetPageSize());
  expect(view.table().getState().pagination.pageSize).toBe(5);
  await settle(() => view.table().resetPageSize(true));
  expect(view.table().getState().pagination.pageSize).toBe(10);
  await settle(() => view.table().resetPagination(true));
  expect(view.table().getState().pagination).toEqual({pageIndex: 0, pageSize: 10});
  await settle(() => view.table().setSorting([]));
  await settle(() => view.table().resetSorting());
  expect(view.table().getState().sorting).toEqual([{id: 'age', desc: true}]);
  await settle(() => view.table().resetSorting(true));
  expect(view.table().getState().sorting).toEqual([]);
  view.unmount();
});

it("options: the table options in effect, with MRT's defaults filled in and its state included", () => {
  const view = tableInstance(quiet);
  const {options} = view.table();
  expect([
    options.columnFilterDisplayMode,
    options.positionPagination,
    options.state.density,
    options.state.showColumnFilters,
  ]).toEqual(['subheader', 'bottom', 'comfortable', false]);
  view.unmount();
});

it("reset: puts TanStack Table's own state back to `initialState`; the state MRT keeps itself (`density`, `grouping`, the page size, `columnOrder`, `isFullScreen`, the `show…` flags…) stays", async () => {
  const view = mountTable({...quiet, enableGrouping: true, initialState: {sorting: [{id: 'age', desc: true}]}});
  const order = ['age', 'firstName', 'lastName', 'city', 'mrt-row-expand'];
  await settle(() => {
    view.table().setSorting([]);
    view.table().setColumnVisibility({city: false});
    view.table().setDensity('compact');
    view.table().setGrouping(['city']);
    view.table().setColumnOrder(order);
    view.table().setIsFullScreen(true);
    view.table().setShowColumnFilters(true);
  });
  await settle(() => view.table().setPagination({pageIndex: 1, pageSize: 5}));
  await settle(() => view.table().reset());
  const state = view.table().getState();
  expect([state.sorting, state.columnVisibility]).toEqual([[{id: 'age', desc: true}], {}]);
  expect([state.density, state.grouping, state.columnOrder, state.isFullScreen, state.showColumnFilters]).toEqual([
    'compact',
    ['city'],
    order,
    true,
    true,
  ]);
  expect(state.pagination.pageSize).toBe(5);
  view.unmount();
});

it('nextPage: adds one to the page index; without the `pageCount` option nothing stops it at the last page, where the table shows no rows', async () => {
  const view = mountTable({...quiet, initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
  await settle(() => view.table().nextPage());
  expect(view.table().getCanNextPage()).toBe(false);
  await settle(() => view.table().nextPage());
  expect(view.table().getState().pagination.pageIndex).toBe(2);
  expect(view.container.querySelector('tbody')!.textContent).toBe('No records to display');
  view.unmount();
  const counted = tableInstance({...quiet, manualPagination: true, pageCount: 2});
  await settle(() => counted.table().setPageSize(5));
  await settle(() => counted.table().nextPage());
  await settle(() => counted.table().nextPage());
  expect(counted.table().getState().pagination.pageIndex).toBe(1);
  counted.unmount();
});

it("setCreatingRow: `true` opens the create form with an empty row that MRT builds and passes on; it calls `onCreatingRowChange` and also updates MRT's internal state unless the callback returns something other than `null` or `undefined`", async () => {
  const received: unknown[] = [];
  const logging = mountTable({...quiet, enableEditing: true, onCreatingRowChange: (row) => void received.push(row)});
  await settle(() => logging.table().setCreatingRow(true));
  expect(received).toHaveLength(1);
  expect((received[0] as {id: string}).id).toBe('mrt-row-create');
  expect(logging.table().getState().creatingRow?.id).toBe('mrt-row-create');
  expect(screen.getByRole('dialog')).toBeTruthy();
  await settle(() => logging.table().setCreatingRow(null));
  expect(logging.table().getState().creatingRow).toBeNull();
  logging.unmount();
  // a callback that returns a value takes over: MRT's state stays as it was
  const owning = mountTable({...quiet, enableEditing: true, onCreatingRowChange: () => true});
  await settle(() => owning.table().setCreatingRow(true));
  expect(owning.table().getState().creatingRow).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  owning.unmount();
});
