/**
 * Claims of docs/guides/row-ordering-dnd.mdx, checked against the installed MRT (jsdom).
 */
import {fireEvent, within} from '@testing-library/react';
import {type MRT_ColumnDef, type MRT_Row} from 'material-react-table';
import {hoverTooltip, mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const dataTransfer = {setDragImage: () => {}};
const rowOf = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(name)) as HTMLElement;
const handleIn = (row: HTMLElement) => within(row).getByLabelText('Move');

it('enableRowOrdering adds mrt-row-drag before your columns: 60 px, not growing, headed "Move"', () => {
  const {table, container} = mountTable({enableRowOrdering: true});
  const column = table().getVisibleLeafColumns()[0];
  expect(column.id).toBe('mrt-row-drag');
  expect([column.getSize(), (column.columnDef as MRT_ColumnDef<Person>).grow]).toEqual([60, false]);
  expect(container.querySelector('thead th')?.textContent).toBe('Move');
});

it('each row gets a handle labelled "Move", with a "Move" tooltip, that is an HTML5 drag source; the browser shows the whole row as the drag image', async () => {
  const {container} = mountTable({enableRowOrdering: true});
  const handle = handleIn(rowOf(container, 'Hopper'));
  expect(handle).toHaveAttribute('draggable', 'true');
  expect(container.querySelectorAll('tbody [aria-label="Move"]')).toHaveLength(10);
  expect(await hoverTooltip(handle)).toHaveTextContent(/^Move$/);
  const setDragImage = jest.fn();
  fireEvent.dragStart(handle, {dataTransfer: {setDragImage}});
  await settle();
  expect(setDragImage.mock.calls[0][0]).toBe(rowOf(container, 'Hopper'));
});

it('draggingRow is set on dragstart, hoveredRow on a row’s dragenter; both rows at half opacity; the table never changes your data', async () => {
  const {table, container} = mountTable({enableRowOrdering: true});
  const handle = handleIn(rowOf(container, 'Hopper'));
  fireEvent.dragStart(handle, {dataTransfer});
  await settle();
  fireEvent.dragEnter(rowOf(container, 'Knuth'));
  await settle();
  expect(table().getState().draggingRow?.id).toBe('1');
  expect(table().getState().hoveredRow?.id).toBe('5');
  expect(getComputedStyle(rowOf(container, 'Hopper')).opacity).toBe('0.5');
  expect(getComputedStyle(rowOf(container, 'Knuth')).opacity).toBe('0.5');
  expect(getComputedStyle(rowOf(container, 'Turing')).opacity).toBe('1');
  fireEvent.dragEnd(handle);
  await settle();
  expect(table().getState().draggingRow).toBeNull();
  expect(table().getState().hoveredRow).toBeNull();
  expect(
    table()
      .getRowModel()
      .rows.map((r) => r.original),
  ).toEqual(people);
});

it('the dragged row gets a 1 px dashed grey border, the hovered row a 2 px dashed one', async () => {
  const {container} = mountTable({enableRowOrdering: true});
  fireEvent.dragStart(handleIn(rowOf(container, 'Hopper')), {dataTransfer});
  await settle();
  fireEvent.dragEnter(rowOf(container, 'Knuth'));
  await settle();
  const bottom = (name: string) => getComputedStyle(rowOf(container, name).querySelectorAll('td')[2]).borderBottom;
  expect(bottom('Hopper')).toMatch(/^1px dashed/);
  expect(bottom('Knuth')).toMatch(/^2px dashed/);
});

it('MRT calls your onDragEnd first and clears draggingRow and hoveredRow afterwards', async () => {
  const seen: unknown[] = [];
  const {table, container} = mountTable({
    enableRowOrdering: true,
    muiRowDragHandleProps: ({table: t}) => ({
      onDragEnd: () => seen.push([t.getState().draggingRow?.index, t.getState().hoveredRow?.index]),
    }),
  });
  const handle = handleIn(rowOf(container, 'Hopper'));
  fireEvent.dragStart(handle, {dataTransfer});
  await settle();
  fireEvent.dragEnter(rowOf(container, 'Knuth'));
  await settle();
  fireEvent.dragEnd(handle);
  await settle();
  expect(seen).toEqual([[1, 5]]);
  expect(table().getState().draggingRow).toBeNull();
});

it('nothing clears hoveredRow when the pointer leaves the table', async () => {
  const {table, container} = mountTable({enableRowOrdering: true});
  fireEvent.dragStart(handleIn(rowOf(container, 'Hopper')), {dataTransfer});
  await settle();
  fireEvent.dragEnter(rowOf(container, 'Knuth'));
  await settle();
  fireEvent.dragLeave(container.querySelector('.MuiPaper-root') as HTMLElement, {relatedTarget: document.body});
  fireEvent.dragEnter(document.body);
  await settle();
  expect(table().getState().hoveredRow?.id).toBe('5');
});

it('enableRowDragging adds the same column and handles and sets draggingRow, but no hoveredRow', async () => {
  const {table, container} = mountTable({enableRowDragging: true});
  expect(table().getVisibleLeafColumns()[0].id).toBe('mrt-row-drag');
  fireEvent.dragStart(handleIn(rowOf(container, 'Hopper')), {dataTransfer});
  await settle();
  fireEvent.dragEnter(rowOf(container, 'Knuth'));
  await settle();
  expect(table().getState().draggingRow?.id).toBe('1');
  expect(table().getState().hoveredRow).toBeNull();
});

