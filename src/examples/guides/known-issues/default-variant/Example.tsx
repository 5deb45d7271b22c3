import {useMemo, useState} from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {subscriptions, type Subscription} from './data';

/** New objects for each table: MRT writes the filter function it picks into the definitions. */
const baseColumns = (): MRT_ColumnDef<Subscription>[] => [
  {accessorKey: 'customer', header: 'Customer', filterVariant: 'text'},
  {accessorKey: 'plan', header: 'Plan'},
  {accessorKey: 'status', header: 'Status'},
];

function Subscriptions({onEachColumn}: {onEachColumn: boolean}) {
  const columns = useMemo<MRT_ColumnDef<Subscription>[]>(
    () =>
      onEachColumn
        ? // the workaround: the variant on each column definition, where MRT picks the filter function from
          baseColumns().map((column) => ({filterVariant: 'select', ...column}))
        : baseColumns(),
    [onEachColumn],
  );

  const table = useMaterialReactTable({
    columns,
    data: subscriptions,
    // every column without its own variant gets a select, but keeps the text variant's fuzzy filter
    defaultColumn: onEachColumn ? undefined : {filterVariant: 'select'},
    enableFacetedValues: true,
    initialState: {
      showColumnFilters: true,
      columnFilters: [{id: 'status', value: 'Active'}],
      density: 'compact',
    },
    enableBottomToolbar: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
  });

  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [onEachColumn, setOnEachColumn] = useState(false);

  return (
    <>
      <FormControlLabel
        sx={{mb: 1}}
        control={<Switch checked={onEachColumn} onChange={(event) => setOnEachColumn(event.target.checked)} />}
        label="Set the variant on each column instead"
      />
      {/* MRT picks the filter functions once, when the table is created: a new key creates it again */}
      <Subscriptions key={String(onEachColumn)} onEachColumn={onEachColumn} />
    </>
  );
}
