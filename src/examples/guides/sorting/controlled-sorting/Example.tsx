import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_SortingState,
} from 'material-react-table';
import {books, type Book} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Book>[]>(
    () => [
      {accessorKey: 'title', header: 'Title'},
      {accessorKey: 'genre', header: 'Genre'},
      {accessorKey: 'year', header: 'Year', size: 100},
      {accessorKey: 'rating', header: 'Rating', size: 110},
    ],
    [],
  );

  // the sorting state lives here, so the app can read it, store it or send it to a server
  const [sorting, setSorting] = useState<MRT_SortingState>([{id: 'genre', desc: false}]);

  const table = useMaterialReactTable({
    columns,
    data: books,
    state: {sorting},
    onSortingChange: setSorting,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="sorting-state">
        Sorting:{' '}
        {sorting.length
          ? sorting.map(({id, desc}) => `${id} ${desc ? 'descending' : 'ascending'}`).join(', then ')
          : 'none'}
      </Typography>
    </>
  );
}
