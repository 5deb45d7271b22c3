import {useMemo} from 'react';
import Box from '@mui/material/Box';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {employees, formatSalary, type Employee} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {
        // a computed value: accessorFn needs an id (MRT falls back to the header text without one)
        id: 'fullName',
        accessorFn: (row) => `${row.name.first} ${row.name.last}`,
        header: 'Name',
      },
      // a dot path reads a nested property; the column id stays 'address.city'
      {accessorKey: 'address.city', header: 'City'},
      {accessorKey: 'address.country', header: 'Country'},
      {
        accessorKey: 'salary',
        header: 'Salary',
        // Cell only changes what is shown: sorting and filtering still use the number
        Cell: ({cell}) => formatSalary(cell.getValue<number>()),
        // Footer receives the column, its footer header and the table: this total follows the filters
        Footer: ({table}) => {
          const total = table.getFilteredRowModel().rows.reduce((sum, row) => sum + row.getValue<number>('salary'), 0);
          return (
            <Box component="span" data-testid="salary-total">
              Total: {formatSalary(total)}
            </Box>
          );
        },
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: employees,
    enablePagination: false,
    enableBottomToolbar: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
