import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {products, type Product} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Product>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'category', header: 'Category'},
      {accessorKey: 'price', header: 'Price', size: 120, enableColumnActions: true}, // the only header with a ⋮ button
      {accessorKey: 'stock', header: 'Stock', size: 120},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: products,
    enableColumnActions: false, // no menu, except where a column turns it back on
    enablePagination: false,
    enableBottomToolbar: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
