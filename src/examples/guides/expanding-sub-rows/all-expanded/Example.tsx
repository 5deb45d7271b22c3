import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {units, type Unit} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Unit>[]>(
    () => [
      {accessorKey: 'name', header: 'Unit'},
      {accessorKey: 'lead', header: 'Lead'},
      {accessorKey: 'headcount', header: 'Headcount', size: 120},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: units,
    enableExpanding: true,
    getRowId: (row) => row.id,
    // `true` opens every row that has sub-rows, at every depth, on the first render
    initialState: {expanded: true, density: 'compact'},
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
  });

  return <MaterialReactTable table={table} />;
}
