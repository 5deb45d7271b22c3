import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnOrderState,
} from 'material-react-table';
import {members, type Member} from './data';

// the order the table starts in: the row-selection column first, then the data columns as defined
const defaultOrder: MRT_ColumnOrderState = ['mrt-row-select', 'name', 'team', 'role', 'city', 'since'];

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', size: 160},
      {accessorKey: 'team', header: 'Team', size: 120},
      {accessorKey: 'role', header: 'Role', size: 130},
      {accessorKey: 'city', header: 'City', size: 120},
      {accessorKey: 'since', header: 'Since', size: 110},
    ],
    [],
  );

  // the column order lives here, so the app can save it, restore it or reset it
  const [columnOrder, setColumnOrder] = useState<MRT_ColumnOrderState>(defaultOrder);

  const table = useMaterialReactTable({
    columns,
    data: members,
    enableColumnOrdering: true, // a drag handle in each data column's header, and reordering in the Show/Hide columns menu
    enableRowSelection: true, // adds the 'mrt-row-select' display column, which keeps its place at the start
    state: {columnOrder},
    onColumnOrderChange: setColumnOrder,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  // MRT keeps the column being dragged and the header under it in its own state while a drag is under way
  const {draggingColumn, hoveredColumn} = table.getState();
  const isChanged = columnOrder.join() !== defaultOrder.join();

  return (
    <>
      <MaterialReactTable table={table} />
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1}}>
        <Button variant="outlined" size="small" onClick={() => setColumnOrder(defaultOrder)} disabled={!isChanged}>
          Reset column order
        </Button>
        <Typography component="p" variant="body2" data-testid="column-order">
          Column order: {columnOrder.join(', ')}
        </Typography>
      </Box>
      <Typography component="p" variant="body2" sx={{mt: 0.5}} data-testid="drag-state">
        {draggingColumn
          ? `Dragging ${draggingColumn.columnDef.header}${hoveredColumn?.columnDef ? ` over ${hoveredColumn.columnDef.header}` : ''}`
          : 'Not dragging'}
      </Typography>
    </>
  );
}
