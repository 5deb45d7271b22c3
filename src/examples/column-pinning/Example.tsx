import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Person} from './makeData';

const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  // more columns than fit on most screens, so the table scrolls sideways
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'id', header: 'No.', size: 90},
      {accessorKey: 'firstName', header: 'First Name', size: 140},
      {accessorKey: 'lastName', header: 'Last Name', size: 140},
      {accessorKey: 'email', header: 'Email', size: 260},
      {accessorKey: 'phone', header: 'Phone', size: 150},
      {accessorKey: 'company', header: 'Company', size: 150},
      {accessorKey: 'jobTitle', header: 'Job Title', size: 150},
      {accessorKey: 'city', header: 'City', size: 130},
      {accessorKey: 'country', header: 'Country', size: 160},
      {accessorKey: 'startDate', header: 'Start Date', size: 140},
      {accessorKey: 'salary', header: 'Salary', size: 130, Cell: ({cell}) => dollars.format(cell.getValue<number>())},
      {accessorKey: 'status', header: 'Status', size: 120},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    // adds Pin to left / Pin to right / Unpin to every column's menu
    enableColumnPinning: true,
    enableRowSelection: true,
    initialState: {
      // the select checkbox and the name stay on the left, the status on the right
      columnPinning: {left: ['mrt-row-select', 'firstName'], right: ['status']},
      density: 'compact',
    },
  });

  return <MaterialReactTable table={table} />;
}
