/**
 * Claims of docs/guides/best-practices.mdx, checked against the installed material-react-table.
 */
import React from 'react';
import {render} from '@testing-library/react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {bodyRows, mountTable, people, settle, type Person} from './harness';

// the claims project's testTimeout does not reach the test runner (jest uses 5 s); mounts are slow on a busy machine
jest.setTimeout(30_000);

interface Node {
  name: string;
  children?: Node[];
}

describe('Best Practices guide', () => {
  it('a misspelt accessorKey is not an error at run time either: its column just shows empty cells', () => {
    const {container} = mountTable({
      data: people.slice(0, 2),
      columns: [
        {accessorKey: 'firstname' as 'firstName', header: 'First Name'},
        {accessorKey: 'age', header: 'Age'},
      ],
    });
    expect(bodyRows(container)).toEqual([
      ['', '36'],
      ['', '85'],
    ]);
  });

  it('a new data array, even with the same contents, sends client-side paging back to the first page', async () => {
    const {table, update} = mountTable({data: [...people], initialState: {pagination: {pageIndex: 0, pageSize: 5}}});
    await settle(() => table().setPageIndex(1));
    expect(table().getState().pagination.pageIndex).toBe(1);
    await settle(() => update({data: [...people]}));
    expect(table().getState().pagination.pageIndex).toBe(0);
  });

  it('“the first page” is the page index of initialState', async () => {
    const {table, update} = mountTable({data: [...people], initialState: {pagination: {pageIndex: 1, pageSize: 3}}});
    await settle(() => table().setPageIndex(3));
    await settle(() => update({data: [...people]}));
    expect(table().getState().pagination.pageIndex).toBe(1);
  });

  it('not with manualPagination on or autoResetPageIndex: false', async () => {
    for (const options of [{autoResetPageIndex: false}, {manualPagination: true}]) {
      const {table, update, unmount} = mountTable({
        data: [...people],
        initialState: {pagination: {pageIndex: 0, pageSize: 5}},
        ...options,
      });
      await settle(() => table().setPageIndex(1));
      await settle(() => update({data: [...people]}));
      expect([options, table().getState().pagination.pageIndex]).toEqual([options, 1]);
      unmount();
    }
  });

  it("a column's Cell is called as a plain function: its render belongs to MRT's own cell component", () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const stacks: string[] = [];
    function MyCell(): React.ReactNode {
      throw new Error('inside Cell');
    }
    const columns: MRT_ColumnDef<Person>[] = [{accessorKey: 'firstName', header: 'First Name', Cell: MyCell}];
    class Boundary extends React.Component<{children: React.ReactNode}, {failed: boolean}> {
      state = {failed: false};
      static getDerivedStateFromError() {
        return {failed: true};
      }
      componentDidCatch(_error: Error, info: React.ErrorInfo) {
        stacks.push(info.componentStack ?? '');
      }
      render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    function Table() {
      const table = useMaterialReactTable({columns, data: people.slice(0, 1)});
      return <MaterialReactTable table={table} />;
    }
    render(
      <Boundary>
        <Table />
      </Boundary>,
    );
    errors.mockRestore();
    const firstFrame = stacks[0].trim().split('\n')[0];
    expect(firstFrame).toContain('MRT_TableBodyCellValue');
    expect(stacks[0]).not.toContain('MyCell');
  });

  it('MRT calls Cell only in some states: not for the other cells of a grouped row', async () => {
    const calledFor: string[] = [];
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'city', header: 'City'},
      {
        accessorKey: 'firstName',
        header: 'First Name',
        Cell: ({row, cell}) => {
          calledFor.push(row.id);
          return cell.getValue<string>();
        },
      },
    ];
    const {table} = mountTable({columns, data: people.slice(4, 7), enableGrouping: true});
    await settle(() => table().setGrouping(['city']));
    calledFor.length = 0;
    await settle(() => table().toggleAllRowsExpanded(true));
    // Barbara and Margaret live in Boston, Donald in Stanford: group rows 'city:…' never reach Cell
    expect(calledFor.some((id) => id.startsWith('city:'))).toBe(false);
    expect(new Set(calledFor).size).toBe(3);
  });

  it('without getRowId a row’s id is its index in data, and parentId.index for sub-rows', () => {
    const tree: Node[] = [{name: 'a', children: [{name: 'a0'}, {name: 'a1'}]}, {name: 'b'}];
    const {table} = mountTable<Node>({
      data: tree,
      columns: [{accessorKey: 'name', header: 'Name'}],
      enableExpanding: true,
      getSubRows: (row) => row.children,
    });
    expect(
      table()
        .getCoreRowModel()
        .flatRows.map((r) => r.id),
    ).toEqual(['0', '0.0', '0.1', '1']);
  });

  it('selection is stored by row id: without getRowId it stays with the index when a row is inserted at the top; with ids from the data it stays with its row', async () => {
    const withIndex = mountTable({data: people.slice(0, 3), enableRowSelection: true});
    await settle(() => withIndex.table().setRowSelection({0: true}));
    await settle(() => withIndex.update({data: [people[9], ...people.slice(0, 3)]}));
    expect(
      withIndex
        .table()
        .getSelectedRowModel()
        .rows.map((r) => r.original.firstName),
    ).toEqual(['John']);
    withIndex.unmount();
    const withIds = mountTable({data: people.slice(0, 3), enableRowSelection: true, getRowId: (row) => row.id});
    await settle(() => withIds.table().setRowSelection({1: true}));
    await settle(() => withIds.update({data: [people[9], ...people.slice(0, 3)]}));
    expect(
      withIds
        .table()
        .getSelectedRowModel()
        .rows.map((r) => r.original.firstName),
    ).toEqual(['Ada']);
  });

  it('the id must be unique in the table: two rows with one id share their selection', async () => {
    const {table} = mountTable({
      data: people.slice(0, 3),
      enableRowSelection: true,
      getRowId: (row) => (row.city === 'London' || row.city === 'New York' ? 'same' : row.id),
    });
    await settle(() => table().getRowModel().rows[0].toggleSelected(true));
    expect(
      table()
        .getRowModel()
        .rows.map((r) => r.getIsSelected()),
    ).toEqual([true, true, false]);
  });

  it('initialState is read once, when the table first renders: changing it later does nothing', async () => {
    const {table, update} = mountTable({
      data: people.slice(0, 2),
      initialState: {sorting: [{id: 'lastName', desc: false}]},
    });
    await settle(() => update({initialState: {sorting: [{id: 'age', desc: true}]}}));
    expect(table().getState().sorting).toEqual([{id: 'lastName', desc: false}]);
  });
});
