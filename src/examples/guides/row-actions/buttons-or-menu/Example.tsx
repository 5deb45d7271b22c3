import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import CancelIcon from '@mui/icons-material/Cancel';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {orders, type Order} from './data';

type Layout = 'buttons' | 'menu';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 100},
      {accessorKey: 'customer', header: 'Customer'},
      {accessorKey: 'total', header: 'Total', size: 100},
      {accessorKey: 'status', header: 'Status', size: 110},
    ],
    [],
  );
  const [layout, setLayout] = useState<Layout>('buttons');
  const [lastAction, setLastAction] = useState('none');

  const table = useMaterialReactTable({
    columns,
    data: orders,
    enableRowActions: true,
    positionActionsColumn: 'last',
    displayColumnDefOptions: {
      // the buttons need room for two icons; the menu needs one
      'mrt-row-actions': {header: 'Do', size: layout === 'buttons' ? 110 : 70},
    },
    // a row of buttons: always visible, one click each
    renderRowActions:
      layout === 'buttons'
        ? ({row}) => (
            <Box sx={{display: 'flex', gap: 0.5}}>
              <Tooltip title="Ship">
                <IconButton size="small" onClick={() => setLastAction(`Ship ${row.original.id}`)}>
                  <LocalShippingIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Cancel">
                <IconButton size="small" color="error" onClick={() => setLastAction(`Cancel ${row.original.id}`)}>
                  <CancelIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          )
        : undefined,
    // a menu behind one "Row Actions" button: room for longer labels and more items
    renderRowActionMenuItems:
      layout === 'menu'
        ? ({row, closeMenu}) => [
            <MenuItem
              key="ship"
              onClick={() => {
                setLastAction(`Ship ${row.original.id}`);
                closeMenu();
              }}>
              <ListItemIcon>
                <LocalShippingIcon fontSize="small" />
              </ListItemIcon>
              Ship order
            </MenuItem>,
            <MenuItem
              key="cancel"
              onClick={() => {
                setLastAction(`Cancel ${row.original.id}`);
                closeMenu();
              }}>
              <ListItemIcon>
                <CancelIcon fontSize="small" />
              </ListItemIcon>
              Cancel order
            </MenuItem>,
          ]
        : undefined,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={layout}
        onChange={(_event, value: Layout | null) => value && setLayout(value)}
        aria-label="Row actions layout"
        sx={{mb: 1}}>
        <ToggleButton value="buttons">Buttons</ToggleButton>
        <ToggleButton value="menu">Menu</ToggleButton>
      </ToggleButtonGroup>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="last-action">
        Last action: {lastAction}
      </Typography>
    </>
  );
}
