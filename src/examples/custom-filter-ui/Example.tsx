import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  MRT_ShowHideColumnsButton,
  MRT_ToggleDensePaddingButton,
  MRT_ToggleFullScreenButton,
  MRT_ToggleGlobalFilterButton,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
} from 'material-react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {data, priorities, type Priority, type Ticket} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Ticket>[]>(
    () => [
      {accessorKey: 'id', header: 'Ticket', size: 110},
      {accessorKey: 'subject', header: 'Subject', size: 260, filterFn: 'contains'},
      {accessorKey: 'assignee', header: 'Assignee', size: 130},
      // the filter value is the list of ticked priorities; a row matches any of them
      {accessorKey: 'priority', header: 'Priority', size: 130, filterFn: 'arrIncludesSome'},
      {
        accessorKey: 'open',
        header: 'Status',
        size: 120,
        filterFn: 'equals', // compared as text: 'true' keeps the open tickets
        Cell: ({row}) => (
          <Chip
            size="small"
            variant="outlined"
            label={row.original.open ? 'Open' : 'Closed'}
            color={row.original.open ? 'success' : 'default'}
          />
        ),
      },
    ],
    [],
  );

  // the filters live in React state: the controls below write it, the table reads it
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const valueOf = (id: string) => columnFilters.find((filter) => filter.id === id)?.value;
  const setFilter = (id: string, value: unknown) =>
    setColumnFilters((current) => [
      ...current.filter((filter) => filter.id !== id),
      // an empty value removes the filter
      ...(value === '' || value === undefined || (Array.isArray(value) && value.length === 0) ? [] : [{id, value}]),
    ]);

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    // MRT draws no filter inputs at all: not in the headers, not in a popover
    columnFilterDisplayMode: 'custom',
    enableColumnActions: false,
    // the toolbar's show/hide filters button has no filter row to show here: leave it out
    renderToolbarInternalActions: ({table}) => (
      <>
        <MRT_ToggleGlobalFilterButton table={table} />
        <MRT_ShowHideColumnsButton table={table} />
        <MRT_ToggleDensePaddingButton table={table} />
        <MRT_ToggleFullScreenButton table={table} />
      </>
    ),
    state: {columnFilters},
    onColumnFiltersChange: setColumnFilters,
    initialState: {pagination: {pageIndex: 0, pageSize: 20}},
  });

  const subject = (valueOf('subject') as string | undefined) ?? '';
  const selectedPriorities = (valueOf('priority') as Priority[] | undefined) ?? [];
  const openOnly = valueOf('open') === 'true';

  return (
    <Box sx={{display: 'flex', flexDirection: {xs: 'column', md: 'row'}, gap: 2, alignItems: {md: 'flex-start'}}}>
      <Paper
        component="section"
        aria-label="Ticket filters"
        variant="outlined"
        sx={{p: 2, display: 'flex', flexDirection: 'column', gap: 2, width: {md: 290}, flexShrink: 0}}>
        <Typography variant="subtitle1" component="h3" sx={{m: 0}}>
          Filters
        </Typography>
        <TextField
          label="Subject contains"
          size="small"
          value={subject}
          onChange={(event) => setFilter('subject', event.target.value)}
        />
        <Box>
          <Typography variant="body2" color="text.secondary" id="priority-filter-label" sx={{mb: 0.5}}>
            Priority
          </Typography>
          <ToggleButtonGroup
            aria-labelledby="priority-filter-label"
            size="small"
            value={selectedPriorities}
            onChange={(_event, value: Priority[]) => setFilter('priority', value)}
            sx={{flexWrap: 'wrap'}}>
            {priorities.map((priority) => (
              <ToggleButton key={priority} value={priority}>
                {priority}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={openOnly}
              onChange={(_event, checked) => setFilter('open', checked ? 'true' : undefined)}
            />
          }
          label="Open tickets only"
        />
        <Button variant="outlined" disabled={columnFilters.length === 0} onClick={() => setColumnFilters([])}>
          Clear filters
        </Button>
      </Paper>
      <Box sx={{flex: 1, minWidth: 0}}>
        <MaterialReactTable table={table} />
      </Box>
    </Box>
  );
}
