import {useMemo, useState} from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {staff, type Person} from './data';

function Staff({ranked}: {ranked: boolean}) {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'role', header: 'Role'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: staff,
    enableExpanding: true,
    // the workaround for tree data: false keeps the rows in the data's order (or in the sort the visitor picks)
    enableGlobalFilterRankedResults: ranked,
    initialState: {showGlobalFilter: true, globalFilter: 'ana', density: 'compact'},
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
  });

  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [ranked, setRanked] = useState(true);

  return (
    <>
      <FormControlLabel
        sx={{mb: 1}}
        control={<Switch checked={ranked} onChange={(event) => setRanked(event.target.checked)} />}
        label="Rank the search results"
      />
      {/* set the option when the table is created: MRT ranks by sorting the table's own row list in place,
          so turning ranking off later can leave the rows in the ranked order */}
      <Staff key={String(ranked)} ranked={ranked} />
    </>
  );
}
