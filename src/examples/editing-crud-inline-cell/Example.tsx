import {useMemo, useState} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import Typography from '@mui/material/Typography';
import {initialProducts, type Product} from './makeData';
import {parseCell, validateCell, type ProductField} from './validate';

const price = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

export default function Example() {
  // the table edits a copy held in React state; a server-backed app would send each change to its API
  const [products, setProducts] = useState<Product[]>(initialProducts);
  // the message of the cell being edited, while its value is invalid (keyed by cell id)
  const [cellErrors, setCellErrors] = useState<Record<string, string | undefined>>({});
  // what happened to the last change that could not be stored
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<MRT_ColumnDef<Product>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', size: 160},
      {accessorKey: 'category', header: 'Category', size: 140},
      {
        accessorKey: 'price',
        header: 'Price',
        size: 120,
        Cell: ({cell}) => price.format(cell.getValue<number>()),
        muiEditTextFieldProps: {type: 'number'},
      },
      {
        accessorKey: 'stock',
        header: 'Stock',
        size: 110,
        muiEditTextFieldProps: {type: 'number'},
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: products,
    getRowId: (row) => row.id,
    enableEditing: true,
    editDisplayMode: 'cell', // double-click a cell to edit just that cell (Enter on a focused cell does not open it)
    muiEditTextFieldProps: ({cell, column, row}) => ({
      error: Boolean(cellErrors[cell.id]),
      helperText: cellErrors[cell.id],
      // check as the visitor types, so the message shows before anything is stored
      onChange: (event) => {
        const message = validateCell(column.id, event.target.value);
        setCellErrors((errors) => ({...errors, [cell.id]: message}));
      },
      // leaving the field (blur, or Enter, which blurs it) is the save
      onBlur: (event) => {
        const field = column.id as ProductField;
        const raw = event.target.value;
        const message = validateCell(field, raw);
        setCellErrors((errors) => ({...errors, [cell.id]: undefined}));
        if (message) {
          setNotice(
            `Not saved: ${message.toLowerCase()}. ${row.original.name} keeps its previous ${column.columnDef.header.toLowerCase()}.`,
          );
          // right after this handler MRT writes the typed text into the row's value cache; a new array
          // makes the table rebuild its rows from the stored data, so the cell shows the stored value again
          setProducts((current) => [...current]);
          return;
        }
        setNotice(null);
        const value = parseCell(field, raw);
        if (value === row.original[field]) return;
        setProducts((current) =>
          current.map((product) => (product.id === row.original.id ? {...product, [field]: value} : product)),
        );
      },
    }),
    renderTopToolbarCustomActions: () => (
      <Typography variant="body2" sx={{alignSelf: 'center', color: 'text.secondary', px: 1}}>
        Double-click a cell to edit it
      </Typography>
    ),
    muiToolbarAlertBannerProps: notice
      ? {color: 'warning', children: notice, onClose: () => setNotice(null)}
      : undefined,
    state: {showAlertBanner: notice !== null},
  });

  return <MaterialReactTable table={table} />;
}
