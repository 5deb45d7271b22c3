import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Book} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Book>[]>(
    () => [
      {accessorKey: 'title', header: 'Title', size: 220},
      {accessorKey: 'author', header: 'Author', filterFn: 'contains'},
      {accessorKey: 'genre', header: 'Genre', filterVariant: 'select'},
      {accessorKey: 'year', header: 'Year', filterVariant: 'range', size: 140},
      {accessorKey: 'pages', header: 'Pages', filterVariant: 'range-slider', size: 140},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    // each header gets a filter button; its filter opens in a popover instead of a row under the headers
    columnFilterDisplayMode: 'popover',
    enableFacetedValues: true, // the genre options and the page bounds come from the rows
    initialState: {pagination: {pageIndex: 0, pageSize: 20}},
  });

  return <MaterialReactTable table={table} />;
}
