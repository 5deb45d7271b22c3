import {useMemo, useState} from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_GroupingState,
  type MRT_TableOptions,
} from 'material-react-table';
import {employees, type Employee} from './data';

type GroupedColumnMode = MRT_TableOptions<Employee>['groupedColumnMode'];

const modes: {label: string; value: GroupedColumnMode}[] = [
  {label: "'reorder'", value: 'reorder'},
  {label: "'remove'", value: 'remove'},
  {label: 'false', value: false},
];

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', enableGrouping: false},
      {accessorKey: 'department', header: 'Department'},
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'salary', header: 'Salary', enableGrouping: false},
    ],
    [],
  );

  // the grouping state lives here, so the app can read it, store it or send it to a server
  const [grouping, setGrouping] = useState<MRT_GroupingState>(['department']);
  const [mode, setMode] = useState<GroupedColumnMode>('reorder');

  const table = useMaterialReactTable({
    columns,
    data: employees,
    enableGrouping: true,
    groupedColumnMode: mode,
    state: {grouping},
    onGroupingChange: setGrouping,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap" sx={{mb: 1}}>
        <Typography component="span" variant="body2" id="grouped-column-mode-label">
          groupedColumnMode:
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="grouped-column-mode-label"
          exclusive
          size="small"
          value={modes.findIndex((option) => option.value === mode)}
          onChange={(_event, index: number | null) => {
            if (index !== null) setMode(modes[index].value);
          }}>
          {modes.map((option, index) => (
            <ToggleButton key={option.label} value={index} sx={{textTransform: 'none', fontFamily: 'monospace'}}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="grouping-state">
        Grouping: {grouping.length ? grouping.join(', then ') : 'none'}
      </Typography>
    </>
  );
}
