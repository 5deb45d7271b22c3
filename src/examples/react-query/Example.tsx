import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_SortingState,
} from 'material-react-table';
import Button from '@mui/material/Button';
import {keepPreviousData, QueryClient, QueryClientProvider, useQuery} from '@tanstack/react-query';
import {fetchPeople, type Person} from './peopleApi';

// a stable empty list until the first page arrives (a new [] each render would rebuild the rows)
const NO_ROWS: Person[] = [];

function PeopleTable() {
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<MRT_SortingState>([]);
  const [pagination, setPagination] = useState<MRT_PaginationState>({pageIndex: 0, pageSize: 10});

  const query = {pagination, sorting, columnFilters, globalFilter};
  const {data, isError, isFetching, isLoading, refetch} = useQuery({
    // every piece of state the server reads is part of the key: a change is a new query
    queryKey: ['people', query],
    queryFn: ({signal}) => fetchPeople(query, signal),
    // keep showing the last page while the next one loads, instead of falling back to skeletons
    placeholderData: keepPreviousData,
    staleTime: 30_000, // a page seen in the last 30 s is shown from the cache without a request
  });

  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 130},
      {accessorKey: 'lastName', header: 'Last Name', size: 130},
      {accessorKey: 'jobTitle', header: 'Job Title', size: 140},
      {accessorKey: 'city', header: 'City', size: 130},
      {accessorKey: 'state', header: 'State', size: 150},
    ],
    [],
  );

  // a new filter or sort order starts again from the first page (with manualPagination the table does not reset it)
  const toFirstPage = () => setPagination((current) => ({...current, pageIndex: 0}));

  const table = useMaterialReactTable({
    columns,
    data: data?.data ?? NO_ROWS,
    getRowId: (row) => row.id,
    manualFiltering: true,
    manualPagination: true,
    manualSorting: true,
    rowCount: data?.meta.totalRowCount ?? 0,
    enableFilterMatchHighlighting: false,
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      toFirstPage();
    },
    onGlobalFilterChange: (value: string | undefined) => {
      setGlobalFilter(value ?? '');
      toFirstPage();
    },
    onPaginationChange: setPagination,
    onSortingChange: (updater) => {
      setSorting(updater);
      toFirstPage();
    },
    renderTopToolbarCustomActions: () => (
      <Button variant="outlined" onClick={() => refetch()}>
        Refresh
      </Button>
    ),
    muiToolbarAlertBannerProps: isError ? {color: 'error', children: 'Could not load the data.'} : undefined,
    state: {
      columnFilters,
      globalFilter,
      isLoading, // true only before the very first answer
      pagination,
      showAlertBanner: isError,
      showProgressBars: isFetching, // any request in flight, including page changes and refreshes
      sorting,
    },
  });

  return <MaterialReactTable table={table} />;
}

// react-query needs a QueryClient above every component that calls useQuery;
// in an app this provider usually wraps the whole app once
export default function Example() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <PeopleTable />
    </QueryClientProvider>
  );
}
