import {useMemo, useState} from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {orders, type Order} from './data';

export default function Example() {
  const [message, setMessage] = useState('Click a row');

  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 100},
      {accessorKey: 'customer', header: 'Customer'},
      {accessorKey: 'item', header: 'Item'},
      {
        id: 'invoice',
        columnDefType: 'display',
        header: 'Invoice',
        Cell: ({row}) => (
          <Button
            size="small"
            onClick={(event) => {
              // without this the click would also reach the row's onClick
              event.stopPropagation();
              setMessage(`Invoice button of order ${row.original.id}`);
            }}>
            Invoice
          </Button>
        ),
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: orders,
    getRowId: (order) => order.id,
    muiTableBodyRowProps: ({row}) => ({
      onClick: () => setMessage(`Clicked order ${row.original.id} (${row.original.customer})`),
      sx: {cursor: 'pointer'},
    }),
    muiTableBodyCellProps: ({cell, row}) => ({
      onKeyDown: (event) => {
        // Enter on a focused cell does what a click on its row does; MRT's own shortcuts (arrow keys) still run
        if (event.key === 'Enter') {
          setMessage(`Enter on ${cell.column.id} of order ${row.original.id}`);
        }
      },
    }),
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableSorting: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="row-event">
        {message}
      </Typography>
    </>
  );
}
