/** Claims of docs/examples/infinite-scrolling.mdx. */
import {act, fireEvent, screen} from '@testing-library/react';
import {mountTable, settle, people, type Mounted, type Person} from './harness';

const names = (view: Mounted<Person>) =>
  view
    .table()
    .getRowModel()
    .rows.map((row) => row.original.firstName);

it('`manualSorting` and `manualFiltering` make the table show the rows as the server sent them: a header click or a search only changes `sorting`, `columnFilters` or `globalFilter`', async () => {
  const shown = (manual: boolean) => async () => {
    const view = mountTable({
      manualSorting: manual,
      manualFiltering: manual,
      enablePagination: false,
      initialState: {showGlobalFilter: true},
    });
    await settle(() =>
      fireEvent.click(screen.getByText('First Name', {selector: '.Mui-TableHeadCell-Content-Wrapper'})),
    );
    const sorted = names(view);
    // type in the search box and in the City filter, and let their debounce run
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
    jest.useFakeTimers();
    try {
      fireEvent.change(screen.getByPlaceholderText('Search'), {target: {value: 'Bo'}});
      fireEvent.change(screen.getByPlaceholderText('Filter by City'), {target: {value: 'Boston'}});
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    } finally {
      jest.useRealTimers();
    }
    const state = view.table().getState();
    const result = {
      sorting: state.sorting,
      globalFilter: state.globalFilter,
      columnFilters: state.columnFilters,
      sorted,
      filtered: names(view),
    };
    view.unmount();
    return result;
  };
  const asSent = people.map((person) => person.firstName);
  const manual = await shown(true)();
  expect(manual).toEqual({
    sorting: [{id: 'firstName', desc: false}],
    globalFilter: 'Bo',
    columnFilters: [{id: 'city', value: 'Boston'}],
    sorted: asSent,
    filtered: asSent,
  });
  // without them the table sorts and filters the rows it holds
  const local = await shown(false)();
  expect(local.sorted).toEqual([...asSent].sort());
  expect(local.filtered).toEqual(['Barbara', 'Margaret']);
});
