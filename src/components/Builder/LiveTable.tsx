import React, {memo, useMemo} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import {makeData, type Row} from '@site/src/builder/template/data';
import {FORMATS} from '@site/src/builder/formats';
import {COLUMNS, columnSettings, type BuilderState} from '@site/src/builder/model';
import {initialStateOf, mrtThemeOf, tableThemeOptions} from '@site/src/builder/codegen';
import {ThemeProvider, createTheme, type Theme} from '@mui/material/styles';
// 10 000 rows turn row virtualization on from the table's first render: the library comes with the page
import '@site/src/components/MrtFrame/virtualizer/ready';

/** The columns of a state: the same definitions the generated program writes (codegen.ts). */
function useColumns(columns: BuilderState['columns']): MRT_ColumnDef<Row>[] {
  return useMemo(() => {
    const state = {columns} as BuilderState;
    return COLUMNS.map((column) => {
      const settings = columnSettings(state, column);
      const changed = columns[column.id] ?? {};
      const def: MRT_ColumnDef<Row> =
        column.kind === 'date'
          ? {accessorFn: (row) => new Date(row.joined), id: column.id, header: column.header}
          : {accessorKey: column.id as keyof Row, header: column.header};
      if ('filterVariant' in changed) def.filterVariant = settings.filterVariant as MRT_ColumnDef<Row>['filterVariant'];
      if ('enableSorting' in changed) def.enableSorting = settings.enableSorting;
      if ('enableColumnFilter' in changed) def.enableColumnFilter = settings.enableColumnFilter;
      if ('enableEditing' in changed) def.enableEditing = settings.enableEditing;
      if ('size' in changed) def.size = settings.size;
      const format = FORMATS[settings.format]?.format as ((value: unknown) => string) | undefined;
      if (format) def.Cell = ({cell}) => format(cell.getValue());
      return def;
    });
  }, [columns]);
}

function Table({state, data, columns}: {state: BuilderState; data: Row[]; columns: MRT_ColumnDef<Row>[]}) {
  const options = {
    columns,
    data,
    ...state.options,
    ...(initialStateOf(state) ? {initialState: initialStateOf(state)} : {}),
    ...(mrtThemeOf(state) ? {mrtTheme: mrtThemeOf(state)} : {}),
  } as MRT_TableOptions<Row>;
  const table = useMaterialReactTable(options);
  return <MaterialReactTable table={table} />;
}

/** The page's theme, as it is. */
const pageTheme = (outer: Theme) => outer;

/**
 * The table in MUI's theme with the state's primary colour, as the program writes it (codegen.ts). The provider
 * stays when no colour is set, so that setting or clearing one keeps the table (its selection, its sorting).
 */
function PrimaryTheme({primary, children}: {primary: string | null; children: React.ReactNode}) {
  const theme = useMemo(
    () => (primary ? (outer: Theme) => createTheme(tableThemeOptions(primary, outer.palette.mode)) : pageTheme),
    [primary],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * What mounts a new table when it changes: MRT reads `initialState` (rows are a new data set; density and page
 * size) only when a table is created, calls its virtualizer hooks only while virtualization is on (turning that
 * on or off in place would change the hooks a component calls), and keeps its column order when a display
 * column only moves.
 */
const mountKey = (state: BuilderState) =>
  [
    state.rows,
    state.density,
    state.pageSize,
    state.options.enableRowVirtualization === true,
    state.options.enableColumnVirtualization === true,
    // MRT recomputes the column order when the number of columns changes, not when a display column moves
    state.options.positionActionsColumn,
    state.options.positionExpandColumn,
  ].join('|');

/**
 * The live table of a state: options change in place, except those of `mountKey`. Data and columns keep their
 * identity between states that do not change them.
 */
export const LiveTable = memo(function LiveTable({state}: {state: BuilderState}) {
  const data = useMemo(() => makeData(state.rows), [state.rows]);
  const columns = useColumns(state.columns);
  return (
    <PrimaryTheme primary={state.primary}>
      <Table key={mountKey(state)} state={state} data={data} columns={columns} />
    </PrimaryTheme>
  );
});
