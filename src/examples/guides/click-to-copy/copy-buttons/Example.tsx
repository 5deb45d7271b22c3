import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {customers, type Customer} from './data';

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Customer>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', enableClickToCopy: false}, // this column opts out
      {accessorKey: 'email', header: 'Email', size: 240},
      {
        accessorKey: 'accountId',
        header: 'Account',
        size: 120,
        // props for this column's copy buttons, merged over the table's
        muiCopyButtonProps: {sx: {fontFamily: 'monospace'}},
      },
      {
        accessorKey: 'balance',
        header: 'Balance',
        size: 120,
        // shown formatted; a copy still gives the raw number
        Cell: ({cell}) => money.format(cell.getValue<number>()),
        // the accessible name must contain the text shown, so it names the formatted amount
        muiCopyButtonProps: ({cell}) => ({'aria-label': `Copy ${money.format(cell.getValue<number>())}`}),
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: customers,
    enableClickToCopy: true, // every data cell becomes a copy button
    // without it, each button's accessible name would be its tooltip, "Click to copy", not the value
    muiCopyButtonProps: ({cell}) => ({'aria-label': `Copy ${String(cell.getValue())}`}),
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
