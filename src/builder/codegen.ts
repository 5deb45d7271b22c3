/**
 * The smallest program that gives the builder's table: only the options that differ from their defaults, in
 * TypeScript or JavaScript, formatted as the site's code is (single quotes, no bracket spacing, trailing
 * commas), broken where a line would pass 72 characters (the code pane is narrow). Plain module: the page, the
 * export and the type-check test (tests/unit/builder/programs.test.ts) all call it.
 */
import {FORMATS} from './formats';
import {
  COLUMNS,
  CONTROLS,
  DEFAULT_STATE,
  MRT_THEME_KEYS,
  columnSettings,
  type BuilderState,
  type ColumnSpec,
} from './model';

export type Language = 'ts' | 'js';

/** Code as it is written (an arrow function, a call), not quoted. */
class Raw {
  constructor(readonly text: string) {}
}
type Value = string | number | boolean | Raw | Value[] | {[key: string]: Value};

const WIDTH = 72;
const INDENT = '  ';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/** A value as code, on one line when it fits in `room` characters, else one property or item per line. */
function print(value: Value, indent: string, room: number): string {
  if (value instanceof Raw) {
    // an arrow function too long for its line continues on the next one
    const arrow = /^(\([^)]*\) =>) (.*)$/s.exec(value.text);
    if (arrow && value.text.length > room) return `${arrow[1]}\n${indent}${INDENT}${arrow[2]}`;
    return value.text;
  }
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object') return String(value);
  const inner = indent + INDENT;
  const entries = Array.isArray(value)
    ? value.map((item) => ({prefix: '', item}))
    : Object.entries(value).map(([name, item]) =>
        item instanceof Raw && item.text === name ? {prefix: '', item} : {prefix: `${key(name)}: `, item},
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const flat = `${open}${entries.map(({prefix, item}) => prefix + print(item, '', Infinity)).join(', ')}${close}`;
  if (flat.length <= room && !flat.includes('\n')) return flat;
  const lines = entries.map(
    ({prefix, item}) => `${inner}${prefix}${print(item, inner, WIDTH - inner.length - prefix.length - 1)},`,
  );
  return `${open}\n${lines.join('\n')}\n${indent}${close}`;
}

/** `import {a, b} from 'x';`, broken over lines when too long. */
function importLine(names: string[], from: string): string {
  const flat = `import {${names.join(', ')}} from '${from}';`;
  if (flat.length <= WIDTH) return flat;
  return `import {\n${names.map((name) => `${INDENT}${name},`).join('\n')}\n} from '${from}';`;
}

/** One column definition. */
function columnDef(column: ColumnSpec, state: BuilderState, language: Language): Record<string, Value> {
  const settings = columnSettings(state, column);
  const ts = language === 'ts';
  const def: Record<string, Value> =
    column.kind === 'date'
      ? {accessorFn: new Raw(`(row) => new Date(row.${column.id})`), id: column.id, header: column.header}
      : {accessorKey: column.id, header: column.header};
  const changed = state.columns[column.id] ?? {};
  if ('filterVariant' in changed) def.filterVariant = settings.filterVariant;
  if ('enableSorting' in changed) def.enableSorting = settings.enableSorting;
  if ('enableColumnFilter' in changed) def.enableColumnFilter = settings.enableColumnFilter;
  if ('enableEditing' in changed) def.enableEditing = settings.enableEditing;
  if ('size' in changed) def.size = settings.size;
  const format = FORMATS[settings.format];
  if (format?.code) {
    const type = column.kind === 'date' ? 'Date' : 'number';
    const read = `cell.getValue${ts ? `<${type}>` : ''}()`;
    def.Cell = new Raw(`({cell}) => ${format.code.replace(/^value\b|\bvalue\b/g, read)}`);
  }
  return def;
}

