import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
} from 'material-react-table';
import {units, type Unit} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Unit>[]>(
    () => [
      {accessorKey: 'name', header: 'Unit'},
      {accessorKey: 'lead', header: 'Lead'},
      {accessorKey: 'headcount', header: 'Headcount', size: 120},
    ],
    [],
  );

  // the expanded state lives here: Engineering starts open, and the app can read or set it at any time
  const [expanded, setExpanded] = useState<MRT_ExpandedState>({eng: true});

  const table = useMaterialReactTable({
    columns,
    data: units,
    enableExpanding: true,
    // no getSubRows needed: MRT reads each row's children from its `subRows` property by default
    getRowId: (row) => row.id, // the expanded state is keyed by these ids instead of '0', '0.1'…
    filterFromLeafRows: true, // a search that matches a child keeps its parents in view
    state: {expanded},
    onExpandedChange: setExpanded,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    initialState: {density: 'compact', showGlobalFilter: true},
  });

  const open =
    expanded === true
      ? 'all rows'
      : Object.keys(expanded)
          .filter((id) => expanded[id])
          .join(', ') || 'none';

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="expanded-state">
        Expanded: {open}
      </Typography>
    </>
  );
}
