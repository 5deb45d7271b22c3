import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
} from 'material-react-table';
import {orders, type Order} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 100},
      {accessorKey: 'customer', header: 'Customer'},
      {accessorKey: 'total', header: 'Total', size: 110, Cell: ({cell}) => `$${cell.getValue<number>()}`},
    ],
    [],
  );

  // the page lives here, so the app can read it, keep it in the URL or send it to a server
  const [pagination, setPagination] = useState<MRT_PaginationState>({pageIndex: 0, pageSize: 5});

  const table = useMaterialReactTable({
    columns,
    data: orders,
    state: {pagination},
    onPaginationChange: setPagination,
    paginationDisplayMode: 'pages', // numbered page buttons instead of "1-5 of 23" with arrows
    muiPaginationProps: {rowsPerPageOptions: [5, 10, 20], shape: 'rounded', variant: 'outlined'},
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  const pageCount = table.getPageCount();

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="pagination-state">
        Page {pagination.pageIndex + 1} of {pageCount} · {pagination.pageSize} rows per page
      </Typography>
    </>
  );
}
