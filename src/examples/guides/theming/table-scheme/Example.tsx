import {useCallback, useMemo, useState} from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {createTheme, ThemeProvider, type Theme} from '@mui/material/styles';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {stations, type Station} from './data';

type Scheme = 'page' | 'light' | 'dark';

// themes without CSS variables: the table's parts take their colours from these palettes
const tableThemes = {
  light: createTheme({palette: {mode: 'light'}}),
  dark: createTheme({palette: {mode: 'dark'}}),
};

// the hook runs inside the ThemeProvider below, so MRT's own colours come from the table's theme too
function StationsTable() {
  const columns = useMemo<MRT_ColumnDef<Station>[]>(
    () => [
      {accessorKey: 'name', header: 'Station'},
      {accessorKey: 'line', header: 'Line', size: 100},
      {accessorKey: 'opened', header: 'Opened', size: 100},
      {accessorKey: 'riders', header: 'Riders a day', size: 120},
    ],
    [],
  );
  const table = useMaterialReactTable({
    columns,
    data: stations,
    getRowId: (station) => station.id,
    enableRowSelection: true,
    enablePagination: false,
    enableBottomToolbar: false,
    initialState: {density: 'compact'},
  });
  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [scheme, setScheme] = useState<Scheme>('page');
  // a function of the page's theme: unchanged for 'page', else the table's own
  const theme = useCallback((page: Theme) => (scheme === 'page' ? page : tableThemes[scheme]), [scheme]);
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={scheme}
        onChange={(_event, value: Scheme | null) => value && setScheme(value)}
        aria-label="Table colour scheme"
        sx={{mb: 1}}>
        <ToggleButton value="page">Page</ToggleButton>
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <StationsTable />
      </ThemeProvider>
    </>
  );
}
