import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import Box from '@mui/material/Box';
import {data, MONTHS, totalSales, type SalesRep} from './makeData';
import {SalesChart} from './SalesChart';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<SalesRep>[]>(
    () => [
      {accessorKey: 'name', header: 'Sales Rep'},
      {accessorKey: 'region', header: 'Region'},
      {
        id: 'startMonth',
        accessorFn: (row) => MONTHS[row.startMonth],
        header: 'Started',
        sortingFn: (a, b) => a.original.startMonth - b.original.startMonth,
      },
      {
        id: 'total',
        accessorFn: totalSales,
        header: 'Total (k$)',
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    // lets the panel size itself to the scroll container's visible width (`cqw` units below)
    muiTableContainerProps: {sx: {containerType: 'inline-size'}},
    // the panel is mounted only while its row is expanded, so each chart is drawn on demand
    renderDetailPanel: ({row}) => (
      // as wide as the visible table, and kept in view when a narrow screen scrolls the table sideways
      <Box sx={{position: 'sticky', left: 16, width: 'calc(100cqw - 32px)'}}>
        <SalesChart rep={row.original} />
      </Box>
    ),
  });

  return <MaterialReactTable table={table} />;
}
