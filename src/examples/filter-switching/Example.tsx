import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFilterFnsState,
} from 'material-react-table';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {data, type Player} from './makeData';

/** The Club column's own filter-mode menu: three modes, in words a club manager would use. */
const clubModes = [
  {mode: 'equals', label: 'Is exactly'},
  {mode: 'notEquals', label: 'Is anything but'},
  {mode: 'startsWith', label: 'Begins with'},
] as const;

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Player>[]>(
    () => [
      {
        accessorKey: 'name',
        header: 'Name',
        // the modes offered in this column's filter menu; the first filterFn is the starting mode
        filterFn: 'fuzzy',
        columnFilterModeOptions: ['fuzzy', 'contains', 'startsWith', 'endsWith'],
      },
      {
        accessorKey: 'club',
        header: 'Club',
        filterFn: 'equals',
        // replaces the menu's items: onSelectFilterMode switches the mode and closes the menu
        renderColumnFilterModeMenuItems: ({column, onSelectFilterMode, table}) =>
          clubModes.map(({mode, label}) => (
            <MenuItem
              key={mode}
              selected={table.getState().columnFilterFns[column.id] === mode}
              onClick={() => onSelectFilterMode(mode)}>
              {label}
            </MenuItem>
          )),
      },
      {
        accessorKey: 'score',
        header: 'Score',
        filterFn: 'greaterThanOrEqualTo',
        columnFilterModeOptions: ['greaterThanOrEqualTo', 'lessThan', 'equals', 'between'],
      },
    ],
    [],
  );

  // the chosen mode of each column, kept in React state to show it (and to save it, if you like)
  const [columnFilterFns, setColumnFilterFns] = useState<MRT_ColumnFilterFnsState>(() =>
    Object.fromEntries(columns.map((column) => [column.accessorKey as string, column.filterFn as string])),
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    enableColumnFilterModes: true,
    initialState: {showColumnFilters: true, pagination: {pageIndex: 0, pageSize: 20}},
    state: {columnFilterFns},
    onColumnFilterFnsChange: setColumnFilterFns,
  });

  return (
    <>
      <Typography variant="body2" sx={{mb: 1}} role="status">
        Filter modes:{' '}
        {Object.entries(columnFilterFns)
          .map(([column, mode]) => `${column} ${mode}`)
          .join(', ')}
      </Typography>
      <MaterialReactTable table={table} />
    </>
  );
}
