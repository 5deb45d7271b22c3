import {useEffect, useMemo, useRef, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowVirtualizer,
  type MRT_SortingState,
} from 'material-react-table';
import {orders, type Order} from './data';

const euros = new Intl.NumberFormat('en-GB', {style: 'currency', currency: 'EUR'});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 110},
      {accessorKey: 'customer', header: 'Customer', size: 150},
      {accessorKey: 'city', header: 'City', size: 110},
      {accessorKey: 'amount', header: 'Amount', size: 120, Cell: ({cell}) => euros.format(cell.getValue<number>())},
    ],
    [],
  );

  const rowVirtualizerInstanceRef = useRef<MRT_RowVirtualizer>(null);
  const [sorting, setSorting] = useState<MRT_SortingState>([]);
  const [wanted, setWanted] = useState('2500');
  const [found, setFound] = useState('');

  // a new sort puts other rows under the old scroll position: start again from the top
  useEffect(() => {
    rowVirtualizerInstanceRef.current?.scrollToIndex(0);
  }, [sorting]);

  const table = useMaterialReactTable({
    columns,
    data: orders,
    enableRowVirtualization: true,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
    state: {sorting},
    onSortingChange: setSorting,
    muiTableContainerProps: {sx: {maxHeight: '360px'}},
    rowVirtualizerInstanceRef,
    rowVirtualizerOptions: {overscan: 5},
  });

  // scrollToIndex takes a position in the current (sorted) rows, not an order number: find the position first
  const goToOrder = () => {
    const id = Number(wanted);
    const index = table.getRowModel().rows.findIndex((row) => row.original.id === id);
    if (index < 0) {
      setFound(`No order ${wanted}`);
      return;
    }
    rowVirtualizerInstanceRef.current?.scrollToIndex(index, {align: 'start'});
    setFound(`Order ${id} is row ${index + 1} of ${orders.length}`);
  };

  return (
    <>
      <Box
        component="form"
        sx={{display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1}}
        onSubmit={(event) => {
          event.preventDefault();
          goToOrder();
        }}>
        <TextField
          label="Order number"
          size="small"
          value={wanted}
          onChange={(event) => setWanted(event.target.value)}
          slotProps={{htmlInput: {inputMode: 'numeric'}}}
          sx={{width: '10rem'}}
        />
        <Button type="submit" variant="outlined">
          Go to order
        </Button>
        <Typography component="span" variant="body2" role="status" data-testid="found">
          {found}
        </Typography>
      </Box>
      <MaterialReactTable table={table} />
    </>
  );
}
