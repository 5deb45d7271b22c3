/** Claims of docs/examples/custom-filter-ui.mdx. */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {hoverTooltip, mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'First Name', filterFn: 'contains'},
  {accessorKey: 'city', header: 'City', filterVariant: 'multi-select'},
];
const custom = {columns, columnFilterDisplayMode: 'custom' as const, enableBottomToolbar: false};

it("`columnFilterDisplayMode: 'custom'` removes the filter row and its inputs", () => {
  // the same table in the default mode has a filter input under each header
  const inline = mountTable({...custom, columnFilterDisplayMode: undefined, initialState: {showColumnFilters: true}});
  expect(inline.container.querySelectorAll('thead input').length).toBeGreaterThanOrEqual(2);
  inline.unmount();
  const view = mountTable({...custom, initialState: {showColumnFilters: true}});
  expect(view.container.querySelectorAll('thead input')).toHaveLength(0);
  view.unmount();
});

it('A filtered column still shows a funnel icon in its header, whose tooltip says what it is filtered by', async () => {
  const view = mountTable(custom);
  expect(screen.queryAllByRole('button', {name: /^Filtering by/})).toHaveLength(0);
  await settle(() => view.table().getColumn('firstName').setFilterValue('ad'));
  const funnel = screen.getByRole('button', {name: /^Filtering by/});
  expect(funnel.closest('th')?.textContent).toContain('First Name');
  expect(funnel.querySelector('[data-testid="FilterAltIcon"]')).not.toBeNull();
  expect((await hoverTooltip(funnel)).textContent).toBe('Filtering by First Name - Contains "ad"');
  view.unmount();
});

it("The toolbar's show/hide filters button stays in this mode, with no row to show", async () => {
  const view = mountTable(custom);
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
  expect(view.table().getState().showColumnFilters).toBe(true);
  expect(view.container.querySelectorAll('thead input')).toHaveLength(0);
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
  expect(view.table().getState().columnFilters).toHaveLength(2);
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
