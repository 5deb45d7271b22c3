import React, {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {people, type Person} from './data';

/** The table the Usage page builds step by step. */
export default function FirstTable() {
  // 1. data: memoized (or defined outside the component) so it keeps its identity across renders
  const data = useMemo(() => people, []);

  // 2. columns: also memoized; accessorKey is type-checked against Person
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name'},
      {accessorKey: 'lastName', header: 'Last Name'},
      {accessorKey: 'email', header: 'Email', size: 260},
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'age', header: 'Age', size: 90},
    ],
    [],
  );

  // 3. the table instance: options in, a fully wired table out
  const table = useMaterialReactTable({columns, data});

  // 4. render it
  return <MaterialReactTable table={table} />;
}
