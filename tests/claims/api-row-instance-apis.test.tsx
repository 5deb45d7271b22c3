/** Claims of the API reference's row instance APIs page (src/api/descriptions/row-instance-apis.ts). */
import {act, fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_Row, MRT_TableOptions} from 'material-react-table';
import {mountTable, type Person} from './harness';
import {tableInstance} from './tableInstance';

/** A small tree: two top-level rows, the first with two children, the first child with one grandchild. */
interface Node {
  name: string;
  subRows?: Node[];
}
const tree: Node[] = [
  {name: 'root', subRows: [{name: 'child', subRows: [{name: 'grandchild'}]}, {name: 'sibling'}]},
  {name: 'other'},
];
const nodeColumns: MRT_ColumnDef<Node>[] = [{accessorKey: 'name', header: 'Name'}];
const treeTable = (options: Partial<MRT_TableOptions<Node>> = {}) =>
  tableInstance<Node>({columns: nodeColumns, data: tree, enableExpanding: true, ...options});
/** Row ids of the tree: root 0, child 0.0, grandchild 0.0.0, sibling 0.1, other 1. */
const names = (rows: {original: Node}[]) => rows.map((row) => row.original.name);
const columnIds = (cells: {column: {id: string}}[]) => cells.map((cell) => cell.column.id);

describe('columnFilters', () => {
  it('for each column with an active filter, whether this row passed it; `__global__` holds the result of the search', () => {
    const view = tableInstance({
      state: {columnFilters: [{id: 'city', value: 'Boston'}], globalFilter: 'Barbara'},
    });
    const rows = view.table().getCoreRowModel().rows;
    // Barbara Liskov lives in Boston; Margaret Hamilton too, but is not found by the search; Ada is in neither
    expect([rows[4], rows[6], rows[0]].map((row) => row.columnFilters)).toEqual([
      {city: true, __global__: true},
      {city: true, __global__: false},
      {city: false, __global__: false},
    ]);
    view.unmount();
  });
});

describe('columnFiltersMeta', () => {
  it('extra data filter functions stored about this row while filtering, such as fuzzy ranking info', () => {
    const view = tableInstance({state: {columnFilters: [{id: 'firstName', value: 'Ada'}]}});
    const ada = view.table().getCoreRowModel().rows[0];
    expect(ada.columnFiltersMeta.firstName).toEqual(expect.objectContaining({passed: true, rank: expect.any(Number)}));
    view.update({state: {columnFilters: []}});
    expect(view.table().getCoreRowModel().rows[0].columnFiltersMeta).toEqual({});
    view.unmount();
  });
});

describe('depth', () => {
  it('0 for top-level rows, 1 for their sub-rows and so on', () => {
    const view = treeTable();
    const rowsById = view.table().getCoreRowModel().rowsById;
    expect(['0', '0.0', '0.0.0', '0.1', '1'].map((id) => rowsById[id].depth)).toEqual([0, 1, 2, 1, 0]);
    view.unmount();
  });
});

describe('getAllCells', () => {
  it('all cells of the row, including those of hidden columns', () => {
    const view = tableInstance({state: {columnVisibility: {age: false}}});
    const row = view.table().getRowModel().rows[0];
    expect(columnIds(row.getAllCells())).toEqual(['firstName', 'lastName', 'age', 'city']);
    expect(columnIds(row.getVisibleCells())).toEqual(['firstName', 'lastName', 'city']);
    view.unmount();
  });
});

describe('getCanExpand', () => {
  it('whether the row can expand: it has sub-rows', () => {
    const view = treeTable();
    const rowsById = view.table().getCoreRowModel().rowsById;
    expect([rowsById['0'].getCanExpand(), rowsById['0.1'].getCanExpand()]).toEqual([true, false]);
    view.unmount();
  });

  it('or `getRowCanExpand` says so', () => {
    const view = tableInstance({getRowCanExpand: (row) => row.original.city === 'Boston'});
    const rows = view.table().getRowModel().rows;
    expect(rows.filter((row) => row.getCanExpand()).map((row) => row.original.firstName)).toEqual([
      'Barbara',
      'Margaret',
    ]);
    view.unmount();
  });

  it('MRT also shows the expand button for rows with a detail panel', () => {
    const view = mountTable({
      renderDetailPanel: () => 'details',
      initialState: {pagination: {pageIndex: 0, pageSize: 5}},
    });
    expect(view.table().getRowModel().rows[0].getCanExpand()).toBe(false);
    const buttons = screen.getAllByRole('button', {name: 'Expand'});
    expect(buttons).toHaveLength(5);
    buttons.forEach((button) => expect(button).toBeEnabled());
    view.unmount();
  });
});

