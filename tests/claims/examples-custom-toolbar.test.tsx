/** Claims of docs/examples/custom-toolbar.mdx and its source's comments. */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import CustomToolbar from '@site/src/examples/custom-toolbar/Example';
import {mountTable, settle} from './harness';

const orderIds = () =>
  Array.from(document.querySelectorAll('tbody tr')).map((row) => row.querySelector('td')?.textContent ?? '');

/** Types into a field and lets MRT's debounce (250 ms search, 200 ms column filter) run. */
async function typeInto(input: HTMLElement, text: string) {
  jest.useFakeTimers();
  try {
    fireEvent.change(input, {target: {value: text}});
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
  } finally {
    jest.useRealTimers();
  }
}

it('`renderTopToolbar` replaces the whole top toolbar with what you return', () => {
  render(<CustomToolbar />);
  // the demo's own title and button are there
  expect(screen.getByText('Orders')).toBeTruthy();
  expect(screen.getByRole('button', {name: 'Clear filters'})).toBeTruthy();
  // MRT's default buttons the demo leaves out are gone
  expect(screen.queryByRole('button', {name: 'Toggle full screen'})).toBeNull();
  // the demo's MRT parts are there
  expect(screen.getByRole('button', {name: 'Show/Hide filters'})).toBeTruthy();
  expect(screen.getByRole('button', {name: 'Show/Hide columns'})).toBeTruthy();
  expect(screen.getByRole('button', {name: 'Toggle density'})).toBeTruthy();
});

it('without `renderTopToolbar` the same table shows MRT’s full-screen button (control)', () => {
  const view = mountTable({});
  expect(within(view.container).getByRole('button', {name: 'Toggle full screen'})).toBeTruthy();
  view.unmount();
});

it('`MRT_GlobalFilterTextField` shows only while `showGlobalFilter` is true', async () => {
  render(<CustomToolbar />);
  expect(screen.getByPlaceholderText('Search')).toBeTruthy();
  const view = mountTable({});
  expect(within(view.container).queryByPlaceholderText('Search')).toBeNull();
  await settle(() => view.table().setShowGlobalFilter(true));
  expect(within(view.container).getByPlaceholderText('Search')).toBeTruthy();
  view.unmount();
});

it('type `maple` in the search field: `MRT_GlobalFilterTextField` filters every column', async () => {
  render(<CustomToolbar />);
  expect(orderIds()).toHaveLength(10);
  await typeInto(screen.getByPlaceholderText('Search'), 'maple');
  expect(orderIds().sort()).toEqual(['o1003', 'o1007', 'o1014']);
  // a product, not a customer: the search reads the other columns too
  await typeInto(screen.getByPlaceholderText('Search'), 'grinder');
  expect(orderIds()).toEqual(['o1006']);
});

it('`enableColumnFilterModes` puts a mode menu at the start of the filter field; switching Customer from Contains to Starts With leaves out Old Harbor Press', async () => {
  render(<CustomToolbar />);
  fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'}));
  const customer = screen.getByPlaceholderText('Filter by Customer');
  await typeInto(customer, 'harbor');
  expect(orderIds()).toEqual(['o1001', 'o1004', 'o1013']);
  expect(document.querySelector('tbody')!.textContent).toContain('Old Harbor Press');
  const header = customer.closest('th') as HTMLElement;
  expect(header.textContent).toContain('Filter Mode: Contains');
  fireEvent.click(within(header).getByRole('button', {name: 'Change filter mode'}));
  fireEvent.click(await screen.findByRole('menuitem', {name: /Starts With/}));
  await settle();
  expect(orderIds()).toEqual(['o1001', 'o1004']);
  expect(document.querySelector('tbody')!.textContent).not.toContain('Old Harbor Press');
});

it('the date pickers need a `LocalizationProvider` with a date adapter above the table', () => {
  const columns = [{accessorKey: 'city', header: 'City', filterVariant: 'date-range' as const}];
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(() => mountTable({columns, initialState: {showColumnFilters: true}})).toThrow(/LocalizationProvider/);
  } finally {
    error.mockRestore();
  }
});

it('the `date-range` variant shows two date pickers', async () => {
  render(<CustomToolbar />);
  fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'}));
  const header = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Ordered'))!;
  expect(within(header).getAllByRole('group')).toHaveLength(2);
});
