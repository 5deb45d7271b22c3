import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {employees, type Employee} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'team', header: 'Team', size: 120},
      {accessorKey: 'office', header: 'Office', size: 120},
    ],
    [],
  );

  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const table = useMaterialReactTable({
    columns,
    data: employees,
    getRowId: (employee) => employee.id,
    renderDetailPanel: ({row}) => <Typography variant="body2">{row.original.bio}</Typography>,
    enableExpandAll: false, // "all" cannot mean one
    state: {expanded},
    onExpandedChange: (updater) => {
      // the updater is a new state or a function of the previous one: resolve it first
      const next = typeof updater === 'function' ? updater(expanded) : updater;
      if (next === true) return;
      // keep only the row that was just opened (or nothing, when the open one was closed)
      const opened = Object.keys(next).find((id) => next[id] && !expanded[id]);
      setExpanded(opened ? {[opened]: true} : next);
    },
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
