import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_GroupingState,
} from 'material-react-table';
import {sales, type Sale} from './data';

const money = (value: number) =>
  value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Sale>[]>(
    () => [
      {accessorKey: 'region', header: 'Region'},
      {accessorKey: 'rep', header: 'Sales Rep', enableGrouping: false},
      {
        accessorKey: 'deals',
        header: 'Deals',
        enableGrouping: false,
        aggregationFn: 'mean',
        // an aggregated cell shows nothing unless the column renders it
        AggregatedCell: ({cell}) => `Avg ${cell.getValue<number>().toFixed(1)}`,
      },
      {
        accessorKey: 'revenue',
        header: 'Revenue',
        enableGrouping: false,
        aggregationFn: 'sum',
        AggregatedCell: ({cell}) => money(cell.getValue<number>()),
        Cell: ({cell}) => money(cell.getValue<number>()),
        // the footer adds up every row that passed the filters, whatever the grouping
        Footer: ({table}) =>
          `Total ${money(table.getFilteredRowModel().rows.reduce((sum, row) => sum + row.original.revenue, 0))}`,
      },
    ],
    [],
  );

  // aggregation runs only on grouped rows, so the grouping state decides what gets summed
  const [grouping, setGrouping] = useState<MRT_GroupingState>(['region']);

  const table = useMaterialReactTable({
    columns,
    data: sales,
    enableGrouping: true,
    state: {grouping},
    onGroupingChange: setGrouping,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="grouping-state">
        Grouping: {grouping.length ? grouping.join(', then ') : 'none'}
      </Typography>
    </>
  );
}
