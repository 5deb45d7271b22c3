import {useMemo, useState} from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_TableOptions,
} from 'material-react-table';
import {initialTasks, statuses, titleError, type Task, type TaskStatus} from './data';

export default function Example() {
  const [tasks, setTasks] = useState<Task[]>(initialTasks);
  // the message under the Title field; the table only shows it, the app decides it
  const [titleMessage, setTitleMessage] = useState<string | undefined>();
  // the editing and creating rows live here, so the app can read them
  const [editingRow, setEditingRow] = useState<MRT_Row<Task> | null>(null);
  const [creatingRow, setCreatingRow] = useState<MRT_Row<Task> | null>(null);

  const columns = useMemo<MRT_ColumnDef<Task>[]>(
    () => [
      {accessorKey: 'id', header: 'ID', size: 80, enableEditing: false},
      {accessorKey: 'title', header: 'Title', size: 220},
      {
        accessorKey: 'status',
        header: 'Status',
        size: 150,
        editVariant: 'select',
        editSelectOptions: statuses,
      },
    ],
    [],
  );

  const handleSave: MRT_TableOptions<Task>['onEditingRowSave'] = ({row, values, exitEditingMode}) => {
    const message = titleError(String(values.title ?? ''));
    setTitleMessage(message);
    if (message) return; // the row stays in edit mode, showing the message
    setTasks((current) =>
      current.map((task) =>
        task.id === row.original.id
          ? {...task, title: String(values.title).trim(), status: values.status as TaskStatus}
          : task,
      ),
    );
    exitEditingMode();
  };

  const handleCreate: MRT_TableOptions<Task>['onCreatingRowSave'] = ({values, exitCreatingMode}) => {
    const message = titleError(String(values.title ?? ''));
    setTitleMessage(message);
    if (message) return;
    setTasks((current) => [
      ...current,
      {
        id: `T-${current.length + 1}`,
        title: String(values.title).trim(),
        status: (values.status as TaskStatus) || 'To do',
      },
    ]);
    exitCreatingMode();
  };

  const table = useMaterialReactTable({
    columns,
    data: tasks,
    getRowId: (task) => task.id,
    editDisplayMode: 'row',
    createDisplayMode: 'row',
    positionCreatingRow: 'bottom',
    // a finished task cannot be edited: its row gets no Edit button
    enableEditing: (row) => row.original.status !== 'Done',
    state: {editingRow, creatingRow},
    onEditingRowChange: setEditingRow,
    onCreatingRowChange: setCreatingRow,
    onEditingRowSave: handleSave,
    onCreatingRowSave: handleCreate,
    onEditingRowCancel: () => setTitleMessage(undefined),
    onCreatingRowCancel: () => setTitleMessage(undefined),
    muiEditTextFieldProps: ({column}) =>
      column.id === 'title'
        ? {
            required: true,
            error: Boolean(titleMessage),
            helperText: titleMessage,
            // clear the message as soon as the visitor starts fixing the value
            onFocus: () => setTitleMessage(undefined),
          }
        : {},
    renderTopToolbarCustomActions: ({table}) => (
      <Button
        variant="contained"
        disabled={Boolean(editingRow || creatingRow)}
        onClick={() => {
          setTitleMessage(undefined);
          table.setCreatingRow(true);
        }}>
        Add task
      </Button>
    ),
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="editing-state">
        {creatingRow ? 'Creating a new task' : editingRow ? `Editing ${editingRow.original.id}` : 'Not editing'}
      </Typography>
    </>
  );
}
