import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_TableState} from 'material-react-table';

interface City {
  city: string;
  country: string;
}

const cities: City[] = [
  {city: 'Lisbon', country: 'Portugal'},
  {city: 'Lyon', country: 'France'},
  {city: 'Bergen', country: 'Norway'},
  {city: 'Ghent', country: 'Belgium'},
];

type Part = 'showSkeletons' | 'showLoadingOverlay' | 'showProgressBars';
const parts: Part[] = ['showSkeletons', 'showLoadingOverlay', 'showProgressBars'];

export default function Example() {
  const [on, setOn] = useState<Part[]>([]);
  const [customOverlay, setCustomOverlay] = useState(false);

  const columns = useMemo<MRT_ColumnDef<City>[]>(
    () => [
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'country', header: 'Country'},
    ],
    [],
  );

  // a part that is off is undefined, not false: false would also hide what isLoading or isSaving show
  const state: Partial<MRT_TableState<City>> = {};
  for (const part of parts) state[part] = on.includes(part) || undefined;

  const toggle = (part: Part) =>
    setOn((current) => (current.includes(part) ? current.filter((p) => p !== part) : [...current, part]));

  const table = useMaterialReactTable({
    columns,
    data: cities,
    state,
    enablePagination: false,
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    initialState: {density: 'compact'},
    // Component replaces the spinner; the cover over the rows stays
    muiCircularProgressProps: customOverlay
      ? {Component: <Typography sx={{fontWeight: 600}}>Loading cities…</Typography>}
      : undefined,
    renderTopToolbarCustomActions: () => (
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1}}>
        {parts.map((part) => (
          <Button
            key={part}
            size="small"
            aria-pressed={on.includes(part)}
            variant={on.includes(part) ? 'contained' : 'outlined'}
            onClick={() => toggle(part)}
            sx={{textTransform: 'none'}}>
            {part}
          </Button>
        ))}
        <Button
          size="small"
          aria-pressed={customOverlay}
          variant={customOverlay ? 'contained' : 'outlined'}
          onClick={() => setCustomOverlay((value) => !value)}
          sx={{textTransform: 'none'}}>
          Custom overlay
        </Button>
      </Box>
    ),
  });

  return <MaterialReactTable table={table} />;
}
