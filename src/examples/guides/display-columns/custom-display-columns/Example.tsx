import {useMemo, useState} from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {tasks as initialTasks, type Task} from './data';

export default function Example() {
  const [tasks, setTasks] = useState<Task[]>(initialTasks);
  const [archived, setArchived] = useState<string[]>([]);

  const columns = useMemo<MRT_ColumnDef<Task>[]>(
    () => [
      {accessorKey: 'title', header: 'Task'},
      {accessorKey: 'owner', header: 'Owner', size: 120},
      {
        // a column of your own that reads no single field: it gets the display-column defaults
        // (no sorting, filtering, hiding or column menu)
        id: 'summary',
        columnDefType: 'display',
        header: 'Summary',
        Cell: ({row}) => `${row.original.owner}, due ${row.original.due}`,
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: tasks,
    getRowId: (task) => task.id,
    enableRowSelection: true,
    enableRowNumbers: true,
    enableRowActions: true,
    positionActionsColumn: 'last',
    displayColumnDefOptions: {
      // the row-number column draws its header with `Header`, so a plain `header` string is not enough
      'mrt-row-numbers': {Header: () => 'No.', size: 60},
      'mrt-row-actions': {
        header: 'Archive',
        size: 120,
        muiTableHeadCellProps: {align: 'right'},
        muiTableBodyCellProps: {align: 'right'},
      },
    },
    renderRowActions: ({row}) => (
      <Button
        size="small"
        onClick={() => {
          setTasks((current) => current.filter((task) => task.id !== row.id));
          setArchived((current) => [...current, row.original.title]);
        }}>
        Archive
      </Button>
    ),
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="archived-tasks">
        Archived: {archived.length ? archived.join(', ') : 'none'}
      </Typography>
    </>
  );
}
