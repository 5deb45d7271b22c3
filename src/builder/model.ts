/**
 * What the Table Builder can set, and its state: the generated table-option controls, the rows, density and
 * page size, each column's settings and the `mrtTheme` colours. Plain module (no React).
 */
import controlsData from './generated/controls.json';
import type {ControlGroup, ControlSpec, ControlValue} from './buildControls';

export type {ControlGroup, ControlSpec, ControlValue};

export const CONTROLS = controlsData.controls as ControlSpec[];
export const GROUPS = controlsData.groups as ControlGroup[];
export const CONTROL_BY_NAME: ReadonlyMap<string, ControlSpec> = new Map(
  CONTROLS.map((control) => [control.name, control]),
);

export const ROW_COUNTS = [10, 1000, 10000] as const;
export const DENSITIES = ['comfortable', 'compact', 'spacious'] as const;
/** MRT's own page-size choices (`muiPaginationProps.rowsPerPageOptions`' default). */
export const PAGE_SIZES = [5, 10, 15, 20, 25, 30, 50, 100] as const;
export type Density = (typeof DENSITIES)[number];

export type ColumnKind = 'text' | 'number' | 'date' | 'category';

export interface ColumnSpec {
  id: 'name' | 'amount' | 'joined' | 'category';
  header: string;
  kind: ColumnKind;
  /** The filter variants offered; the first is MRT's default (`text`). */
  filterVariants: string[];
  /** The Cell formats offered (./formats.ts); the first is the default. Empty: the value as it is. */
  formats: string[];
}

/**
 * The columns of the sample data (template/data.ts). A number column offers no `select`, `multi-select` or
 * `autocomplete` filter: MRT 3.2.1 sorts their faceted values with `localeCompare`, which throws on numbers
 * (Known Issues: "A select filter on a number column crashes the table").
 */
export const COLUMNS: ColumnSpec[] = [
  {
    id: 'name',
    header: 'Name',
    kind: 'text',
    filterVariants: ['text', 'autocomplete', 'select', 'multi-select'],
    formats: [],
  },
  {
    id: 'amount',
    header: 'Amount',
    kind: 'number',
    filterVariants: ['text', 'range', 'range-slider'],
    formats: ['plain', 'currency', 'rounded'],
  },
  {
    id: 'joined',
    header: 'Joined',
    kind: 'date',
    filterVariants: ['text', 'date', 'date-range'],
    formats: ['iso', 'short', 'medium'],
  },
  {
    id: 'category',
    header: 'Category',
    kind: 'category',
    filterVariants: ['text', 'select', 'multi-select', 'autocomplete'],
    formats: [],
  },
];
export type ColumnId = ColumnSpec['id'];

export const COLUMN_SIZES = [80, 120, 180, 240, 320] as const;

export interface ColumnSettings {
  filterVariant: string;
  enableSorting: boolean;
  enableColumnFilter: boolean;
  enableEditing: boolean;
  size: number;
  format: string;
}

export const COLUMN_SWITCHES = ['enableSorting', 'enableColumnFilter', 'enableEditing'] as const;

/** A column's settings when the builder sets nothing: MRT's defaults (`size` 180, text filter) and the first format. */
export const columnDefaults = (column: ColumnSpec): ColumnSettings => ({
  filterVariant: column.filterVariants[0]!,
  enableSorting: true,
  enableColumnFilter: true,
  enableEditing: true,
  size: 180,
  format: column.formats[0] ?? '',
});

/** The `mrtTheme` colours (MRT_Theme in material-react-table's types). */
export const MRT_THEME_KEYS = [
  'baseBackgroundColor',
  'cellNavigationOutlineColor',
  'draggingBorderColor',
  'matchHighlightColor',
  'menuBackgroundColor',
  'pinnedRowBackgroundColor',
  'selectedRowBackgroundColor',
] as const;
export type MrtThemeKey = (typeof MRT_THEME_KEYS)[number];
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export interface BuilderState {
  /** Table options that differ from their default, by name. */
  options: Record<string, ControlValue>;
  rows: (typeof ROW_COUNTS)[number];
  density: Density;
  pageSize: (typeof PAGE_SIZES)[number];
  /** Column settings that differ from the column's defaults. */
  columns: Partial<Record<ColumnId, Partial<ColumnSettings>>>;
  mrtTheme: Partial<Record<MrtThemeKey, string>>;
  /** The MUI theme's primary colour for the table (#rrggbb), or null for the page's own. */
  primary: string | null;
}

export const DEFAULT_STATE: BuilderState = {
  options: {},
  rows: 10,
  density: 'comfortable',
  pageSize: 10,
  columns: {},
  mrtTheme: {},
  primary: null,
};

/** An option's value in a state: what the visitor set, else the default (null: left out, MRT decides). */
export function optionValue(state: BuilderState, control: ControlSpec): ControlValue | null {
  return control.name in state.options ? state.options[control.name]! : control.defaultValue;
}

/** The state with an option set; setting the default (or null for "not set") removes it. */
export function withOption(state: BuilderState, name: string, value: ControlValue | null): BuilderState {
  const control = CONTROL_BY_NAME.get(name);
  const options = {...state.options};
  if (!control || value === null || value === control.defaultValue) delete options[name];
  else options[name] = value;
  return {...state, options};
}

/** A column's settings in a state, defaults filled in. */
export function columnSettings(state: BuilderState, column: ColumnSpec): ColumnSettings {
  return {...columnDefaults(column), ...state.columns[column.id]};
}

/** The state with a column setting changed; the default removes it. */
export function withColumnSetting<K extends keyof ColumnSettings>(
  state: BuilderState,
  column: ColumnSpec,
  key: K,
  value: ColumnSettings[K],
): BuilderState {
  const changed: Partial<ColumnSettings> = {...state.columns[column.id], [key]: value};
  if (columnDefaults(column)[key] === value) delete changed[key];
  const columns = {...state.columns};
  if (Object.keys(changed).length > 0) columns[column.id] = changed;
  else delete columns[column.id];
  return {...state, columns};
}

/** The state with an `mrtTheme` colour set, or removed with null. */
export function withThemeColor(state: BuilderState, key: MrtThemeKey, value: string | null): BuilderState {
  const mrtTheme = {...state.mrtTheme};
  if (value && HEX_COLOR.test(value)) mrtTheme[key] = value.toLowerCase();
  else delete mrtTheme[key];
  return {...state, mrtTheme};
}

/** The state with the MUI theme's primary colour set, or removed with null. */
export function withPrimaryColor(state: BuilderState, value: string | null): BuilderState {
  return {...state, primary: value && HEX_COLOR.test(value) ? value.toLowerCase() : null};
}

/**
 * 10 000 rows on one page would render every row at once: when a state asks for that (pagination off, no row
 * virtualization), row virtualization is turned on, and the returned note says so.
 */
export function withLargeDataGuard(state: BuilderState): {state: BuilderState; note: string | null} {
  const paginated = optionValue(state, CONTROL_BY_NAME.get('enablePagination')!) === true;
  const virtualized = state.options.enableRowVirtualization === true;
  if (state.rows < 10000 || paginated || virtualized) return {state, note: null};
  return {
    state: withOption(state, 'enableRowVirtualization', true),
    note: 'Turned on enableRowVirtualization: 10 000 rows without pagination render only the rows in view.',
  };
}
