import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  MRT_EditActionButtons,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {createUser, deleteUser, fetchUsers, updateUser, ValidationError, type FieldErrors, type User} from './usersApi';
import {toUserInput, validateUser} from './validateUser';
import {US_STATES} from './usStates';

/** Field messages, plus one for failures that belong to no field (e.g. the network). */
type FormErrors = FieldErrors & {form?: string};

// a stable empty list while the first request is in flight (a new [] each render would rebuild the rows)
const NO_USERS: User[] = [];

function errorsFrom(error: unknown): FormErrors {
  if (error instanceof ValidationError) return error.fieldErrors;
  return {form: 'The server could not save the user. Try again.'};
}

function UsersTable() {
  const queryClient = useQueryClient();
  const [validationErrors, setValidationErrors] = useState<FormErrors>({});
  const [userToDelete, setUserToDelete] = useState<User | null>(null);
  const [deleteDialogOpen, setDeleteDialogOpen] = useState(false);

  // READ: the list, cached under the 'users' key
  const {
    data: users = NO_USERS,
    isError: isLoadingUsersError,
    isFetching: isFetchingUsers,
    isLoading: isLoadingUsers,
  } = useQuery({queryKey: ['users'], queryFn: fetchUsers});

  // every write refetches the list; returning the promise keeps the mutation
  // pending (and the table "saving") until the fresh list has arrived
  const refetchUsers = () => queryClient.invalidateQueries({queryKey: ['users']});
  const createMutation = useMutation({mutationFn: createUser, onSuccess: refetchUsers});
  const updateMutation = useMutation({mutationFn: updateUser, onSuccess: refetchUsers});
  const deleteMutation = useMutation({mutationFn: deleteUser, onSuccess: refetchUsers});

  const columns = useMemo<MRT_ColumnDef<User>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', muiEditTextFieldProps: {required: true}},
      {accessorKey: 'lastName', header: 'Last Name', muiEditTextFieldProps: {required: true}},
      {accessorKey: 'email', header: 'Email', size: 240, muiEditTextFieldProps: {required: true, type: 'email'}},
      {accessorKey: 'state', header: 'State', editVariant: 'select', editSelectOptions: US_STATES},
    ],
    [],
  );

  // CREATE: check in the browser first, then let the server have its say
  const handleCreateUser: MRT_TableOptions<User>['onCreatingRowSave'] = async ({values, exitCreatingMode}) => {
    const user = toUserInput(values);
    const errors = validateUser(user);
    setValidationErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await createMutation.mutateAsync(user);
      exitCreatingMode();
    } catch (error) {
      setValidationErrors(errorsFrom(error)); // the dialog stays open with the server's messages
    }
  };

  // UPDATE
  const handleSaveUser: MRT_TableOptions<User>['onEditingRowSave'] = async ({values, row, exitEditingMode}) => {
    const user = toUserInput(values);
    const errors = validateUser(user);
    setValidationErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await updateMutation.mutateAsync({...user, id: row.original.id});
      exitEditingMode();
    } catch (error) {
      setValidationErrors(errorsFrom(error));
    }
  };

  // DELETE, after the visitor confirms in a dialog
  const askToDelete = (user: User) => {
    deleteMutation.reset();
    setUserToDelete(user);
    setDeleteDialogOpen(true);
  };
  const handleConfirmDelete = async () => {
    if (!userToDelete) return;
    try {
      await deleteMutation.mutateAsync(userToDelete.id);
      setDeleteDialogOpen(false);
    } catch {
      // deleteMutation.isError shows the message in the dialog
    }
  };

  // the create and edit dialogs: MRT's field per column, a title, a form-level message and the save/cancel buttons
  const renderDialogContent =
    (title: string): MRT_TableOptions<User>['renderCreateRowDialogContent'] =>
    ({table, row, internalEditComponents}) => (
      <>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{display: 'flex', flexDirection: 'column', gap: '1.25rem', pt: '0.5rem !important'}}>
          {internalEditComponents}
          {validationErrors.form && <Alert severity="error">{validationErrors.form}</Alert>}
        </DialogContent>
        <DialogActions>
          <MRT_EditActionButtons variant="text" table={table} row={row} />
        </DialogActions>
      </>
    );

  const table = useMaterialReactTable({
    columns,
    data: users,
    getRowId: (row) => row.id,
    createDisplayMode: 'modal',
    editDisplayMode: 'modal',
    enableEditing: true,
    enableRowActions: true,
    positionActionsColumn: 'last',
    initialState: {pagination: {pageIndex: 0, pageSize: 20}},
    // applied to every edit field: show its message and clear it once the visitor goes back to it
    muiEditTextFieldProps: ({column}) => {
      const message = validationErrors[column.id as keyof FieldErrors];
      return {
        error: Boolean(message),
        helperText: message,
        onFocus: () => setValidationErrors((errors) => ({...errors, [column.id]: undefined, form: undefined})),
      };
    },
    onCreatingRowCancel: () => setValidationErrors({}),
    onCreatingRowSave: handleCreateUser,
    onEditingRowCancel: () => setValidationErrors({}),
    onEditingRowSave: handleSaveUser,
    renderCreateRowDialogContent: renderDialogContent('Create New User'),
    renderEditRowDialogContent: renderDialogContent('Edit User'),
    renderRowActions: ({row, table}) => (
      <Box sx={{display: 'flex', gap: '0.5rem'}}>
        <Tooltip title="Edit">
          <IconButton
            aria-label={`Edit ${row.original.firstName} ${row.original.lastName}`}
            onClick={() => table.setEditingRow(row)}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${row.original.firstName} ${row.original.lastName}`}
            color="error"
            onClick={() => askToDelete(row.original)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
    ),
    renderTopToolbarCustomActions: ({table}) => (
      <Button variant="contained" onClick={() => table.setCreatingRow(true)}>
        Create New User
      </Button>
    ),
    muiToolbarAlertBannerProps: isLoadingUsersError
      ? {color: 'error', children: 'Could not load the users. Reload the page to try again.'}
      : undefined,
    muiTableContainerProps: {sx: {minHeight: '320px'}},
    state: {
      isLoading: isLoadingUsers,
      // while loading, MRT draws one skeleton row per row of a page: as many as the 10 users that arrive
      ...(isLoadingUsers ? {pagination: {pageIndex: 0, pageSize: 10}} : {}),
      isSaving: createMutation.isPending || updateMutation.isPending || deleteMutation.isPending,
      showAlertBanner: isLoadingUsersError,
      showProgressBars: isFetchingUsers,
    },
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Dialog
        open={deleteDialogOpen}
        onClose={() => setDeleteDialogOpen(false)}
        aria-labelledby="delete-user-title"
        slotProps={{transition: {onExited: () => setUserToDelete(null)}}}>
        <DialogTitle id="delete-user-title">Delete this user?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {userToDelete ? `${userToDelete.firstName} ${userToDelete.lastName}` : 'The user'} will be removed. This
            cannot be undone.
          </DialogContentText>
          {deleteMutation.isError && (
            <Alert severity="error" sx={{mt: 2}}>
              The server could not delete the user. Try again.
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleteDialogOpen(false)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={deleteMutation.isPending} onClick={handleConfirmDelete}>
            {deleteMutation.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

// react-query needs a QueryClient above every component that calls useQuery/useMutation;
// in an app this provider usually wraps the whole app once
export default function Example() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <UsersTable />
    </QueryClientProvider>
  );
}