/** The table options of the state that differ from MRT's defaults, in alphabetical order. */
export function changedOptions(state: BuilderState): Record<string, Value> {
  const options: Record<string, Value> = {};
  const names = CONTROLS.map((control) => control.name).filter((name) => name in state.options);
  for (const name of names.sort()) options[name] = state.options[name]!;
  return options;
}

/** `initialState` of the state, or null when it is MRT's. */
export function initialStateOf(state: BuilderState): Record<string, Value> | null {
  const initial: Record<string, Value> = {};
  if (state.density !== DEFAULT_STATE.density) initial.density = state.density;
  if (state.pageSize !== DEFAULT_STATE.pageSize) initial.pagination = {pageIndex: 0, pageSize: state.pageSize};
  return Object.keys(initial).length > 0 ? initial : null;
}

/** `mrtTheme` of the state, or null when none is set. */
export function mrtThemeOf(state: BuilderState): Record<string, string> | null {
  const theme: Record<string, string> = {};
  for (const name of MRT_THEME_KEYS) if (state.mrtTheme[name]) theme[name] = state.mrtTheme[name]!;
  return Object.keys(theme).length > 0 ? theme : null;
}

/** The npm package of the table; the theme's (`@mui/material`) is one every project installs. */
export const TABLE_PACKAGE = 'material-react-table';

/**
 * The table's MUI theme when a primary colour is set: MUI's own theme with that colour, in the light or dark
 * mode of the theme around it. The live table uses this function, and the program writes it out (themeCode).
 */
export function tableThemeOptions<Mode extends 'light' | 'dark' | Raw>(primary: string, mode: Mode) {
  return {palette: {mode, primary: {main: primary}}};
}

function themeCode(primary: string, ts: boolean): string[] {
  const options = print(tableThemeOptions(primary, new Raw('outer.palette.mode')), INDENT, WIDTH - 16);
  return [
    "// MUI's theme with your primary colour, in the mode around the table",
    `const tableTheme = (outer${ts ? ': Theme' : ''}) =>`,
    `${INDENT}createTheme(${options});`,
    '',
  ];
}

/** The table's file (`Table.tsx` / `Table.jsx`). */
export function generateTable(state: BuilderState, language: Language): string {
  const ts = language === 'ts';
  const options: Record<string, Value> = {
    columns: new Raw('columns'),
    data: new Raw('data'),
    ...changedOptions(state),
  };
  const initial = initialStateOf(state);
  if (initial) options.initialState = initial;
  const theme = mrtThemeOf(state);
  if (theme) options.mrtTheme = theme;
  const columns = COLUMNS.map((column) => columnDef(column, state, language));
  const {primary} = state;
  const lines = [
    importLine(['MaterialReactTable', 'useMaterialReactTable', ...(ts ? ['type MRT_ColumnDef'] : [])], TABLE_PACKAGE),
    ...(primary
      ? [importLine(['ThemeProvider', 'createTheme', ...(ts ? ['type Theme'] : [])], '@mui/material/styles')]
      : []),
    importLine(['makeData', ...(ts ? ['type Row'] : [])], './data'),
    '',
    `const data = makeData(${state.rows});`,
    '',
    `const columns${ts ? ': MRT_ColumnDef<Row>[]' : ''} = ${print(columns, '', WIDTH - 20)};`,
    '',
    ...(primary ? themeCode(primary, ts) : []),
    'export default function Table() {',
    `  const table = useMaterialReactTable(${print(options, INDENT, WIDTH - 38)});`,
    '',
    ...(primary
      ? [
          '  return (',
          '    <ThemeProvider theme={tableTheme}>',
          '      <MaterialReactTable table={table} />',
          '    </ThemeProvider>',
          '  );',
        ]
      : ['  return <MaterialReactTable table={table} />;']),
    '}',
    '',
  ];
  return lines.join('\n');
}

export interface ProgramFile {
  name: string;
  code: string;
}

/** The table's file name in a language. */
export const tableFileName = (language: Language) => (language === 'ts' ? 'Table.tsx' : 'Table.jsx');
