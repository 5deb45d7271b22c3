import {useMemo, useState} from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Employee} from './makeData';

type GroupedColumnMode = 'reorder' | 'remove' | false;

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 130, enableGrouping: false}, // unique values: grouping by them is pointless
      {accessorKey: 'lastName', header: 'Last Name', size: 130, enableGrouping: false},
      {accessorKey: 'department', header: 'Department', size: 150},
      {accessorKey: 'city', header: 'City', size: 120},
      {accessorKey: 'age', header: 'Age', size: 90},
    ],
    [],
  );

  // where a grouped column goes: to the front ('reorder'), out of the table ('remove'), or nowhere (false)
  const [groupedColumnMode, setGroupedColumnMode] = useState<GroupedColumnMode>('reorder');

  const table = useMaterialReactTable({
    columns,
    data,
    enableGrouping: true, // "Group by" in column menus, drag handles, and a drop zone above the table
    groupedColumnMode,
    positionToolbarDropZone: 'top', // where a header can be dropped to group by its column (the default)
    initialState: {density: 'compact', grouping: ['department']}, // starts grouped; visitors can change it
  });

  return (
    <>
      <ToggleButtonGroup
        aria-label="groupedColumnMode"
        exclusive
        size="small"
        sx={{mb: 1, '& .MuiToggleButton-root': {textTransform: 'none', fontFamily: 'monospace'}}}
        value={String(groupedColumnMode)}
        onChange={(_event, value: string | null) => {
          // a click on the pressed button passes null: keep the current mode
          if (value) setGroupedColumnMode(value === 'false' ? false : (value as GroupedColumnMode));
        }}>
        <ToggleButton value="reorder">&apos;reorder&apos;</ToggleButton>
        <ToggleButton value="remove">&apos;remove&apos;</ToggleButton>
        <ToggleButton value="false">false</ToggleButton>
      </ToggleButtonGroup>
      <MaterialReactTable table={table} />
    </>
  );
}
