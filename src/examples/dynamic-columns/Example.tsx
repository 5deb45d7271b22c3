import {useEffect, useMemo, useState} from 'react';
import {
  getDefaultColumnOrderIds,
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_SortingState,
} from 'material-react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {keepPreviousData, QueryClient, QueryClientProvider, useQuery} from '@tanstack/react-query';
import {fetchSalesColumns, fetchSalesRows, type Period, type SalesColumn, type SalesRow} from './salesApi';

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
const NO_COLUMNS: SalesColumn[] = [];
const NO_ROWS: SalesRow[] = [];
const PERIODS: Array<{value: Period; label: string}> = [
  {value: 'quarter', label: 'Quarters'},
  {value: 'month', label: 'Months'},
];

/** Turns the server's column list into MRT column definitions, plus a Total column computed here. */
function toColumnDefs(serverColumns: SalesColumn[]): MRT_ColumnDef<SalesRow>[] {
  const figures = serverColumns.filter((column) => column.type === 'currency');
  const defs = serverColumns.map((column): MRT_ColumnDef<SalesRow> =>
    column.type === 'currency'
      ? {
          accessorKey: column.id,
          header: column.header,
          size: 120,
          Cell: ({cell}) => money.format(cell.getValue<number>()),
          muiTableBodyCellProps: {align: 'right'},
        }
      : {accessorKey: column.id, header: column.header, size: 130},
  );
  if (figures.length === 0) return defs;
  return [
    ...defs,
    {
      id: 'total',
      header: 'Total',
      size: 130,
      accessorFn: (row) => figures.reduce((sum, column) => sum + Number(row[column.id] ?? 0), 0),
      Cell: ({cell}) => <strong>{money.format(cell.getValue<number>())}</strong>,
      muiTableBodyCellProps: {align: 'right'},
    },
  ];
}

function SalesTable() {
  const [period, setPeriod] = useState<Period>('quarter');
  const [sorting, setSorting] = useState<MRT_SortingState>([]);

  // the column list and the rows are two requests, made together: the table switches to a new
  // period only when both answers are in, so it never shows new columns over old rows
  const {data, isError, isFetching, isPending} = useQuery({
    queryKey: ['sales-report', period],
    queryFn: async ({signal}) => {
      const [serverColumns, rows] = await Promise.all([
        fetchSalesColumns(period, signal),
        fetchSalesRows(period, signal),
      ]);
      return {serverColumns, rows};
    },
    placeholderData: keepPreviousData, // keep the last report on screen while the next one loads
  });

  // memoized on the fetched list: new definitions only when the server sent a new list
  const serverColumns = data?.serverColumns ?? NO_COLUMNS;
  const columns = useMemo(() => toColumnDefs(serverColumns), [serverColumns]);

  const changePeriod = (next: Period) => {
    setPeriod(next);
    // a sort on a column the new period does not have would point at nothing
    setSorting((current) => current.filter(({id}) => id === 'region' || id === 'total'));
  };

  const table = useMaterialReactTable({
    columns,
    data: data?.rows ?? NO_ROWS,
    getRowId: (row) => String(row.region),
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnOrdering: true,
    // with pagination off, pageSize only sets the skeleton rows shown while loading: one per region that arrives
    initialState: {density: 'compact', columnPinning: {left: ['region']}, pagination: {pageIndex: 0, pageSize: 8}},
    onSortingChange: setSorting,
    renderTopToolbarCustomActions: () => (
      // two toggle buttons: the pressed one is the period shown
      <Box role="group" aria-label="Period" sx={{display: 'flex', gap: 1}}>
        {PERIODS.map(({value, label}) => (
          <Button
            key={value}
            size="small"
            variant={period === value ? 'contained' : 'outlined'}
            aria-pressed={period === value}
            onClick={() => changePeriod(value)}>
            {label}
          </Button>
        ))}
      </Box>
    ),
    muiToolbarAlertBannerProps: isError ? {color: 'error', children: 'Could not load the report.'} : undefined,
    state: {
      sorting,
      isLoading: isPending,
      showAlertBanner: isError,
      showProgressBars: isFetching,
    },
  });

  // a new column list starts from the server's order; on its own, MRT would keep the previous
  // report's order first and append the new columns after it
  useEffect(() => {
    table.setColumnOrder(getDefaultColumnOrderIds(table.options, true));
  }, [columns, table]);

  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SalesTable />
    </QueryClientProvider>
  );
}
