import {useMemo, useState} from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {players, type Player} from './data';

type LayoutMode = 'semantic' | 'grid' | 'grid-no-grow';

export default function Example() {
  const [layoutMode, setLayoutMode] = useState<LayoutMode>('semantic');

  const columns = useMemo<MRT_ColumnDef<Player>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', size: 180},
      {accessorKey: 'team', header: 'Team', size: 120},
      {accessorKey: 'points', header: 'Points', size: 120},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: players,
    layoutMode, // how the columns share the table's width
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    initialState: {density: 'compact'},
    renderTopToolbarCustomActions: () => (
      <ToggleButtonGroup
        exclusive
        size="small"
        value={layoutMode}
        aria-label="Layout mode"
        onChange={(_event, value: LayoutMode | null) => value && setLayoutMode(value)}>
        <ToggleButton value="semantic">semantic</ToggleButton>
        <ToggleButton value="grid">grid</ToggleButton>
        <ToggleButton value="grid-no-grow">grid-no-grow</ToggleButton>
      </ToggleButtonGroup>
    ),
  });

  return <MaterialReactTable table={table} />;
}
