import {useEffect, useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_SortingState,
} from 'material-react-table';
import {fetchPeople, type Person} from './peopleApi';

export default function Example() {
  // the table state the server needs, owned here so a change can trigger a fetch
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<MRT_SortingState>([]);
  const [pagination, setPagination] = useState<MRT_PaginationState>({pageIndex: 0, pageSize: 10});

  // what the server answered
  const [data, setData] = useState<Person[]>([]);
  const [rowCount, setRowCount] = useState(0);
  const [isError, setIsError] = useState(false);
  const [isLoading, setIsLoading] = useState(true); // no rows yet: skeletons
  const [isRefetching, setIsRefetching] = useState(false); // rows shown, newer ones coming: progress bar

  useEffect(() => {
    // a newer request replaces an older one: abort it so its answer never lands
    const controller = new AbortController();
    setIsRefetching(true);
    fetchPeople({pagination, sorting, columnFilters, globalFilter}, controller.signal)
      .then((page) => {
        setData(page.data);
        setRowCount(page.meta.totalRowCount);
        setIsError(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(error);
        setIsError(true);
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        setIsLoading(false);
        setIsRefetching(false);
      });
    return () => controller.abort();
  }, [pagination, sorting, columnFilters, globalFilter]);

  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name', size: 130},
      {accessorKey: 'lastName', header: 'Last Name', size: 130},
      {accessorKey: 'email', header: 'Email', size: 240},
      {accessorKey: 'city', header: 'City', size: 130},
      {accessorKey: 'state', header: 'State', size: 150},
      {
        accessorKey: 'salary',
        header: 'Salary',
        size: 120,
        Cell: ({cell}) =>
          cell
            .getValue<number>()
            .toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0}),
      },
    ],
    [],
  );

  // a new filter or sort order starts again from the first page (with manualPagination the table does not reset it)
  const toFirstPage = () => setPagination((current) => ({...current, pageIndex: 0}));

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    // the server pages, sorts and filters; the table only shows what it gets
    manualFiltering: true,
    manualPagination: true,
    manualSorting: true,
    rowCount, // the total behind all pages, for "1–10 of 1,000" and the next-page button
    enableFilterMatchHighlighting: false, // the server's matching rule, not the table's, decides what matched
    initialState: {showColumnFilters: true},
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
    muiToolbarAlertBannerProps: isError ? {color: 'error', children: 'Could not load the data.'} : undefined,
    state: {
      columnFilters,
      globalFilter,
      isLoading,
      pagination,
      showAlertBanner: isError,
      showProgressBars: isRefetching,
      sorting,
    },
  });

  return <MaterialReactTable table={table} />;
}
