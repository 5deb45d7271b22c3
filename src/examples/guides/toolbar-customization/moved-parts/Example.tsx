import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {books, type Book} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Book>[]>(
    () => [
      {accessorKey: 'title', header: 'Title'},
      {accessorKey: 'author', header: 'Author', size: 130},
      {accessorKey: 'year', header: 'Year', size: 90},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: books,
    enableRowSelection: true,
    getRowId: (row) => row.isbn,
    positionGlobalFilter: 'left', // the search field on the left of the top toolbar
    positionPagination: 'top', // the page controls above the table
    positionToolbarAlertBanner: 'head-overlay', // the "n of 12 row(s) selected" banner covers the header row
    enableBottomToolbar: false, // nothing left in it
    enableColumnFilters: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact', showGlobalFilter: true, pagination: {pageIndex: 0, pageSize: 5}},
  });

  return <MaterialReactTable table={table} />;
}
