import {useMemo, useState} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {fetchUsers, updateUser, ValidationError, type User, type UserInput} from './usersApi';
import {cellKey, validateField} from './validate';

/** Edited values not saved yet, per user id. */
type Drafts = Record<string, Partial<UserInput>>;

const NO_USERS: User[] = [];

function UsersSheet() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saveProblem, setSaveProblem] = useState<string | null>(null);

  const {
    data: users = NO_USERS,
    isError: isLoadingUsersError,
    isFetching: isFetchingUsers,
    isLoading: isLoadingUsers,
  } = useQuery({queryKey: ['users'], queryFn: fetchUsers});

  // one PUT per changed user; allSettled so one refusal does not hide the others' success
  const saveMutation = useMutation({
    mutationFn: (changed: User[]) => Promise.allSettled(changed.map(updateUser)),
    onSuccess: () => queryClient.invalidateQueries({queryKey: ['users']}),
  });

  const columns = useMemo<MRT_ColumnDef<User>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 140},
      {accessorKey: 'lastName', header: 'Last Name', size: 140},
      {accessorKey: 'email', header: 'Email', size: 260},
      {accessorKey: 'state', header: 'State', size: 140},
    ],
    [],
  );

  const pendingCount = Object.keys(drafts).length;
  const hasErrors = Object.values(errors).some(Boolean);

  const handleSave = async () => {
    const sent = drafts;
    const changed = users.filter((user) => sent[user.id]).map((user) => ({...user, ...sent[user.id]}));
    setSaveProblem(null);
    const results = await saveMutation.mutateAsync(changed);
    const serverErrors: Record<string, string> = {};
    const savedIds: string[] = [];
    results.forEach((result, index) => {
      const user = changed[index];
      if (result.status === 'fulfilled') {
        savedIds.push(user.id);
      } else if (result.reason instanceof ValidationError) {
        for (const [field, message] of Object.entries(result.reason.fieldErrors)) {
          serverErrors[cellKey(user.id, field)] = message;
        }
      } else {
        setSaveProblem('Some changes could not be saved. Try again.');
      }
    });
    setErrors((current) => ({...current, ...serverErrors}));
    // forget what was saved, unless the visitor changed that user again meanwhile
    setDrafts((current) => {
      const next = {...current};
      for (const id of savedIds) if (next[id] === sent[id]) delete next[id];
      return next;
    });
  };

  const table = useMaterialReactTable({
    columns,
    data: users,
    getRowId: (row) => row.id,
    enableEditing: true,
    editDisplayMode: 'table', // every cell is a text field, all the time
    muiEditTextFieldProps: ({column, row}) => {
      const key = cellKey(row.id, column.id);
      const field = column.id as keyof UserInput;
      const check = (value: string) => setErrors((current) => ({...current, [key]: validateField(field, value)}));
      return {
        error: Boolean(errors[key]),
        helperText: errors[key],
        onChange: (event) => {
          if (errors[key]) check(event.target.value); // re-check while a message is shown
        },
        // leaving a field records the change as pending (or drops it when the value is back to the original)
        onBlur: (event) => {
          const value = event.target.value;
          check(value);
          setDrafts((current) => {
            const userDraft = {...current[row.id]};
            if (value === row.original[field]) delete userDraft[field];
            else userDraft[field] = value;
            const next = {...current};
            if (Object.keys(userDraft).length > 0) next[row.id] = userDraft;
            else delete next[row.id];
            return next;
          });
        },
      };
    },
    // mark the cells holding unsaved changes
    muiTableBodyCellProps: ({column, row}) =>
      drafts[row.id]?.[column.id as keyof UserInput] !== undefined
        ? {sx: (theme) => ({boxShadow: `inset 3px 0 0 ${theme.palette.warning.main}`})}
        : {},
    renderBottomToolbarCustomActions: () => (
      <Box sx={{display: 'flex', alignItems: 'center', gap: '1rem', flexWrap: 'wrap'}}>
        <Button
          color="success"
          variant="contained"
          disabled={pendingCount === 0 || hasErrors || saveMutation.isPending}
          onClick={handleSave}>
          {saveMutation.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Typography variant="body2" color={hasErrors || saveProblem ? 'error' : 'text.secondary'} role="status">
          {hasErrors
            ? 'Fix the fields marked in red to save.'
            : saveProblem
              ? saveProblem
              : pendingCount === 0
                ? 'No unsaved changes.'
                : `${pendingCount} ${pendingCount === 1 ? 'user has' : 'users have'} unsaved changes.`}
        </Typography>
      </Box>
    ),
    muiToolbarAlertBannerProps: isLoadingUsersError
      ? {color: 'error', children: 'Could not load the users. Reload the page to try again.'}
      : undefined,
    state: {
      isLoading: isLoadingUsers,
      isSaving: saveMutation.isPending,
      showAlertBanner: isLoadingUsersError,
      showProgressBars: isFetchingUsers,
    },
  });

  return <MaterialReactTable table={table} />;
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