describe('getCanMultiSelect', () => {
  it('whether selecting this row keeps other rows selected', () => {
    const selectAfter = (enableMultiRowSelection: boolean) => {
      const view = tableInstance({enableRowSelection: true, enableMultiRowSelection});
      act(() => view.table().getRowModel().rows[0].toggleSelected(true));
      const [ada, grace] = view.table().getRowModel().rows;
      const before = ada.getIsSelected();
      act(() => grace.toggleSelected(true));
      const selected = Object.keys(view.table().getState().rowSelection);
      const canMulti = grace.getCanMultiSelect();
      view.unmount();
      return {canMulti, before, selected};
    };
    expect(selectAfter(true)).toEqual({canMulti: true, before: true, selected: ['0', '1']});
    expect(selectAfter(false)).toEqual({canMulti: false, before: true, selected: ['1']});
  });
});

describe('getCanSelectSubRows', () => {
  it('whether selecting this row also selects its sub-rows', () => {
    const selected = (enableSubRowSelection: boolean) => {
      const view = treeTable({enableRowSelection: true, enableSubRowSelection});
      const root = view.table().getCoreRowModel().rowsById['0'];
      const can = root.getCanSelectSubRows();
      act(() => root.toggleSelected(true));
      const ids = Object.keys(view.table().getState().rowSelection);
      view.unmount();
      return [can, ids];
    };
    expect(selected(true)).toEqual([true, ['0', '0.0', '0.0.0', '0.1']]);
    expect(selected(false)).toEqual([false, ['0']]);
  });
});

describe('getCenterVisibleCells', () => {
  it('the visible cells of the row that are not in a pinned column', () => {
    const view = tableInstance({
      state: {columnPinning: {left: ['city'], right: ['firstName']}, columnVisibility: {age: false}},
    });
    expect(columnIds(view.table().getRowModel().rows[0].getCenterVisibleCells())).toEqual(['lastName']);
    view.unmount();
  });
});

describe('getIsAllParentsExpanded', () => {
  it('whether every ancestor of the row is expanded (always true for top-level rows)', () => {
    const view = treeTable({state: {expanded: {'0.0': true}}});
    const rowsById = view.table().getCoreRowModel().rowsById;
    // child 0.0 is expanded but its parent 0 is not
    expect(['0', '0.0', '0.0.0'].map((id) => rowsById[id].getIsAllParentsExpanded())).toEqual([true, false, false]);
    view.update({state: {expanded: {'0': true, '0.0': true}}});
    expect(view.table().getCoreRowModel().rowsById['0.0.0'].getIsAllParentsExpanded()).toBe(true);
    view.unmount();
  });
});

describe('getIsAllSubRowsSelected', () => {
  it("whether all of the row's sub-rows are selected", () => {
    const view = treeTable({enableRowSelection: true, state: {rowSelection: {'0.0': true, '0.0.0': true}}});
    expect(view.table().getCoreRowModel().rowsById['0'].getIsAllSubRowsSelected()).toBe(false);
    view.update({state: {rowSelection: {'0.0': true, '0.0.0': true, '0.1': true}}});
    const root = view.table().getCoreRowModel().rowsById['0'];
    expect([root.getIsAllSubRowsSelected(), root.getIsSelected()]).toEqual([true, false]);
    view.unmount();
  });
});

describe('getIsPinned', () => {
  it('where the row is pinned: `top`, `bottom` or `false`', () => {
    const view = tableInstance({enableRowPinning: true, state: {rowPinning: {top: ['0'], bottom: ['1']}}});
    const rows = view.table().getCoreRowModel().rows;
    expect(rows.slice(0, 3).map((row) => row.getIsPinned())).toEqual(['top', 'bottom', false]);
    view.unmount();
  });
});

describe('getIsSomeSelected', () => {
  it("whether some, but not all, of the row's sub-rows are selected", () => {
    const view = treeTable({enableRowSelection: true, state: {rowSelection: {'0.1': true}}});
    expect(view.table().getCoreRowModel().rowsById['0'].getIsSomeSelected()).toBe(true);
    view.update({state: {rowSelection: {'0.0': true, '0.0.0': true, '0.1': true}}});
    expect(view.table().getCoreRowModel().rowsById['0'].getIsSomeSelected()).toBe(false);
    view.update({state: {rowSelection: {}}});
    expect(view.table().getCoreRowModel().rowsById['0'].getIsSomeSelected()).toBe(false);
    view.unmount();
  });
});

