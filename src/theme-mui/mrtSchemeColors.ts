import {alpha, darken, lighten} from '@mui/material/styles';
import {muiTheme, type ColorScheme} from './muiTheme';

/**
 * Material React Table computes its colours in JavaScript from the MUI theme (`getMRTTheme` and the row, cell
 * and toolbar styles in material-react-table's dist/index.esm.js), so the server's Emotion CSS holds the dark
 * scheme's literals. Each entry here is one such colour: the literal the dark scheme produces and the value MRT
 * computes for it in the light scheme, with MUI's own colour functions and MRT's own formulas. The build rewrites
 * the dark literal to a CSS variable that takes the light value under `[data-theme='light']`
 * (plugins/emotion-head/schemeColors.ts), so a light page paints its tables light before any script runs, in the
 * very colours MRT gives them after hydration.
 */
export interface SchemeColor {
  /** What the colour is (for messages). */
  name: string;
  dark: string;
  light: string;
  /** Only in declarations of this property (the literal also has other, scheme-independent uses). */
  property?: string;
  /** Only in rules whose selector contains this text. */
  selector?: string;
  /** The build fails when no page contains it (MRT or the site stopped rendering it). */
  required: boolean;
}

type Palette = (typeof muiTheme)['palette'];

const palette = (scheme: ColorScheme): Palette => {
  const colors = muiTheme.colorSchemes[scheme];
  if (!colors) throw new Error(`the MUI theme has no ${scheme} colour scheme`);
  return colors.palette as Palette;
};

/** The colours of a table's `mrtTheme` that MRT derives others from (unset: from the MUI theme). */
export interface TableOverrides {
  baseBackgroundColor?: string;
  selectedRowBackgroundColor?: string;
  cellNavigationOutlineColor?: string;
}

/** The colours one table shows, in one scheme, as MRT computes them (same names as in its source). */
function mrtColors(scheme: ColorScheme, overrides: TableOverrides = {}) {
  const p = palette(scheme);
  const dark = scheme === 'dark';
  const base = overrides.baseBackgroundColor ?? (dark ? lighten(p.background.default, 0.05) : p.background.default);
  const selectedRow = overrides.selectedRowBackgroundColor ?? alpha(p.primary.main, 0.2);
  return {
    baseBackgroundColor: base,
    pinnedCellBackground: alpha(darken(base, dark ? 0.05 : 0.01), 0.97),
    rowHoverBackground: alpha(dark ? lighten(base, 0.3) : darken(base, 0.3), 0.3),
    loadingOverlay: alpha(base, 0.5),
    menuBackgroundColor: lighten(base, 0.07),
    selectedRowBackgroundColor: selectedRow,
    selectedRowHoverBackground: alpha(selectedRow, 0.3),
    cellNavigationOutlineColor: overrides.cellNavigationOutlineColor ?? p.primary.main,
  };
}

type Colors = ReturnType<typeof mrtColors>;
/** A colour MRT derives for a table. */
export type TableColor = keyof Colors;
/** The colours MRT derives that the build must find in served tables (menus, the match highlight and the
 * dragging border show only after a click). */
export const REQUIRED_TABLE_COLORS: TableColor[] = [
  'baseBackgroundColor',
  'pinnedCellBackground',
  'rowHoverBackground',
  'selectedRowBackgroundColor',
  'selectedRowHoverBackground',
  'cellNavigationOutlineColor',
];

function tablePairs(
  table: string,
  dark: Colors,
  light: Colors,
  required: TableColor[],
  skip: TableColor[] = [],
): SchemeColor[] {
  return (Object.keys(dark) as TableColor[])
    .filter((key) => !skip.includes(key))
    .map((key) => ({
      name: `${table} ${key}`,
      dark: dark[key],
      light: light[key],
      required: required.includes(key),
    }));
}

/**
 * A table with its own `mrtTheme`, one per colour scheme (an example's): the colours MRT derives from it, and
 * colours of its own, are mapped like MRT's defaults.
 */
