import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_TableState} from 'material-react-table';
import {tickets, type Ticket} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Ticket>[]>(
    () => [
      {accessorKey: 'code', header: 'Code', size: 100},
      {accessorKey: 'subject', header: 'Subject', size: 260},
      {accessorKey: 'status', header: 'Status', size: 110},
      {accessorKey: 'priority', header: 'Priority', size: 110},
    ],
    [],
  );

  // the pinning state lives here; rows are identified by their ticket code (getRowId)
  const [rowPinning, setRowPinning] = useState<MRT_TableState<Ticket>['rowPinning']>({top: ['T-106'], bottom: []});

  const table = useMaterialReactTable({
    columns,
    data: tickets,
    getRowId: (ticket) => ticket.code,
    // closed tickets get no pin buttons
    enableRowPinning: (row) => row.original.status !== 'closed',
    rowPinningDisplayMode: 'top-and-bottom',
    state: {rowPinning},
    onRowPinningChange: setRowPinning,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 5}},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="row-pinning-state">
        Top: {rowPinning.top?.length ? rowPinning.top.join(', ') : 'none'}; bottom:{' '}
        {rowPinning.bottom?.length ? rowPinning.bottom.join(', ') : 'none'}
      </Typography>
    </>
  );
}
