/**
 * Claims of docs/guides/column-ordering-dnd.mdx, checked against the installed MRT (jsdom).
 */
import {fireEvent, screen, within} from '@testing-library/react';
import {getDefaultColumnOrderIds, reorderColumn, type MRT_ColumnDef} from 'material-react-table';
import {
  dragData,
  dragHeader,
  headerCell,
  headerTexts,
  hoverTooltip,
  mountTable,
  moveHandle,
  personColumns,
  settle,
  type Person,
} from './harness';
import {tableInstance} from './tableInstance';

const DATA_IDS = ['firstName', 'lastName', 'age', 'city'];
const grouped: MRT_ColumnDef<Person>[] = [
  {id: 'name', header: 'Name', columns: personColumns.slice(0, 2)},
  {id: 'more', header: 'More', columns: personColumns.slice(2)},
];

it('both options are off by default: no drag handles', () => {
  const {table} = mountTable();
  expect(table().options.enableColumnOrdering).toBe(false);
  expect(table().options.enableColumnDragging).toBeUndefined();
  expect(screen.queryAllByLabelText('Move')).toHaveLength(0);
});

it('enableColumnOrdering puts a handle named "Move" in every data column’s header, none on display columns', () => {
  mountTable({enableColumnOrdering: true, enableRowNumbers: true});
  expect(screen.getAllByLabelText('Move')).toHaveLength(4);
  expect(moveHandle('First Name')).toHaveAttribute('aria-label', 'Move');
});

it('a drop moves the dragged column into the target’s place: dragged left it lands before the target, dragged right after it', async () => {
  const {table} = mountTable({enableColumnOrdering: true});
  await dragHeader('City', 'First Name');
  expect(table().getState().columnOrder).toEqual(['city', 'firstName', 'lastName', 'age']);
  expect(headerTexts()).toEqual(['City', 'First Name', 'Last Name', 'Age']);
  await dragHeader('First Name', 'Age');
  expect(table().getState().columnOrder).toEqual(['city', 'lastName', 'age', 'firstName']);
  expect(headerTexts()).toEqual(['City', 'Last Name', 'Age', 'First Name']);
  expect(table().getState().draggingColumn).toBeNull();
  expect(table().getState().hoveredColumn).toBeNull();
});

it('reorderColumn(dragged, target, columnOrder), exported by MRT, moves a column the same way', () => {
  const {table} = tableInstance();
  expect(reorderColumn(table().getColumn('city'), table().getColumn('firstName'), DATA_IDS)).toEqual([
    'city',
    'firstName',
    'lastName',
    'age',
  ]);
});

it('the Show/Hide menu shows a handle per column and a Reset order button, enabled once the order differs from the initial one', async () => {
  const {table} = mountTable({enableColumnOrdering: true});
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  const menu = screen.getByRole('menu');
  expect(within(menu).getAllByLabelText('Move')).toHaveLength(4);
  expect(within(menu).getByText('Reset order')).toBeDisabled();
  await settle(() => table().setColumnOrder(['city', 'firstName', 'lastName', 'age']));
  expect(within(screen.getByRole('menu')).getByText('Reset order')).toBeEnabled();
});

it('the Show/Hide menu shows no handles when the table has header groups; group cells have no handle', () => {
  mountTable({enableColumnOrdering: true, columns: grouped});
  expect(screen.getAllByLabelText('Move')).toHaveLength(4); // the four leaf headers
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  expect(within(screen.getByRole('menu')).queryAllByLabelText('Move')).toHaveLength(0);
});

it('enableColumnDragging alone: a handle on each data column, but a drop on another header changes nothing', async () => {
  const {table} = mountTable({enableColumnDragging: true});
  expect(screen.getAllByLabelText('Move')).toHaveLength(4);
  await dragHeader('City', 'First Name');
  expect(table().getState().columnOrder).toEqual(DATA_IDS);
});

it('enableGrouping gives a handle to every groupable column; a column already grouped by has none', () => {
  mountTable({
    enableGrouping: true,
    columns: [personColumns[0], {...personColumns[1], enableGrouping: false}, ...personColumns.slice(2)],
    initialState: {grouping: ['city']},
  });
  expect(moveHandle('First Name')).not.toBeNull();
  expect(moveHandle('Last Name')).toBeNull();
  expect(moveHandle('City')).toBeNull();
});

