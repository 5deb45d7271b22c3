import {useMemo, useState} from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {CrashReport} from './CrashReport';
import {runners, type Runner} from './data';

/** The workaround: the ages as options, in number order (the `equals` filter compares them as text). */
const ageOptions = [...new Set(runners.map((runner) => runner.age))].sort((a, b) => a - b).map(String);

function Runners({writeOptions}: {writeOptions: boolean}) {
  const columns = useMemo<MRT_ColumnDef<Runner>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', enableColumnFilter: false},
      {
        accessorKey: 'age',
        header: 'Age',
        filterVariant: 'select',
        // without options, MRT sorts the faceted ages with localeCompare, which numbers do not have
        filterSelectOptions: writeOptions ? ageOptions : undefined,
      },
      {accessorKey: 'club', header: 'Club', filterVariant: 'select'},
    ],
    [writeOptions],
  );

  const table = useMaterialReactTable({
    columns,
    data: runners,
    enableFacetedValues: true,
    initialState: {showColumnFilters: true, density: 'compact'},
    enableBottomToolbar: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
  });

  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [writeOptions, setWriteOptions] = useState(true);

  return (
    <>
      <FormControlLabel
        sx={{mb: 1}}
        control={<Switch checked={writeOptions} onChange={(event) => setWriteOptions(event.target.checked)} />}
        label="Give Age its filterSelectOptions"
      />
      <CrashReport key={String(writeOptions)}>
        <Runners writeOptions={writeOptions} />
      </CrashReport>
    </>
  );
}
