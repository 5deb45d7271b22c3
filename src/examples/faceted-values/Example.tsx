import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Order} from './makeData';

const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  // no option lists and no bounds here: enableFacetedValues reads them from the rows
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 110, enableColumnFilter: false},
      {accessorKey: 'customer', header: 'Customer', filterVariant: 'autocomplete', size: 190},
      {accessorKey: 'country', header: 'Country', filterVariant: 'select', size: 170},
      {accessorKey: 'category', header: 'Category', filterVariant: 'multi-select', size: 190},
      {accessorKey: 'status', header: 'Status', filterVariant: 'select', size: 170},
      {
        accessorKey: 'total',
        header: 'Total',
        filterVariant: 'range-slider',
        Cell: ({cell}) => dollars.format(cell.getValue<number>()),
        muiFilterSliderProps: {valueLabelFormat: (value: number) => dollars.format(value)},
        size: 200,
      },
      {accessorKey: 'items', header: 'Items', filterVariant: 'range-slider', size: 170},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    enableFacetedValues: true,
    // MRT leaves a slider's two thumbs unnamed: name them after their column
    muiFilterSliderProps: ({column}) => ({
      getAriaLabel: (thumb) => `${column.columnDef.header} ${thumb === 0 ? 'from' : 'to'}`,
    }),
    // the filter row starts closed: the toolbar's filter button opens it
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