describe('getLeafRows', () => {
  it('all descendants of the row, flattened (not only the leaves)', () => {
    const view = treeTable();
    expect(names(view.table().getCoreRowModel().rowsById['0'].getLeafRows())).toEqual([
      'child',
      'grandchild',
      'sibling',
    ]);
    view.unmount();
  });
});

describe('getLeftVisibleCells', () => {
  it('the visible cells of the row in left-pinned columns', () => {
    const view = tableInstance({
      state: {columnPinning: {left: ['city', 'age'], right: ['firstName']}, columnVisibility: {age: false}},
    });
    expect(columnIds(view.table().getRowModel().rows[0].getLeftVisibleCells())).toEqual(['city']);
    view.unmount();
  });
});

describe('getParentRow', () => {
  it('the parent row of a sub-row, or `undefined` for top-level rows', () => {
    const view = treeTable();
    const rowsById = view.table().getCoreRowModel().rowsById;
    expect(rowsById['0.0.0'].getParentRow()?.original.name).toBe('child');
    expect(rowsById['0'].getParentRow()).toBeUndefined();
    view.unmount();
  });
});

describe('getParentRows', () => {
  it('all ancestors of the row, from the top-level row down', () => {
    const view = treeTable();
    const rowsById = view.table().getCoreRowModel().rowsById;
    expect(names(rowsById['0.0.0'].getParentRows())).toEqual(['root', 'child']);
    expect(rowsById['0'].getParentRows()).toEqual([]);
    view.unmount();
  });
});

describe('getPinnedIndex', () => {
  it('the index of the row among the pinned rows of its side, or -1 when it is not pinned', () => {
    const view = tableInstance({enableRowPinning: true, state: {rowPinning: {top: ['4', '2'], bottom: ['7']}}});
    const rows = view.table().getCoreRowModel().rows;
    expect([rows[4], rows[2], rows[7], rows[0]].map((row) => row.getPinnedIndex())).toEqual([0, 1, 0, -1]);
    view.unmount();
  });
});

describe('getRightVisibleCells', () => {
  it('the visible cells of the row in right-pinned columns', () => {
    const view = tableInstance({
      state: {columnPinning: {left: ['city'], right: ['age', 'firstName']}, columnVisibility: {age: false}},
    });
    expect(columnIds(view.table().getRowModel().rows[0].getRightVisibleCells())).toEqual(['firstName']);
    view.unmount();
  });
});

describe('getRow', () => {
  it('declared in the `MRT_Row` type, but rows have no `getRow` method at runtime: use `table.getRow(id)`', () => {
    const view = tableInstance();
    const row = view.table().getRowModel().rows[0];
    expect((row as Partial<MRT_Row<Person>>).getRow).toBeUndefined();
    expect(() => row.getRow()).toThrow(TypeError);
    expect(view.table().getRow('0')).toBe(row);
    view.unmount();
  });
});

describe('getToggleExpandedHandler', () => {
  it('returns a click handler that expands or collapses the row', () => {
    const view = treeTable();
    act(() => view.table().getCoreRowModel().rowsById['0'].getToggleExpandedHandler()());
    expect(view.table().getState().expanded).toEqual({'0': true});
    act(() => view.table().getCoreRowModel().rowsById['0'].getToggleExpandedHandler()());
    expect(view.table().getState().expanded).toEqual({});
    view.unmount();
  });

  it('it does nothing for a row that cannot expand, such as one with only a detail panel', () => {
    const view = tableInstance({renderDetailPanel: () => 'details'});
    act(() => view.table().getRowModel().rows[0].getToggleExpandedHandler()());
    expect(view.table().getState().expanded).toEqual({});
    act(() => view.table().getRowModel().rows[0].toggleExpanded());
    expect(view.table().getState().expanded).toEqual({'0': true});
    view.unmount();
  });
});

describe('getToggleSelectedHandler', () => {
  it("returns a change handler, for example for a checkbox, that selects or deselects the row following the target's `checked`", () => {
    const view = tableInstance({enableRowSelection: true});
    const row = () => view.table().getRowModel().rows[2];
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.addEventListener('change', (event) => row().getToggleSelectedHandler()(event));
    document.body.appendChild(checkbox);
    fireEvent.click(checkbox);
    expect(view.table().getState().rowSelection).toEqual({'2': true});
    fireEvent.click(checkbox);
    expect(view.table().getState().rowSelection).toEqual({});
    checkbox.remove();
    view.unmount();
  });

  it('it does nothing when the row cannot be selected', () => {
    const view = tableInstance({enableRowSelection: (row) => row.original.city !== 'London'});
    act(() => view.table().getRowModel().rows[0].getToggleSelectedHandler()({target: {checked: true}}));
    act(() => view.table().getRowModel().rows[1].getToggleSelectedHandler()({target: {checked: true}}));
    expect(view.table().getState().rowSelection).toEqual({'1': true});
    view.unmount();
  });
});

