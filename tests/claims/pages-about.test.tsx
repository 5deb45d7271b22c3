/** Claims of src/pages/about.mdx. */
import {mountTable, people} from './harness';

it('Sorting, filtering and pagination are on by default; the others are one table option away (`enableRowSelection`, `enableEditing`, `enableGrouping`, `enableRowVirtualization`)', () => {
  const view = mountTable({data: people.slice(0, 1), enableTopToolbar: false, enableBottomToolbar: false});
  const {options} = view.table();
  expect([options.enableSorting, options.enableFilters, options.enablePagination]).toEqual([true, true, true]);
  expect([
    options.enableRowSelection,
    options.enableEditing,
    options.enableGrouping,
    options.enableRowVirtualization,
  ]).toEqual([false, undefined, false, undefined]);
  expect(
    view
      .table()
      .getAllLeafColumns()
      .map((column) => column.id),
  ).toEqual(['firstName', 'lastName', 'age', 'city']);
  view.unmount();
});
