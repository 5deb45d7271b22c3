import {useMemo, useState} from 'react';
import {FormControlLabel, Switch} from '@mui/material';
import {MaterialReactTable, MRT_Table, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Planet} from './makeData';

export default function Example() {
  // a switch for the demo: render the whole component, or the bare <table> only
  const [tableOnly, setTableOnly] = useState(false);

  const columns = useMemo<MRT_ColumnDef<Planet>[]>(
    () => [
      {accessorKey: 'name', header: 'Planet'},
      {accessorKey: 'type', header: 'Type'},
      {accessorKey: 'moons', header: 'Known Moons'},
      {accessorKey: 'distanceAu', header: 'Distance (AU)'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    // no toolbars: removes the search, filter, column, density and full-screen buttons
    enableTopToolbar: false,
    enableBottomToolbar: false,
    // no per-column menu, sort arrows or filter inputs in the header
    enableColumnActions: false,
    enableSorting: false,
    enableColumnFilters: false,
    // render every row: without the bottom toolbar nobody could change the page
    enablePagination: false,
    // tighter rows and a flat surface instead of a raised card
    initialState: {density: 'compact'},
    muiTablePaperProps: {elevation: 0},
    // a <caption> inside the <table>: names the table for screen readers, shown under it
    renderCaption: 'The eight planets and five dwarf planets of the Solar System',
  });

  return (
    <>
      <FormControlLabel
        control={<Switch checked={tableOnly} onChange={(event) => setTableOnly(event.target.checked)} />}
        label="Render <MRT_Table> only"
      />
      {tableOnly ? <MRT_Table table={table} /> : <MaterialReactTable table={table} />}
    </>
  );
}
