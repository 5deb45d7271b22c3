import {useEffect, useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_SortingState,
} from 'material-react-table';
import {cities, type City} from './data';
import {defaultState, loadState, saveState} from './storage';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<City>[]>(
    () => [
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'country', header: 'Country'},
      {accessorKey: 'continent', header: 'Continent'},
      {accessorKey: 'population', header: 'Population (k)', size: 120},
    ],
    [],
  );

  // the first render uses the defaults on the server and in the browser alike, so hydration matches
  const [sorting, setSorting] = useState<MRT_SortingState>(defaultState.sorting);
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>(defaultState.columnFilters);
  const [globalFilter, setGlobalFilter] = useState(defaultState.globalFilter);
  const [pagination, setPagination] = useState<MRT_PaginationState>(defaultState.pagination);
  const [restored, setRestored] = useState(false);

  // after mount: read what the last visit saved (localStorage exists only in the browser)
  useEffect(() => {
    const saved = loadState();
    setSorting(saved.sorting);
    setColumnFilters(saved.columnFilters);
    setGlobalFilter(saved.globalFilter);
    setPagination(saved.pagination);
    setRestored(true);
  }, []);

  // save on every change, but only once the saved state has been read, so the defaults never overwrite it
  useEffect(() => {
    if (restored) saveState({sorting, columnFilters, globalFilter, pagination});
  }, [restored, sorting, columnFilters, globalFilter, pagination]);

  const firstPage = () => setPagination((current) => ({...current, pageIndex: 0}));

  const table = useMaterialReactTable({
    columns,
    data: cities,
    state: {sorting, columnFilters, globalFilter, pagination},
    onSortingChange: (updater) => {
      setSorting(updater);
      firstPage();
    },
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      firstPage();
    },
    // MRT passes the typed text, or undefined once the search box is cleared
    onGlobalFilterChange: (value: string | undefined) => {
      setGlobalFilter(value ?? '');
      firstPage();
    },
    onPaginationChange: setPagination,
    // TanStack Table goes back to page 1 whenever the sorted or filtered rows change, which would also undo a
    // restored page; here only the user's own sorting and filtering go back to page 1 (the handlers above)
    autoResetPageIndex: false,
    // with ranked results on (the default), MRT clears the sorting while a search is typed and puts the last
    // sorting back on mount and when the search is cleared, which would overwrite the restored sorting
    enableGlobalFilterRankedResults: false,
    initialState: {density: 'compact', showGlobalFilter: true},
  });

  const sortText = sorting.length
    ? sorting.map(({id, desc}) => `${id} ${desc ? 'descending' : 'ascending'}`).join(', ')
    : 'none';
  const filterText = [
    ...columnFilters.map(({id, value}) => `${id} "${String(value)}"`),
    ...(globalFilter ? [`search "${globalFilter}"`] : []),
  ].join(', ');

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="table-state">
        Sorting: {sortText} · Filters: {filterText || 'none'} · Page: {pagination.pageIndex + 1}
      </Typography>
    </>
  );
}
