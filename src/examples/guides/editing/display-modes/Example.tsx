import {useMemo, useState} from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {editModes, initialProducts, type EditMode, type Product} from './data';

export default function Example() {
  const [products, setProducts] = useState<Product[]>(initialProducts);
  const [mode, setMode] = useState<EditMode>('modal');
  const [lastChange, setLastChange] = useState('none yet');

  // writes one value into the data; every mode ends up here
  const saveValue = (sku: string, field: 'name' | 'stock', raw: string) => {
    const value = field === 'stock' ? Number(raw) : raw;
    setProducts((current) => current.map((product) => (product.sku === sku ? {...product, [field]: value} : product)));
    setLastChange(`${sku} ${field} = ${raw}`);
  };

  const columns = useMemo<MRT_ColumnDef<Product>[]>(
    () => [
      {accessorKey: 'sku', header: 'SKU', size: 90, enableEditing: false},
      {accessorKey: 'name', header: 'Name', size: 180},
      {accessorKey: 'stock', header: 'Stock', size: 100, muiEditTextFieldProps: {type: 'number'}},
    ],
    [],
  );

  const savesOnBlur = mode === 'cell' || mode === 'table';

  const table = useMaterialReactTable({
    columns,
    data: products,
    getRowId: (product) => product.sku,
    enableEditing: true,
    editDisplayMode: mode,
    // 'modal' and 'row' collect the values and hand them over on Save
    onEditingRowSave: ({row, values, exitEditingMode}) => {
      if (values.name !== row.original.name) saveValue(row.id, 'name', String(values.name));
      if (String(values.stock) !== String(row.original.stock)) saveValue(row.id, 'stock', String(values.stock));
      exitEditingMode();
    },
    // 'cell' and 'table' have no Save button: the value is kept when the field loses focus
    muiEditTextFieldProps: ({cell, row}) =>
      savesOnBlur
        ? {
            onBlur: (event) => {
              const field = cell.column.id as 'name' | 'stock';
              if (event.target.value !== String(row.original[field])) saveValue(row.id, field, event.target.value);
            },
          }
        : {},
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableSorting: false,
    enableColumnActions: false,
    renderTopToolbarCustomActions: ({table}) => (
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-label="editDisplayMode"
        sx={{'& .MuiToggleButton-root': {textTransform: 'none'}}}
        onChange={(_event, next: EditMode | null) => {
          if (!next) return;
          // leave any open editor before the layout changes under it
          table.setEditingRow(null);
          table.setEditingCell(null);
          setMode(next);
        }}>
        {editModes.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    ),
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="last-change">
        Last change: {lastChange}
      </Typography>
    </>
  );
}
