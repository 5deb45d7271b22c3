import {useMemo} from 'react';
import {MaterialReactTable, MRT_ExpandButton, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {data, formatDollars, type Deal} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Deal>[]>(
    () => [
      {accessorKey: 'customer', header: 'Customer', size: 200, enableGrouping: false},
      {accessorKey: 'rep', header: 'Sales Rep', size: 120},
      {accessorKey: 'region', header: 'Region', size: 120},
      {
        accessorKey: 'amount',
        header: 'Amount',
        size: 140,
        enableGrouping: false,
        aggregationFn: 'sum',
        Cell: ({cell}) => formatDollars(cell.getValue<number>()),
        AggregatedCell: ({cell}) => <strong>{formatDollars(cell.getValue<number>())}</strong>,
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (deal) => deal.id,
    enableGrouping: true,
    groupedColumnMode: 'remove', // a grouped column leaves the table: its values live in the group rows
    paginateExpandedRows: false, // pages count groups, so a group is never split across pages
    initialState: {grouping: ['region'], expanded: true, density: 'compact'},
    displayColumnDefOptions: {
      // with 'remove', group rows are drawn by the expand column: replace its cell
      'mrt-row-expand': {
        size: 230,
        Cell: ({row, table}) => {
          if (!row.getIsGrouped()) return null; // plain deal rows need no expand button
          // leaf rows only: with nested groups, getLeafRows() also lists the sub-group rows
          const deals = row.getLeafRows().filter((leaf) => !leaf.getIsGrouped()).length;
          return (
            <Stack direction="row" alignItems="center" gap="0.5rem">
              <MRT_ExpandButton row={row} table={table} />
              <Typography component="span" fontWeight="bold">
                {String(row.groupingValue)}
              </Typography>
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={`${deals} ${deals === 1 ? 'deal' : 'deals'}`}
              />
            </Stack>
          );
        },
      },
    },
    muiTableBodyRowProps: ({row}) => ({
      // tint the group rows so they read as headings
      sx: row.getIsGrouped() ? {'& > td': {backgroundColor: 'action.selected'}} : undefined,
    }),
  });

  return <MaterialReactTable table={table} />;
}
