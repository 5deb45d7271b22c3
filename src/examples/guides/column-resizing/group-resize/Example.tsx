import {useMemo} from 'react';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {guests, type Guest} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Guest>[]>(
    () => [
      {accessorKey: 'id', header: 'ID', size: 60, enableResizing: false}, // no handle
      {
        id: 'name',
        header: 'Name', // dragging the group's handle resizes First and Last in proportion
        columns: [
          {accessorKey: 'first', header: 'First', size: 100, minSize: 80},
          {accessorKey: 'last', header: 'Last', size: 200, minSize: 80},
        ],
      },
      {accessorKey: 'city', header: 'City', size: 150, minSize: 100, maxSize: 250},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: guests,
    enableColumnResizing: true,
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
    enableSorting: false,
    initialState: {density: 'compact'},
  });

  // the sizes TanStack Table holds for each leaf column, read on every render
  const sizes = table
    .getVisibleLeafColumns()
    .filter((column) => ['first', 'last', 'city'].includes(column.id))
    .map((column) => `${column.columnDef.header} ${Math.round(column.getSize())}`);

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="leaf-sizes">
        {sizes.join(' · ')}
      </Typography>
    </>
  );
}