describe('getUniqueValues', () => {
  it("the row's values for a column as an array, as used for faceted unique values", () => {
    const view = tableInstance({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'city', header: 'City', getUniqueValues: (person) => person.city.split(' ')},
      ],
      enableFacetedValues: true,
    });
    const grace = view.table().getRowModel().rows[1];
    expect(grace.getUniqueValues('firstName')).toEqual(['Grace']);
    expect(grace.getUniqueValues('city')).toEqual(['New', 'York']);
    expect([...view.table().getColumn('city').getFacetedUniqueValues().keys()]).toContain('York');
    view.unmount();
  });
});

describe('getValue', () => {
  it("the row's value for a column id, computed by that column's accessor (and cached)", () => {
    const accessorFn = jest.fn((person: Person) => `${person.firstName} ${person.lastName}`);
    const view = tableInstance({
      columns: [{id: 'name', header: 'Name', accessorFn}],
      enableSorting: false,
      enableFilters: false,
      enableGlobalFilter: false,
    });
    const row = view.table().getRowModel().rows[0];
    const before = accessorFn.mock.calls.length;
    expect(row.getValue('name')).toBe('Ada Lovelace');
    const once = accessorFn.mock.calls.length;
    expect(row.getValue('name')).toBe('Ada Lovelace');
    expect(accessorFn.mock.calls.length).toBe(once);
    expect(once - before).toBeLessThanOrEqual(1);
    view.unmount();
  });
});

describe('getVisibleCells', () => {
  it('the cells of the row for the visible columns, in display order', () => {
    const view = tableInstance({
      state: {
        columnOrder: ['city', 'lastName', 'firstName', 'age'],
        columnPinning: {left: ['firstName'], right: []},
        columnVisibility: {age: false},
      },
    });
    expect(columnIds(view.table().getRowModel().rows[0].getVisibleCells())).toEqual(['firstName', 'city', 'lastName']);
    view.unmount();
  });
});

describe('groupingColumnId', () => {
  it('for a group row, the id of the column it is grouped by', () => {
    const view = tableInstance({enableGrouping: true, state: {grouping: ['city']}});
    const [group] = view.table().getRowModel().rows;
    expect([group.getIsGrouped(), group.groupingColumnId]).toEqual([true, 'city']);
    expect(group.subRows![0].groupingColumnId).toBeUndefined();
    view.unmount();
  });
});

describe('groupingValue', () => {
  it('for a group row, the value the rows of the group share', () => {
    const view = tableInstance({enableGrouping: true, state: {grouping: ['city']}});
    const boston = view
      .table()
      .getRowModel()
      .rows.find((row) => row.groupingValue === 'Boston')!;
    expect(boston.subRows!.map((row) => row.original.firstName)).toEqual(['Barbara', 'Margaret']);
    view.unmount();
  });
});

describe('id', () => {
  it('the one returned by `getRowId`', () => {
    const view = tableInstance({getRowId: (person) => `person-${person.lastName}`});
    expect(view.table().getRowModel().rows[0].id).toBe('person-Lovelace');
    view.unmount();
  });

  it('otherwise its index, after the parent id and a dot for sub-rows (`0.1`)', () => {
    const view = treeTable({state: {expanded: true}});
    expect(
      view
        .table()
        .getRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['0', '0.0', '0.0.0', '0.1', '1']);
    view.unmount();
  });
});

describe('index', () => {
  it("the index of the row within its parent array (the original data or its parent's sub-rows)", () => {
    const view = treeTable({state: {expanded: true, sorting: [{id: 'name', desc: false}]}});
    const rows = view.table().getRowModel().rows;
    // sorted: other, root, child, grandchild, sibling; the indexes stay those of the data
    expect(rows.map((row) => [row.original.name, row.index])).toEqual([
      ['other', 1],
      ['root', 0],
      ['child', 0],
      ['grandchild', 0],
      ['sibling', 1],
    ]);
    view.unmount();
  });
});

describe('original', () => {
  it('the data object this row was made from', () => {
    const view = tableInstance();
    expect(view.table().getRowModel().rows[3].original).toBe(view.table().options.data[3]);
    view.unmount();
  });

  it('for a group row, the first row of the group', () => {
    const view = tableInstance({enableGrouping: true, state: {grouping: ['city']}});
    const boston = view
      .table()
      .getRowModel()
      .rows.find((row) => row.groupingValue === 'Boston')!;
    expect(boston.original).toBe(view.table().options.data[4]);
    view.unmount();
  });
});

