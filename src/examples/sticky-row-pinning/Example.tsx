import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Person} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'id', header: 'No.', size: 80},
      {accessorFn: (row) => `${row.firstName} ${row.lastName}`, id: 'name', header: 'Name', size: 180},
      {accessorKey: 'email', header: 'Email', size: 260},
      {accessorKey: 'city', header: 'City', size: 130},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id, // a pinned row is remembered by its id
    enableRowPinning: true, // adds a pin button to every row
    // 'sticky' (the default): a pinned row keeps its place in the list, and sticks to
    // the top or the bottom of the scrolling area when it would scroll out of view
    rowPinningDisplayMode: 'sticky',
    enablePagination: false,
    enableStickyHeader: true,
    muiTableContainerProps: {sx: {maxHeight: '400px'}},
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
