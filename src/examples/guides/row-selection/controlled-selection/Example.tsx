import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
} from 'material-react-table';
import {parts, type Part} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Part>[]>(
    () => [
      {accessorKey: 'sku', header: 'SKU', size: 100},
      {accessorKey: 'name', header: 'Part'},
      {accessorKey: 'warehouse', header: 'Warehouse', size: 120},
      {accessorKey: 'stock', header: 'Stock', size: 90},
    ],
    [],
  );

  // the selection lives here, keyed by SKU, so the app can read it and act on it
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});

  const table = useMaterialReactTable({
    columns,
    data: parts,
    enableRowSelection: (row) => row.original.stock > 0, // out-of-stock parts cannot be picked
    getRowId: (row) => row.sku, // selection keys are SKUs, not row positions
    state: {rowSelection},
    onRowSelectionChange: setRowSelection,
    // a click anywhere on a row toggles it, like a click on its checkbox
    muiTableBodyRowProps: ({row}) => ({
      onClick: row.getToggleSelectedHandler(),
      sx: {cursor: row.getCanSelect() ? 'pointer' : 'default'},
    }),
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 5}},
  });

  // listed in the table's order; the state object itself keeps the order rows were picked in
  const selectedSkus = parts.filter((part) => rowSelection[part.sku]).map((part) => part.sku);

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="selection-state">
        Selected: {selectedSkus.length ? selectedSkus.join(', ') : 'none'}
      </Typography>
    </>
  );
}