describe('originalSubRows', () => {
  it('the child data objects of this row, as returned by `getSubRows`', () => {
    const data = [{name: 'root', children: [{name: 'kid'}]}];
    const view = tableInstance<{name: string; children?: {name: string}[]}>({
      columns: [{accessorKey: 'name', header: 'Name'}],
      data,
      getSubRows: (row) => row.children,
    });
    const root = view.table().getCoreRowModel().rows[0];
    expect(root.originalSubRows).toBe(data[0].children);
    expect(root.subRows.map((row) => row.original.name)).toEqual(['kid']);
    view.unmount();
  });
});

describe('pin', () => {
  it('pins the row to the `top` or `bottom`, or unpins it with `false`', () => {
    const view = tableInstance({enableRowPinning: true});
    const row = (index: number) => view.table().getCoreRowModel().rows[index];
    act(() => row(3).pin('top'));
    act(() => row(5).pin('bottom'));
    expect(view.table().getState().rowPinning).toEqual({top: ['3'], bottom: ['5']});
    act(() => row(3).pin(false));
    expect(view.table().getState().rowPinning).toEqual({top: [], bottom: ['5']});
    view.unmount();
  });

  it('optionally with its sub-rows or parents', () => {
    const view = treeTable({enableRowPinning: true, state: {expanded: true}});
    const rowsById = () => view.table().getCoreRowModel().rowsById;
    act(() => rowsById()['0.0'].pin('top', true));
    expect(view.table().getState().rowPinning.top).toEqual(['0.0', '0.0.0']);
    act(() => rowsById()['0.1'].pin('bottom', false, true));
    expect(view.table().getState().rowPinning.bottom).toEqual(['0', '0.1']);
    view.unmount();
  });
});

describe('renderValue', () => {
  it("like `getValue`, but returns the table's `renderFallbackValue` when the value is `undefined` or `null`", () => {
    const view = tableInstance<{a?: string | null}>({
      columns: [{accessorKey: 'a', header: 'A'}],
      data: [{a: 'x'}, {a: null}, {}],
      renderFallbackValue: '–',
    });
    const rows = view.table().getCoreRowModel().rows;
    expect(rows.map((row) => row.getValue('a'))).toEqual(['x', null, undefined]);
    expect(rows.map((row) => row.renderValue('a'))).toEqual(['x', '–', '–']);
    view.unmount();
  });
});

describe('toggleExpanded', () => {
  it('expands or collapses the row', () => {
    const view = treeTable();
    act(() => view.table().getCoreRowModel().rowsById['0'].toggleExpanded());
    expect(names(view.table().getRowModel().rows)).toEqual(['root', 'child', 'sibling', 'other']);
    act(() => view.table().getCoreRowModel().rowsById['0'].toggleExpanded());
    expect(names(view.table().getRowModel().rows)).toEqual(['root', 'other']);
    view.unmount();
  });

  it('pass a boolean to set it', () => {
    const view = treeTable();
    const root = () => view.table().getCoreRowModel().rowsById['0'];
    act(() => root().toggleExpanded(true));
    act(() => root().toggleExpanded(true));
    expect(root().getIsExpanded()).toBe(true);
    act(() => root().toggleExpanded(false));
    expect(root().getIsExpanded()).toBe(false);
    view.unmount();
  });
});

describe('toggleSelected', () => {
  it('selects or deselects the row', () => {
    const view = tableInstance({enableRowSelection: true});
    act(() => view.table().getRowModel().rows[2].toggleSelected());
    expect(view.table().getState().rowSelection).toEqual({'2': true});
    act(() => view.table().getRowModel().rows[2].toggleSelected());
    expect(view.table().getState().rowSelection).toEqual({});
    view.unmount();
  });

  it('`selectChildren: false` leaves its sub-rows alone', () => {
    const view = treeTable({enableRowSelection: true});
    act(() => view.table().getCoreRowModel().rowsById['0'].toggleSelected(true, {selectChildren: false}));
    expect(view.table().getState().rowSelection).toEqual({'0': true});
    act(() => view.table().getCoreRowModel().rowsById['0'].toggleSelected(false));
    act(() => view.table().getCoreRowModel().rowsById['0'].toggleSelected(true));
    expect(Object.keys(view.table().getState().rowSelection)).toEqual(['0', '0.0', '0.0.0', '0.1']);
    view.unmount();
  });
});
