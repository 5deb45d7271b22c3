/** Claims of docs/examples/faceted-values.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, type Person} from './harness';

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'First Name', enableColumnFilter: false},
  {accessorKey: 'city', header: 'City', filterVariant: 'select'},
  {accessorKey: 'lastName', header: 'Last Name', filterVariant: 'select', filterSelectOptions: ['Hopper', 'Turing']},
  {accessorKey: 'age', header: 'Age', filterVariant: 'range-slider'},
];
const faceted = {
  columns,
  enableFacetedValues: true,
  initialState: {showColumnFilters: true},
  enableTopToolbar: false,
  enableBottomToolbar: false,
};
const openSelect = async (container: HTMLElement, index: number) => {
  const selects = within(container.querySelector('thead')!).getAllByRole('combobox');
  await settle(() => fireEvent.mouseDown(selects[index]));
  return screen.getAllByRole('option').map((option) => option.textContent);
};

it('select filters: each option shows its number of rows in parentheses after it', async () => {
  const view = mountTable(faceted);
  expect(await openSelect(view.container, 0)).toEqual([
    'Austin (1)',
    'Berkeley (1)',
    'Boston (2)',
    'Ithaca (1)',
    'London (1)',
    'Manchester (1)',
    'New York (2)',
    'Stanford (1)',
  ]);
  view.unmount();
});

it('A `filterSelectOptions` list always wins over facets, and its options show no counts', async () => {
  const view = mountTable(faceted);
  expect(await openSelect(view.container, 1)).toEqual(['Hopper ', 'Turing ']);
  view.unmount();
});

it('`range-slider` filters: the thumbs start at the smallest and largest value', () => {
  const view = mountTable(faceted);
  const thumbs = Array.from(view.container.querySelectorAll('thead input[type="range"]')) as HTMLInputElement[];
  expect(thumbs.map((thumb) => [thumb.min, thumb.max, thumb.value])).toEqual([
    ['33', '85', '33'],
    ['33', '85', '85'],
  ]);
  view.unmount();
});

it("The facets follow the other filters; a column's own filter is left out of its facets", async () => {
  const view = mountTable({
    ...faceted,
    initialState: {...faceted.initialState, columnFilters: [{id: 'city', value: 'Boston'}]},
  });
  expect(view.table().getColumn('age').getFacetedMinMaxValues()).toEqual([33, 55]);
  expect(view.table().getColumn('city').getFacetedUniqueValues().size).toBe(8);
  view.unmount();
});

it('Plain `range` fields do not read facets: the two Min/Max fields stay empty', () => {
  const view = mountTable({...faceted, columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'range'}]});
  const fields = Array.from(view.container.querySelectorAll('thead input')) as HTMLInputElement[];
  expect(fields.map((field) => [field.value, field.placeholder])).toEqual([
    ['', 'Min'],
    ['', 'Max'],
  ]);
  view.unmount();
});