it('MRT reads initialState.columnOrder once; a later change is ignored', async () => {
  const {table, update} = tableInstance({initialState: {columnOrder: ['city', 'age', 'lastName', 'firstName']}});
  update({initialState: {columnOrder: DATA_IDS}});
  await settle();
  expect(table().getState().columnOrder).toEqual(['city', 'age', 'lastName', 'firstName']);
});

it('MRT places the display columns around the data columns in a fixed order; each one appears only when its feature is on', () => {
  const {table} = tableInstance({
    enableRowPinning: true,
    enableRowOrdering: true,
    enableRowActions: true,
    enableExpanding: true,
    enableRowSelection: true,
    enableRowNumbers: true,
    layoutMode: 'grid-no-grow',
  });
  expect(table().getState().columnOrder).toEqual([
    'mrt-row-pin',
    'mrt-row-drag',
    'mrt-row-actions',
    'mrt-row-expand',
    'mrt-row-select',
    'mrt-row-numbers',
    ...DATA_IDS,
    'mrt-row-spacer',
  ]);
  const last = tableInstance({
    enableRowActions: true,
    enableExpanding: true,
    positionActionsColumn: 'last',
    positionExpandColumn: 'last',
  });
  expect(last.table().getState().columnOrder).toEqual([...DATA_IDS, 'mrt-row-actions', 'mrt-row-expand']);
  last.unmount();
  // each display column appears only when its feature is on, in the ways the table lists
  const orderWith = (options: Parameters<typeof tableInstance>[0]) => {
    const instance = tableInstance(options);
    const order = instance.table().getState().columnOrder;
    instance.unmount();
    return order.filter((id) => id.startsWith('mrt-'));
  };
  expect(orderWith({enableEditing: true})).toEqual(['mrt-row-actions']); // 'modal', the default
  expect(orderWith({enableEditing: true, editDisplayMode: 'row'})).toEqual(['mrt-row-actions']);
  expect(orderWith({enableEditing: true, editDisplayMode: 'cell'})).toEqual([]);
  expect(orderWith({enableRowPinning: true, rowPinningDisplayMode: 'select-sticky', enableRowSelection: true})).toEqual(
    ['mrt-row-select'],
  );
  expect(orderWith({renderDetailPanel: () => null})).toEqual(['mrt-row-expand']);
  expect(orderWith({enableGrouping: true, initialState: {grouping: ['city']}})).toEqual(['mrt-row-expand']);
  expect(orderWith({enableGrouping: true})).toEqual([]);
  expect(orderWith({enableRowDragging: true})).toEqual(['mrt-row-drag']);
});

it('display columns have no drag handle and are not drop targets', async () => {
  const {table, container} = mountTable({enableColumnOrdering: true, enableRowNumbers: true});
  expect(within(container.querySelector('thead th') as HTMLElement).queryByLabelText('Move')).toBeNull();
  const handle = moveHandle('City') as HTMLElement;
  fireEvent.dragStart(handle, {dataTransfer: dragData});
  await settle();
  fireEvent.dragEnter(headerCell('Age')); // a data column accepts the drag
  await settle();
  expect(table().getState().hoveredColumn?.id).toBe('age');
  fireEvent.dragEnter(container.querySelector('thead th') as HTMLElement); // the # column
  await settle();
  expect(table().getState().hoveredColumn).toBeNull();
  fireEvent.dragEnd(handle);
  await settle();
  expect(table().getState().columnOrder).toEqual(['mrt-row-numbers', ...DATA_IDS]);
});

it('a state of [city, firstName] becomes a complete order right after the first render; an empty array becomes the default order', () => {
  const changes: unknown[] = [];
  tableInstance({
    enableRowSelection: true,
    enableRowActions: true,
    positionActionsColumn: 'last',
    state: {columnOrder: ['city', 'firstName']},
    onColumnOrderChange: (updater) => changes.push(updater),
  });
  expect(changes).toEqual([['mrt-row-select', 'city', 'firstName', 'lastName', 'age', 'mrt-row-actions']]);
  const {table} = tableInstance({enableRowSelection: true, initialState: {columnOrder: []}});
  expect(table().getState().columnOrder).toEqual(['mrt-row-select', ...DATA_IDS]);
});

it('the check compares lengths only: an order of the right length with a wrong id is kept, and the missing column shows at the end', () => {
  const {table} = tableInstance({initialState: {columnOrder: ['city', 'nope', 'lastName', 'firstName']}});
  expect(table().getState().columnOrder).toEqual(['city', 'nope', 'lastName', 'firstName']);
  expect(
    table()
      .getVisibleLeafColumns()
      .map((c) => c.id),
  ).toEqual(['city', 'lastName', 'firstName', 'age']);
});

