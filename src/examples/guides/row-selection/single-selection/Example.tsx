import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
} from 'material-react-table';
import {plans, type Plan} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Plan>[]>(
    () => [
      {accessorKey: 'plan', header: 'Plan'},
      {accessorKey: 'seats', header: 'Seats', size: 90},
      {accessorKey: 'price', header: 'Price / month', size: 120},
    ],
    [],
  );

  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({team: true});

  const table = useMaterialReactTable({
    columns,
    data: plans,
    enableRowSelection: true,
    enableMultiRowSelection: false, // radio buttons: picking a row unpicks the one before
    positionToolbarAlertBanner: 'bottom', // the "row(s) selected" banner goes under the table
    getRowId: (row) => row.id,
    state: {rowSelection},
    onRowSelectionChange: setRowSelection,
    enablePagination: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    enableSorting: false,
    initialState: {density: 'compact'},
  });

  const chosen = plans.find((plan) => rowSelection[plan.id]);

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="chosen-plan">
        Chosen plan: {chosen ? chosen.plan : 'none'}
      </Typography>
    </>
  );
}
