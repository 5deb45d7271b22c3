import {useMemo, useState} from 'react';
import {
  createRow,
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
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {ConfirmDeleteDialog} from './ConfirmDeleteDialog';
import {initialEmployees, type Employee} from './makeData';
import {addEmployee, countReports, nextId, removeEmployee, updateEmployee} from './tree';
import {checkEmployee, validateField, type EmployeeErrors} from './validate';

/** Where a new employee goes: under which manager, and where its row of fields appears. */
interface NewEmployeePlace {
  parentId: string | null;
  rowIndex: number | 'top';
}

export default function Example() {
  // the whole tree lives in React state; a save replaces the edited branch (see tree.ts)
  const [employees, setEmployees] = useState<Employee[]>(initialEmployees);
  const [validationErrors, setValidationErrors] = useState<EmployeeErrors>({});
  const [newEmployeePlace, setNewEmployeePlace] = useState<NewEmployeePlace>({parentId: null, rowIndex: 'top'});
  const [toDelete, setToDelete] = useState<Employee | null>(null);

  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', size: 200},
      {accessorKey: 'title', header: 'Title', size: 200},
      {accessorKey: 'location', header: 'Location', size: 140},
    ],
    [],
  );

  const handleSave: MRT_TableOptions<Employee>['onEditingRowSave'] = ({values, row, exitEditingMode}) => {
    const {errors, fields} = checkEmployee(values);
    setValidationErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // row.id is the employee's id (getRowId), wherever it sits in the tree
    setEmployees((current) => updateEmployee(current, row.id, fields));
    exitEditingMode();
  };

  const handleCreate: MRT_TableOptions<Employee>['onCreatingRowSave'] = ({values, exitCreatingMode}) => {
    const {errors, fields} = checkEmployee(values);
    setValidationErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setEmployees((current) => addEmployee(current, newEmployeePlace.parentId, {id: nextId(current), ...fields}));
    exitCreatingMode();
  };

  // deleting a manager removes their whole branch
  const handleDelete = () => {
    if (toDelete) setEmployees((current) => removeEmployee(current, toDelete.id));
    setToDelete(null);
  };
  const reports = toDelete ? countReports(toDelete) : 0;

  const table = useMaterialReactTable({
    columns,
    data: employees,
    getRowId: (row) => row.id,
    getSubRows: (row) => row.subRows, // the tree: each employee's reports become its sub-rows
    enableExpanding: true,
    enableEditing: true,
    editDisplayMode: 'row',
    createDisplayMode: 'row',
    positionCreatingRow: newEmployeePlace.rowIndex,
    enableRowActions: true,
    positionActionsColumn: 'last',
    muiEditTextFieldProps: ({column}) => {
      const field = column.id as keyof EmployeeErrors;
      return {
        error: Boolean(validationErrors[field]),
        helperText: validationErrors[field],
        onBlur: (event) => {
          const message = validateField(field, event.currentTarget.value);
          setValidationErrors((errors) => ({...errors, [field]: message}));
        },
      };
    },
    onCreatingRowCancel: () => setValidationErrors({}),
    onCreatingRowSave: handleCreate,
    onEditingRowCancel: () => setValidationErrors({}),
    onEditingRowSave: handleSave,
    renderRowActions: ({row, staticRowIndex, table}) => (
      <Box sx={{display: 'flex', gap: '0.25rem'}}>
        <Tooltip title="Edit">
          <IconButton
            aria-label={`Edit ${row.original.name}`}
            onClick={() => {
              setValidationErrors({});
              table.setEditingRow(row);
            }}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Add a report">
          <IconButton
            aria-label={`Add a report to ${row.original.name}`}
            onClick={() => {
              setValidationErrors({});
              row.toggleExpanded(true); // so the new report is visible once saved
              // the blank row appears right below its manager, indented one level deeper
              setNewEmployeePlace({parentId: row.id, rowIndex: (staticRowIndex ?? 0) + 1});
              table.setCreatingRow(
                createRow(table, {id: '', name: '', title: '', location: ''}, -1, row.depth + 1, undefined, row.id),
              );
            }}>
            <PersonAddIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${row.original.name}`}
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
          setNewEmployeePlace({parentId: null, rowIndex: 'top'});
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
        name={toDelete?.name ?? null}
        details={
          reports > 0
            ? `The ${reports} ${reports === 1 ? 'person' : 'people'} reporting to them will be deleted too.`
            : undefined
        }
        onCancel={() => setToDelete(null)}
        onConfirm={handleDelete}
      />
    </>
  );
}
