import {useMemo, useRef, useState} from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_Localization,
} from 'material-react-table';
import {directionOf, loadLocale, localeCodes, nativeName} from './locales';
import {sales, type Sale} from './data';

// one formatter per language and style, made once: Intl.NumberFormat is costly to create for every cell
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: string, style: 'decimal' | 'currency'): Intl.NumberFormat {
  const key = `${language} ${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, style === 'currency' ? {style, currency: 'EUR'} : {style});
    formatters.set(key, format);
  }
  return format;
}

export default function Example() {
  const [code, setCode] = useState('en');
  // undefined until a locale is loaded: MRT then uses its built-in English
  const [localization, setLocalization] = useState<MRT_Localization>();
  const [error, setError] = useState<string>();
  const latest = useRef(code);

  const chooseLocale = (next: string) => {
    latest.current = next;
    setCode(next);
    setError(undefined);
    loadLocale(next).then(
      (loaded) => {
        // a slower download of an earlier choice must not replace the latest one
        if (latest.current === next) setLocalization(loaded);
      },
      (reason: unknown) => setError(`Could not load the "${next}" locale: ${String(reason)}`),
    );
  };

  const columns = useMemo<MRT_ColumnDef<Sale>[]>(
    () => [
      {accessorKey: 'product', header: 'Product'},
      {accessorKey: 'city', header: 'City'},
      {
        accessorKey: 'units',
        header: 'Units',
        size: 110,
        // MRT prints cell values as they are: numbers are formatted here, in the table's language
        Cell: ({cell, table}) =>
          formatter(table.options.localization.language, 'decimal').format(cell.getValue<number>()),
      },
      {
        accessorKey: 'revenue',
        header: 'Revenue',
        size: 140,
        Cell: ({cell, table}) =>
          formatter(table.options.localization.language, 'currency').format(cell.getValue<number>()),
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: sales,
    localization,
    enableColumnFilters: false,
    initialState: {density: 'compact', showGlobalFilter: true},
  });

  const direction = directionOf(localization?.language ?? 'en');

  return (
    <>
      <TextField
        select
        size="small"
        label="Table language"
        value={code}
        onChange={(event) => chooseLocale(event.target.value)}
        sx={{mb: 2, minWidth: 260}}
        helperText={`${localeCodes.length} locales ship with material-react-table`}>
        {localeCodes.map((locale) => (
          <MenuItem key={locale} value={locale} lang={locale}>
            {nativeName(locale)} ({locale})
          </MenuItem>
        ))}
      </TextField>
      {error && (
        <Typography role="alert" color="error" sx={{mb: 2}}>
          {error}
        </Typography>
      )}
      {/* a right-to-left language needs both: the theme's direction (read by MRT and MUI) and the dir attribute (read by the browser) */}
      <ThemeProvider theme={(theme: Theme) => ({...theme, direction})}>
        <Box dir={direction} lang={localization?.language ?? 'en'} data-testid="locale-table">
          <MaterialReactTable table={table} />
        </Box>
      </ThemeProvider>
    </>
  );
}
