/** Claims of the API reference's hooks page (src/api/descriptions/mrt-hooks.ts). */
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, personColumns, type Person} from './harness';
import {tableInstance} from './tableInstance';

const quiet = {enableTopToolbar: false};

describe('useMRT_Effects', () => {
  it('keeps the page index in range', async () => {
    // autoResetPageIndex off, so only MRT's effect moves the page: to the last page that exists
    const view = tableInstance({
      ...quiet,
      enableBottomToolbar: false,
      autoResetPageIndex: false,
      initialState: {pagination: {pageIndex: 0, pageSize: 3}},
    });
    await settle(() => view.table().setPageIndex(3));
    await settle(() => view.table().setColumnFilters([{id: 'firstName', value: 'a'}]));
    expect([view.table().getPageCount(), view.table().getState().pagination.pageIndex]).toEqual([3, 2]);
    view.unmount();
  });

  it('updates the column order when the number of columns changes', async () => {
    const view = tableInstance(quiet);
    const extra: MRT_ColumnDef<Person> = {accessorKey: 'id', header: 'Id'};
    await settle(() => view.update({columns: [...personColumns, extra]}));
    expect(view.table().getState().columnOrder).toEqual(['firstName', 'lastName', 'age', 'city', 'id']);
    await settle(() => view.update({columns: [...personColumns.slice(0, 3), extra, personColumns[3]]}));
    expect(view.table().getState().columnOrder).toEqual(['firstName', 'lastName', 'age', 'city', 'id']);
    view.unmount();
  });

  it('hides page scrollbars in full screen', async () => {
    const view = mountTable(quiet);
    await settle(() => view.table().setIsFullScreen(true));
    expect(document.body.style.height).toBe('100dvh');
    await settle(() => view.table().setIsFullScreen(false));
    expect(document.body.style.height).toBe('');
    view.unmount();
  });

  it('clears the sorting when the search text changes while results can be ranked (restoring it when the search is cleared)', async () => {
    const view = tableInstance({...quiet, initialState: {sorting: [{id: 'age', desc: true}]}});
    await settle(() => view.table().setGlobalFilter('ar'));
    expect(view.table().getState().sorting).toEqual([]);
    await settle(() => view.table().setGlobalFilter(''));
    expect(view.table().getState().sorting).toEqual([{id: 'age', desc: true}]);
    view.unmount();
  });
});
