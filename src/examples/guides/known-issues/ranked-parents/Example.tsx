import {useMemo, useState} from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {staff, type Person} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'role', header: 'Role'},
    ],
    [],
  );

  // the workaround for tree data: keep the rows in the data's order (or in the sort the visitor picks)
  const [ranked, setRanked] = useState(true);

  const table = useMaterialReactTable({
    columns,
    data: staff,
    enableExpanding: true,
    enableGlobalFilterRankedResults: ranked,
    initialState: {showGlobalFilter: true, globalFilter: 'ana', density: 'compact'},
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    renderTopToolbarCustomActions: () => (
      <FormControlLabel
        control={<Switch checked={ranked} onChange={(event) => setRanked(event.target.checked)} />}
        label="Rank the search results"
      />
    ),
  });

  return <MaterialReactTable table={table} />;
}
