import {useMemo, useState} from 'react';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  MaterialReactTable,
  MRT_ActionMenuItem,
  useMaterialReactTable,
  type MRT_Column,
  type MRT_ColumnDef,
  type MRT_TableInstance,
} from 'material-react-table';
import {products, type Product} from './data';

// the average of a number column, or the count of distinct values of any other column, over the filtered rows
function summarise(column: MRT_Column<Product>, table: MRT_TableInstance<Product>): string {
  const values = table.getFilteredRowModel().rows.map((row) => row.getValue<unknown>(column.id));
  const rows = `over ${values.length} rows`;
  if (values.every((value) => typeof value === 'number')) {
    const average = (values as number[]).reduce((sum, value) => sum + value, 0) / values.length;
    return `${column.columnDef.header}: average ${average.toLocaleString('en-US', {maximumFractionDigits: 2})} ${rows}`;
  }
  return `${column.columnDef.header}: ${new Set(values).size} distinct values ${rows}`;
}

export default function Example() {
  const [summary, setSummary] = useState('Pick "Summarise" in a column menu.');

  const columns = useMemo<MRT_ColumnDef<Product>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', enableColumnActions: false}, // no ⋮ button on this header
      {accessorKey: 'category', header: 'Category'},
      {accessorKey: 'price', header: 'Price', size: 120},
      {accessorKey: 'stock', header: 'Stock', size: 120},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: products,
    // every column menu keeps the built-in items and gets one more at the end
    renderColumnActionsMenuItems: ({column, closeMenu, internalColumnMenuItems, table}) => [
      ...internalColumnMenuItems,
      <Divider key="summary-divider" />,
      <MRT_ActionMenuItem
        key="summary"
        icon={<FunctionsIcon />}
        label={`Summarise ${column.columnDef.header}`}
        onClick={() => {
          setSummary(summarise(column, table));
          closeMenu();
        }}
        table={table}
      />,
    ],
    enablePagination: false,
    enableBottomToolbar: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="column-summary">
        {summary}
      </Typography>
    </>
  );
}
