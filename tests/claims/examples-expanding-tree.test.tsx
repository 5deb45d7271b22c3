/**
 * Claims of the tree example pages: docs/examples/expanding-tree.mdx, expanding-tree-flat-parse.mdx and
 * lazy-sub-rows.mdx.
 */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {buildTree} from '@site/src/examples/expanding-tree-flat-parse/buildTree';
import {bodyRows, mountTable, settle} from './harness';
import {tableInstance} from './tableInstance';

interface Node {
  id: string;
  name: string;
  subRows?: Node[];
}
const tree: Node[] = [
  {id: 'a', name: 'Ava', subRows: [{id: 'b', name: 'Liam', subRows: [{id: 'c', name: 'Noah'}]}]},
  {id: 'd', name: 'Mia'},
  {id: 'e', name: 'Zoe'},
];
const columns: MRT_ColumnDef<Node>[] = [{accessorKey: 'name', header: 'Name'}];
const base = {
  data: tree,
  columns,
  getRowId: (row: Node) => row.id,
  enableExpanding: true,
  enableTopToolbar: false,
  enableBottomToolbar: false,
};
const names = (view: {table: () => {getRowModel: () => {rows: {original: Node}[]}}}) =>
  view
    .table()
    .getRowModel()
    .rows.map((row) => row.original.name);

it("expanding-tree: the button in the expand column's header opens or closes every level at once", async () => {
  const view = mountTable<Node>(base);
  // the rows on screen: the name is the cell after the expand button's
  const shown = () => bodyRows(view.container).map((cells) => cells[1]);
  expect(shown()).toEqual(['Ava', 'Mia', 'Zoe']);
  const button = screen.getByRole('button', {name: 'Expand all'});
  await settle(() => fireEvent.click(button));
  expect(shown()).toEqual(['Ava', 'Liam', 'Noah', 'Mia', 'Zoe']);
  await settle(() => fireEvent.click(button));
  expect(shown()).toEqual(['Ava', 'Mia', 'Zoe']);
  view.unmount();
});

it('expanding-tree: `filterFromLeafRows: true` makes the search and column filters look at every level, keeping the managers of a matching person in view', async () => {
  const found = async (filterFromLeafRows: boolean, filter: 'search' | 'column') => {
    const view = tableInstance<Node>({...base, filterFromLeafRows, initialState: {expanded: true}});
    await settle(() =>
      filter === 'search'
        ? view.table().setGlobalFilter('Noah')
        : view.table().getColumn('name').setFilterValue('Noah'),
    );
    const rows = names(view);
    view.unmount();
    return rows;
  };
  expect(await found(true, 'search')).toEqual(['Ava', 'Liam', 'Noah']);
  expect(await found(true, 'column')).toEqual(['Ava', 'Liam', 'Noah']);
  // without it, a top-level row that does not match hides its whole branch
  expect(await found(false, 'search')).toEqual([]);
  expect(await found(false, 'column')).toEqual([]);
});

it('expanding-tree: `paginateExpandedRows: false` counts only top-level rows towards a page', () => {
  const view = tableInstance<Node>({
    ...base,
    paginateExpandedRows: false,
    initialState: {expanded: true, pagination: {pageIndex: 0, pageSize: 2}},
  });
  expect(names(view)).toEqual(['Ava', 'Liam', 'Noah', 'Mia']);
  view.unmount();
  // by default the open branch takes the page's places and pushes Mia onto the next page
  const paged = tableInstance<Node>({...base, initialState: {expanded: true, pagination: {pageIndex: 0, pageSize: 2}}});
  expect(names(paged)).toEqual(['Ava', 'Liam']);
  paged.unmount();
});

it('expanding-tree-flat-parse: the expanded state is keyed by row id, so rows stay open when fresh data replaces the old', async () => {
  const view = tableInstance<Node>(base);
  await settle(() => view.table().getRow('a').toggleExpanded(true));
  await settle(() => view.update({data: [{id: 'x', name: 'New'}, ...tree.map((node) => ({...node}))]}));
  expect(view.table().getState().expanded).toEqual({a: true});
  expect(names(view)).toEqual(['New', 'Ava', 'Liam', 'Mia', 'Zoe']);
  view.unmount();
  // with the default ids (positions in the array), the open row is whichever row now sits at Ava's index
  const byIndex = tableInstance<Node>({...base, getRowId: undefined});
  await settle(() => byIndex.table().getRowModel().rows[0].toggleExpanded(true));
  await settle(() => byIndex.update({data: [{id: 'x', name: 'New'}, ...tree.map((node) => ({...node}))]}));
  expect(names(byIndex)).toEqual(['New', 'Ava', 'Mia', 'Zoe']);
  byIndex.unmount();
});

it('expanding-tree-flat-parse: buildTree indexes every id before attaching any row, so a child listed before its parent still finds it; a row whose parent is missing is kept at the top level', () => {
  const folder = (id: string, parentId: string | null) => ({id, parentId, name: id, owner: 'x', files: 0});
  // the child comes first, its parent second; 'orphan' points at an id that is not there
  const tree = buildTree([folder('child', 'parent'), folder('parent', null), folder('orphan', 'gone')]);
  expect(tree.map((node) => [node.id, node.subRows.map((sub) => sub.id)])).toEqual([
    ['parent', ['child']],
    ['orphan', []],
  ]);
});

describe('lazy-sub-rows', () => {
  const flat: (Node & {reports: number})[] = [
    {id: 'a', name: 'Ava', reports: 2},
    {id: 'd', name: 'Mia', reports: 0},
  ];
  const lazy = {
    data: flat,
    columns: columns as unknown as MRT_ColumnDef<Node & {reports: number}>[],
    getRowId: (row: Node) => row.id,
    enableExpanding: true,
    enableTopToolbar: false,
    enableBottomToolbar: false,
    getRowCanExpand: (row: {original: {reports: number}}) => row.original.reports > 0,
  };

  it('`getRowCanExpand` decides which rows can expand: every row has an expand button, but it is disabled and dimmed on the others', async () => {
    const view = mountTable(lazy);
    const buttons = screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];
    expect(buttons.map((button) => [button.disabled, getComputedStyle(button).opacity])).toEqual([
      [false, '1'],
      [true, '0.3'],
    ]);
    await settle(() => fireEvent.click(buttons[0]));
    expect(view.table().getState().expanded).toEqual({a: true});
    view.unmount();
  });

  it('With `manualExpanding` the table does not add sub-rows to the body itself: it shows the rows exactly as given', async () => {
    const nested = [{id: 'a', name: 'Ava', reports: 1, subRows: [{id: 'b', name: 'Liam', reports: 0}]}];
    const view = tableInstance({...lazy, data: nested, manualExpanding: true, initialState: {expanded: {a: true}}});
    expect(names(view)).toEqual(['Ava']);
    view.unmount();
    // the same rows and state without it: the table adds Liam under Ava
    const auto = tableInstance({...lazy, data: nested, initialState: {expanded: {a: true}}});
    expect(names(auto)).toEqual(['Ava', 'Liam']);
    auto.unmount();
  });

  it('`enableExpandAll: false` hides the expand-all button', () => {
    const withButton = mountTable(lazy);
    expect(screen.getAllByRole('button', {name: 'Expand all'})).toHaveLength(1);
    withButton.unmount();
    const view = mountTable({...lazy, enableExpandAll: false});
    expect(screen.queryAllByRole('button', {name: 'Expand all'})).toHaveLength(0);
    view.unmount();
  });
});
