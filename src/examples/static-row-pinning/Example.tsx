import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Person} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'id', header: 'No.', size: 80},
      {accessorFn: (row) => `${row.firstName} ${row.lastName}`, id: 'name', header: 'Name', size: 180},
      {accessorKey: 'company', header: 'Company', size: 150},
      {accessorKey: 'status', header: 'Status', size: 120},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id, // a pinned row is remembered by its id
    enableRowPinning: true,
    // pinned rows leave the list: each row gets two buttons, pin to the top or to the bottom
    rowPinningDisplayMode: 'top-and-bottom',
    // pinned rows stay on every page, and after sorting or filtering hides them (the default)
    keepPinnedRows: true,
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 10}},
  });

  return <MaterialReactTable table={table} />;
}
