import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {ConfirmDeleteDialog} from './ConfirmDeleteDialog';
import {CATEGORIES, initialProducts, type Product} from './makeData';
import {
  applyEdits,
  hasInvalidEdits,
  recordEdit,
  toProduct,
  validateCell,
  validateProduct,
  type Edits,
  type ProductErrors,
  type ProductField,
  type ProductRow,
} from './validate';

const price = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

export default function Example() {
  // the stored products; a server-backed app would load them from, and save them to, its API
  const [products, setProducts] = useState<Product[]>(initialProducts);
  // cell edits waiting for Save (see validate.ts)
  const [edits, setEdits] = useState<Edits>({});
  // the message of the cell being edited, while the visitor types
  const [typing, setTyping] = useState<{cellId: string; message?: string} | null>(null);
  const [createErrors, setCreateErrors] = useState<ProductErrors>({});
  const [toDelete, setToDelete] = useState<ProductRow | null>(null);

  // what the table shows: the stored products with the pending edits on top
  const rows = useMemo(() => products.map((product) => applyEdits(product, edits[product.id])), [products, edits]);
  const pendingCount = Object.keys(edits).length;
  const invalid = hasInvalidEdits(edits);

  const columns = useMemo<MRT_ColumnDef<ProductRow>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', size: 160},
      {
        accessorKey: 'category',
        header: 'Category',
        size: 150,
        editVariant: 'select',
        editSelectOptions: CATEGORIES,
        // a select has no placeholder to name it, unlike the text fields
        muiEditTextFieldProps: {SelectProps: {SelectDisplayProps: {'aria-label': 'Category'}}},
      },
      {
        accessorKey: 'price',
        header: 'Price',
        size: 120,
        // an invalid edit is shown as typed
        Cell: ({cell}) => {
          const value = cell.getValue<number | string>();
          return typeof value === 'number' ? price.format(value) : value;
        },
        muiEditTextFieldProps: {type: 'number'},
      },
      {accessorKey: 'stock', header: 'Stock', size: 110, muiEditTextFieldProps: {type: 'number'}},
    ],
    [],
  );

  // a cell editor was left (blur, Enter, or a choice in a select): remember the text as a pending edit
  const keepEdit = (productId: string, field: ProductField, raw: string) => {
    setTyping(null);
    const stored = products.find((product) => product.id === productId);
    if (stored) setEdits((current) => recordEdit(current, stored, field, raw));
  };

  const handleCreate: MRT_TableOptions<ProductRow>['onCreatingRowSave'] = ({values, exitCreatingMode}) => {
    const errors = validateProduct(values);
    setCreateErrors(errors);
    if (Object.keys(errors).length > 0) return; // the new row stays open with its messages
    setProducts((current) => {
      const nextId = `p${Math.max(0, ...current.map((product) => Number(product.id.slice(1)))) + 1}`;
      return [toProduct(values, nextId), ...current];
    });
    exitCreatingMode();
  };

  const handleSaveAll = () => {
    setProducts((current) => current.map((product) => toProduct({...product, ...edits[product.id]}, product.id)));
    setEdits({});
  };

  const handleDelete = () => {
    if (!toDelete) return;
    setProducts((current) => current.filter((product) => product.id !== toDelete.id));
    setEdits((current) => {
      const next = {...current};
      delete next[toDelete.id];
      return next;
    });
    setToDelete(null);
  };

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => row.id,
    enableEditing: true,
    editDisplayMode: 'cell', // double-click a cell (or use its right-click menu) to edit just that cell
    createDisplayMode: 'row', // "Create New Product" opens a row of fields with Save and Cancel
    enableCellActions: true, // a right-click on a cell opens its menu…
    enableClickToCopy: 'context-menu', // …with a Copy item next to Edit
    enableColumnPinning: true,
    enableRowActions: true,
    positionActionsColumn: 'last',
    initialState: {columnPinning: {left: ['name'], right: ['mrt-row-actions']}},
    muiEditTextFieldProps: ({cell, column, row, table}) => {
      const field = column.id as ProductField;
      if (table.getState().creatingRow?.id === row.id) {
        return {error: Boolean(createErrors[field]), helperText: createErrors[field]};
      }
      const raw = edits[row.id]?.[field];
      const message =
        typing?.cellId === cell.id ? typing.message : raw === undefined ? undefined : validateCell(field, raw);
      return {
        error: Boolean(message),
        helperText: message,
        onChange: (event) => {
          if (column.columnDef.editVariant === 'select') {
            keepEdit(row.id, field, event.target.value); // a choice is final: close the cell at once
            table.setEditingCell(null);
          } else {
            setTyping({cellId: cell.id, message: validateCell(field, event.target.value)});
          }
        },
        onBlur: (event) => keepEdit(row.id, field, event.target.value),
      };
    },
    // cells with a pending edit get an orange edge, invalid ones a red one
    muiTableBodyCellProps: ({column, row}) => {
      const raw = edits[row.id]?.[column.id as ProductField];
      if (raw === undefined) return {};
      const color = validateCell(column.id, raw) ? 'error' : 'warning';
      return {sx: (theme) => ({boxShadow: `inset 3px 0 0 ${theme.palette[color].main}`})};
    },
    onCreatingRowCancel: () => setCreateErrors({}),
    onCreatingRowSave: handleCreate,
    renderRowActions: ({row}) => (
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${row.original.name}`} color="error" onClick={() => setToDelete(row.original)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    ),
    renderTopToolbarCustomActions: ({table}) => (
      <Button
        variant="contained"
        onClick={() => {
          setCreateErrors({});
          table.setCreatingRow(true);
        }}>
        Create New Product
      </Button>
    ),
    renderBottomToolbarCustomActions: () => (
      <Box sx={{display: 'flex', alignItems: 'center', gap: '1rem', flexWrap: 'wrap'}}>
        <Button color="success" variant="contained" disabled={pendingCount === 0 || invalid} onClick={handleSaveAll}>
          Save
        </Button>
        <Typography variant="body2" color={invalid ? 'error' : 'text.secondary'} role="status">
          {invalid
            ? 'Fix the cells marked in red to save.'
            : pendingCount === 0
              ? 'No unsaved changes.'
              : `${pendingCount} ${pendingCount === 1 ? 'product has' : 'products have'} unsaved changes.`}
        </Typography>
      </Box>
    ),
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <ConfirmDeleteDialog name={toDelete?.name ?? null} onCancel={() => setToDelete(null)} onConfirm={handleDelete} />
    </>
  );
}
