import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import Typography from '@mui/material/Typography';
import {data, type Employee} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 140},
      {accessorKey: 'lastName', header: 'Last Name', size: 140},
      // this column keeps its place: no drag handle, and nothing can be dropped on it
      {accessorKey: 'email', header: 'Email', size: 260, enableColumnOrdering: false},
      {accessorKey: 'city', header: 'City', size: 130},
      {accessorKey: 'country', header: 'Country', size: 130},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    enableColumnOrdering: true, // a drag handle in every header, and drag to reorder in the Show/Hide columns menu
    renderBottomToolbarCustomActions: ({table}) => (
      <Typography variant="body2" sx={{p: '0.5rem'}}>
        Column order: {table.getState().columnOrder.join(', ')}
      </Typography>
    ),
  });

  return <MaterialReactTable table={table} />;
}