it('with header groups, MRT rebuilds even a complete order after the first render, putting display columns back in their places', () => {
  const changes: unknown[] = [];
  tableInstance({
    columns: grouped,
    enableRowSelection: true,
    state: {columnOrder: ['city', 'age', 'lastName', 'firstName', 'mrt-row-select']},
    onColumnOrderChange: (updater) => changes.push(updater),
  });
  expect(changes).toEqual([['mrt-row-select', 'city', 'age', 'lastName', 'firstName']]);
  const flat: unknown[] = [];
  tableInstance({
    enableRowSelection: true,
    state: {columnOrder: ['city', 'age', 'lastName', 'firstName', 'mrt-row-select']},
    onColumnOrderChange: (updater) => flat.push(updater),
  });
  expect(flat).toEqual([]);
});

it('a column with enableColumnOrdering: false has no handle and ignores drops', async () => {
  const {table} = mountTable({
    enableColumnOrdering: true,
    columns: [{...personColumns[0], enableColumnOrdering: false}, ...personColumns.slice(1)],
  });
  expect(moveHandle('First Name')).toBeNull();
  await dragHeader('City', 'First Name');
  expect(table().getState().columnOrder).toEqual(DATA_IDS);
});

it('a locked column can still shift by one when a column is moved across it', async () => {
  const {table} = mountTable({
    enableColumnOrdering: true,
    columns: [personColumns[0], {...personColumns[1], enableColumnOrdering: false}, ...personColumns.slice(2)],
  });
  await dragHeader('City', 'First Name');
  expect(table().getState().columnOrder).toEqual(['city', 'firstName', 'lastName', 'age']);
  expect(headerTexts()).toEqual(['City', 'First Name', 'Last Name', 'Age']);
});

it('with the table’s enableColumnDragging on, a column with only enableColumnOrdering: false still has a handle and can be moved', async () => {
  const {table} = mountTable({
    enableColumnOrdering: true,
    enableColumnDragging: true,
    columns: [{...personColumns[0], enableColumnOrdering: false}, ...personColumns.slice(1)],
  });
  expect(moveHandle('First Name')).not.toBeNull();
  await dragHeader('First Name', 'Age');
  expect(table().getState().columnOrder).toEqual(['lastName', 'age', 'firstName', 'city']);
});

it('a column’s enableColumnDragging: false removes its header handle, the grouping one included; its Show/Hide menu handle stays', () => {
  mountTable({
    enableColumnOrdering: true,
    enableGrouping: true,
    columns: [{...personColumns[0], enableColumnDragging: false}, ...personColumns.slice(1)],
  });
  expect(moveHandle('First Name')).toBeNull();
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  expect(within(screen.getByRole('menu')).getAllByLabelText('Move')).toHaveLength(4);
});

it('a column’s enableColumnDragging: true adds no handle by itself: the column option can only turn one off', () => {
  mountTable({columns: [{...personColumns[0], enableColumnDragging: true}, ...personColumns.slice(1)]});
  expect(moveHandle('First Name')).toBeNull();
});

it('the table’s enableColumnDragging: false removes every header handle, the grouping handles included; grouping stays in the column actions menu', () => {
  mountTable({enableColumnDragging: false, enableColumnOrdering: true, enableGrouping: true});
  expect(screen.queryAllByLabelText('Move')).toHaveLength(0);
  fireEvent.click(within(headerCell('Age')).getByLabelText('Column Actions'));
  expect(within(screen.getByRole('menu')).getByRole('menuitem', {name: 'Group by Age'})).toBeInTheDocument();
});

it('getDefaultColumnOrderIds(options, true) gives the definition order; without true it keeps the current order', async () => {
  const {table} = tableInstance({
    enableRowSelection: true,
    initialState: {columnOrder: ['mrt-row-select', 'city', 'age', 'lastName', 'firstName']},
  });
  expect(getDefaultColumnOrderIds(table().options, true)).toEqual(['mrt-row-select', ...DATA_IDS]);
  expect(getDefaultColumnOrderIds(table().options)).toEqual(['mrt-row-select', 'city', 'age', 'lastName', 'firstName']);
});

