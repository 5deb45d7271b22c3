import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import {QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {ConfirmDeleteDialog} from './ConfirmDeleteDialog';
import {
  createUser,
  deleteUser,
  fetchUsers,
  ValidationError,
  type FieldErrors,
  type User,
  type UserInput,
} from './usersApi';
import {SaveBar} from './SaveBar';
import {saveUsers} from './saveUsers';
import {US_STATES} from './usStates';
import {cellKey, recordDraft, toUserInput, validateField, validateUser, type Drafts} from './validate';

const NO_USERS: User[] = [];

function UsersSheet() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [createErrors, setCreateErrors] = useState<FieldErrors>({});
  const [toDelete, setToDelete] = useState<User | null>(null);

  const {
    data: users = NO_USERS,
    isError: isLoadingUsersError,
    isFetching: isFetchingUsers,
    isLoading: isLoadingUsers,
  } = useQuery({queryKey: ['users'], queryFn: fetchUsers});

  // every write refetches the list (returning the promise keeps the mutation pending until it is back)
  const refetchUsers = () => queryClient.invalidateQueries({queryKey: ['users']});
  const saveMutation = useMutation({mutationFn: saveUsers, onSuccess: refetchUsers});
  const createMutation = useMutation({mutationFn: createUser, onSuccess: refetchUsers});
  const deleteMutation = useMutation({mutationFn: deleteUser, onSuccess: refetchUsers});

  const columns = useMemo<MRT_ColumnDef<User>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 140},
      {accessorKey: 'lastName', header: 'Last Name', size: 140},
      {accessorKey: 'email', header: 'Email', size: 260},
      {
        accessorKey: 'state',
        header: 'State',
        size: 160,
        editVariant: 'select',
        editSelectOptions: US_STATES,
        // a select has no placeholder to name it, unlike the text fields
        muiEditTextFieldProps: {SelectProps: {SelectDisplayProps: {'aria-label': 'State'}}},
      },
    ],
    [],
  );

  const pendingCount = Object.keys(drafts).length;
  const hasErrors = Object.values(errors).some(Boolean);

  const handleSave = async () => {
    const sent = drafts;
    const changed = users.filter((user) => sent[user.id]).map((user) => ({...user, ...sent[user.id]}));
    setSaveProblem(null);
    const {savedIds, cellErrors, failed} = await saveMutation.mutateAsync(changed);
    if (failed) setSaveProblem('Some changes could not be saved. Try again.');
    setErrors((current) => ({...current, ...cellErrors})); // the server's refusals, shown in their cells
    // forget what was saved, unless the visitor changed that user again meanwhile
    setDrafts((current) => {
      const next = {...current};
      for (const id of savedIds) if (next[id] === sent[id]) delete next[id];
      return next;
    });
  };

  // a new user is sent at once (POST), after the same checks
  const handleCreate: MRT_TableOptions<User>['onCreatingRowSave'] = async ({values, exitCreatingMode}) => {
    const user = toUserInput(values);
    const found = validateUser(user);
    setCreateErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await createMutation.mutateAsync(user);
      exitCreatingMode();
    } catch (error) {
      if (error instanceof ValidationError)
        setCreateErrors(error.fieldErrors); // the server's messages
      else setSaveProblem('The new user could not be saved. Try again.');
    }
  };

  const handleDelete = async () => {
    if (!toDelete) return;
    setSaveProblem(null);
    try {
      await deleteMutation.mutateAsync(toDelete.id);
    } catch {
      setSaveProblem(`${toDelete.firstName} ${toDelete.lastName} could not be deleted. Try again.`);
    }
    setToDelete(null);
  };

  const table = useMaterialReactTable({
    columns,
    data: users,
    getRowId: (row) => row.id,
    enableEditing: true,
    editDisplayMode: 'table', // every cell is a text field, all the time
    createDisplayMode: 'row', // "Create New User" adds an empty row with Save and Cancel
    enableRowActions: true,
    positionActionsColumn: 'last',
    initialState: {pagination: {pageIndex: 0, pageSize: 20}}, // room for new users on the first page
    muiEditTextFieldProps: ({column, row, table}) => {
      const field = column.id as keyof UserInput;
      if (table.getState().creatingRow?.id === row.id) {
        return {error: Boolean(createErrors[field]), helperText: createErrors[field]};
      }
      const key = cellKey(row.id, column.id);
      // records the value as pending (or drops it when it is back to the original)
      const record = (value: string) => {
        setErrors((current) => ({...current, [key]: validateField(field, value)}));
        setDrafts((current) => recordDraft(current, row.original, field, value));
      };
      return {
        error: Boolean(errors[key]),
        helperText: errors[key],
        // a choice in a select is final; a text field is re-checked while it shows a message
        onChange: (event) => {
          if (column.columnDef.editVariant === 'select' || errors[key]) record(event.target.value);
        },
        onBlur: (event) => record(event.target.value), // leaving a text field records it
      };
    },
    // mark the cells holding unsaved changes
    muiTableBodyCellProps: ({column, row}) =>
      drafts[row.id]?.[column.id as keyof UserInput] !== undefined
        ? {sx: (theme) => ({boxShadow: `inset 3px 0 0 ${theme.palette.warning.main}`})}
        : {},
    onCreatingRowCancel: () => setCreateErrors({}),
    onCreatingRowSave: handleCreate,
    renderRowActions: ({row}) => (
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete ${row.original.firstName} ${row.original.lastName}`}
          color="error"
          onClick={() => setToDelete(row.original)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    ),
    renderTopToolbarCustomActions: ({table}) => (
      <Button
        variant="contained"
        onClick={() => {
          setCreateErrors({});
          table.setCreatingRow(true);
        }}>
        Create New User
      </Button>
    ),
    renderBottomToolbarCustomActions: () => (
      <SaveBar
        pendingCount={pendingCount}
        hasErrors={hasErrors}
        problem={saveProblem}
        saving={saveMutation.isPending}
        onSave={handleSave}
      />
    ),
    muiToolbarAlertBannerProps: isLoadingUsersError
      ? {color: 'error', children: 'Could not load the users. Reload the page to try again.'}
      : undefined,
    state: {
      isLoading: isLoadingUsers,
      // while loading, MRT draws one skeleton row per row of a page: as many as the 10 users that arrive
      ...(isLoadingUsers ? {pagination: {pageIndex: 0, pageSize: 10}} : {}),
      isSaving: saveMutation.isPending || createMutation.isPending,
      showAlertBanner: isLoadingUsersError,
      showProgressBars: isFetchingUsers,
    },
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <ConfirmDeleteDialog
        name={toDelete ? `${toDelete.firstName} ${toDelete.lastName}` : null}
        busy={deleteMutation.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={handleDelete}
      />
    </>
  );
}

// react-query needs a QueryClient above the components that use it (in an app: once, around the app)
export default function Example() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <UsersSheet />
    </QueryClientProvider>
  );
}
