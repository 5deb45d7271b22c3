import {isValidElement, useMemo, useState} from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import {MaterialReactTable, MRT_ActionMenuItem, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {products as initialProducts, type Product} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Product>[]>(
    () => [
      {
        accessorKey: 'sku',
        header: 'SKU',
        size: 90,
        // the SKU is an identifier: it can be copied from the menu, not edited
        enableEditing: false,
        // the built-in "Edit" item only looks at the table's enableEditing, so this column drops it;
        // a column's own renderCellActionMenuItems also replaces the table's (no filter item here)
        renderCellActionMenuItems: ({internalMenuItems}) =>
          internalMenuItems.filter((item) => !(isValidElement(item) && item.key === 'mrt-edit')),
      },
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'category', header: 'Category', size: 120},
      {accessorKey: 'stock', header: 'Stock', size: 90},
    ],
    [],
  );
  const [products, setProducts] = useState(initialProducts);

  const table = useMaterialReactTable({
    columns,
    data: products,
    // right click opens the menu on every cell except the Stock column's
    enableCellActions: (cell) => cell.column.id !== 'stock',
    // "Copy" joins the menu instead of copying on a click
    enableClickToCopy: 'context-menu',
    // "Edit" joins the menu: editing one cell at a time
    enableEditing: true,
    editDisplayMode: 'cell',
    muiEditTextFieldProps: ({cell}) => ({
      onBlur: (event) => {
        // the text field gives a string: Stock stays a number
        const text = event.target.value;
        const value = cell.column.id === 'stock' ? Number(text) || 0 : text;
        setProducts((rows) =>
          rows.map((row, index) => (index === cell.row.index ? {...row, [cell.column.id]: value} : row)),
        );
      },
    }),
    // keep the built-in items and add one of our own after them
    renderCellActionMenuItems: ({cell, closeMenu, internalMenuItems, table}) => [
      ...internalMenuItems,
      <MRT_ActionMenuItem
        key="filter"
        icon={<FilterAltIcon />}
        label={`Show only "${String(cell.getValue())}"`}
        onClick={() => {
          table.setColumnFilters([{id: cell.column.id, value: String(cell.getValue())}]);
          closeMenu();
        }}
        table={table}
      />,
    ],
    enablePagination: false,
    enableBottomToolbar: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  const filters = table.getState().columnFilters;

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="active-filter">
        Filter: {filters.length ? filters.map(({id, value}) => `${id} = "${String(value)}"`).join(', ') : 'none'}
        {filters.length > 0 && (
          <Button size="small" sx={{ml: 1}} onClick={() => table.resetColumnFilters(true)}>
            Show all
          </Button>
        )}
      </Typography>
    </>
  );
}
