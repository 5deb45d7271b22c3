import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  MRT_ToggleDensePaddingButton,
  MRT_ToggleFiltersButton,
  MRT_ToggleGlobalFilterButton,
  useMaterialReactTable,
  type MRT_ColumnDef,
} from 'material-react-table';
import {orders as initialOrders, type Order} from './data';

export default function Example() {
  const [orders, setOrders] = useState<Order[]>(initialOrders);
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 100},
      {accessorKey: 'customer', header: 'Customer'},
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'status', header: 'Status', size: 110},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: orders,
    getRowId: (order) => order.id,
    enableRowSelection: true,
    enablePagination: false,
    initialState: {density: 'compact'},
    // the selection banner goes under the table, next to the bottom toolbar's own actions
    positionToolbarAlertBanner: 'bottom',
    // a custom action on the left of the top toolbar, acting on the selected rows
    renderTopToolbarCustomActions: ({table}) => {
      const selected = table.getSelectedRowModel().rows.filter((row) => row.original.status === 'Pending');
      return (
        <Button
          variant="contained"
          disabled={selected.length === 0}
          onClick={() => {
            const ids = new Set(selected.map((row) => row.id));
            setOrders((current) => current.map((order) => (ids.has(order.id) ? {...order, status: 'Shipped'} : order)));
            table.resetRowSelection();
          }}>
          {selected.length ? `Mark ${selected.length} shipped` : 'Mark shipped'}
        </Button>
      );
    },
    // the internal actions, reduced to three of MRT's buttons
    renderToolbarInternalActions: ({table}) => (
      <Box sx={{display: 'flex'}}>
        <MRT_ToggleGlobalFilterButton table={table} />
        <MRT_ToggleFiltersButton table={table} />
        <MRT_ToggleDensePaddingButton table={table} />
      </Box>
    ),
    renderBottomToolbarCustomActions: ({table}) => (
      <Typography variant="body2" sx={{p: 1}} data-testid="pending-count">
        {table.getCoreRowModel().rows.filter((row) => row.original.status === 'Pending').length} orders pending
      </Typography>
    ),
  });

  return <MaterialReactTable table={table} />;
}
