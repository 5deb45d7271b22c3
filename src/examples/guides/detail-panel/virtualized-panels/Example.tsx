import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {shipments, type Shipment} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Shipment>[]>(
    () => [
      {accessorKey: 'id', header: 'Shipment', size: 110},
      {accessorKey: 'destination', header: 'Destination', size: 140},
      {accessorKey: 'carrier', header: 'Carrier', size: 140},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: shipments,
    getRowId: (shipment) => String(shipment.id),
    // only the rows in view (and their open panels) are in the DOM
    enableRowVirtualization: true,
    enablePagination: false,
    // panels of 1 to 4 lines: each one is measured as it renders
    renderDetailPanel: ({row}) => (
      <ul style={{margin: 0, paddingInlineStart: '1.25rem'}}>
        {row.original.stops.map((stop) => (
          <li key={stop}>{stop}</li>
        ))}
      </ul>
    ),
    muiTableContainerProps: {sx: {maxHeight: 400}},
    enableColumnActions: false,
    enableGlobalFilter: false,
    enableHiding: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
