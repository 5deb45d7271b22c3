import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Person} from './makeData';

export default function Example() {
  // memoize columns so the table does not rebuild them on every render
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'name.firstName', header: 'First Name', size: 150},
      {accessorKey: 'name.lastName', header: 'Last Name', size: 150},
      {accessorKey: 'address', header: 'Address', size: 200},
      {accessorKey: 'city', header: 'City', size: 150},
      {accessorKey: 'state', header: 'State', size: 150},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data, // defined at module level, so it keeps the same reference between renders
  });

  return <MaterialReactTable table={table} />;
}
