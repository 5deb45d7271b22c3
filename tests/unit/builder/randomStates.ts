/**
 * Builder states for the tests: every single change from the defaults, and seeded random combinations.
 */
import {
  COLUMNS,
  COLUMN_SIZES,
  CONTROLS,
  DEFAULT_STATE,
  DENSITIES,
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
} from '../../../src/builder/model';

/** A labelled state. */
export interface Case {
  label: string;
  state: BuilderState;
}

/** The values a column setting can take. */
function columnChoices(
  column: (typeof COLUMNS)[number],
): Array<{[K in keyof ColumnSettings]: [K, ColumnSettings[K]]}[keyof ColumnSettings]> {
  return [
    ...column.filterVariants.map((value) => ['filterVariant', value] as ['filterVariant', string]),
    ...COLUMN_SIZES.map((value) => ['size', value] as ['size', number]),
    ...column.formats.map((value) => ['format', value] as ['format', string]),
    ['enableSorting', false],
    ['enableColumnFilter', false],
    ['enableEditing', false],
  ];
}

/** Each control, column setting, colour, row count, density and page size changed on its own from the defaults. */
export function singleChanges(): Case[] {
  const cases: Case[] = [];
  for (const control of CONTROLS) {
    const values = control.kind === 'switch' ? [!control.defaultValue] : control.values!;
    for (const value of values) {
      if (value === control.defaultValue) continue;
      cases.push({label: `${control.name}=${String(value)}`, state: withOption(DEFAULT_STATE, control.name, value)});
    }
  }
  for (const column of COLUMNS) {
    const defaults = columnDefaults(column);
    for (const [key, value] of columnChoices(column)) {
      if (defaults[key] === value) continue;
      cases.push({
        label: `${column.id}.${key}=${String(value)}`,
        state: withColumnSetting(DEFAULT_STATE, column, key, value as never),
      });
    }
  }
  for (const key of MRT_THEME_KEYS) {
    cases.push({label: `mrtTheme.${key}`, state: withThemeColor(DEFAULT_STATE, key, '#336699')});
  }
  cases.push({label: 'primary', state: withPrimaryColor(DEFAULT_STATE, '#c2185b')});
  for (const rows of ROW_COUNTS.slice(1)) cases.push({label: `rows=${rows}`, state: {...DEFAULT_STATE, rows}});
  for (const density of DENSITIES.slice(1))
    cases.push({label: `density=${density}`, state: {...DEFAULT_STATE, density}});
  for (const pageSize of PAGE_SIZES.filter((size) => size !== DEFAULT_STATE.pageSize)) {
    cases.push({label: `pageSize=${pageSize}`, state: {...DEFAULT_STATE, pageSize}});
  }
  return cases;
}

/** A seeded random number generator (mulberry32). */
export function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` random states: each control, column setting and colour changed with some probability. */
export function randomStates(count: number, seed = 2026): Case[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({length: count}, (_, index) => {
    let state: BuilderState = {
      ...DEFAULT_STATE,
      rows: pick(ROW_COUNTS),
      density: pick(DENSITIES),
      pageSize: pick(PAGE_SIZES),
    };
    for (const control of CONTROLS) {
      if (random() > 0.25) continue;
      state = withOption(state, control.name, control.kind === 'switch' ? random() < 0.5 : pick(control.values!));
    }
    for (const column of COLUMNS) {
      for (const [key, value] of columnChoices(column)) {
        if (random() < 0.15) state = withColumnSetting(state, column, key, value as never);
      }
    }
    for (const key of MRT_THEME_KEYS) {
      if (random() < 0.2) {
        const hex = Math.floor(random() * 0xffffff)
          .toString(16)
          .padStart(6, '0');
        state = withThemeColor(state, key, `#${hex}`);
      }
    }
    if (random() < 0.2) state = withPrimaryColor(state, '#2e7d32');
    return {label: `random #${index + 1}`, state};
  });
}
