import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {backlog, type Task} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Task>[]>(
    () => [
      {accessorKey: 'task', header: 'Task', size: 200},
      {accessorKey: 'owner', header: 'Owner', size: 110},
    ],
    [],
  );

  const [todo, setTodo] = useState<Task[]>(backlog);
  const [done, setDone] = useState<Task[]>([]);
  const [isOver, setIsOver] = useState(false); // the pointer is dragging a row over the drop zone

  const table = useMaterialReactTable({
    columns,
    data: todo,
    getRowId: (task) => task.id,
    enableRowDragging: true, // drag handles, but no reordering inside the table
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
    renderEmptyRowsFallback: () => <Typography sx={{p: 2, fontStyle: 'italic'}}>Nothing left to do</Typography>,
  });

  const handleDrop = () => {
    setIsOver(false);
    // the drop event comes before the handle's dragend, so MRT still holds the dragged row
    const task = table.getState().draggingRow?.original;
    if (!task) return; // something other than a row was dropped
    setTodo((rows) => rows.filter((row) => row.id !== task.id));
    setDone((rows) => [...rows, task]);
  };

  return (
    <Box sx={{display: 'grid', gap: 2}}>
      <MaterialReactTable table={table} />
      <Box
        data-testid="done-zone"
        // a drop target must cancel dragover, or the browser never fires drop on it
        onDragOver={(event) => event.preventDefault()}
        onDragEnter={() => setIsOver(true)}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
        }}
        onDrop={handleDrop}
        sx={{
          p: 2,
          border: '2px dashed',
          borderColor: isOver ? 'primary.main' : 'divider',
          borderRadius: 1,
        }}>
        <Typography component="p" variant="subtitle2">
          Done ({done.length}): drop a task here
        </Typography>
        <Typography component="p" variant="body2" data-testid="done-list">
          {done.length ? done.map((task) => task.task).join(', ') : 'nothing yet'}
        </Typography>
      </Box>
    </Box>
  );
}
