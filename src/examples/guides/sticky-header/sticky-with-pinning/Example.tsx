import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {orders, type Order} from './data';

const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Order>[]>(() => {
    const total = orders.reduce((sum, order) => sum + order.amount, 0);
    return [
      {accessorKey: 'id', header: 'No.', size: 80, Footer: () => `${orders.length} orders`},
      {accessorKey: 'customer', header: 'Customer', size: 190},
      {accessorKey: 'email', header: 'Email', size: 320},
      {accessorKey: 'city', header: 'City', size: 160},
      {accessorKey: 'ordered', header: 'Ordered', size: 160},
      {accessorKey: 'product', header: 'Product', size: 200},
      {accessorKey: 'status', header: 'Status', size: 160},
      {
        accessorKey: 'amount',
        header: 'Amount',
        size: 160,
        Cell: ({cell}) => dollars.format(cell.getValue<number>()),
        Footer: () => `Total ${dollars.format(total)}`,
      },
    ];
  }, []);

  const table = useMaterialReactTable({
    columns,
    data: orders,
    getRowId: (row) => row.id,
    enablePagination: false,
    enableStickyHeader: true, // header cells stick to the top of the scrolling container
    enableStickyFooter: true, // footer cells stick to its bottom
    enableColumnPinning: true,
    enableRowPinning: true, // rowPinningDisplayMode 'sticky' (the default): pinned rows stick under the header
    // a fixed height instead of MRT's default, so the rows scroll inside the demo
    muiTableContainerProps: {sx: {maxHeight: '360px'}},
    initialState: {
      density: 'compact',
      columnPinning: {left: ['mrt-row-pin', 'customer']},
      rowPinning: {top: ['3'], bottom: ['30']},
    },
  });

  return <MaterialReactTable table={table} />;
}
