/**
 * Claims of docs/guides/theming.mdx, checked against the installed Material UI and material-react-table.
 * The server-rendering section's claim about the hidden table is in theming.ssr.test.tsx (a server render
 * needs Node's module builds).
 */
import React, {type ReactNode} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import MenuItem from '@mui/material/MenuItem';
import {
  alpha,
  createTheme,
  darken,
  lighten,
  ThemeProvider,
  useColorScheme,
  useTheme,
  type Theme,
} from '@mui/material/styles';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_TableInstance,
  type MRT_TableOptions,
  type MRT_Theme,
} from 'material-react-table';
import TableScheme from '@site/src/examples/guides/theming/table-scheme/Example';
import MrtColours from '@site/src/examples/guides/theming/mrt-colours/Example';
import {tableColors} from '@site/src/examples/guides/theming/mrt-colours/colors';
import {plants} from '@site/src/examples/guides/theming/mrt-colours/data';
import {mountTable, people, personColumns, type Person} from './harness';

/** The page's theme.tsx, word for word. */
const pageTheme = () =>
  createTheme({
    colorSchemes: {light: true, dark: {palette: {primary: {main: '#a5b4fc'}}}},
    cssVariables: {colorSchemeSelector: 'class'},
  });

/** An app theme whose dark background differs from MUI's default, so its table tells it from the demo's. */
const appTheme = createTheme({
  colorSchemes: {light: true, dark: {palette: {background: {default: '#0b1020', paper: '#0b1020'}}}},
  cssVariables: {colorSchemeSelector: 'class'},
});

const few = people.slice(0, 3);
const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.className = '';
  html.removeAttribute('data-mui-color-scheme');
});

