/** Claims of the API reference's column instance APIs page (src/api/descriptions/column-instance-apis.ts). */
import {tableInstance} from './tableInstance';

it('header, footer, filterFn: declared in the type but always `undefined` on the column object; the values are in `column.columnDef` (filterFn: the function MRT resolved) and `column.getFilterFn()`', () => {
  const view = tableInstance({
    columns: [{accessorKey: 'firstName', header: 'First Name', footer: 'Names', filterFn: 'equals'}],
  });
  const column = view.table().getColumn('firstName');
  expect([column.header, column.footer, column.filterFn]).toEqual([undefined, undefined, undefined]);
  expect([column.columnDef.header, column.columnDef.footer]).toEqual(['First Name', 'Names']);
  expect(column.columnDef.filterFn).toBe(view.table().options.filterFns!.equals);
  expect(column.getFilterFn()).toBe(column.columnDef.filterFn);
  view.unmount();
});
