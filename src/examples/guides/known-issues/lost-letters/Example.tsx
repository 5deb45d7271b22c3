import {memo, startTransition, useMemo, useState} from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {debounce} from '@mui/material/utils';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
} from 'material-react-table';
import {cities, type City} from './data';

/**
 * With the switch on, each new search costs 300 ms to render, in ten parts React can pause between: the work of
 * many rows on a phone. Renders nothing.
 */
const SlowPart = memo(function SlowPart({slow}: {slow: boolean; search: string | undefined}) {
  const end = performance.now() + (slow ? 30 : 0);
  while (performance.now() < end) {
    // as busy as a few rows of a big table
  }
  return null;
});

// the workaround: a search box whose text only you set; it applies the search 250 ms after the last key
function SearchBox({table}: {table: MRT_TableInstance<City>}) {
  const [text, setText] = useState('');
  const applySearch = useMemo(
    () => debounce((value: string) => table.setGlobalFilter(value || undefined), 250),
    [table],
  );

  return (
    <TextField
      size="small"
      placeholder="Search"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        applySearch(event.target.value);
      }}
    />
  );
}

function Cities({ownBox, slow}: {ownBox: boolean; slow: boolean}) {
  const columns = useMemo<MRT_ColumnDef<City>[]>(
    () => [
      {accessorKey: 'name', header: 'City'},
      {accessorKey: 'country', header: 'Country'},
    ],
    [],
  );

  const [globalFilter, setGlobalFilter] = useState<string | undefined>(undefined);
  const table = useMaterialReactTable({
    columns,
    data: cities,
    state: {globalFilter},
    // a slow table keeps typing responsive by rendering each new search in a transition
    onGlobalFilterChange: (updater) =>
      slow ? startTransition(() => setGlobalFilter(updater)) : setGlobalFilter(updater),
    initialState: {showGlobalFilter: true, density: 'compact'},
    // MRT's own box is left out; yours sits in the toolbar
    positionGlobalFilter: ownBox ? 'none' : 'right',
    renderTopToolbarCustomActions: ownBox ? ({table}) => <SearchBox table={table} /> : undefined,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
  });

  return (
    <>
      <MaterialReactTable table={table} />
      {Array.from({length: 10}, (_, part) => (
        <SlowPart key={part} slow={slow} search={globalFilter} />
      ))}
      <Typography data-testid="applied-search" variant="body2" sx={{mt: 1}}>
        Search applied to the rows: {globalFilter ? `"${globalFilter}"` : 'none'}
      </Typography>
    </>
  );
}

export default function Example() {
  const [slow, setSlow] = useState(false);
  const [ownBox, setOwnBox] = useState(false);

  return (
    <>
      <Box sx={{display: 'flex', flexWrap: 'wrap', columnGap: 2, mb: 1}}>
        <FormControlLabel
          control={<Switch checked={slow} onChange={(event) => setSlow(event.target.checked)} />}
          label="Slow table that renders the search in a transition"
        />
        <FormControlLabel
          control={<Switch checked={ownBox} onChange={(event) => setOwnBox(event.target.checked)} />}
          label="Use a search box of your own"
        />
      </Box>
      <Cities key={String(ownBox)} ownBox={ownBox} slow={slow} />
    </>
  );
}
