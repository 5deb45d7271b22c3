import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {ConfirmDeleteDialog} from './ConfirmDeleteDialog';
import {DEPARTMENTS, initialEmployees, type Employee} from './makeData';
import {toEmployee, validateEmployee, validateField, type EmployeeErrors, type EmployeeField} from './validate';

export default function Example() {
  // the table edits a copy held in React state; a server-backed app would send each save to its API
  const [employees, setEmployees] = useState<Employee[]>(initialEmployees);
  const [validationErrors, setValidationErrors] = useState<EmployeeErrors>({});
  const [toDelete, setToDelete] = useState<Employee | null>(null);

  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 140},
      {accessorKey: 'lastName', header: 'Last Name', size: 140},
      {accessorKey: 'email', header: 'Email', size: 260, muiEditTextFieldProps: {type: 'email'}},
      {accessorKey: 'age', header: 'Age', size: 100, muiEditTextFieldProps: {type: 'number'}},
      // a select editor: a menu of fixed choices instead of a text field
      {
        accessorKey: 'department',
        header: 'Department',
        size: 150,
        editVariant: 'select',
        editSelectOptions: DEPARTMENTS,
        // a select has no placeholder to name it, unlike the text fields
        muiEditTextFieldProps: {SelectProps: {SelectDisplayProps: {'aria-label': 'Department'}}},
      },
    ],
    [],
  );

  const handleCreate: MRT_TableOptions<Employee>['onCreatingRowSave'] = ({values, exitCreatingMode}) => {
    const errors = validateEmployee(values);
    setValidationErrors(errors);
    if (Object.keys(errors).length > 0) return; // the row stays open, showing the messages
    setEmployees((current) => {
      const nextId = String(Math.max(0, ...current.map((employee) => Number(employee.id))) + 1);
      return [toEmployee(values, nextId), ...current];
    });
    exitCreatingMode();
  };

  const handleSave: MRT_TableOptions<Employee>['onEditingRowSave'] = ({values, row, exitEditingMode}) => {
    const errors = validateEmployee(values);
    setValidationErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const saved = toEmployee(values, row.original.id);
    setEmployees((current) => current.map((employee) => (employee.id === saved.id ? saved : employee)));
    exitEditingMode();
  };

  const handleDelete = () => {
    if (toDelete) setEmployees((current) => current.filter((employee) => employee.id !== toDelete.id));
    setToDelete(null);
  };

  const table = useMaterialReactTable({
    columns,
    data: employees, // state: the same array until a save replaces it
    getRowId: (row) => row.id,
    enableEditing: true,
    editDisplayMode: 'row', // the pencil turns the whole row into text fields, with Save and Cancel
    createDisplayMode: 'row', // "Add Employee" opens an empty row of fields
    positionCreatingRow: 'top',
    // every edit field: its message under it, checked as soon as the visitor leaves the field
    muiEditTextFieldProps: ({column}) => {
      const field = column.id as EmployeeField;
      return {
        error: Boolean(validationErrors[field]),
        helperText: validationErrors[field],
        onBlur: (event) => {
          const message = validateField(field, event.target.value);
          setValidationErrors((errors) => ({...errors, [field]: message}));
        },
        onChange: (event) => {
          // once a field shows a message, re-check it while the visitor corrects it
          if (validationErrors[field]) {
            const message = validateField(field, event.target.value);
            setValidationErrors((errors) => ({...errors, [field]: message}));
          }
        },
      };
    },
    onCreatingRowCancel: () => setValidationErrors({}),
    onCreatingRowSave: handleCreate,
    onEditingRowCancel: () => setValidationErrors({}),
    onEditingRowSave: handleSave,
    // the row's own buttons (while a row is edited or created, MRT shows Cancel and Save there instead)
    renderRowActions: ({row, table}) => (
      <Box sx={{display: 'flex', gap: '0.25rem'}}>
        <Tooltip title="Edit">
          <IconButton
            aria-label={`Edit ${row.original.firstName} ${row.original.lastName}`}
            onClick={() => {
              setValidationErrors({});
              table.setEditingRow(row);
            }}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${row.original.firstName} ${row.original.lastName}`}
            color="error"
            onClick={() => setToDelete(row.original)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
    ),
    renderTopToolbarCustomActions: ({table}) => (
      <Button
        variant="contained"
        onClick={() => {
          setValidationErrors({});
          table.setCreatingRow(true);
        }}>
        Add Employee
      </Button>
    ),
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <ConfirmDeleteDialog
        name={toDelete ? `${toDelete.firstName} ${toDelete.lastName}` : null}
        onCancel={() => setToDelete(null)}
        onConfirm={handleDelete}
      />
    </>
  );
}
