import {useEffect, useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
} from 'material-react-table';
import {fetchOrderPage, orders, type Order} from './api';

export default function Example() {
  const [pagination, setPagination] = useState<MRT_PaginationState>({pageIndex: 0, pageSize: 5});
  const [rows, setRows] = useState<Order[]>([]);
  const [isLoading, setIsLoading] = useState(true); // the first load only
  const [isRefetching, setIsRefetching] = useState(false); // every later page change

  useEffect(() => {
    let current = true;
    setIsRefetching(true); // the previous page stays on screen meanwhile
    void fetchOrderPage(pagination.pageIndex, pagination.pageSize).then((page) => {
      if (!current) return; // a newer request replaced this one
      setRows(page);
      setIsLoading(false);
      setIsRefetching(false);
    });
    return () => {
      current = false;
    };
  }, [pagination.pageIndex, pagination.pageSize]);

  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 100},
      {accessorKey: 'customer', header: 'Customer'},
      {accessorKey: 'total', header: 'Total', size: 100, Cell: ({cell}) => `€${cell.getValue<number>()}`},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: rows,
    manualPagination: true, // the "server" pages
    rowCount: orders.length,
    onPaginationChange: setPagination,
    state: {pagination, isLoading, showProgressBars: isRefetching && !isLoading},
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    muiPaginationProps: {rowsPerPageOptions: [5, 10]},
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
