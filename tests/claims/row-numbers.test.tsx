/**
 * Claims of docs/guides/row-numbers.mdx, checked against the installed MRT (jsdom).
 */
import {fireEvent, screen, within} from '@testing-library/react';
import {bodyRows, mountTable, people, settle} from './harness';
import {tableInstance} from './tableInstance';

const numbers = (container: HTMLElement) => bodyRows(container).map((cells) => cells[0]);
const sortedByAge = {sorting: [{id: 'age', desc: false}]};

it('the option is off by default', () => {
  const {table} = mountTable();
  expect(table().options.enableRowNumbers).toBeUndefined();
  expect(
    table()
      .getAllLeafColumns()
      .map((c) => c.id),
  ).not.toContain('mrt-row-numbers');
});

it('the column sits after the other leading display columns and before the data columns', () => {
  const {table} = tableInstance({
    enableRowNumbers: true,
    enableRowPinning: true,
    enableRowOrdering: true,
    enableRowActions: true,
    enableExpanding: true,
    enableRowSelection: true,
  });
  expect(
    table()
      .getVisibleLeafColumns()
      .map((c) => c.id)
      .slice(0, 7),
  ).toEqual([
    'mrt-row-pin',
    'mrt-row-drag',
    'mrt-row-actions',
    'mrt-row-expand',
    'mrt-row-select',
    'mrt-row-numbers',
    'firstName',
  ]);
});

it('its header shows #; the Show/Hide columns menu lists it as "Row Numbers", with its switch disabled', () => {
  const {container} = mountTable({enableRowNumbers: true});
  expect(container.querySelector('thead th')?.textContent).toBe('#');
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  const item = within(screen.getByRole('menu')).getByText('Row Numbers').closest('li') as HTMLElement;
  expect(within(item).getByRole('switch')).toBeDisabled();
});

it('it is 50 px wide, does not grow, and cannot be sorted, filtered, hidden by a visitor or opened in a column menu', () => {
  const {table, container} = mountTable({enableRowNumbers: true});
  const column = table().getColumn('mrt-row-numbers');
  expect([column.getSize(), column.columnDef.grow]).toEqual([50, false]);
  expect([column.getCanSort(), column.getCanFilter(), column.getCanHide()]).toEqual([false, false, false]);
  expect(
    (container.querySelector('thead th') as HTMLElement).querySelector('[aria-label="Column Actions"]'),
  ).toBeNull();
});

it("'static' (the default): 1, 2, 3… from the top after sorting; page 2 of 5-row pages shows 6, 7, 8…", async () => {
  const {table, container} = mountTable({
    enableRowNumbers: true,
    initialState: {...sortedByAge, pagination: {pageIndex: 0, pageSize: 5}},
  });
  expect(table().options.rowNumberDisplayMode).toBe('static');
  expect(numbers(container)).toEqual(['1', '2', '3', '4', '5']);
  await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Go to next page'})[0]));
  expect(table().getState().pagination.pageIndex).toBe(1);
  expect(numbers(container)).toEqual(['6', '7', '8', '9', '10']);
});

it("'static' counts the matches of a search from 1", async () => {
  const shown = mountTable({enableRowNumbers: true});
  await settle(() => shown.table().setGlobalFilter('Boston'));
  // Liskov and Hamilton, the 5th and 7th people in the data, are the only Boston rows
  expect(bodyRows(shown.container).map((cells) => cells[2])).toEqual(['Liskov', 'Hamilton']);
  expect(numbers(shown.container)).toEqual(['1', '2']);
});

it("'original' shows row.index + 1, which moves with its row: out of order after sorting, with gaps after filtering", async () => {
  const {container, table} = mountTable({
    enableRowNumbers: true,
    rowNumberDisplayMode: 'original',
    initialState: sortedByAge,
  });
  // ages ascending: Hamilton (7th in data), Lovelace (1st), Turing (3rd), …
  expect(numbers(container).slice(0, 3)).toEqual(['7', '1', '3']);
  await settle(() => {
    table().setSorting([]);
    table().setGlobalFilter('Boston');
  });
  expect(numbers(container)).toEqual(['5', '7']);
});

it('displayColumnDefOptions wins over MRT’s defaults: Header replaces the #, size and header (the name in menus) apply', () => {
  const {container, table} = mountTable({
    enableRowNumbers: true,
    displayColumnDefOptions: {'mrt-row-numbers': {Header: 'No.', header: 'Position', size: 64}},
  });
  expect(container.querySelector('thead th')?.textContent).toBe('No.');
  expect(table().getColumn('mrt-row-numbers').getSize()).toBe(64);
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  expect(within(screen.getByRole('menu')).getByText('Position')).toBeInTheDocument();
});

