/** Claims of docs/examples/custom-headless.mdx. */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import CustomHeadless from '@site/src/examples/custom-headless/Example';
import {MRT_GlobalFilterTextField, useMaterialReactTable, type MRT_TableInstance} from 'material-react-table';
import {people, personColumns, settle, type Person} from './harness';

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

it('Click a header to sort by it; click again to reverse, a third time to clear (`getToggleSortingHandler()`). Text columns start ascending; number columns (Year, Pages) start descending, largest first', async () => {
  render(<CustomHeadless />);
  const sortLabel = (title: string) =>
    within(document.querySelector('thead')!).getByText(title).closest('.MuiTableSortLabel-root') as HTMLElement;
  const unsorted = titles();
  fireEvent.click(sortLabel('Title'));
  await settle();
  expect(titles()).toEqual([
    'Atlas of Small Things',
    'Counting Stars',
    'Glass and Granite',
    'Northern Lights Cookbook',
    'Paper Boats',
  ]);
  fireEvent.click(sortLabel('Title'));
  await settle();
  expect(titles()).toEqual([
    'Under the Linden Tree',
    'The Quiet Harbor',
    'Paper Boats',
    'Northern Lights Cookbook',
    'Glass and Granite',
  ]);
  fireEvent.click(sortLabel('Title'));
  await settle();
  expect(titles()).toEqual(unsorted);
  expect(screen.getByText('Not sorted: click a column header.')).toBeTruthy();
  const years = () => Array.from(document.querySelectorAll('tbody tr')).map((row) => row.children[3].textContent);
  fireEvent.click(sortLabel('Year'));
  await settle();
  expect(years()).toEqual(['2022', '2019', '2016', '2011', '2004']);
  const pages = () => Array.from(document.querySelectorAll('tbody tr')).map((row) => row.children[4].textContent);
  fireEvent.click(sortLabel('Pages'));
  await settle();
  expect(pages()).toEqual(['428 p.', '352 p.', '312 p.', '276 p.', '256 p.']);
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
  expect(
    screen.getAllByRole('checkbox', {name: 'Toggle select row'}).map((box) => (box as HTMLInputElement).checked),
  ).toEqual([true, true, true, true, true]);
  // the rows of the next page are not selected
  fireEvent.click(screen.getByRole('button', {name: 'Go to next page'}));
  await settle();
  expect(
    screen.getAllByRole('checkbox', {name: 'Toggle select row'}).map((box) => (box as HTMLInputElement).checked),
  ).toEqual([false, false]);
  fireEvent.click(screen.getByRole('button', {name: 'Go to previous page'}));
  await settle();
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
  let table: MRT_TableInstance<Person> | undefined;
  function SearchOnly() {
    table = useMaterialReactTable({columns: personColumns, data: people});
    return <MRT_GlobalFilterTextField table={table} />;
  }
  const view = render(<SearchOnly />);
  expect(view.container.querySelector('input[placeholder="Search"]')).toBeNull();
  await settle(() => table!.setShowGlobalFilter(true));
  expect(view.container.querySelector('input[placeholder="Search"]')).not.toBeNull();
  await settle(() => table!.setShowGlobalFilter(false));
  // the field leaves when its collapse transition ends
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  expect(view.container.querySelector('input[placeholder="Search"]')).toBeNull();
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
