import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Member} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', size: 200},
      {accessorKey: 'role', header: 'Role', size: 200},
      {accessorKey: 'location', header: 'Location', size: 140},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    enableExpanding: true, // an expand column, and an "expand all" button in its header
    getSubRows: (member) => member.subRows, // where each row keeps its children
    filterFromLeafRows: true, // a search also finds people deep in the tree, and keeps their managers visible
    paginateExpandedRows: false, // a page holds 10 top-level rows, however many are expanded
  });

  return <MaterialReactTable table={table} />;
}
