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

  const [sorting, setSorting] = useState<MRT_SortingState>([]);

  const table = useMaterialReactTable({
    columns,
    data: books,
    state: {sorting},
    onSortingChange: setSorting,
    isMultiSortEvent: () => true, // every header click adds a column, no Shift needed
    maxMultiSortColCount: 2, // a third column pushes out the oldest
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="multi-sort-state">
        Sorting:{' '}
        {sorting.length
          ? sorting.map(({id, desc}) => `${id} ${desc ? 'descending' : 'ascending'}`).join(', then ')
          : 'none'}
      </Typography>
    </>
  );
}
