import {useMemo} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
} from 'material-react-table';
import {units, type Unit} from './data';

// the top-level rows by id: their children show, deeper levels stay closed
const rootsOpen: MRT_ExpandedState = Object.fromEntries(units.map((unit) => [unit.id, true]));

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Unit>[]>(
    () => [
      {accessorKey: 'name', header: 'Unit'},
      {accessorKey: 'lead', header: 'Lead'},
      {accessorKey: 'headcount', header: 'Headcount', size: 120},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: units,
    enableExpanding: true,
    getRowId: (row) => row.id, // the state's keys are these ids
    initialState: {expanded: rootsOpen, density: 'compact'},
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
  });

  return <MaterialReactTable table={table} />;
}
