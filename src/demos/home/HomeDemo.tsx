import React, {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {makeReleases, type Release} from './data';

const rows = makeReleases(12);

/** The home page demo: sorting, filtering, search and pagination, with nothing but columns and data. */
export default function HomeDemo() {
  const columns = useMemo<MRT_ColumnDef<Release>[]>(
    () => [
      {accessorKey: 'name', header: 'Project'},
      {
        accessorKey: 'language',
        header: 'Language',
        filterVariant: 'select',
        filterSelectOptions: ['TypeScript', 'Rust', 'Go', 'Python'],
      },
      {
        accessorKey: 'stars',
        header: 'Stars',
        size: 110,
        Cell: ({cell}) => cell.getValue<number>().toLocaleString('en-US'),
      },
      {accessorKey: 'openIssues', header: 'Open Issues', size: 130},
      {accessorKey: 'updated', header: 'Updated', size: 130},
    ],
    [],
  );
  const data = useMemo(() => rows, []);
  const table = useMaterialReactTable({
    columns,
    data,
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 5}, sorting: [{id: 'stars', desc: true}]},
    enableRowSelection: true,
  });
  return <MaterialReactTable table={table} />;
}
