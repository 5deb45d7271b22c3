import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFilterFnsState,
  type MRT_ColumnFiltersState,
} from 'material-react-table';
import {employees, type Employee} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      // uses the table's list of modes
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'city', header: 'City'},
      // its own list of modes, for numbers
      {
        accessorKey: 'age',
        header: 'Age',
        size: 110,
        columnFilterModeOptions: ['equals', 'greaterThan', 'lessThan', 'betweenInclusive'],
      },
      // a fixed mode, no mode button
      {
        accessorKey: 'department',
        header: 'Department',
        filterVariant: 'select',
        filterSelectOptions: ['Engineering', 'Finance', 'Sales', 'Support'],
        enableColumnFilterModes: false,
      },
    ],
    [],
  );

  // both states live here: the values typed or picked, and the mode of each column
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  // a controlled columnFilterFns names the mode of every filterable column
  const [columnFilterFns, setColumnFilterFns] = useState<MRT_ColumnFilterFnsState>({
    name: 'startsWith',
    city: 'contains',
    age: 'greaterThan',
    department: 'equals',
  });

  const table = useMaterialReactTable({
    columns,
    data: employees,
    enableColumnFilterModes: true,
    columnFilterModeOptions: ['contains', 'startsWith', 'endsWith', 'equals'],
    state: {columnFilters, columnFilterFns},
    onColumnFiltersChange: setColumnFilters,
    onColumnFilterFnsChange: setColumnFilterFns,
    initialState: {showColumnFilters: true, density: 'compact'},
    enablePagination: false,
    enableBottomToolbar: false,
    enableGlobalFilter: false,
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="filter-state">
        Filters:{' '}
        {columnFilters.length
          ? columnFilters.map(({id, value}) => `${id} ${columnFilterFns[id]} ${JSON.stringify(value)}`).join(', ')
          : 'none'}
      </Typography>
    </>
  );
}
