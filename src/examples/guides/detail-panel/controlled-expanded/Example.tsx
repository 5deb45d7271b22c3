import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
} from 'material-react-table';
import {orders, type Order} from './data';

// the expanded state as a sentence: `true` means every row, an object lists the open rows by id
function describe(expanded: MRT_ExpandedState): string {
  if (expanded === true) return 'all rows';
  const ids = Object.keys(expanded).filter((id) => expanded[id]);
  return ids.length ? ids.join(', ') : 'none';
}

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 90},
      {accessorKey: 'customer', header: 'Customer'},
      {accessorKey: 'city', header: 'City', size: 120},
      {accessorKey: 'status', header: 'Status', size: 110},
    ],
    [],
  );

  // which panels are open lives here, so the app can read it, store it or open a panel from elsewhere
  const [expanded, setExpanded] = useState<MRT_ExpandedState>({});

  const table = useMaterialReactTable({
    columns,
    data: orders,
    // the order number is the row id, so the expanded state names orders rather than positions
    getRowId: (order) => order.id,
    state: {expanded},
    onExpandedChange: setExpanded,
    positionExpandColumn: 'last',
    // a draft without lines returns null: its expand button is disabled
    renderDetailPanel: ({row}) =>
      row.original.lines.length ? (
        // sticky: on a narrow screen the table scrolls sideways to reach the last column, and the list stays in view
        <ul style={{margin: 0, paddingInlineStart: '1.25rem', position: 'sticky', left: '1rem', width: 'max-content'}}>
          {row.original.lines.map((line) => (
            <li key={line.product}>
              {line.quantity} × {line.product}
            </li>
          ))}
        </ul>
      ) : null,
    muiDetailPanelProps: {sx: {bgcolor: 'action.hover'}},
    // MRT labels every row's button "Expand"; a label per order and aria-expanded say more to a screen reader
    muiExpandButtonProps: ({row}) => ({
      'aria-label': `Lines of order ${row.original.id}`,
      'aria-expanded': row.getIsExpanded(),
    }),
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableHiding: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="expanded-state">
        Expanded: {describe(expanded)}
      </Typography>
    </>
  );
}
