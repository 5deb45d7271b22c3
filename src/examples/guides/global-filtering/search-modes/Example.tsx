import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_SortingState,
} from 'material-react-table';
import {employees, type Employee} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'role', header: 'Role'},
      {accessorKey: 'city', header: 'City'},
      // shown, sortable, filterable by its own column filter, but never searched by the search box
      {accessorKey: 'employeeId', header: 'Employee ID', enableGlobalFilter: false},
    ],
    [],
  );

  // the search text and the sort live here, so the app can read them (or send them to a server)
  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<MRT_SortingState>([{id: 'name', desc: false}]);

  const table = useMaterialReactTable({
    columns,
    data: employees,
    state: {globalFilter, sorting},
    onGlobalFilterChange: (value: string | undefined) => setGlobalFilter(value ?? ''),
    onSortingChange: setSorting,
    enableGlobalFilterModes: true, // a button in the search box opens the mode menu
    globalFilterModeOptions: ['fuzzy', 'contains', 'startsWith'],
    enableColumnFilters: false,
    enablePagination: false,
    enableBottomToolbar: false,
    initialState: {density: 'compact', showGlobalFilter: true},
  });

  // the mode stays the table's own state: read it, but let the table's menu change it
  const mode = table.getState().globalFilterFn;

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="search-state">
        Search: {globalFilter ? `"${globalFilter}"` : 'none'} · Mode: {String(mode)} · Sorting:{' '}
        {sorting.length
          ? sorting.map(({id, desc}) => `${id} ${desc ? 'descending' : 'ascending'}`).join(', then ')
          : 'none'}
      </Typography>
    </>
  );
}
