/** Claims of docs/examples/custom-headless.mdx. */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import CustomHeadless from '@site/src/examples/custom-headless/Example';
import {mountTable, settle, bodyRows} from './harness';

/** Types into a field and lets MRT's search debounce (250 ms) run. */
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

const rowCheckbox = (title: string) =>
  within(screen.getByRole('row', {name: new RegExp(title)})).getByRole('checkbox', {
    name: 'Toggle select row',
  }) as HTMLInputElement;

const titles = () => Array.from(document.querySelectorAll('tbody tr')).map((row) => row.children[1].textContent);

it('`getToggleSortingHandler()` cycles ascending, descending and off; number columns start descending, largest first', async () => {
  const view = mountTable({enableTopToolbar: false, enableBottomToolbar: false});
  const seen: unknown[] = [];
  for (const id of ['lastName', 'lastName', 'lastName', 'age']) {
    await settle(() => view.table().getColumn(id).getToggleSortingHandler()!({}));
    seen.push(view.table().getColumn(id).getIsSorted());
  }
  expect(seen).toEqual(['asc', 'desc', false, 'desc']);
  expect(bodyRows(view.container)[0][2]).toBe('85');
  view.unmount();
});

it('type `calder` in the search field: the rows and the pagination’s "1-5 of 7" follow the filtered rows ("1-2 of 2")', async () => {
  render(<CustomHeadless />);
  expect(titles()).toHaveLength(5);
  expect(document.body.textContent).toContain('1-5 of 7');
  await typeInto(screen.getByPlaceholderText('Search'), 'calder');
  expect(titles().sort()).toEqual(['Paper Boats', 'The Quiet Harbor']);
  expect(document.body.textContent).toContain('1-2 of 2');
});

it('tick a row: `MRT_ToolbarAlertBanner` opens with "1 of 7 row(s) selected" and a Clear selection button', async () => {
  render(<CustomHeadless />);
  expect(document.body.textContent).not.toContain('row(s) selected');
  fireEvent.click(rowCheckbox('Paper Boats'));
  await settle();
  expect(document.body.textContent).toContain('1 of 7 row(s) selected');
  fireEvent.click(screen.getByRole('button', {name: 'Clear selection'}));
  await settle();
  expect(document.body.textContent).not.toContain('row(s) selected');
  expect(rowCheckbox('Paper Boats').checked).toBe(false);
});

it("the select-all box selects the rows of the current page (`selectAllMode` defaults to `'page'`); the total counts every row, not only those the search leaves", async () => {
  render(<CustomHeadless />);
  fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'}));
  await settle();
  expect(document.body.textContent).toContain('5 of 7 row(s) selected');
  await typeInto(screen.getByPlaceholderText('Search'), 'calder');
  // the selected count follows the search; the total does not
  expect(document.body.textContent).toContain('2 of 7 row(s) selected');
});

it('`MRT_TablePagination` changes the page and the rows per page', async () => {
  render(<CustomHeadless />);
  fireEvent.click(screen.getByRole('button', {name: 'Go to next page'}));
  await settle();
  expect(titles()).toEqual(['Under the Linden Tree', 'Counting Stars']);
  expect(document.body.textContent).toContain('6-7 of 7');
  fireEvent.mouseDown(screen.getByRole('combobox', {name: 'Rows per page'}));
  fireEvent.click(await screen.findByRole('option', {name: '10'}));
  await settle();
  expect(titles()).toHaveLength(7);
});

it('`MRT_GlobalFilterTextField` renders only while the `showGlobalFilter` state is true', async () => {
  const view = mountTable({});
  expect(view.container.querySelector('input[placeholder="Search"]')).toBeNull();
  await settle(() => view.table().setShowGlobalFilter(true));
  expect(view.container.querySelector('input[placeholder="Search"]')).not.toBeNull();
  view.unmount();
});

it('`enableRowSelection` adds MRT’s select column: a select-all checkbox from its `Header`, one per row from its `Cell`', () => {
  render(<CustomHeadless />);
  expect(screen.getAllByRole('checkbox', {name: 'Toggle select all'})).toHaveLength(1);
  expect(screen.getAllByRole('checkbox', {name: 'Toggle select row'})).toHaveLength(5);
});

it('MRT’s select column cannot be sorted (`getCanSort()` is false), so it gets no sort label', () => {
  render(<CustomHeadless />);
  const [select, title] = Array.from(document.querySelectorAll('thead th'));
  expect(select.querySelector('.MuiTableSortLabel-root')).toBeNull();
  expect(title.querySelector('.MuiTableSortLabel-root')).not.toBeNull();
});

it('`MRT_TableBodyCellValue` renders a column’s own `Cell` renderer (the Pages column adds "p.")', () => {
  render(<CustomHeadless />);
  const first = document.querySelector('tbody tr')!;
  expect(first.children[4].textContent).toBe('312 p.');
});
