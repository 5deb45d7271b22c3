import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {plants, type Plant} from './data';
import {tableColors} from './colors';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Plant>[]>(
    () => [
      {accessorKey: 'name', header: 'Plant'},
      {accessorKey: 'family', header: 'Family'},
      {accessorKey: 'light', header: 'Light'},
      {accessorKey: 'stock', header: 'Stock', size: 120},
    ],
    [],
  );
  const table = useMaterialReactTable({
    columns,
    data: plants,
    getRowId: (plant) => plant.id,
    // a function of the MUI theme: MRT calls it again when the theme changes, so the colours follow the scheme
    mrtTheme: (theme) => tableColors[theme.palette.mode],
    enableRowSelection: true,
    enableSelectAll: false,
    enableRowPinning: true,
    enableColumnResizing: true,
    enablePagination: false,
    enableBottomToolbar: false,
    initialState: {
      density: 'compact',
      showGlobalFilter: true,
      rowPinning: {top: ['p4']},
      rowSelection: {p2: true},
    },
  });
  return <MaterialReactTable table={table} />;
}
