import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_SortingState,
} from 'material-react-table';
import Typography from '@mui/material/Typography';
import {QueryClient, QueryClientProvider, keepPreviousData, useInfiniteQuery} from '@tanstack/react-query';
import {fetchEvents, type ActivityEvent} from './eventsApi';

/** How close to the bottom (in px) the visitor scrolls before the next page is requested. */
const FETCH_THRESHOLD_PX = 400;

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

function ActivityTable() {
  const containerRef = useRef<HTMLDivElement>(null);
  // the server sorts and filters the whole log, so the table only keeps the state
  const [sorting, setSorting] = useState<MRT_SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');

  const {data, fetchNextPage, hasNextPage, isError, isFetching, isLoading} = useInfiniteQuery({
    // a new sort or filter is a new list: it starts again from its first page
    queryKey: ['events', sorting, columnFilters, globalFilter],
    queryFn: ({pageParam, signal}) => fetchEvents(pageParam, {sorting, columnFilters, globalFilter}, signal),
    initialPageParam: null as string | null,
    // the server says where the next page starts; null (no more pages) ends the scrolling
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData, // keep the old rows on screen until the new list arrives
  });

  // back to the top of the table when the list changes
  useEffect(() => {
    containerRef.current?.scrollTo({top: 0});
  }, [sorting, columnFilters, globalFilter]);

  // all pages fetched so far, as one list (recomputed only when a page arrives)
  const rows = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const totalRowCount = data?.pages[0]?.meta.totalRowCount ?? 0;

  // asks for the next page once the visitor is near the bottom, and never twice at once
  const fetchMoreOnBottomReached = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container || isFetching || !hasNextPage) return;
      const {scrollHeight, scrollTop, clientHeight} = container;
      if (scrollHeight - scrollTop - clientHeight < FETCH_THRESHOLD_PX) void fetchNextPage();
    },
    [fetchNextPage, hasNextPage, isFetching],
  );

  // a first page too short to scroll would never fire a scroll event: check after every page too
  useEffect(() => {
    fetchMoreOnBottomReached(containerRef.current);
  }, [fetchMoreOnBottomReached]);

  const columns = useMemo<MRT_ColumnDef<ActivityEvent>[]>(
    () => [
      {accessorKey: 'id', header: 'Event', size: 110},
      {
        accessorKey: 'time',
        header: 'Time (UTC)',
        size: 150,
        enableColumnFilter: false, // sortable, but not searched: the server stores ISO text
        Cell: ({cell}) => timeFormat.format(new Date(cell.getValue<string>())),
      },
      {accessorKey: 'actor', header: 'Who', size: 150},
      {accessorKey: 'action', header: 'Did', size: 130},
      {accessorKey: 'target', header: 'What', size: 170},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => row.id,
    enablePagination: false, // the rows grow as the visitor scrolls
    enableRowVirtualization: true, // hundreds of rows stay cheap: only the visible ones are in the page
    // sorting or filtering only the loaded part would mislead: the server does it for the whole log
    manualSorting: true,
    manualFiltering: true,
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onGlobalFilterChange: (value?: string) => setGlobalFilter(value ?? ''),
    muiTableContainerProps: {
      ref: containerRef,
      sx: {maxHeight: '420px'},
      onScroll: (event) => fetchMoreOnBottomReached(event.currentTarget),
    },
    muiToolbarAlertBannerProps: isError ? {color: 'error', children: 'Could not load the log.'} : undefined,
    renderBottomToolbarCustomActions: () => (
      <Typography role="status" variant="body2" sx={{p: 1}}>
        {isLoading ? 'Loading…' : `Fetched ${rows.length} of ${totalRowCount} events`}
      </Typography>
    ),
    rowVirtualizerOptions: {overscan: 8},
    state: {
      columnFilters,
      globalFilter,
      sorting,
      isLoading,
      showAlertBanner: isError,
      showProgressBars: isFetching,
    },
  });

  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ActivityTable />
    </QueryClientProvider>
  );
}
