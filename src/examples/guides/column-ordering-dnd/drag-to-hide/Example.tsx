import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {members, type Member} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', size: 160, enableColumnDragging: false}, // always shown: no handle
      {accessorKey: 'team', header: 'Team', size: 120},
      {accessorKey: 'role', header: 'Role', size: 130},
      {accessorKey: 'city', header: 'City', size: 120},
      {accessorKey: 'since', header: 'Since', size: 110},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: members,
    enableColumnDragging: true, // drag handles, but headers are no drop targets: the order stays as defined
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  // set while a dragged column is over the drop area, to highlight it
  const [isOver, setIsOver] = useState(false);
  const {draggingColumn} = table.getState();
  const hidden = table.getAllLeafColumns().filter((column) => !column.getIsVisible());

  return (
    <>
      <Box
        data-testid="hide-drop-area"
        // accepting drops: the browser fires drop here only when dragover was cancelled
        onDragOver={(event) => event.preventDefault()}
        onDragEnter={() => setIsOver(true)}
        onDragLeave={() => setIsOver(false)}
        onDrop={() => {
          setIsOver(false);
          // drop fires before the handle's dragend, so MRT still holds the dragged column
          const column = table.getState().draggingColumn;
          // hiding the column removes its header, and with it the handle whose dragend would clear MRT's drag state
          table.setDraggingColumn(null);
          table.setHoveredColumn(null);
          column?.toggleVisibility(false);
        }}
        sx={{
          mb: 1,
          p: 2,
          border: '2px dashed',
          borderColor: isOver ? 'primary.main' : 'divider',
          bgcolor: isOver ? 'action.hover' : undefined,
          borderRadius: 1,
          textAlign: 'center',
        }}>
        {draggingColumn ? `Drop here to hide ${draggingColumn.columnDef.header}` : 'Drag a column here to hide it'}
      </Box>
      <MaterialReactTable table={table} />
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1}}>
        <Button variant="outlined" size="small" onClick={() => table.resetColumnVisibility()} disabled={!hidden.length}>
          Show all columns
        </Button>
        <Typography component="p" variant="body2" data-testid="hidden-columns">
          Hidden: {hidden.length ? hidden.map((column) => column.columnDef.header).join(', ') : 'none'}
        </Typography>
      </Box>
    </>
  );
}
