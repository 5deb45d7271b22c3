/** Claims of docs/examples/popover-filters.mdx. */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'lastName', header: 'Author', filterFn: 'contains'},
  {accessorKey: 'city', header: 'City'},
];

it("`columnFilterDisplayMode` is `'subheader'` by default", () => {
  const view = tableInstance({columns, enableBottomToolbar: false});
  expect(view.table().options.columnFilterDisplayMode).toBe('subheader');
  view.unmount();
});

it('In popover mode the toolbar has no show/hide filters button', () => {
  const view = mountTable({columns, columnFilterDisplayMode: 'popover', enableBottomToolbar: false});
  expect(screen.queryAllByRole('button', {name: 'Show/Hide filters'})).toHaveLength(0);
  view.unmount();
});

it('the column menu has no "Filter by" item (that item belongs to the `\'subheader\'` mode)', async () => {
  const items = async (columnFilterDisplayMode: 'popover' | 'subheader') => {
    const view = mountTable({columns, columnFilterDisplayMode, enableTopToolbar: false, enableBottomToolbar: false});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]));
    const labels = screen.getAllByRole('menuitem').map((item) => item.textContent);
    view.unmount();
    return labels.filter((label) => label?.startsWith('Filter by'));
  };
  expect(await items('popover')).toEqual([]);
  expect(await items('subheader')).toEqual(['Filter by Author']);
});

it('The header button\'s tooltip reads "Filter by Author" until a value is set, then "Filtering by Author - Contains "ortiz""', async () => {
  const view = mountTable({
    columns,
    columnFilterDisplayMode: 'popover',
    enableTopToolbar: false,
    enableBottomToolbar: false,
  });
  expect(screen.getAllByRole('button', {name: 'Filter by Author'})).toHaveLength(1);
  await settle(() => view.table().getColumn('lastName').setFilterValue('ortiz'));
  expect(screen.getAllByRole('button', {name: 'Filtering by Author - Contains "ortiz"'})).toHaveLength(1);
  view.unmount();
});

it('Keys typed in a filter field stay in the field, so Enter and Escape there do not close it', async () => {
  const view = mountTable({
    columns,
    columnFilterDisplayMode: 'popover',
    enableTopToolbar: false,
    enableBottomToolbar: false,
  });
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Filter by Author'})));
  const field = screen.getByPlaceholderText('Filter by Author');
  await settle(() => fireEvent.keyDown(field, {key: 'Enter'}));
  await settle(() => fireEvent.keyDown(field, {key: 'Escape'}));
  expect(screen.getAllByRole('presentation').length).toBeGreaterThan(0);
  expect(screen.getByPlaceholderText('Filter by Author')).toBeVisible();
  view.unmount();
});
