import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnPinningState,
  type MRT_ExpandedState,
  type MRT_Updater,
} from 'material-react-table';
import {teams, type Team} from './data';

/** What a state callback received: MRT passes an updater function or the new state itself. */
const describe = (value: unknown) => (typeof value === 'function' ? 'an updater function' : JSON.stringify(value));

/** Applies what MRT passed, whichever of the two it is. */
function apply<T>(updater: MRT_Updater<T>, old: T): T {
  return updater instanceof Function ? updater(old) : updater;
}

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Team>[]>(
    () => [
      {accessorKey: 'name', header: 'Team'},
      {accessorKey: 'lead', header: 'Lead'},
      {accessorKey: 'size', header: 'People'},
    ],
    [],
  );

  const [expanded, setExpanded] = useState<MRT_ExpandedState>({});
  const [columnPinning, setColumnPinning] = useState<MRT_ColumnPinningState>({left: ['name'], right: []});
  const [calls, setCalls] = useState<string[]>([]);
  const record = (callback: string, value: unknown) =>
    setCalls((old) => [...old, `${callback}: ${describe(value)}`].slice(-6));

  const table = useMaterialReactTable({
    columns,
    data: teams,
    enableExpanding: true,
    enableColumnPinning: true,
    state: {expanded, columnPinning},
    onExpandedChange: (updater) => {
      record('onExpandedChange', updater);
      setExpanded((old) => apply(updater, old)); // calling updater(old) alone throws on "Expand all"
    },
    onColumnPinningChange: (updater) => {
      record('onColumnPinningChange', updater);
      setColumnPinning((old) => apply(updater, old)); // and on "Unpin all"
    },
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Box sx={{mt: 1}} data-testid="callback-calls">
        <Typography variant="body2">The last calls, oldest first:</Typography>
        {calls.length === 0 ? (
          <Typography variant="body2">none yet</Typography>
        ) : (
          calls.map((call, index) => (
            <Typography key={index} variant="body2" component="div" sx={{fontFamily: 'monospace'}}>
              {call}
            </Typography>
          ))
        )}
      </Box>
    </>
  );
}
