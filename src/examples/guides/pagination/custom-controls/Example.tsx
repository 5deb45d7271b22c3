import {useMemo} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {stations, type Station} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Station>[]>(
    () => [
      {accessorKey: 'code', header: 'Code', size: 90},
      {accessorKey: 'name', header: 'Station'},
      {accessorKey: 'line', header: 'Line', size: 110},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: stations,
    paginationDisplayMode: 'custom', // MRT keeps only its rows-per-page selector
    muiPaginationProps: {rowsPerPageOptions: [5, 10, 20]},
    // the page controls are ours, driven by the table instance
    renderBottomToolbarCustomActions: ({table}) => {
      const {pageIndex} = table.getState().pagination;
      return (
        <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
          <Button size="small" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
            Earlier
          </Button>
          <Typography variant="body2" data-testid="page-label">
            Page {pageIndex + 1} of {table.getPageCount()}
          </Typography>
          <Button size="small" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            Later
          </Button>
        </Box>
      );
    },
    enableColumnActions: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 5}},
  });

  return <MaterialReactTable table={table} />;
}
