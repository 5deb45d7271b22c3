/**
 * The scenarios of `npm run compat`: what a combination of src/site/compat/matrix.json adds to the plain
 * measurement (`"scenario": "<id>"`). Each may add pages made from a demo (`pages`, or a function of the
 * combination giving them), rewrite each page's `main.tsx` (`main`, given the text and the combination),
 * add packages (`manifest`), use another project kind (`project`), and check every page once its rows show
 * (`check`: returns a line for the result or null, throws when the check fails). */
import {nextProject} from './next.mjs';
import {viteProject} from './vite.mjs';

/**
 * An app that installs @tanstack/react-table itself, as older tutorials do, to type its columns with
 * `ColumnDef` and build one with `createColumnHelper`. Written for TanStack Table 8; whichever major npm
 * installs is what the app compiles and runs against.
 */
const TUTORIAL_TABLE = `import {useMemo} from 'react';
import {createColumnHelper, type ColumnDef} from '@tanstack/react-table';
import {MaterialReactTable, useMaterialReactTable} from 'material-react-table';
import {data, type Person} from './makeData';

const columnHelper = createColumnHelper<Person>();

export default function Example() {
  const columns = useMemo<ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'name.firstName', header: 'First Name'},
      {accessorKey: 'name.lastName', header: 'Last Name'},
      columnHelper.accessor('city', {header: 'City'}) as ColumnDef<Person>,
    ],
    [],
  );
  const table = useMaterialReactTable({columns, data});
  return <MaterialReactTable table={table} />;
}
`;

/** The tutorial's table with the fix: the same columns typed and built with MRT's own exports. */
const MRT_TYPED_TABLE = `import {useMemo} from 'react';
import {
  MaterialReactTable,
  createMRTColumnHelper,
  useMaterialReactTable,
  type MRT_ColumnDef,
} from 'material-react-table';
import {data, type Person} from './makeData';

const columnHelper = createMRTColumnHelper<Person>();

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Person, any>[]>(
    () => [
      {accessorKey: 'name.firstName', header: 'First Name'},
      {accessorKey: 'name.lastName', header: 'Last Name'},
      columnHelper.accessor('city', {header: 'City'}),
    ],
    [],
  );
  const table = useMaterialReactTable({columns, data});
  return <MaterialReactTable table={table} />;
}
`;

/**
 * The page each TanStack Table row adds, made from the basic demo: the tutorial's columns (`"columns":
 * "tanstack"`, the default) or the same with MRT's types (`"mrt"`).
 */
function tanstackPages(combination) {
  const files = combination.columns === 'mrt' ? {'Example.tsx': MRT_TYPED_TABLE} : {'Example.tsx': TUTORIAL_TABLE};
  return {tanstack: {from: 'basic', files}};
}

/**
 * The dark scheme of a Material UI 7 theme with CSS variables, as its docs set it up; with
 * `"forceThemeRerender": true` the provider also renders again with the scheme's palette, and `main.tsx`
 * imports the types of those props, both as the Theming guide does.
 */
const darkScheme = (main, combination) =>
  (combination.forceThemeRerender
    ? // the guide's import: it types ThemeProvider's CSS-variable props, forceThemeRerender among them
      main.replace(
        "import {ThemeProvider, createTheme} from '@mui/material/styles';",
        "import {ThemeProvider, createTheme} from '@mui/material/styles';\nimport type {} from '@mui/material/themeCssVarsAugmentation';",
      )
    : main
  )
    .replace(
      'createTheme({colorSchemes: {light: true, dark: true}})',
      "createTheme({cssVariables: {colorSchemeSelector: 'class'}, colorSchemes: {light: true, dark: true}})",
    )
    .replace(
      '<ThemeProvider theme={theme}>',
      `<ThemeProvider theme={theme} defaultMode="dark"${combination.forceThemeRerender ? ' forceThemeRerender' : ''}>`,
    );

/** Relative luminance (0 black … 1 white) of a computed `rgb()`/`rgba()` colour. */
function luminanceIn(page, selector, property) {
  return page.evaluate(
    ([selector, property]) => {
      const parse = (text) => (text.match(/[\d.]+/g) ?? []).map(Number);
      const channel = (value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      // the first ancestor whose colour is mostly opaque: what shows behind a transparent cell
      for (let node = document.querySelector(selector); node; node = node.parentElement) {
        const text = getComputedStyle(node)[property];
        const [r, g, b, a = 1] = parse(text);
        if (r === undefined || a < 0.5) continue;
        return {text, luminance: 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)};
      }
      return {text: 'none', luminance: 1};
    },
    [selector, property],
  );
}

export const SCENARIOS = {
  'own-tanstack-table': {
    project: viteProject,
    pages: tanstackPages,
    /** The tutorial's page: the column made by the helper shows its values. */
    async check(page, name) {
      if (name !== 'tanstack') return null;
      const cities = await page
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => (row.querySelectorAll('td')[2]?.textContent ?? '').trim()));
      if (!cities.every(Boolean)) throw new Error(`the helper's City column is empty: ${JSON.stringify(cities)}`);
      return `the helper's City column shows ${cities.length} values`;
    },
  },
  'color-schemes': {
    project: viteProject,
    main: darkScheme,
    /** In the dark scheme, the table's rows are dark and their text light. */
    async check(page) {
      const row = await luminanceIn(page, 'tbody tr td', 'backgroundColor');
      const text = await luminanceIn(page, 'tbody tr td', 'color');
      const line = `row background ${row.text}, text ${text.text}`;
      if (row.luminance > 0.2 || text.luminance < 0.4) throw new Error(`not dark in the dark scheme: ${line}`);
      return line;
    },
  },
  'nextjs-app-router': {
    project: nextProject,
    // Next.js checks that these are installed before it type-checks a TypeScript app
    manifest: {devDependencies: {'@types/node': '^22'}},
    /** The server's HTML already holds the rows (so hydration had something to match). */
    async check(page) {
      const html = await (await fetch(page.url())).text();
      const rows = (html.match(/<tr[\s>]/g) ?? []).length;
      return rows > 1 ? `the server's HTML holds ${rows} table rows` : "the server's HTML holds no table rows";
    },
  },
};

/** A combination's scenario (the plain Vite measurement when it names none). */
export function scenarioOf(combination) {
  if (!combination.scenario) return {project: viteProject};
  const scenario = SCENARIOS[combination.scenario];
  if (!scenario) throw new Error(`${combination.id}: unknown scenario "${combination.scenario}"`);
  const pages = typeof scenario.pages === 'function' ? scenario.pages(combination) : scenario.pages;
  const main = scenario.main && ((text) => scenario.main(text, combination));
  return {...scenario, pages, main};
}
