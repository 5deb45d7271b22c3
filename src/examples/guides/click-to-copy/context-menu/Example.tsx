import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {servers, type Server} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Server>[]>(
    () => [
      {accessorKey: 'host', header: 'Host'},
      {accessorKey: 'ip', header: 'IP address'},
      {accessorKey: 'region', header: 'Region'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: servers,
    enableCellActions: true, // a right-click on a cell opens the cell actions menu
    enableClickToCopy: 'context-menu', // which then holds a "Copy" item
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
