import {useMemo} from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  MRT_GlobalFilterTextField,
  MRT_TableContainer,
  MRT_TablePagination,
  MRT_ToggleFiltersButton,
  MRT_ToolbarAlertBanner,
  useMaterialReactTable,
  type MRT_ColumnDef,
} from 'material-react-table';
import {cities, type City} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<City>[]>(
    () => [
      {accessorKey: 'name', header: 'City'},
      {accessorKey: 'country', header: 'Country'},
      {accessorKey: 'population', header: 'Population (k)', size: 130},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: cities,
    enableRowSelection: true,
    initialState: {
      density: 'compact',
      pagination: {pageIndex: 0, pageSize: 5},
      // the search field only renders while showGlobalFilter is true, and nothing here toggles it
      showGlobalFilter: true,
    },
  });

  // MRT's parts, placed by the page instead of MRT's toolbars; they all read and set the same table
  return (
    <Paper variant="outlined" sx={{overflow: 'hidden'}}>
      <Box
        sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 1}}>
        <Typography component="h3" variant="h6" sx={{mr: 'auto'}}>
          Cities
        </Typography>
        <MRT_GlobalFilterTextField table={table} />
        <MRT_ToggleFiltersButton table={table} />
      </Box>
      <MRT_ToolbarAlertBanner table={table} />
      <MRT_TableContainer table={table} />
      <Box sx={{display: 'flex', justifyContent: 'flex-end'}}>
        <MRT_TablePagination table={table} />
      </Box>
    </Paper>
  );
}
