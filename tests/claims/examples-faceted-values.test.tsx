/** Claims of docs/examples/faceted-values.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {bodyRows, mountTable, settle, type Person} from './harness';

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
  // the same for a multi-select
  const multi = mountTable({
    ...faceted,
    columns: [{accessorKey: 'city', header: 'City', filterVariant: 'multi-select'}] as MRT_ColumnDef<Person>[],
  });
  expect((await openSelect(multi.container, 0)).slice(0, 3)).toEqual(['Austin (1)', 'Berkeley (1)', 'Boston (2)']);
  multi.unmount();
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
    columns: [
      {accessorKey: 'city', header: 'City', filterVariant: 'select'},
      {accessorKey: 'lastName', header: 'Last Name', filterVariant: 'select'},
      {accessorKey: 'age', header: 'Age', filterVariant: 'range-slider'},
    ] as MRT_ColumnDef<Person>[],
  });
  const sliderBounds = () =>
    Array.from(view.container.querySelectorAll('thead input[type="range"]')).map((thumb) => [
      (thumb as HTMLInputElement).min,
      (thumb as HTMLInputElement).max,
    ]);
  const closeList = () => settle(() => fireEvent.keyDown(screen.getByRole('listbox'), {key: 'Escape'}));
  const cities = await openSelect(view.container, 0);
  expect(cities).toHaveLength(8);
  // pick a city as the reader would
  await settle(() => fireEvent.click(screen.getByRole('option', {name: 'Boston (2)'})));
  expect(bodyRows(view.container).map((cells) => cells[1])).toEqual(['Liskov', 'Hamilton']);
  // the other columns' facets now come from Boston's rows only
  expect(sliderBounds()).toEqual([
    ['33', '55'],
    ['33', '55'],
  ]);
  expect(await openSelect(view.container, 1)).toEqual(['Hamilton (1)', 'Liskov (1)']);
  await closeList();
  // the city list still offers every city, with the same counts
  expect(await openSelect(view.container, 0)).toEqual(cities);
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
