import {useMemo, useState} from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {tickets as initialTickets, type Ticket} from './data';

export default function Example() {
  const [tickets, setTickets] = useState(initialTickets);
  const columns = useMemo<MRT_ColumnDef<Ticket>[]>(
    () => [
      {accessorKey: 'id', header: 'Ticket', size: 90, enableEditing: false},
      {accessorKey: 'subject', header: 'Subject', size: 260},
      {accessorKey: 'assignee', header: 'Assignee', size: 110},
      {accessorKey: 'status', header: 'Status', size: 90, enableEditing: false},
    ],
    [],
  );
  const update = (id: string, change: Partial<Ticket>) =>
    setTickets((current) => current.map((ticket) => (ticket.id === id ? {...ticket, ...change} : ticket)));

  const table = useMaterialReactTable({
    columns,
    data: tickets,
    getRowId: (ticket) => ticket.id,
    enableRowActions: true,
    // open tickets only: MRT puts its "Edit" item first in their menus
    enableEditing: (row) => row.original.status === 'Open',
    editDisplayMode: 'row',
    onEditingRowSave: ({row, values, table}) => {
      update(row.id, {subject: values.subject, assignee: values.assignee});
      table.setEditingRow(null);
    },
    // no items for a closed ticket: its cell stays empty, and the Edit item with it
    renderRowActionMenuItems: ({row, closeMenu}) =>
      row.original.status === 'Open'
        ? [
            <MenuItem
              key="close"
              onClick={() => {
                update(row.id, {status: 'Closed'});
                closeMenu();
              }}>
              <ListItemIcon>
                <TaskAltIcon fontSize="small" />
              </ListItemIcon>
              Close ticket
            </MenuItem>,
          ]
        : [],
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
