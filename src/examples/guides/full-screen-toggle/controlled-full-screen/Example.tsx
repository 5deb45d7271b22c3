import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {shipments, type Shipment} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Shipment>[]>(
    () => [
      {accessorKey: 'id', header: 'Shipment', size: 120},
      {accessorKey: 'destination', header: 'Destination'},
      {accessorKey: 'carrier', header: 'Carrier'},
      {accessorKey: 'weightKg', header: 'Weight (kg)', size: 120},
    ],
    [],
  );

  // full screen is table state like any other: keeping it here lets the app react when the table covers the page
  const [isFullScreen, setIsFullScreen] = useState(false);

  const table = useMaterialReactTable({
    columns,
    data: shipments,
    state: {isFullScreen},
    onIsFullScreenChange: setIsFullScreen,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableHiding: false,
    enableDensityToggle: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="full-screen-state">
        Full screen: {isFullScreen ? 'on' : 'off'}
      </Typography>
    </>
  );
}
