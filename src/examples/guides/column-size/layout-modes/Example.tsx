import {useMemo, useState} from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {members, type Member} from './data';

type LayoutMode = 'semantic' | 'grid' | 'grid-no-grow';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      // grow: false keeps this column at its size in the 'grid' layout too
      {accessorKey: 'id', header: 'ID', size: 70, grow: false},
      // no size: the default column size (180) applies
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'role', header: 'Role', size: 140},
      {accessorKey: 'email', header: 'Email', size: 260},
    ],
    [],
  );

  const [layoutMode, setLayoutMode] = useState<LayoutMode>('semantic');

  const table = useMaterialReactTable({
    columns,
    data: members,
    layoutMode,
    enableColumnActions: false,
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <ToggleButtonGroup
        aria-label="Layout mode"
        exclusive
        size="small"
        sx={{mb: 1, '& .MuiToggleButton-root': {textTransform: 'none'}}}
        value={layoutMode}
        onChange={(_event, value: LayoutMode | null) => {
          // a click on the pressed button passes null: keep the current mode
          if (value) setLayoutMode(value);
        }}>
        <ToggleButton value="semantic">semantic</ToggleButton>
        <ToggleButton value="grid">grid</ToggleButton>
        <ToggleButton value="grid-no-grow">grid-no-grow</ToggleButton>
      </ToggleButtonGroup>
      <MaterialReactTable table={table} />
    </>
  );
}
