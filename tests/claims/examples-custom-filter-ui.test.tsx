/** Claims of docs/examples/custom-filter-ui.mdx. */
import {screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'First Name', filterFn: 'contains'},
  {accessorKey: 'city', header: 'City', filterVariant: 'multi-select'},
];
const custom = {columns, columnFilterDisplayMode: 'custom' as const, enableBottomToolbar: false};

it("`columnFilterDisplayMode: 'custom'` removes the filter row and its inputs", () => {
  const view = mountTable({...custom, initialState: {showColumnFilters: true}});
  expect(view.container.querySelectorAll('thead input')).toHaveLength(0);
  view.unmount();
});

it('A filtered column still shows a funnel icon in its header, whose tooltip says what it is filtered by', async () => {
  const view = mountTable(custom);
  expect(screen.queryAllByRole('button', {name: /^Filtering by/})).toHaveLength(0);
  await settle(() => view.table().getColumn('firstName').setFilterValue('ad'));
  expect(screen.getAllByRole('button', {name: 'Filtering by First Name - Contains "ad"'})).toHaveLength(1);
  view.unmount();
});

it("The toolbar's show/hide filters button stays in this mode", () => {
  const view = mountTable(custom);
  expect(screen.getAllByRole('button', {name: 'Show/Hide filters'})).toHaveLength(1);
  view.unmount();
});

it("The table drops an entry whose value the filter function counts as empty (`''` or `[]` for the built-in functions) only when the change goes through the table", async () => {
  const view = tableInstance(custom);
  await settle(() =>
    view.table().setColumnFilters([
      {id: 'firstName', value: 'ad'},
      {id: 'city', value: ['Boston']},
    ]),
  );
  await settle(() => view.table().getColumn('firstName').setFilterValue(''));
  await settle(() =>
    view
      .table()
      .setColumnFilters((old) => old.map((filter) => (filter.id === 'city' ? {...filter, value: []} : filter))),
  );
  expect(view.table().getState().columnFilters).toEqual([]);
  view.unmount();
});

it('An entry your own controls write into the state stays, and an empty `[]` under `arrIncludesSome` then hides every row', () => {
  const view = tableInstance({...custom, state: {columnFilters: [{id: 'city', value: []}]}});
  expect(view.table().getState().columnFilters).toEqual([{id: 'city', value: []}]);
  expect(view.table().getRowModel().rows).toHaveLength(0);
  view.unmount();
});
