import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnPinningState,
} from 'material-react-table';
import {employees, type Employee} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', size: 170},
      // this column's menu offers no pinning items
      {accessorKey: 'email', header: 'Email', size: 250, enablePinning: false},
      {accessorKey: 'department', header: 'Department', size: 160},
      {accessorKey: 'title', header: 'Title', size: 220},
      {accessorKey: 'city', header: 'City', size: 130},
      {accessorKey: 'country', header: 'Country', size: 140},
      {accessorKey: 'startYear', header: 'Start Year', size: 130},
      {
        accessorKey: 'salary',
        header: 'Salary',
        size: 130,
        Cell: ({cell}) =>
          cell
            .getValue<number>()
            .toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0}),
      },
    ],
    [],
  );

  // the pinning state lives here: the row-number column and Name on the left, Salary on the right
  const [columnPinning, setColumnPinning] = useState<MRT_ColumnPinningState>({
    left: ['mrt-row-numbers', 'name'],
    right: ['salary'],
  });

  const table = useMaterialReactTable({
    columns,
    data: employees,
    enableColumnPinning: true,
    enableRowNumbers: true,
    // sticky offsets add up the pinned columns' sizes: the row-number column's default 50 px is narrower than
    // its header renders, so give it a size that fits, or Name would shift as it starts to stick
    displayColumnDefOptions: {'mrt-row-numbers': {size: 60}},
    state: {columnPinning},
    onColumnPinningChange: setColumnPinning,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="pinning-state">
        Left: {columnPinning.left?.length ? columnPinning.left.join(', ') : 'none'}; right:{' '}
        {columnPinning.right?.length ? columnPinning.right.join(', ') : 'none'}
      </Typography>
    </>
  );
}