it('resetColumnOrder() goes back to the initial order; resetColumnOrder(true) sets [] and a last actions column moves to the front', async () => {
  const {table} = tableInstance({
    enableRowActions: true,
    positionActionsColumn: 'last',
    initialState: {columnOrder: ['city', 'age', 'lastName', 'firstName', 'mrt-row-actions']},
  });
  await settle(() => table().setColumnOrder(['age', 'city', 'lastName', 'firstName', 'mrt-row-actions']));
  await settle(() => table().resetColumnOrder());
  expect(table().getState().columnOrder).toEqual(['city', 'age', 'lastName', 'firstName', 'mrt-row-actions']);
  await settle(() => table().resetColumnOrder(true));
  expect(table().getState().columnOrder).toEqual([]);
  expect(
    table()
      .getVisibleLeafColumns()
      .map((c) => c.id),
  ).toEqual(['mrt-row-actions', ...DATA_IDS]);
});

it('the menu’s Reset order is disabled at first for a table that starts in another order, and resets to the definition order', async () => {
  const {table} = mountTable({
    enableColumnOrdering: true,
    initialState: {columnOrder: ['city', 'age', 'lastName', 'firstName']},
  });
  fireEvent.click(screen.getByLabelText('Show/Hide columns'));
  expect(within(screen.getByRole('menu')).getByText('Reset order')).toBeDisabled();
  await settle(() => table().setColumnOrder(['age', 'city', 'lastName', 'firstName']));
  fireEvent.click(within(screen.getByRole('menu')).getByText('Reset order'));
  await settle();
  expect(table().getState().columnOrder).toEqual(DATA_IDS);
});

it('muiColumnDragHandleProps: title replaces "Move"; your onDragEnd runs first, while the state still holds the drag and its target', async () => {
  const seen: unknown[] = [];
  const {table} = mountTable({
    enableColumnOrdering: true,
    muiColumnDragHandleProps: ({column, table: t}) => ({
      title: `Move ${column.columnDef.header}`,
      onDragEnd: () =>
        seen.push([t.getState().draggingColumn?.id, t.getState().hoveredColumn?.id, t.getState().columnOrder[0]]),
    }),
  });
  const handle = within(headerCell('City')).getByLabelText('Move City');
  expect(within(headerCell('City')).queryByLabelText('Move')).toBeNull();
  expect(await hoverTooltip(handle)).toHaveTextContent(/^Move City$/);
  fireEvent.dragStart(handle, {dataTransfer: dragData});
  await settle();
  fireEvent.dragEnter(headerCell('First Name'));
  await settle();
  fireEvent.dragEnd(handle);
  await settle();
  expect(seen).toEqual([['city', 'firstName', 'firstName']]);
  expect(table().getState().columnOrder[0]).toBe('city');
});

it('a callback (onHoveredColumnChange or onDraggingColumnChange) without the matching state entry stops reordering', async () => {
  const hovered = mountTable({enableColumnOrdering: true, onHoveredColumnChange: () => {}});
  await dragHeader('City', 'First Name');
  expect(hovered.table().getState().columnOrder).toEqual(DATA_IDS);
  hovered.unmount();
  const dragging = mountTable({enableColumnOrdering: true, onDraggingColumnChange: () => {}});
  await dragHeader('City', 'First Name');
  expect(dragging.table().getState().columnOrder).toEqual(DATA_IDS);
});

it('with pinning, a drop moves the column into the target’s pinned area (onto an unpinned column it is unpinned) and the pinned lists follow the new order', async () => {
  const {table} = mountTable({
    enableColumnOrdering: true,
    enableColumnPinning: true,
    initialState: {columnPinning: {left: ['firstName', 'lastName'], right: []}},
  });
  await dragHeader('City', 'Last Name');
  expect(table().getState().columnPinning.left).toEqual(['firstName', 'city', 'lastName']);
  // onto an unpinned column, a pinned one is unpinned
  await dragHeader('First Name', 'Age');
  expect(table().getState().columnPinning.left).toEqual(['city', 'lastName']);
  expect(table().getColumn('firstName').getIsPinned()).toBe(false);
});

it('columns replaced by a set of the same size keep the old ids in columnOrder, and the new columns are appended', async () => {
  const {table, update} = tableInstance({initialState: {columnOrder: ['city', 'age', 'lastName', 'firstName']}});
  update({columns: [{accessorKey: 'id', header: 'Id'}, ...personColumns.slice(1)]});
  await settle();
  expect(table().getState().columnOrder).toEqual(['city', 'age', 'lastName', 'firstName']);
  expect(
    table()
      .getVisibleLeafColumns()
      .map((c) => c.id),
  ).toEqual(['city', 'age', 'lastName', 'id']);
});
