import React from 'react';
import {render} from '@testing-library/react';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {useMaterialReactTable, type MRT_TableInstance} from 'material-react-table';
import {colorKey} from '../../../src/theme-mui/mrtSchemeColors';
import {mrtSchemeColors} from '../../../plugins/emotion-head/tables';
import {muiTheme, type ColorScheme} from '../../../src/theme-mui/muiTheme';
import {rewriteSchemeColors, schemeColorsStyle} from '../../../plugins/emotion-head/schemeColors';

/** The mrtTheme MRT itself computes (getMRTTheme) for a table in one scheme of the site's theme. */
function mrtThemeOf(scheme: ColorScheme): MRT_TableInstance<{a: string}>['options']['mrtTheme'] {
  let found: MRT_TableInstance<{a: string}> | undefined;
  function Table() {
    found = useMaterialReactTable<{a: string}>({columns: [{accessorKey: 'a', header: 'A'}], data: []});
    return null;
  }
  const theme = createTheme({palette: muiTheme.colorSchemes[scheme]!.palette});
  render(
    <ThemeProvider theme={theme}>
      <Table />
    </ThemeProvider>,
  );
  return found!.options.mrtTheme;
}

const entry = (name: string) => {
  const found = mrtSchemeColors.find((color) => color.name === name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
};

describe('mrtSchemeColors', () => {
  test('the default table colours are the ones MRT computes in each scheme', () => {
    const dark = mrtThemeOf('dark');
    const light = mrtThemeOf('light');
    for (const key of [
      'baseBackgroundColor',
      'menuBackgroundColor',
      'selectedRowBackgroundColor',
      'cellNavigationOutlineColor',
    ] as const) {
      expect({key, dark: entry(`MRT ${key}`).dark, light: entry(`MRT ${key}`).light}).toEqual({
        key,
        dark: dark[key],
        light: light[key],
      });
    }
    expect([entry('MRT pinned row').dark, entry('MRT pinned row').light]).toEqual([
      dark.pinnedRowBackgroundColor,
      light.pinnedRowBackgroundColor,
    ]);
    expect([entry('MRT match highlight').dark, entry('MRT match highlight').light]).toEqual([
      dark.matchHighlightColor,
      light.matchHighlightColor,
    ]);
    // and the scheme really changes them
    expect(dark.baseBackgroundColor).toBe('rgb(28, 28, 28)');
    expect(light.baseBackgroundColor).toBe('#fff');
  });

  test('one dark colour in one context has one light value', () => {
    const keys = mrtSchemeColors.map(
      (color) => `${colorKey(color.dark)}|${color.property ?? ''}|${color.selector ?? ''}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('colorKey reads hex, short hex and rgb()/rgba() alike', () => {
    expect(colorKey('#1c1c1c')).toBe('28,28,28,255');
    expect(colorKey('rgb(28, 28, 28)')).toBe('28,28,28,255');
    expect(colorKey('#fff')).toBe(colorKey('rgb(255,255,255)'));
    expect(colorKey('#6060604d')).toBe(colorKey('rgba(96, 96, 96, 0.3)'));
    expect(colorKey('#0003')).toBe('0,0,0,51');
    expect(colorKey('var(--x)')).toBeNull();
  });
});

describe('rewriteSchemeColors', () => {
  const base = mrtSchemeColors.findIndex((color) => color.name === 'MRT baseBackgroundColor');
  const sortIcon = mrtSchemeColors.findIndex((color) => color.name === 'MRT sort icon');

  test('turns a listed dark literal, in its minified form, into a variable that falls back to it', () => {
    const {css, used} = rewriteSchemeColors(
      '.css-a{background-color:#1c1c1c!important;color:#123456}',
      mrtSchemeColors,
    );
    expect(css).toBe(`.css-a{background-color:var(--mrt-c${base},#1c1c1c)!important;color:#123456}`);
    expect([...used]).toEqual([base]);
  });

  test('a literal restricted to a property and selector changes only there', () => {
    const css =
      '.css-b .MuiTableSortLabel-icon{color:#fff!important}.css-c{-webkit-mask-image:-webkit-radial-gradient(#fff,#000)}' +
      '@media (min-width:600px){.css-d .MuiTableSortLabel-icon{color:#fff}}';
    expect(rewriteSchemeColors(css, mrtSchemeColors).css).toBe(
      `.css-b .MuiTableSortLabel-icon{color:var(--mrt-c${sortIcon},#fff)!important}` +
        '.css-c{-webkit-mask-image:-webkit-radial-gradient(#fff,#000)}' +
        `@media (min-width:600px){.css-d .MuiTableSortLabel-icon{color:var(--mrt-c${sortIcon},#fff)}}`,
    );
  });

  test('rewriting twice changes nothing more', () => {
    const once = rewriteSchemeColors('.css-a{background-color:#1c1c1c}', mrtSchemeColors).css;
    expect(rewriteSchemeColors(once, mrtSchemeColors).css).toBe(once);
  });

  test('the light values go under [data-theme=light], for the variables used only', () => {
    expect(schemeColorsStyle(mrtSchemeColors, [sortIcon, base])).toBe(
      `<style data-mrt-scheme-colors="">[data-theme=light]{--mrt-c${base}:#fff;--mrt-c${sortIcon}:rgba(0, 0, 0, 0.6)}</style>`,
    );
    expect(schemeColorsStyle(mrtSchemeColors, [])).toBe('');
  });
});
