import {useMemo} from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {employees, type Employee} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', enableHiding: false},
      {accessorKey: 'email', header: 'Email'},
      {accessorKey: 'department', header: 'Department'},
      {accessorKey: 'city', header: 'City'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: employees,
    enableRowNumbers: true,
    // display columns start with enableHiding: false; this lets the row numbers be hidden too
    displayColumnDefOptions: {'mrt-row-numbers': {enableHiding: true}},
    // one checkbox per column that can be hidden, in place of the Show/Hide columns menu
    renderTopToolbarCustomActions: ({table}) => (
      <FormGroup row aria-label="Columns">
        {table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => (
            <FormControlLabel
              key={column.id}
              label={column.columnDef.header}
              control={
                <Checkbox size="small" checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />
              }
            />
          ))}
      </FormGroup>
    ),
    enableToolbarInternalActions: false,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
    initialState: {density: 'compact', columnVisibility: {city: false}},
  });

  return <MaterialReactTable table={table} />;
}
