import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import Button from '@mui/material/Button';
import {initialEmployees, type Employee} from './makeData';
import {toEmployee, validateEmployee, validateField, type EmployeeErrors, type EmployeeField} from './validate';

export default function Example() {
  // the table edits a copy held in React state; a server-backed app would send each save to its API
  const [employees, setEmployees] = useState<Employee[]>(initialEmployees);
  const [validationErrors, setValidationErrors] = useState<EmployeeErrors>({});

  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 140},
      {accessorKey: 'lastName', header: 'Last Name', size: 140},
      {accessorKey: 'email', header: 'Email', size: 260, muiEditTextFieldProps: {type: 'email'}},
      {accessorKey: 'age', header: 'Age', size: 100, muiEditTextFieldProps: {type: 'number'}},
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
          const message = validateField(field, event.currentTarget.value);
          setValidationErrors((errors) => ({...errors, [field]: message}));
        },
        onChange: (event) => {
          // once a field shows a message, re-check it while the visitor corrects it
          if (validationErrors[field]) {
            const message = validateField(field, event.currentTarget.value);
            setValidationErrors((errors) => ({...errors, [field]: message}));
          }
        },
      };
    },
    onCreatingRowCancel: () => setValidationErrors({}),
    onCreatingRowSave: handleCreate,
    onEditingRowCancel: () => setValidationErrors({}),
    onEditingRowSave: handleSave,
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

  return <MaterialReactTable table={table} />;
}
