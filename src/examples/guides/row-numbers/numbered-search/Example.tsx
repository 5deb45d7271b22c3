import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {runners, type Runner} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Runner>[]>(
    () => [
      {accessorKey: 'name', header: 'Runner'},
      {accessorKey: 'club', header: 'Club'},
      {accessorKey: 'time', header: 'Time', size: 100},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: runners,
    enableRowNumbers: true, // 'static' numbering: the rows as shown, after the search
    displayColumnDefOptions: {
      'mrt-row-numbers': {
        Header: 'No.', // replaces the "#"
        size: 64,
        muiTableBodyCellProps: {sx: {color: 'text.secondary', fontVariantNumeric: 'tabular-nums'}},
      },
    },
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact', showGlobalFilter: true},
  });

  return <MaterialReactTable table={table} />;
}