export interface SchemedTable {
  /** Its name in messages. */
  name: string;
  mrtTheme: Record<ColorScheme, TableOverrides>;
  /** The derived colours the served HTML must contain (the build fails when no page has one). */
  required: TableColor[];
  /** Derived colours left out: shown only after a click, or one dark literal with two light values. */
  skip?: TableColor[];
  /** Colours the table sets that MRT does not derive (a stripe, a pinned row), each required. */
  own?: Array<{name: string; dark: string; light: string}>;
}

/** The site theme's colours and MRT's default table colours, then those of each table in `tables`. */
export function mrtSchemeColorsWith(tables: SchemedTable[]): SchemeColor[] {
  const dark = palette('dark');
  const light = palette('light');
  const entries: SchemeColor[] = [
    ...tablePairs('MRT', mrtColors('dark'), mrtColors('light'), [...REQUIRED_TABLE_COLORS, 'loadingOverlay']),
    {
      name: 'MRT pinned row',
      dark: alpha(dark.primary.main, 0.1),
      light: alpha(light.primary.main, 0.1),
      required: true,
    },
    {
      name: 'MRT match highlight',
      dark: darken(dark.warning.dark, 0.25),
      light: lighten(light.warning.light, 0.5),
      required: false,
    },
    // the drop zone of column grouping, and when a column is dragged over it
    {name: 'MRT drop zone border', dark: dark.info.main, light: light.info.main, required: true},
    {name: 'MRT drop zone', dark: alpha(dark.info.main, 0.1), light: alpha(light.info.main, 0.1), required: true},
    {
      name: 'MRT drop zone hovered',
      dark: alpha(dark.info.main, 0.2),
      light: alpha(light.info.main, 0.2),
      required: false,
    },
    {
      name: 'MRT sort icon',
      dark: dark.text.primary,
      light: light.text.secondary,
      property: 'color',
      selector: 'MuiTableSortLabel-icon',
      required: true,
    },
    {name: 'MRT footer outline', dark: dark.grey[700], light: light.grey[300], property: 'outline', required: true},
    // the site's secondary colour, which examples read from the theme
    {name: 'secondary', dark: dark.secondary.main, light: light.secondary.main, required: true},
    ...tables.flatMap((table) => [
      ...tablePairs(
        table.name,
        mrtColors('dark', table.mrtTheme.dark),
        mrtColors('light', table.mrtTheme.light),
        table.required,
        table.skip,
      ),
      ...(table.own ?? []).map((color) => ({...color, name: `${table.name} ${color.name}`, required: true})),
    ]),
  ];
  return dedupe(entries);
}

/** One entry per dark colour and context; the same dark colour in one context can only have one light value. */
function dedupe(entries: SchemeColor[]): SchemeColor[] {
  const byKey = new Map<string, SchemeColor>();
  for (const entry of entries) {
    const key = `${colorKey(entry.dark)}|${entry.property ?? ''}|${entry.selector ?? ''}`;
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, entry);
    } else if (colorKey(known.light) !== colorKey(entry.light)) {
      throw new Error(
        `${entry.name} and ${known.name} are both ${entry.dark} in the dark scheme but differ in the light one`,
      );
    } else {
      known.required ||= entry.required;
    }
  }
  return [...byKey.values()];
}

/** A colour literal (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba()) as "r,g,b,a" with alpha in 0–255, or null. */
export function colorKey(literal: string): string | null {
  const text = literal.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
    if (digits.length === 6) digits += 'ff';
    return [0, 2, 4, 6].map((start) => parseInt(digits.slice(start, start + 2), 16)).join(',');
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(text);
  if (rgb) {
    const a = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
    return [rgb[1], rgb[2], rgb[3]]
      .map((channel) => Math.round(Number(channel)))
      .concat(Math.round(a * 255))
      .join(',');
  }
  return null;
}