/** `#rrggbb` or `#rgb` as the `rgb(r, g, b)` jsdom computes. */
function rgb(hex: string): string {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** rgba(…) in the spacing jsdom computes. */
const spaced = (color: string) => color.replace(/,\s*/g, ', ');

const background = (element: Element) => getComputedStyle(element).backgroundColor;

/** Every CSS rule Emotion wrote for `element`'s own classes, as text. */
function rulesOf(element: Element): string[] {
  const classes = Array.from(element.classList).filter((name) => name.startsWith('css-'));
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .filter((text) => classes.some((name) => text.startsWith(`.${name}`)));
}

/**
 * The rule Emotion wrote for `element` whose selector is its class followed by `suffix` (e.g. ` td:after`,
 * either pseudo-element spelling), or ''.
 */
function ruleText(element: Element, suffix: string): string {
  const classes = Array.from(element.classList).filter((name) => name.startsWith('css-'));
  const wanted = new Set(
    classes.flatMap((name) => [`.${name}${suffix}`, `.${name}${suffix.replace(':after', '::after')}`]),
  );
  return rulesOf(element).find((text) => wanted.has(text.slice(0, text.indexOf('{')).trim())) ?? '';
}

/** Mounts `children` under the page theme, with or without forceThemeRerender, and returns setMode. */
function mountInApp(children: ReactNode, {theme = appTheme, force = true} = {}) {
  const ref: {setMode?: (mode: 'light' | 'dark' | 'system' | null) => void} = {};
  function Controls() {
    ref.setMode = useColorScheme().setMode;
    return null;
  }
  const view = render(
    <ThemeProvider theme={theme} forceThemeRerender={force}>
      <Controls />
      {children}
    </ThemeProvider>,
  );
  return {...view, setMode: (mode: 'light' | 'dark' | 'system') => act(() => ref.setMode!(mode))};
}

function probeTable(options: Partial<MRT_TableOptions<Person>> = {}) {
  const ref: {table?: MRT_TableInstance<Person>; themes: Theme[]} = {themes: []};
  function Table() {
    ref.themes.push(useTheme());
    ref.table = useMaterialReactTable({columns: personColumns, data: few, ...options});
    return <MaterialReactTable table={ref.table} />;
  }
  return {Table, ref};
}

describe('Theming guide: a colour scheme for one table', () => {
  it('Pick Light or Dark: the table changes its scheme and the page keeps its own', () => {
    const view = mountInApp(<TableScheme />);
    view.setMode('light');
    const paper = () => view.container.querySelector('.MuiPaper-root')!;
    const cell = () => view.container.querySelector('tbody td')!;
    expect(background(paper())).toBe(rgb('#fff'));
    fireEvent.click(screen.getByRole('button', {name: 'Dark'}));
    // MUI's default dark background, lightened by 0.05 as MRT does for its base colour
    expect(background(paper())).toBe(lighten('#121212', 0.05));
    expect(getComputedStyle(cell()).color).toBe(rgb('#fff'));
    fireEvent.click(screen.getByRole('button', {name: 'Light'}));
    expect(background(paper())).toBe(rgb('#fff'));
    expect(getComputedStyle(cell()).color).toBe('rgba(0, 0, 0, 0.87)');
    // the page stays light, and its buttons keep the page's colours (its CSS variables)
    expect(html.className).toBe('light');
    expect(getComputedStyle(screen.getByRole('button', {name: 'Dark'})).color).toMatch(/^var\(--mui-palette-/);
  });

  it("Page gives the table the page's theme again, so it follows the site's theme switch", () => {
    const view = mountInApp(<TableScheme />);
    view.setMode('light');
    const paper = () => view.container.querySelector('.MuiPaper-root')!;
    fireEvent.click(screen.getByRole('button', {name: 'Dark'}));
    view.setMode('light');
    expect(background(paper())).toBe(lighten('#121212', 0.05));
    fireEvent.click(screen.getByRole('button', {name: 'Page'}));
    expect(background(paper())).toBe(rgb('#fff'));
    view.setMode('dark');
    expect(background(paper())).toBe(lighten('#0b1020', 0.05));
    view.setMode('light');
    expect(background(paper())).toBe(rgb('#fff'));
  });

  it('A ThemeProvider inside another gives the components under it a theme of their own; its theme can be a function of the outer theme', () => {
    const inner = createTheme({palette: {mode: 'dark'}});
    const seen: {outer?: Theme; argument?: Theme; under?: Theme} = {};
    function Outer({children}: {children: ReactNode}) {
      seen.outer = useTheme();
      return <>{children}</>;
    }
    function Under() {
      seen.under = useTheme();
      return null;
    }
    const view = render(
      <ThemeProvider theme={appTheme}>
        <Outer>
          <ThemeProvider
            theme={(outer: Theme) => {
              seen.argument = outer;
              return inner;
            }}>
            <Under />
          </ThemeProvider>
        </Outer>
      </ThemeProvider>,
    );
    // the function is given the outer theme (MUI passes a copy of it marked as an outer theme)
    expect(seen.argument!.palette).toBe(seen.outer!.palette);
    expect(seen.argument!.vars).toBe(seen.outer!.vars);
    expect(seen.under).toBe(inner);
    // returning the outer theme unchanged leaves the components under it in the page's theme
    view.rerender(
      <ThemeProvider theme={appTheme}>
        <Outer>
          <ThemeProvider theme={(outer: Theme) => outer}>
            <Under />
          </ThemeProvider>
        </Outer>
      </ThemeProvider>,
    );
    expect(seen.under!.palette).toBe(seen.outer!.palette);
    expect(seen.under!.vars).toBe(seen.outer!.vars);
  });

  it("Those two themes have no CSS variables, so the parts under them take their colours from the themes' own palettes, also inside an app whose theme uses CSS variables", () => {
    const view = mountInApp(<TableScheme />);
    const cell = () => view.container.querySelector('tbody td')!;
    // Page: the app's CSS variables
    expect(getComputedStyle(cell()).color).toBe('var(--mui-palette-text-primary)');
    fireEvent.click(screen.getByRole('button', {name: 'Dark'}));
    expect(createTheme({palette: {mode: 'dark'}}).vars).toBeUndefined();
    expect(getComputedStyle(cell()).color).toBe(rgb('#fff'));
    const checkbox = view.container.querySelector('tbody .MuiCheckbox-root')!;
    expect(getComputedStyle(checkbox).color).toBe('rgba(255, 255, 255, 0.7)');
  });

  it('MRT computes its own colours from the theme of the component that calls useMaterialReactTable, while each part reads the theme where it renders', () => {
    const dark = createTheme({palette: {mode: 'dark'}});
    const inside = probeTable();
    const view = render(
      <ThemeProvider theme={dark}>
        <inside.Table />
      </ThemeProvider>,
    );
    expect(inside.ref.table!.options.mrtTheme.baseBackgroundColor).toBe(lighten('#121212', 0.05));
    expect(background(view.container.querySelector('.MuiPaper-root')!)).toBe(lighten('#121212', 0.05));
    expect(getComputedStyle(view.container.querySelector('tbody td')!).color).toBe(rgb('#fff'));
  });

  it("A provider around <MaterialReactTable /> alone re-colours the parts but leaves MRT's backgrounds in the outer theme's colours", () => {
    const dark = createTheme({palette: {mode: 'dark'}});
    const ref: {table?: MRT_TableInstance<Person>} = {};
    function ProviderInside() {
      const table = useMaterialReactTable({columns: personColumns, data: few});
      ref.table = table;
      return (
        <ThemeProvider theme={dark}>
          <MaterialReactTable table={table} />
        </ThemeProvider>
      );
    }
    const view = render(
      <ThemeProvider theme={createTheme({palette: {mode: 'light'}})}>
        <ProviderInside />
      </ThemeProvider>,
    );
    // white backgrounds (the outer, light theme) under white text (the inner, dark one)
    expect(ref.table!.options.mrtTheme.baseBackgroundColor).toBe('#fff');
    expect(background(view.container.querySelector('.MuiPaper-root')!)).toBe(rgb('#fff'));
    expect(getComputedStyle(view.container.querySelector('tbody td')!).color).toBe(rgb('#fff'));
  });
});

describe('Theming guide: a theme with light and dark schemes', () => {
  it('colorSchemes gives the theme a light and a dark palette: true takes MUI’s defaults, an object with a palette changes the colours it names', () => {
    const theme = pageTheme();
    const light = theme.colorSchemes.light!.palette;
    const dark = theme.colorSchemes.dark!.palette;
    const defaults = createTheme({palette: {mode: 'dark'}}).palette;
    expect([light.mode, light.primary.main, light.background.default]).toEqual(['light', '#1976d2', '#fff']);
    expect([dark.mode, dark.primary.main]).toEqual(['dark', '#a5b4fc']);
    expect([dark.background.default, dark.secondary.main, dark.text.primary]).toEqual([
      defaults.background.default,
      defaults.secondary.main,
      defaults.text.primary,
    ]);
  });

  it("cssVariables writes both palettes as CSS variables (--mui-palette-…), and colorSchemeSelector: 'class' picks one with a light or dark class on <html>", () => {
    const theme = pageTheme();
    const sheets = theme.generateStyleSheets() as Array<Record<string, Record<string, string>>>;
    const bySelector = Object.fromEntries(sheets.flatMap((sheet) => Object.entries(sheet)));
    expect(bySelector[':root, .light']!['--mui-palette-background-default']).toBe('#fff');
    expect(bySelector['.dark']!['--mui-palette-background-default']).toBe('#121212');
    expect(bySelector['.dark']!['--mui-palette-primary-main']).toBe('#a5b4fc');
    // theme.vars holds them, with the default scheme's value as the fallback
    expect(theme.vars.palette.primary.main).toBe('var(--mui-palette-primary-main, #1976d2)');
    const view = mountInApp(null, {theme});
    view.setMode('dark');
    expect(html.className).toBe('dark');
    view.setMode('light');
    expect(html.className).toBe('light');
  });

  it("setMode puts the class on <html> and stores the mode in localStorage under mui-mode; the mode starts as 'system', which follows the operating system", () => {
    const original = window.matchMedia;
    let prefersDark = true;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && prefersDark,
      media: query,
      addListener: () => {},
      removeListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const seen: {mode?: string; colorScheme?: string} = {};
      function Probe() {
        const {mode, colorScheme} = useColorScheme();
        Object.assign(seen, {mode, colorScheme});
        return null;
      }
      const view = mountInApp(<Probe />, {theme: pageTheme()});
      expect(seen).toEqual({mode: 'system', colorScheme: 'dark'});
      expect(html.className).toBe('dark');
      view.unmount();
      prefersDark = false;
      const again = mountInApp(<Probe />, {theme: pageTheme()});
      expect(seen).toEqual({mode: 'system', colorScheme: 'light'});
      expect(html.className).toBe('light');
      again.setMode('dark');
      expect(localStorage.getItem('mui-mode')).toBe('dark');
      expect(html.className).toBe('dark');
    } finally {
      window.matchMedia = original;
    }
  });

  it("Without a colorSchemeSelector, a theme with both schemes uses 'media': the scheme always follows the operating system, and setMode only logs an error", () => {
    const media = createTheme({colorSchemes: {light: true, dark: true}, cssVariables: true});
    expect(media.colorSchemeSelector).toBe('media');
    const sheets = media.generateStyleSheets() as Array<Record<string, unknown>>;
    expect(sheets.flatMap((sheet) => Object.keys(sheet))).toContain('@media (prefers-color-scheme: dark)');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const view = mountInApp(null, {theme: media});
      view.setMode('dark');
      expect(html.className).toBe('');
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('The `setMode` function has no effect if `colorSchemeSelector` is `media`'),
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('without forceThemeRerender a table keeps its light backgrounds in the dark scheme, under light text; with it, the provider renders again on each change, with that scheme’s palette', () => {
    const theme = pageTheme();
    for (const force of [false, true]) {
      const probe = probeTable();
      const view = mountInApp(<probe.Table />, {theme, force});
      view.setMode('dark');
      expect(html.className).toBe('dark');
      const paper = view.container.querySelector('.MuiPaper-root')!;
      const cell = view.container.querySelector('tbody td')!;
      // the text is a CSS variable, light in the dark scheme
      expect(getComputedStyle(cell).color).toBe('var(--mui-palette-text-primary)');
      expect(theme.colorSchemes.dark!.palette.text.primary).toBe('#fff');
      if (force) {
        expect(probe.ref.themes.at(-1)!.palette.mode).toBe('dark');
        expect(background(paper)).toBe(lighten('#121212', 0.05));
      } else {
        // the provider keeps theme.palette at the default scheme
        expect(probe.ref.themes.at(-1)!.palette.mode).toBe('light');
        expect(background(paper)).toBe(rgb('#fff'));
      }
      view.unmount();
      localStorage.clear();
      html.className = '';
    }
  });
});

describe("Theming guide: MRT's own colours", () => {
  it('The demo gives every colour of mrtTheme, one set per scheme: amber tints the pinned Astilbe row, indigo the selected Hosta row', () => {
    for (const mode of ['light', 'dark'] as const) {
      const view = render(
        <ThemeProvider theme={createTheme({palette: {mode}})}>
          <MrtColours />
        </ThemeProvider>,
      );
      const colors = tableColors[mode];
      expect(Object.keys(colors).sort()).toEqual([
        'baseBackgroundColor',
        'cellNavigationOutlineColor',
        'draggingBorderColor',
        'matchHighlightColor',
        'menuBackgroundColor',
        'pinnedRowBackgroundColor',
        'selectedRowBackgroundColor',
      ]);
      expect(background(view.container.querySelector('.MuiPaper-root')!)).toBe(rgb(colors.baseBackgroundColor));
      const row = (name: string) =>
        Array.from(view.container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(name))!;
      const tinted = (name: string) => ruleText(row(name), ' td:after');
      expect(tinted('Astilbe')).toContain(`background-color: ${spaced(colors.pinnedRowBackgroundColor)}`);
      expect(tinted('Hosta')).toContain(`background-color: ${spaced(colors.selectedRowBackgroundColor)}`);
      // the other rows have no tint
      expect(
        plants.filter((plant) => !['Astilbe', 'Hosta'].includes(plant.name)).map((plant) => tinted(plant.name)),
      ).toEqual(plants.filter((plant) => !['Astilbe', 'Hosta'].includes(plant.name)).map(() => ''));
      view.unmount();
    }
  });

  it('the defaults, from the palette: background.default (lightened by 0.05 in dark mode), the menu that lightened by 0.07, primary.main at 0.2 and 0.1 opacity, warning.light lightened by 0.5 (dark: warning.dark darkened by 0.25), primary.main', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createTheme({palette: {mode}});
      const {Table, ref} = probeTable();
      const view = render(
        <ThemeProvider theme={theme}>
          <Table />
        </ThemeProvider>,
      );
      const p = theme.palette;
      const base = mode === 'dark' ? lighten(p.background.default, 0.05) : p.background.default;
      expect(ref.table!.options.mrtTheme).toEqual({
        baseBackgroundColor: base,
        menuBackgroundColor: lighten(base, 0.07),
        selectedRowBackgroundColor: alpha(p.primary.main, 0.2),
        pinnedRowBackgroundColor: alpha(p.primary.main, 0.1),
        matchHighlightColor: mode === 'dark' ? darken(p.warning.dark, 0.25) : lighten(p.warning.light, 0.5),
        draggingBorderColor: p.primary.main,
        cellNavigationOutlineColor: p.primary.main,
      });
      view.unmount();
    }
  });

  it('baseBackgroundColor paints the paper, the toolbars, the header, body and footer rows', () => {
    const base = '#123456';
    const view = mountTable({
      mrtTheme: {baseBackgroundColor: base},
      columns: personColumns.map((column) => ({...column, Footer: () => 'total'})),
      data: few,
    });
    const paper = view.container.querySelector('.MuiPaper-root')!;
    const [top, , bottom] = Array.from(paper.children);
    expect(paper.children[1]!.classList.contains('MuiTableContainer-root')).toBe(true);
    const rows = ['thead tr', 'tbody tr', 'tfoot tr'].map((selector) => view.container.querySelector(selector)!);
    expect([paper, top!, bottom!, ...rows].map(background)).toEqual(Array(6).fill(rgb(base)));
  });

  it('menuBackgroundColor paints the column actions, filter mode, row actions, cell actions and show/hide columns menus', async () => {
    const menu = '#345678';
    const view = mountTable({
      mrtTheme: {menuBackgroundColor: menu},
      data: few,
      enableColumnFilterModes: true,
      enableRowActions: true,
      renderRowActionMenuItems: () => [<MenuItem key="open">Open</MenuItem>],
      enableCellActions: true,
      renderCellActionMenuItems: () => [<MenuItem key="note">Note</MenuItem>],
      initialState: {showColumnFilters: true},
    });
    const openMenuBackground = async (open: () => void) => {
      open();
      const list = screen.getByRole('menu');
      const color = background(list);
      fireEvent.keyDown(list, {key: 'Escape'});
      await act(async () => {});
      return color;
    };
    const backgrounds = [
      await openMenuBackground(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]!)),
      await openMenuBackground(() => fireEvent.click(screen.getAllByRole('button', {name: 'Change filter mode'})[0]!)),
      await openMenuBackground(() => fireEvent.click(screen.getAllByRole('button', {name: 'Row Actions'})[0]!)),
      await openMenuBackground(() => fireEvent.contextMenu(view.container.querySelectorAll('tbody td')[1]!)),
      await openMenuBackground(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'}))),
    ];
    expect(backgrounds).toEqual(Array(5).fill(rgb(menu)));
  });

  it('selectedRowBackgroundColor: a tint over the cells of a selected row; pinnedRowBackgroundColor: over the cells of a pinned row that is not selected', () => {
    const selected = 'rgba(10, 20, 30, 0.4)';
    const pinned = 'rgba(40, 50, 60, 0.3)';
    const view = mountTable({
      mrtTheme: {selectedRowBackgroundColor: selected, pinnedRowBackgroundColor: pinned},
      data: few,
      getRowId: (person) => person.id,
      enableRowSelection: true,
      enableRowPinning: true,
      initialState: {rowSelection: {'1': true, '3': true}, rowPinning: {top: ['2', '3']}},
    });
    const tint = (index: number) => {
      const row = Array.from(view.container.querySelectorAll('tbody tr')).find((tr) =>
        tr.textContent?.includes(few[index]!.firstName),
      )!;
      return ruleText(row, ' td:after');
    };
    // Ada selected, Grace pinned, Alan both: the selected tint wins
    expect(tint(0)).toContain(`background-color: ${selected}`);
    expect(tint(1)).toContain(`background-color: ${pinned}`);
    expect(tint(2)).toContain(`background-color: ${selected}`);
    expect(tint(2)).not.toContain(pinned);
  });

  it('matchHighlightColor: behind the text a search or a column filter matched', () => {
    const match = '#abcdef';
    const view = mountTable({mrtTheme: {matchHighlightColor: match}, data: few, state: {globalFilter: 'Gra'}});
    const marked = () =>
      Array.from(view.container.querySelectorAll('tbody [role="note"] > span')).filter(
        (span) => background(span) === rgb(match),
      );
    expect(marked().map((span) => span.textContent)).toEqual(['Gra']);
    view.update({state: {globalFilter: '', columnFilters: [{id: 'city', value: 'Man'}]}});
    expect(marked().map((span) => span.textContent)).toEqual(['Man']);
  });

  it('draggingBorderColor: the border of the column or row a dragged one is over, and of a column being resized', () => {
    const drag = '#ff0000';
    const view = mountTable({
      mrtTheme: {draggingBorderColor: drag},
      data: few,
      enableColumnOrdering: true,
      enableRowOrdering: true,
      enableColumnResizing: true,
    });
    const table = view.table;
    const header = (text: string) =>
      Array.from(view.container.querySelectorAll('thead th')).find((th) => th.textContent?.includes(text))!;
    // a column dragged over "Age": its header and its cells get the dashed border
    act(() => {
      table().setDraggingColumn(table().getColumn('firstName'));
      table().setHoveredColumn(table().getColumn('age'));
    });
    expect(getComputedStyle(header('Age')).borderLeft).toBe(`2px dashed ${rgb(drag)}`);
    // body cells: the row-drag column, then First Name, Last Name, Age
    const ageCell = view.container.querySelector('tbody tr td:nth-child(4)')!;
    expect(getComputedStyle(ageCell).borderLeft).toBe(`2px dashed ${rgb(drag)}`);
    expect(getComputedStyle(ageCell).borderRight).toBe(`2px dashed ${rgb(drag)}`);
    act(() => {
      table().setDraggingColumn(null);
      table().setHoveredColumn(null);
      table().setDraggingRow(table().getRowModel().rows[0]!);
      table().setHoveredRow(table().getRowModel().rows[1]!);
    });
    const hoveredRowCell = view.container.querySelectorAll('tbody tr')[1]!.querySelectorAll('td')[2]!;
    expect(getComputedStyle(hoveredRowCell).borderTop).toBe(`2px dashed ${rgb(drag)}`);
    expect(getComputedStyle(hoveredRowCell).borderBottom).toBe(`2px dashed ${rgb(drag)}`);
    act(() => {
      table().setDraggingRow(null);
      table().setHoveredRow(null);
      table().setColumnSizingInfo((old) => ({...old, isResizingColumn: 'lastName'}));
    });
    expect(getComputedStyle(header('Last Name')).borderRight).toBe(`2px solid ${rgb(drag)}`);
  });

  it('cellNavigationOutlineColor: the outline of a cell focused with the keyboard', () => {
    const view = mountTable({mrtTheme: {cellNavigationOutlineColor: '#00ff00'}, data: few});
    const cell = view.container.querySelector('tbody td')!;
    expect(ruleText(cell, ':focus-visible')).toContain('outline: 2px solid #00ff00');
  });

  it('From baseBackgroundColor MRT also derives the background of pinned columns, the shade of a hovered row and the loading overlay', () => {
    const base = '#204060';
    const view = mountTable({
      mrtTheme: {baseBackgroundColor: base},
      data: few,
      enableColumnPinning: true,
      initialState: {columnPinning: {left: ['firstName']}},
      state: {isLoading: true, showSkeletons: false},
    });
    const row = view.container.querySelector('tbody tr')!;
    const pinnedCell = row.querySelector('td[data-pinned="true"]')!;
    const pinnedRule = rulesOf(pinnedCell).find((text) => /\[data-pinned="true"\]::?before/.test(text)) ?? '';
    expect(pinnedRule).toContain(`background-color: ${spaced(alpha(darken(base, 0.01), 0.97))}`);
    expect(ruleText(row, ':hover td:after')).toContain(`background-color: ${spaced(alpha(darken(base, 0.3), 0.3))}`);
    const overlay = view.container.querySelector('.MuiCircularProgress-root')!.parentElement!;
    expect(background(overlay)).toBe(spaced(alpha(base, 0.5)));
  });

  it('mrtTheme is an object or a function of the MUI theme, which MRT calls again whenever the theme changes; the keys you leave out keep their defaults', () => {
    const calls: Array<'light' | 'dark'> = [];
    const byScheme = (theme: Theme): Partial<MRT_Theme> => {
      calls.push(theme.palette.mode);
      return {baseBackgroundColor: theme.palette.mode === 'dark' ? '#101010' : '#fafafa'};
    };
    const probe = probeTable({mrtTheme: byScheme});
    const view = mountInApp(<probe.Table />, {theme: pageTheme()});
    view.setMode('light');
    expect(probe.ref.table!.options.mrtTheme.baseBackgroundColor).toBe('#fafafa');
    view.setMode('dark');
    expect(calls.at(-1)).toBe('dark');
    expect(probe.ref.table!.options.mrtTheme.baseBackgroundColor).toBe('#101010');
    // a key left out keeps its default (the page theme's dark primary)
    expect(probe.ref.table!.options.mrtTheme.draggingBorderColor).toBe('#a5b4fc');
    view.unmount();
    const object = probeTable({mrtTheme: {draggingBorderColor: '#ff0000'}});
    render(<object.Table />);
    expect(object.ref.table!.options.mrtTheme.draggingBorderColor).toBe('#ff0000');
    expect(object.ref.table!.options.mrtTheme.baseBackgroundColor).toBe('#fff');
  });

  it('baseBackgroundColor and selectedRowBackgroundColor: MUI’s colour functions throw on a CSS variable', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        mountTable({data: few, mrtTheme: {baseBackgroundColor: 'var(--mui-palette-background-default)'}}),
      ).toThrow(/Unsupported `var\(--mui-palette-background-default\)` color/);
      const options = {
        data: few,
        getRowId: (person: Person) => person.id,
        enableRowSelection: true,
        mrtTheme: {selectedRowBackgroundColor: 'var(--mui-palette-action-selected)'},
      };
      // fine until a row is selected
      const view = mountTable(options);
      view.unmount();
      expect(() => mountTable({...options, initialState: {rowSelection: {'1': true}}})).toThrow(
        /Unsupported `var\(--mui-palette-action-selected\)` color/,
      );
    } finally {
      errors.mockRestore();
    }
  });

  it('MRT uses the other five as they are, so they take the theme’s CSS variables (in theme.vars)', async () => {
    const theme = pageTheme();
    const probe = probeTable({
      mrtTheme: (muiTheme) => ({
        matchHighlightColor: muiTheme.vars!.palette.warning.light,
        menuBackgroundColor: muiTheme.vars!.palette.background.paper,
        pinnedRowBackgroundColor: muiTheme.vars!.palette.action.hover,
        draggingBorderColor: muiTheme.vars!.palette.primary.main,
        cellNavigationOutlineColor: muiTheme.vars!.palette.secondary.main,
      }),
      getRowId: (person) => person.id,
      enableRowPinning: true,
      enableColumnResizing: true,
      initialState: {rowPinning: {top: ['2']}},
      state: {globalFilter: 'Gra'},
    });
    const view = mountInApp(<probe.Table />, {theme});
    // the variables as the theme inside the provider holds them
    const vars = probe.ref.themes.at(-1)!.vars!;
    expect(vars.palette.warning.light).toBe('var(--mui-palette-warning-light)');
    const highlighted = view.container.querySelector('tbody [role="note"] > span')!;
    expect(rulesOf(highlighted).join('\n')).toContain(`background-color: ${vars.palette.warning.light}`);
    const pinnedRow = Array.from(view.container.querySelectorAll('tbody tr')).find((tr) =>
      tr.textContent?.includes('Grace'),
    )!;
    expect(ruleText(pinnedRow, ' td:after')).toContain(`background-color: ${vars.palette.action.hover}`);
    expect(ruleText(view.container.querySelector('tbody td')!, ':focus-visible')).toContain(
      `outline: 2px solid ${vars.palette.secondary.main}`,
    );
    act(() => probe.ref.table!.setColumnSizingInfo((old) => ({...old, isResizingColumn: 'firstName'})));
    const firstName = Array.from(view.container.querySelectorAll('thead th')).find((th) =>
      th.textContent?.includes('First Name'),
    )!;
    // (jsdom computes no border shorthand holding a variable: read the rule)
    expect(rulesOf(firstName).join('\n')).toContain(`border-right: 2px solid ${vars.palette.primary.main} !important`);
    fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]!);
    expect(background(screen.getByRole('menu'))).toBe(vars.palette.background.paper);
    // a variable takes the other scheme's value from its class on <html>, with no render of the table
    const sheets = theme.generateStyleSheets() as Array<Record<string, Record<string, string>>>;
    const bySelector = Object.fromEntries(sheets.flatMap((sheet) => Object.entries(sheet)));
    expect(bySelector[':root, .light']!['--mui-palette-warning-light']).toBe('#ff9800');
    expect(bySelector['.dark']!['--mui-palette-warning-light']).toBe('#ffb74d');
  });
});