it('a change handler without the matching state entry: with onDraggingRowChange alone, draggingRow stays null', async () => {
  const calls: unknown[] = [];
  const {table, container} = mountTable({enableRowOrdering: true, onDraggingRowChange: (row) => calls.push(row)});
  fireEvent.dragStart(handleIn(rowOf(container, 'Hopper')), {dataTransfer});
  await settle();
  fireEvent.dragEnter(rowOf(container, 'Knuth'));
  await settle();
  expect(calls).toHaveLength(1);
  expect(table().getState().draggingRow).toBeNull();
  expect(table().getState().hoveredRow).toBeNull();
});

it('MRT also reads initialState.draggingRow and initialState.hoveredRow', () => {
  const {table: empty} = tableInstance({enableRowOrdering: true});
  expect([empty().getState().draggingRow, empty().getState().hoveredRow]).toEqual([null, null]);
  const dragging = {id: '2'} as unknown as MRT_Row<Person>;
  const {table} = tableInstance({
    enableRowOrdering: true,
    initialState: {draggingRow: dragging, hoveredRow: {id: '3'}},
  });
  expect(table().getState().hoveredRow).toEqual({id: '3'});
  expect(table().getState().draggingRow).toBe(dragging);
});

it('MRT stops a click on the handle from reaching the row; a title replaces the tooltip and the aria-label', async () => {
  const rowClicks: string[] = [];
  const {container} = mountTable({
    enableRowOrdering: true,
    muiTableBodyRowProps: ({row}) => ({onClick: () => rowClicks.push(row.id)}),
    muiRowDragHandleProps: ({row}) => ({title: `Move ${row.original.lastName}`}),
  });
  const handle = within(rowOf(container, 'Hopper')).getByLabelText('Move Hopper');
  expect(await hoverTooltip(handle)).toHaveTextContent(/^Move Hopper$/);
  fireEvent.click(handle);
  expect(rowClicks).toEqual([]);
  fireEvent.click(rowOf(container, 'Hopper').querySelectorAll('td')[2]);
  expect(rowClicks).toEqual(['1']);
});

it('the drag column comes right after the row pin column', () => {
  const {table} = tableInstance({enableRowOrdering: true, enableRowPinning: true, enableRowSelection: true});
  expect(
    table()
      .getVisibleLeafColumns()
      .slice(0, 3)
      .map((c) => c.id),
  ).toEqual(['mrt-row-pin', 'mrt-row-drag', 'mrt-row-select']);
});

it('without getRowId a row’s id is its index in data; row.index is the position in data, kept through sorting and filtering', () => {
  const {table} = tableInstance({enableRowOrdering: true, initialState: {sorting: [{id: 'age', desc: true}]}});
  expect(
    table()
      .getRowModel()
      .rows.map((r) => r.id),
  ).toEqual(['1', '3', '5', '7', '4', '9', '8', '2', '0', '6']);
  expect(
    table()
      .getRowModel()
      .rows.every((r) => people[r.index] === r.original),
  ).toBe(true);
  const filtered = tableInstance({initialState: {columnFilters: [{id: 'city', value: 'Boston'}]}});
  expect(
    filtered
      .table()
      .getRowModel()
      .rows.map((r) => r.index),
  ).toEqual([4, 6]);
});

it('MRT neither disables the handles nor warns when sorting is on', () => {
  const warn = jest.spyOn(console, 'warn');
  const {container} = mountTable({enableRowOrdering: true, initialState: {sorting: [{id: 'age', desc: false}]}});
  expect(container.querySelectorAll('tbody [aria-label="Move"]:not([disabled])')).toHaveLength(10);
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

it('group rows have their index among the groups; rows inside a group keep their data index', () => {
  const {table} = tableInstance({
    enableRowOrdering: true,
    enableGrouping: true,
    initialState: {grouping: ['city'], expanded: true},
  });
  const groups = table()
    .getRowModel()
    .rows.filter((r) => r.getIsGrouped());
  expect(groups.slice(0, 3).map((g) => [g.groupingValue, g.index])).toEqual([
    ['London', 0],
    ['New York', 1],
    ['Manchester', 2],
  ]);
  const boston = groups.find((g) => g.groupingValue === 'Boston')!;
  expect(boston.subRows!.map((r) => [r.original.lastName, r.index])).toEqual([
    ['Liskov', 4],
    ['Hamilton', 6],
  ]);
});

it('sub-rows (from getSubRows) have an index within their parent’s subRows', () => {
  interface Node {
    name: string;
    children?: Node[];
  }
  const {table} = mountTable<Node>({
    data: [{name: 'a'}, {name: 'b', children: [{name: 'b1'}, {name: 'b2'}]}],
    columns: [{accessorKey: 'name', header: 'Name'}],
    enableExpanding: true,
    getSubRows: (row) => row.children,
    initialState: {expanded: true},
  });
  expect(
    table()
      .getRowModel()
      .rows.map((r) => [r.original.name, r.index]),
  ).toEqual([
    ['a', 0],
    ['b', 1],
    ['b1', 0],
    ['b2', 1],
  ]);
  expect(personColumns).toHaveLength(4);
});
