import {useMemo, useState} from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {members, type Member} from './data';

type LayoutMode = 'semantic' | 'grid';

// one CSS width for a column's header and body cells; a small size lets it shrink
function share(width: string): Partial<MRT_ColumnDef<Member>> {
  // border-box keeps the cell padding inside the percentage in the grid layout
  const props = {sx: {width, boxSizing: 'border-box'}} as const;
  return {size: 40, muiTableHeadCellProps: props, muiTableBodyCellProps: props};
}

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', ...share('50%')},
      {accessorKey: 'role', header: 'Role', ...share('25%')},
      {accessorKey: 'city', header: 'City', ...share('25%')},
    ],
    [],
  );

  const [layoutMode, setLayoutMode] = useState<LayoutMode>('semantic');

  const table = useMaterialReactTable({
    columns,
    data: members,
    layoutMode,
    enableColumnActions: false,
    enableSorting: false,
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
      </ToggleButtonGroup>
      <MaterialReactTable table={table} />
    </>
  );
}
