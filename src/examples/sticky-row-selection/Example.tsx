import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Person} from './makeData';

const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'id', header: 'No.', size: 80},
      {accessorFn: (row) => `${row.firstName} ${row.lastName}`, id: 'name', header: 'Name', size: 180},
      {accessorKey: 'jobTitle', header: 'Job Title', size: 140},
      {accessorKey: 'salary', header: 'Salary', size: 130, Cell: ({cell}) => dollars.format(cell.getValue<number>())},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    enableRowSelection: true,
    // selecting a row pins it; 'select-sticky' keeps it in place and sticks it to the
    // top or bottom edge while the rest scrolls (no pin buttons are shown)
    enableRowPinning: true,
    rowPinningDisplayMode: 'select-sticky',
    enablePagination: false,
    enableStickyHeader: true,
    muiTableContainerProps: {sx: {maxHeight: '400px'}},
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
