/**
 * Claims of the tree example pages: docs/examples/expanding-tree.mdx, expanding-tree-flat-parse.mdx and
 * lazy-sub-rows.mdx.
 */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {buildTree} from '@site/src/examples/expanding-tree-flat-parse/buildTree';
import {mountTable, settle} from './harness';
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
  const button = screen.getByRole('button', {name: 'Expand all'});
  await settle(() => fireEvent.click(button));
  expect(names(view)).toEqual(['Ava', 'Liam', 'Noah', 'Mia', 'Zoe']);
  await settle(() => fireEvent.click(button));
  expect(names(view)).toEqual(['Ava', 'Mia', 'Zoe']);
  view.unmount();
});

it('expanding-tree: `filterFromLeafRows: true` makes the search look at every level, keeping the managers of a matching person in view', async () => {
  const search = async (filterFromLeafRows: boolean) => {
    const view = tableInstance<Node>({...base, filterFromLeafRows, initialState: {expanded: true}});
    await settle(() => view.table().setGlobalFilter('Noah'));
    const found = names(view);
    view.unmount();
    return found;
  };
  expect(await search(true)).toEqual(['Ava', 'Liam', 'Noah']);
  expect(await search(false)).toEqual([]);
});

it('expanding-tree: `paginateExpandedRows: false` counts only top-level rows towards a page', () => {
  const view = tableInstance<Node>({
    ...base,
    paginateExpandedRows: false,
    initialState: {expanded: true, pagination: {pageIndex: 0, pageSize: 2}},
  });
  expect(names(view)).toEqual(['Ava', 'Liam', 'Noah', 'Mia']);
  view.unmount();
});

it('expanding-tree-flat-parse: the expanded state is keyed by row id, so rows stay open when fresh data replaces the old', async () => {
  const view = tableInstance<Node>(base);
  await settle(() => view.table().getRow('a').toggleExpanded(true));
  await settle(() => view.update({data: [{id: 'x', name: 'New'}, ...tree.map((node) => ({...node}))]}));
  expect(view.table().getState().expanded).toEqual({a: true});
  expect(names(view)).toEqual(['New', 'Ava', 'Liam', 'Mia', 'Zoe']);
  view.unmount();
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

  it('`getRowCanExpand` decides which rows get an expand button', () => {
    const view = mountTable(lazy);
    expect(
      screen.getAllByRole('button', {name: 'Expand'}).map((button) => (button as HTMLButtonElement).disabled),
    ).toEqual([false, true]);
    view.unmount();
  });

  it('With `manualExpanding` the table does not add sub-rows to the body itself: it shows the rows exactly as given', async () => {
    const nested = [{id: 'a', name: 'Ava', reports: 1, subRows: [{id: 'b', name: 'Liam', reports: 0}]}];
    const view = tableInstance({...lazy, data: nested, manualExpanding: true, initialState: {expanded: {a: true}}});
    expect(names(view)).toEqual(['Ava']);
    view.unmount();
  });

  it('`enableExpandAll: false` hides the expand-all button', () => {
    const view = mountTable({...lazy, enableExpandAll: false});
    expect(screen.queryAllByRole('button', {name: 'Expand all'})).toHaveLength(0);
    view.unmount();
  });
});