it('a Cell of your own replaces MRT’s counting, including the mode', () => {
  const {container} = mountTable({
    enableRowNumbers: true,
    rowNumberDisplayMode: 'static',
    displayColumnDefOptions: {'mrt-row-numbers': {Cell: ({row}) => people.length - row.index}},
  });
  expect(numbers(container).slice(0, 3)).toEqual(['10', '9', '8']);
});

it("columnVisibility: {'mrt-row-numbers': false} hides it from code", () => {
  const {container} = mountTable({
    enableRowNumbers: true,
    initialState: {columnVisibility: {'mrt-row-numbers': false}},
  });
  expect(bodyRows(container)[0]).toEqual(['Ada', 'Lovelace', '36', 'London']);
});

it('defaultDisplayColumn sets options for all display columns except size; displayColumnDefOptions wins over it for one', () => {
  const {table} = tableInstance({
    enableRowNumbers: true,
    enableRowSelection: true,
    defaultDisplayColumn: {size: 90, minSize: 33, maxSize: 200},
    displayColumnDefOptions: {'mrt-row-numbers': {size: 70, minSize: 44}},
  });
  const select = table().getColumn('mrt-row-select').columnDef;
  const numbered = table().getColumn('mrt-row-numbers').columnDef;
  expect([select.size, select.minSize, select.maxSize]).toEqual([60, 33, 200]);
  expect([numbered.size, numbered.minSize, numbered.maxSize]).toEqual([70, 44, 200]);
});

it("with manualPagination, 'static' still adds pageIndex × pageSize; 'original' restarts at 1 on every page", () => {
  const page3 = {pagination: {pageIndex: 2, pageSize: 3}};
  const data = people.slice(0, 3);
  const fixed = mountTable({enableRowNumbers: true, manualPagination: true, rowCount: 30, data, initialState: page3});
  expect(numbers(fixed.container)).toEqual(['7', '8', '9']);
  const original = mountTable({
    enableRowNumbers: true,
    manualPagination: true,
    rowCount: 30,
    data,
    rowNumberDisplayMode: 'original',
    initialState: page3,
  });
  expect(numbers(original.container)).toEqual(['1', '2', '3']);
});

it("expanded sub-rows: 'static' numbers every rendered row; 'original' numbers sub-rows 1, 2… under each parent", () => {
  interface Node {
    name: string;
    children?: Node[];
  }
  const options = {
    data: [
      {name: 'a', children: [{name: 'a1'}, {name: 'a2'}]},
      {name: 'b', children: [{name: 'b1'}]},
    ],
    columns: [{accessorKey: 'name' as const, header: 'Name'}],
    enableExpanding: true,
    getSubRows: (row: Node) => row.children,
    enableRowNumbers: true,
    initialState: {expanded: true as const},
  };
  const nums = (container: HTMLElement) => bodyRows(container).map((cells) => cells[1]);
  expect(nums(mountTable<Node>(options).container)).toEqual(['1', '2', '3', '4', '5']);
  expect(nums(mountTable<Node>({...options, rowNumberDisplayMode: 'original'}).container)).toEqual([
    '1',
    '1',
    '2',
    '2',
    '1',
  ]);
});

it('pinned rows in a non-sticky mode: top and bottom pinned rows are in bodies of their own, and the static count starts again in each body', () => {
  const {container} = mountTable({
    enableRowNumbers: true,
    enableRowPinning: true,
    rowPinningDisplayMode: 'top-and-bottom',
    initialState: {rowPinning: {top: ['4'], bottom: ['9']}},
  });
  expect(container.querySelectorAll('tbody')).toHaveLength(3);
  const rows = bodyRows(container);
  expect([rows[0][1], rows[0][2]]).toEqual(['1', 'Barbara']);
  expect([rows[1][1], rows[1][2]]).toEqual(['1', 'Ada']);
  expect([rows[2][1], rows[2][2]]).toEqual(['2', 'Grace']);
  expect([rows.at(-1)![1], rows.at(-1)![2]]).toEqual(['1', 'John']);
});

it('rowNumberDisplayMode and displayColumnDefOptions can change at run time: the change shows on the next render', async () => {
  const {container, update} = mountTable({enableRowNumbers: true, initialState: sortedByAge});
  expect(numbers(container).slice(0, 2)).toEqual(['1', '2']);
  update({rowNumberDisplayMode: 'original', displayColumnDefOptions: {'mrt-row-numbers': {Header: 'Entry'}}});
  await settle();
  expect(numbers(container).slice(0, 2)).toEqual(['7', '1']);
  expect(container.querySelector('thead th')?.textContent).toBe('Entry');
});
