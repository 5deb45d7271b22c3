import {useMemo, useState} from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {runners, type Runner} from './data';

type Numbering = 'static' | 'original';

export default function Example() {
  const [numbering, setNumbering] = useState<Numbering>('static');

  const columns = useMemo<MRT_ColumnDef<Runner>[]>(
    () => [
      {accessorKey: 'name', header: 'Runner'},
      {accessorKey: 'club', header: 'Club'},
      {accessorKey: 'time', header: 'Time', size: 100},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: runners,
    enableRowNumbers: true,
    // 'static': the row's position on screen, counted across pages; 'original': its position in `data`
    rowNumberDisplayMode: numbering,
    displayColumnDefOptions: {
      // the header says what the number means in each mode
      'mrt-row-numbers': {Header: numbering === 'static' ? 'Place' : 'Entry', size: 72},
    },
    initialState: {
      density: 'compact',
      pagination: {pageIndex: 0, pageSize: 5},
      sorting: [{id: 'time', desc: false}],
    },
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    renderTopToolbarCustomActions: () => (
      <ToggleButtonGroup
        exclusive
        size="small"
        value={numbering}
        aria-label="Row numbering"
        onChange={(_event, value: Numbering | null) => value && setNumbering(value)}>
        <ToggleButton value="static">static</ToggleButton>
        <ToggleButton value="original">original</ToggleButton>
      </ToggleButtonGroup>
    ),
  });

  return <MaterialReactTable table={table} />;
}
