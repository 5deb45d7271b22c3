import {useMemo} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
} from 'material-react-table';
import {customers, type Customer} from './data';

/** The workaround: hides the columns that can be hidden and leaves the others as they are. */
function hideHideableColumns(table: MRT_TableInstance<Customer>) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  table.setColumnVisibility((old) => ({...old, ...Object.fromEntries(hideable.map((column) => [column.id, false]))}));
}

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Customer>[]>(
    () => [
      // locked and hidden: left out of the menu, and no visitor can show it
      {accessorKey: 'id', header: 'ID', enableHiding: false, visibleInShowHideMenu: false},
      // locked and shown
      {accessorKey: 'name', header: 'Name', enableHiding: false},
      {accessorKey: 'email', header: 'Email'},
      {accessorKey: 'city', header: 'City'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: customers,
    initialState: {columnVisibility: {id: false}, density: 'compact'},
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    renderTopToolbarCustomActions: ({table}) => (
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => table.toggleAllColumnsVisible(false)}>
          toggleAllColumnsVisible(false)
        </Button>
        <Button size="small" variant="outlined" onClick={() => hideHideableColumns(table)}>
          Hide what can be hidden
        </Button>
        <Button size="small" onClick={() => table.resetColumnVisibility()}>
          Reset
        </Button>
      </Box>
    ),
  });

  const visible = table.getVisibleLeafColumns().map((column) => column.columnDef.header);

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="visible-columns">
        Visible columns: {visible.join(', ')}
      </Typography>
    </>
  );
}
