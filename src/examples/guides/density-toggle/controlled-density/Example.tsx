import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_DensityState,
} from 'material-react-table';
import {employees, type Employee} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'role', header: 'Role'},
      {accessorKey: 'office', header: 'Office'},
      {accessorKey: 'started', header: 'Started', size: 100},
    ],
    [],
  );

  // the density lives here, so the app can read it, store it or change it from its own controls
  const [density, setDensity] = useState<MRT_DensityState>('comfortable');

  const table = useMaterialReactTable({
    columns,
    data: employees,
    state: {density},
    onDensityChange: setDensity,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableHiding: false,
    enableFullScreenToggle: false,
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="density-state">
        Density: {density}
      </Typography>
    </>
  );
}
