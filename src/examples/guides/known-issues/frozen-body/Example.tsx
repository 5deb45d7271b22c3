import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {firstOrders, laterOrders, type Order} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order'},
      {accessorKey: 'customer', header: 'Customer'},
      {accessorKey: 'total', header: 'Total', Cell: ({cell}) => `$${cell.getValue<number>()}`},
    ],
    [],
  );

  // the rows, and a number that changes with them: the workaround's key
  const [orders, setOrders] = useState({rows: firstOrders, version: 0});
  const [remount, setRemount] = useState(false);

  const table = useMaterialReactTable({
    columns,
    data: orders.rows,
    memoMode: 'table-body', // the body never renders again once it has mounted
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableSorting: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
  });

  const added = orders.rows.length - firstOrders.length;
  const addOrder = () =>
    setOrders(({rows, version}) => ({
      rows: [...rows, laterOrders[rows.length - firstOrders.length]],
      version: version + 1,
    }));

  return (
    <>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1}}>
        <Button variant="outlined" size="small" onClick={addOrder} disabled={added === laterOrders.length}>
          Add an order
        </Button>
        <FormControlLabel
          control={<Switch checked={remount} onChange={(event) => setRemount(event.target.checked)} />}
          label="Remount the table when data changes"
        />
      </Box>
      {/* the workaround: a key that changes with the data mounts the table, and its body, again */}
      <MaterialReactTable key={remount ? orders.version : 'frozen'} table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="order-count">
        Orders in data: {orders.rows.length}
      </Typography>
    </>
  );
}
