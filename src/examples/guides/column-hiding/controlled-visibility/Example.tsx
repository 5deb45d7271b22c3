import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_VisibilityState,
} from 'material-react-table';
import {employees, type Employee} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      // always hidden: not in the menu, and "Show all" cannot bring it back
      {accessorKey: 'id', header: 'ID', enableHiding: false, visibleInShowHideMenu: false},
      // always shown: its switch is disabled and "Hide all" skips it
      {accessorKey: 'name', header: 'Name', enableHiding: false},
      {accessorKey: 'email', header: 'Email'},
      {accessorKey: 'department', header: 'Department'},
      {
        accessorKey: 'salary',
        header: 'Salary',
        Cell: ({cell}) => `$${cell.getValue<number>().toLocaleString('en-US')}`,
      },
      {accessorKey: 'city', header: 'City'},
    ],
    [],
  );

  // the visibility state lives here: a column id mapped to false is hidden, a missing id is shown
  const [columnVisibility, setColumnVisibility] = useState<MRT_VisibilityState>({id: false, city: false});

  const table = useMaterialReactTable({
    columns,
    data: employees,
    state: {columnVisibility},
    onColumnVisibilityChange: setColumnVisibility,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  const hidden = columns.map((column) => column.accessorKey as string).filter((id) => columnVisibility[id] === false);

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="visibility-state">
        Hidden columns: {hidden.length ? hidden.join(', ') : 'none'}
      </Typography>
    </>
  );
}