describe('Theming guide: dark mode without a flash', () => {
  it('The browser’s first render renders the default scheme too; the provider switches to the stored scheme just after', () => {
    localStorage.setItem('mui-mode', 'dark');
    const probe = probeTable();
    // the server, with the same stored mode: the default scheme
    renderToString(
      <ThemeProvider theme={pageTheme()} forceThemeRerender>
        <probe.Table />
      </ThemeProvider>,
    );
    expect(probe.ref.themes.map((theme) => theme.palette.mode)).toEqual(['light']);
    probe.ref.themes.length = 0;
    mountInApp(<probe.Table />, {theme: pageTheme()});
    const modes = probe.ref.themes.map((theme) => theme.palette.mode);
    expect(modes[0]).toBe('light');
    expect(modes.at(-1)).toBe('dark');
    expect(html.className).toBe('dark');
  });

  it("InitColorSchemeScript reads the stored mode (for 'system', the operating system's preference) and puts the class on <html>", () => {
    const run = (element: React.ReactElement) => {
      const markup = renderToString(element);
      const container = document.createElement('div');
      container.innerHTML = markup;
      // runs the inline script as the browser would
      new Function(container.querySelector('script')!.textContent!)();
    };
    localStorage.setItem('mui-mode', 'dark');
    run(<InitColorSchemeScript attribute="class" />);
    expect(html.className).toBe('dark');
    localStorage.setItem('mui-mode', 'light');
    run(<InitColorSchemeScript attribute="class" />);
    expect(html.className).toBe('light');
    localStorage.removeItem('mui-mode');
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
    })) as unknown as typeof window.matchMedia;
    try {
      run(<InitColorSchemeScript attribute="class" />);
      expect(html.className).toBe('dark');
      // the default attribute is data-mui-color-scheme, which a 'class' theme's CSS does not select
      html.className = '';
      run(<InitColorSchemeScript />);
      expect([html.className, html.getAttribute('data-mui-color-scheme')]).toEqual(['', 'dark']);
    } finally {
      window.matchMedia = original;
    }
    const selectors = (pageTheme().generateStyleSheets() as Array<Record<string, unknown>>).flatMap((sheet) =>
      Object.keys(sheet),
    );
    expect(selectors.some((selector) => selector.includes('data-mui-color-scheme'))).toBe(false);
  });

  it('the script runs where it is, before the markup after it is parsed: it is a plain inline script', () => {
    const markup = renderToString(<InitColorSchemeScript attribute="class" />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    const script = container.querySelector('script')!;
    expect(['src', 'async', 'defer', 'type', 'nomodule'].filter((name) => script.hasAttribute(name))).toEqual([]);
    expect(container.children).toHaveLength(1);
  });
});
