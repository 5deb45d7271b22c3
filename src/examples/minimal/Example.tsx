import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Planet} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Planet>[]>(
    () => [
      {accessorKey: 'name', header: 'Planet'},
      {accessorKey: 'type', header: 'Type'},
      {accessorKey: 'moons', header: 'Known Moons'},
      {accessorKey: 'distanceAu', header: 'Distance (AU)'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    // no toolbars: removes the search, filter, column, density and full-screen buttons
    enableTopToolbar: false,
    enableBottomToolbar: false,
    // no per-column menu, sort arrows or filter inputs in the header
    enableColumnActions: false,
    enableSorting: false,
    enableColumnFilters: false,
    // render every row: without the bottom toolbar nobody could change the page
    enablePagination: false,
    // tighter rows and a flat surface instead of a raised card
    initialState: {density: 'compact'},
    muiTablePaperProps: {elevation: 0},
  });

  return <MaterialReactTable table={table} />;
}
