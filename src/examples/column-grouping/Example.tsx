import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Employee} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 130, enableGrouping: false}, // unique values: grouping by them is pointless
      {accessorKey: 'lastName', header: 'Last Name', size: 130, enableGrouping: false},
      {accessorKey: 'department', header: 'Department', size: 150},
      {accessorKey: 'city', header: 'City', size: 120},
      {accessorKey: 'age', header: 'Age', size: 90},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    enableGrouping: true, // "Group by" in column menus, drag handles, and a drop zone above the table
    positionToolbarDropZone: 'top', // where a header can be dropped to group by its column (the default)
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
