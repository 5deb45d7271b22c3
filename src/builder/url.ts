/**
 * The builder's state in the address's query string, and back. Reading is forgiving: each unknown key, wrong
 * type or value outside an option's choices is dropped on its own with a short note, and the rest is kept.
 * Notes quote what was in the address as plain text (at most 40 characters); the page renders them as text.
 */
import {
  COLUMNS,
  COLUMN_SIZES,
  COLUMN_SWITCHES,
  CONTROLS,
  CONTROL_BY_NAME,
  DEFAULT_STATE,
  DENSITIES,
  HEX_COLOR,
  MRT_THEME_KEYS,
  PAGE_SIZES,
  ROW_COUNTS,
  columnDefaults,
  withColumnSetting,
  withOption,
  withPrimaryColor,
  withThemeColor,
  type BuilderState,
  type ColumnSettings,
  type ControlValue,
  type MrtThemeKey,
} from './model';

/** How a value is written in the address: `true`, `false`, or the string itself. */
const written = (value: ControlValue | number): string => String(value);

/** The query string (without `?`) of a state: only what differs from the defaults, in a stable order. */
export function stateToSearch(state: BuilderState): string {
  const params = new URLSearchParams();
  for (const control of CONTROLS) {
    if (control.name in state.options) params.set(control.name, written(state.options[control.name]!));
  }
  if (state.rows !== DEFAULT_STATE.rows) params.set('rows', written(state.rows));
  if (state.density !== DEFAULT_STATE.density) params.set('density', state.density);
  if (state.pageSize !== DEFAULT_STATE.pageSize) params.set('pageSize', written(state.pageSize));
  for (const column of COLUMNS) {
    const changed = state.columns[column.id] ?? {};
    for (const key of Object.keys(columnDefaults(column)) as Array<keyof ColumnSettings>) {
      if (key in changed) params.set(`${column.id}.${key}`, written(changed[key]!));
    }
  }
  for (const key of MRT_THEME_KEYS) {
    if (state.mrtTheme[key]) params.set(`mrtTheme.${key}`, state.mrtTheme[key]!);
  }
  if (state.primary) params.set('primary', state.primary);
  return params.toString();
}

export interface ParsedState {
  state: BuilderState;
  /** One sentence per ignored part of the address. */
  notes: string[];
}

/** A piece of the address, quoted for a note: one line, at most 40 characters. */
export function quoted(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const line = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return `"${line.length > 40 ? `${line.slice(0, 39)}…` : line}"`;
}

const listOf = (values: ReadonlyArray<ControlValue | number>) => values.map((value) => written(value)).join(', ');

function parseBoolean(text: string): boolean | undefined {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}

/** Reads a query string (with or without `?`) into a state and the notes for what it ignored. */
export function parseSearch(search: string): ParsedState {
  let state = DEFAULT_STATE;
  const notes: string[] = [];
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const seen = new Set<string>();
  for (const [key, text] of params) {
    if (seen.has(key)) {
      notes.push(`Ignored a second ${quoted(key)}: the first one is used.`);
      continue;
    }
    seen.add(key);
    const note = (why: string) => notes.push(`Ignored ${quoted(`${key}=${text}`)}: ${why}.`);
    const control = CONTROL_BY_NAME.get(key);
    if (control) {
      if (control.kind === 'switch') {
        const value = parseBoolean(text);
        if (value === undefined) note('a switch takes true or false');
        else state = withOption(state, key, value);
      } else {
        const value = control.values!.find((candidate) => written(candidate) === text);
        if (value === undefined) note(`not one of ${listOf(control.values!)}`);
        else state = withOption(state, key, value);
      }
      continue;
    }
    if (key === 'rows' || key === 'pageSize') {
      const choices: readonly number[] = key === 'rows' ? ROW_COUNTS : PAGE_SIZES;
      const value = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!choices.includes(value)) note(`not one of ${listOf(choices)}`);
      else state = {...state, [key]: value};
      continue;
    }
    if (key === 'density') {
      const value = DENSITIES.find((density) => density === text);
      if (!value) note(`not one of ${listOf(DENSITIES)}`);
      else state = {...state, density: value};
      continue;
    }
    if (key === 'primary') {
      if (!HEX_COLOR.test(text)) note('a colour is written #rrggbb');
      else state = withPrimaryColor(state, text);
      continue;
    }
    const [prefix, setting, ...rest] = key.split('.');
    if (prefix === 'mrtTheme' && rest.length === 0 && (MRT_THEME_KEYS as readonly string[]).includes(setting ?? '')) {
      if (!HEX_COLOR.test(text)) note('a colour is written #rrggbb');
      else state = withThemeColor(state, setting as MrtThemeKey, text);
      continue;
    }
    const column = COLUMNS.find((candidate) => candidate.id === prefix);
    if (column && rest.length === 0 && setting) {
      const result = parseColumnSetting(column, setting, text);
      if (typeof result === 'string') note(result);
      else state = withColumnSetting(state, column, result.key, result.value);
      continue;
    }
    notes.push(`Ignored ${quoted(key)}: not something the builder sets.`);
  }
  return {state, notes};
}

type SettingValue = {[K in keyof ColumnSettings]: {key: K; value: ColumnSettings[K]}}[keyof ColumnSettings];

function parseColumnSetting(column: (typeof COLUMNS)[number], setting: string, text: string): SettingValue | string {
  if ((COLUMN_SWITCHES as readonly string[]).includes(setting)) {
    const value = parseBoolean(text);
    return value === undefined
      ? 'a switch takes true or false'
      : {key: setting as (typeof COLUMN_SWITCHES)[number], value};
  }
  if (setting === 'filterVariant') {
    return column.filterVariants.includes(text)
      ? {key: 'filterVariant', value: text}
      : `not one of ${listOf(column.filterVariants)}`;
  }
  if (setting === 'format') {
    return column.formats.includes(text)
      ? {key: 'format', value: text}
      : `${column.header} has no format ${quoted(text)}`;
  }
  if (setting === 'size') {
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    return (COLUMN_SIZES as readonly number[]).includes(value)
      ? {key: 'size', value}
      : `not one of ${listOf(COLUMN_SIZES)}`;
  }
  return `${column.header} has no setting ${quoted(setting)}`;
}
