import {useMemo} from 'react';
import {
  MaterialReactTable,
  MRT_GlobalFilterTextField,
  MRT_ShowHideColumnsButton,
  MRT_ToggleDensePaddingButton,
  MRT_ToggleFiltersButton,
  useMaterialReactTable,
  type MRT_ColumnDef,
} from 'material-react-table';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {betweenDays} from './dates';
import {data, type Order} from './makeData';

const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 110, enableColumnFilterModes: false},
      {
        accessorKey: 'customer',
        header: 'Customer',
        size: 200,
        // the modes the filter's menu offers; filterFn is the one it starts with
        filterFn: 'contains',
        columnFilterModeOptions: ['contains', 'startsWith', 'equals', 'notEquals'],
      },
      {accessorKey: 'product', header: 'Product', size: 180},
      {
        accessorKey: 'total',
        header: 'Total',
        size: 150,
        filterFn: 'greaterThanOrEqualTo',
        columnFilterModeOptions: ['greaterThanOrEqualTo', 'lessThan', 'between'],
        Cell: ({cell}) => dollars.format(cell.getValue<number>()),
      },
      {
        accessorKey: 'ordered',
        header: 'Ordered',
        size: 220,
        // two date pickers, from and to; the rows hold ISO day strings
        filterVariant: 'date-range',
        filterFn: betweenDays,
        enableColumnFilterModes: false,
      },
      {accessorKey: 'status', header: 'Status', size: 140, filterVariant: 'select'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    enableColumnFilterModes: true, // a mode button at the start of each filter field
    enableFacetedValues: true, // the Status options come from the data
    initialState: {showGlobalFilter: true}, // MRT_GlobalFilterTextField shows only while this is true
    // replaces the whole top toolbar: it shows exactly what this returns
    renderTopToolbar: ({table}) => {
      const filtered = table.getState().columnFilters.length > 0 || Boolean(table.getState().globalFilter);
      return (
        <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1}}>
          <Typography variant="subtitle1" component="p" sx={{fontWeight: 'bold', mr: 1}}>
            Orders
          </Typography>
          <MRT_GlobalFilterTextField table={table} />
          <MRT_ToggleFiltersButton table={table} />
          <Button
            size="small"
            disabled={!filtered}
            onClick={() => {
              table.resetColumnFilters(true);
              table.resetGlobalFilter(true);
            }}>
            Clear filters
          </Button>
          <Box sx={{flexGrow: 1}} />
          <MRT_ShowHideColumnsButton table={table} />
          <MRT_ToggleDensePaddingButton table={table} />
        </Box>
      );
    },
  });

  // the date filter's pickers need a date adapter: once around your app, or here around the table
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MaterialReactTable table={table} />
    </LocalizationProvider>
  );
}
