/** Claims of docs/getting-started/install.mdx. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {render} from '@testing-library/react';
// the mistake the page warns about, compiled by Babel as a bundler compiles it
import MaterialReactTableDefault, {MaterialReactTable, useMaterialReactTable} from 'material-react-table';
import {mountTable} from './harness';

const packageDir = path.join(require.resolve('material-react-table'), '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

it('the peer ranges `material-react-table` 3.2.1 declares: all seven are required; the package declares no optional peers', () => {
  expect(manifest.version).toBe('3.2.1');
  // the page's table, range by range
  expect(manifest.peerDependencies).toEqual({
    '@emotion/react': '>=11.13',
    '@emotion/styled': '>=11.13',
    '@mui/icons-material': '>=6',
    '@mui/material': '>=6',
    '@mui/x-date-pickers': '>=7.15',
    react: '>=18.0',
    'react-dom': '>=18.0',
  });
  expect(manifest.peerDependenciesMeta).toBeUndefined();
});

it('this site runs on React 19.3, Material UI 7.3 and `@mui/x-date-pickers` 8.29, which fit all the ranges', () => {
  const semver = require('semver') as {satisfies: (version: string, range: string) => boolean};
  const installed = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, '../../node_modules', name, 'package.json'), 'utf8'))
      .version as string;
  expect(installed('react')).toMatch(/^19\.3\./);
  expect(installed('@mui/material')).toMatch(/^7\.3\./);
  expect(installed('@mui/x-date-pickers')).toMatch(/^8\.29\./);
  for (const [name, range] of Object.entries(manifest.peerDependencies as Record<string, string>)) {
    expect([name, semver.satisfies(installed(name), range)]).toEqual([name, true]);
  }
});

it('MRT 3.2.1 still passes the TextField props `InputProps`, `inputProps` and `SelectProps` to its edit and search fields', () => {
  const code = fs.readFileSync(path.join(packageDir, 'dist/index.esm.js'), 'utf8');
  // the source of one component: from its declaration to the next top-level `const MRT_`
  const component = (name: string) => {
    const start = code.indexOf(`\nconst ${name} = `);
    expect(start).toBeGreaterThan(0);
    return code.slice(start, code.indexOf('\nconst MRT_', start + 1));
  };
  const props = (source: string) =>
    ['InputProps', 'inputProps', 'SelectProps'].filter((prop) => source.includes(`${prop}`));
  expect(props(component('MRT_EditCellTextField'))).toEqual(['InputProps', 'inputProps', 'SelectProps']);
  expect(props(component('MRT_GlobalFilterTextField'))).toEqual(['InputProps', 'inputProps']);
});

it('date filters render pickers from `@mui/x-date-pickers`, which need a `LocalizationProvider` above the table', () => {
  const options = {
    columns: [
      {
        accessorFn: () => new Date(2024, 0, 1),
        id: 'born',
        header: 'Born',
        filterVariant: 'date' as const,
        Cell: ({cell}: {cell: {getValue: <T>() => T}}) => cell.getValue<Date>().toDateString(),
      },
    ],
    initialState: {showColumnFilters: true},
  };
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(() => mountTable(options)).toThrow(/localization context/);
  } finally {
    errors.mockRestore();
  }
  const {LocalizationProvider} = require('@mui/x-date-pickers/LocalizationProvider');
  const {AdapterDayjs} = require('@mui/x-date-pickers/AdapterDayjs');
  const Table = () => {
    const table = useMaterialReactTable({...options, data: [{}]});
    return <MaterialReactTable table={table} />;
  };
  const view = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Table />
    </LocalizationProvider>,
  );
  // the date picker's field, with its calendar button
  expect(view.container.querySelector('thead [class*="MuiPickers"]')).not.toBeNull();
  expect(view.container.querySelector('thead button[aria-label*="hoose date"]')).not.toBeNull();
  view.unmount();
});

it("The package's own dependencies come with it, pinned to exact versions", () => {
  expect(manifest.dependencies).toEqual({
    '@tanstack/match-sorter-utils': '8.19.4',
    '@tanstack/react-table': '8.20.6',
    '@tanstack/react-virtual': '3.11.2',
    'highlight-words': '2.0.0',
  });
});

it('Tables without date filters do not need the provider, but `@mui/x-date-pickers` must still be installed: the package imports it', () => {
  const code = fs.readFileSync(path.join(packageDir, 'dist/index.esm.js'), 'utf8');
  expect(code).toMatch(/^import .* from '@mui\/x-date-pickers\/DatePicker';$/m);
  const view = mountTable({initialState: {showColumnFilters: true}});
  expect(view.container.querySelectorAll('thead input')).toHaveLength(4);
  view.unmount();
});

it('The package ships its own type definitions (`dist/index.d.ts`)', () => {
  expect(manifest.types ?? manifest.typings).toMatch(/index\.d\.ts$/);
  expect(fs.existsSync(path.join(packageDir, 'dist/index.d.ts'))).toBe(true);
});

describe('Common errors', () => {
  it('Material React Table V3 has no default export', () => {
    expect('default' in require('material-react-table')).toBe(false);
    const esm = fs.readFileSync(path.join(packageDir, 'dist/index.esm.js'), 'utf8');
    const types = fs.readFileSync(path.join(packageDir, 'dist/index.d.ts'), 'utf8');
    for (const code of [esm, types]) {
      expect(code).not.toMatch(/export default|\bas default\b/);
    }
  });

  it("webpack warns that `export 'default'` was not found", async () => {
    const webpack = require('webpack') as typeof import('webpack');
    // webpack schedules with setImmediate, which the jsdom environment leaves out
    const timers = require('node:timers') as typeof import('node:timers');
    Object.assign(globalThis, {setImmediate: timers.setImmediate, clearImmediate: timers.clearImmediate});
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mrt-default-import-'));
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      "import MaterialReactTable from 'material-react-table';\nconsole.log(MaterialReactTable);\n",
    );
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: {path: path.join(dir, 'out')},
      resolve: {modules: [path.join(__dirname, '../../node_modules')]},
      // webpack reads MRT's ES module build; every package MRT imports stays outside the bundle
      externals: ({request}, callback) =>
        request === 'material-react-table' || /^[./]/.test(request!)
          ? callback()
          : callback(undefined, `commonjs ${request}`),
      optimization: {minimize: false},
    });
    const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
    );
    fs.rmSync(dir, {recursive: true, force: true});
    const warnings = stats.toJson({all: false, warnings: true}).warnings!.map((warning) => warning.message);
    expect(warnings.join('\n')).toMatch(
      /export 'default' \(imported as 'MaterialReactTable'\) was not found in 'material-react-table'/,
    );
  });

  it('React throws *Element type is invalid: expected a string … but got: undefined* when it renders it', () => {
    expect(MaterialReactTableDefault).toBeUndefined();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        render(React.createElement(MaterialReactTableDefault as unknown as React.ElementType, {columns: [], data: []})),
      ).toThrow(/^Element type is invalid: expected a string .* but got: undefined/);
    } finally {
      errors.mockRestore();
    }
  });

  const virtualCore = path.join(require.resolve('@tanstack/virtual-core'), '../../..');
  const virtualManifest = JSON.parse(fs.readFileSync(path.join(virtualCore, 'package.json'), 'utf8'));

  it('`@tanstack/react-virtual` depends on `@tanstack/virtual-core` 3.11.2', () => {
    const reactVirtual = path.join(require.resolve('@tanstack/react-virtual'), '../../..');
    const reactVirtualManifest = JSON.parse(fs.readFileSync(path.join(reactVirtual, 'package.json'), 'utf8'));
    expect(reactVirtualManifest.dependencies).toEqual({'@tanstack/virtual-core': '3.11.2'});
    expect(virtualManifest.version).toBe('3.11.2');
  });

  it('both its ES module and its CommonJS build use `??`; a parser limited to ES2019 fails there with *Unexpected token*', () => {
    const acorn = require('acorn') as typeof import('acorn');
    for (const build of ['dist/esm/index.js', 'dist/cjs/index.cjs']) {
      const code = fs.readFileSync(path.join(virtualCore, build), 'utf8');
      const sourceType = build.endsWith('.cjs') ? 'script' : 'module';
      expect(code).toContain(' ?? ');
      expect(() => acorn.parse(code, {ecmaVersion: 2019, sourceType})).toThrow(/^Unexpected token/);
      expect(() => acorn.parse(code, {ecmaVersion: 2020, sourceType})).not.toThrow();
    }
  });

  it('its `package.json` is `"type": "module"` and points to the builds through an `exports` map (the CommonJS file ends in `.cjs`)', () => {
    expect(virtualManifest.type).toBe('module');
    expect(virtualManifest.exports['.']).toEqual({
      import: {types: './dist/esm/index.d.ts', default: './dist/esm/index.js'},
      require: {types: './dist/cjs/index.d.cts', default: './dist/cjs/index.cjs'},
    });
    expect(virtualManifest.main).toBe('dist/cjs/index.cjs');
  });
});

/**
 * "Which versions work together": the sentences under the compatibility table, checked against the
 * measurements the table shows (src/site/compat/results.json, written by `npm run compat`).
 */
describe('Which versions work together', () => {
  const results = require('@site/src/site/compat/results.json') as {
    combinations: Array<{
      id: string;
      resolved: Record<string, string>;
      steps: Record<string, {outcome: string; error?: string}>;
      features: Record<string, {outcome: string; error?: string}>;
    }>;
  };
  const {REQUIRED_PACKAGES} = require('@site/src/site/install') as typeof import('@site/src/site/install');

  const major = (version: string) => Number(version.split('.')[0]);
  const outcomes = (entry: (typeof results.combinations)[number]) =>
    [...Object.values(entry.steps), ...Object.values(entry.features)].map((step) => step.outcome);
  const muiMajor = (entry: (typeof results.combinations)[number]) => major(entry.resolved['@mui/material']);
  const oldestPickersWithDateFns = (entry: (typeof results.combinations)[number]) =>
    entry.resolved['@mui/x-date-pickers'] === '7.15.0' && entry.resolved['date-fns'] !== undefined;

  it('For a new app, install the versions the commands above name, on React 19: that set passed every step', () => {
    const site = results.combinations.find((entry) => entry.id === 'site')!;
    for (const [name, version] of REQUIRED_PACKAGES) expect([name, site.resolved[name]]).toEqual([name, version]);
    expect(major(site.resolved.react)).toBe(19);
    expect(new Set(outcomes(site))).toEqual(new Set(['pass']));
  });

  it("every other measured combination of React 18 or 19 with Material UI 6 or 7 installed and worked as well, with the date pickers 7, 8 or (on Material UI 7) 9, and with Day.js or date-fns 4, except the oldest date pickers with date-fns 4. The last rows keep this site's versions and change the app instead", () => {
    const matrix = require('@site/src/site/compat/matrix.json') as {combinations: Array<{id: string; base?: string}>};
    const appRows = new Set(matrix.combinations.filter((entry) => entry.base === 'site').map((entry) => entry.id));
    // the rows that change the app come last
    const ids = matrix.combinations.map((entry) => entry.id);
    expect(ids.slice(ids.length - appRows.size)).toEqual([...appRows]);
    const others = results.combinations.filter((entry) => [6, 7].includes(muiMajor(entry)) && !appRows.has(entry.id));
    const working = others.filter((entry) => !oldestPickersWithDateFns(entry));
    for (const entry of working) expect([entry.id, ...new Set(outcomes(entry))]).toEqual([entry.id, 'pass']);
    expect(new Set(working.map((entry) => major(entry.resolved.react)))).toEqual(new Set([18, 19]));
    expect(new Set(working.map(muiMajor))).toEqual(new Set([6, 7]));
    expect(new Set(working.map((entry) => major(entry.resolved['@mui/x-date-pickers'])))).toEqual(new Set([7, 8, 9]));
    expect(working.some((entry) => major(entry.resolved['date-fns'] ?? '0') === 4)).toBe(true);
    // pickers 9 only measured on Material UI 7
    for (const entry of working.filter((e) => major(e.resolved['@mui/x-date-pickers']) === 9)) {
      expect(muiMajor(entry)).toBe(7);
    }
    // the exception fails to install cleanly
    expect(others.filter(oldestPickersWithDateFns).map((entry) => entry.steps.install.outcome)).toEqual(['legacy']);
  });

  it('Material UI 9 installs and builds, and sorting, menus, pickers, filters and editing work, but React warns about `inputProps` on a DOM element, the search field has no clear button, and a Checkbox’s `inputRef` fails to type-check', () => {
    const nine = results.combinations.filter((entry) => muiMajor(entry) === 9);
    expect(nine.length).toBeGreaterThanOrEqual(2);
    for (const entry of nine) {
      expect(['pass', 'legacy']).toContain(entry.steps.install.outcome);
      expect(entry.steps.build.outcome).toBe('pass');
      for (const feature of ['sort', 'columnActions', 'datePicker', 'selectFilter', 'editSave']) {
        expect([entry.id, feature, entry.features[feature].outcome]).toEqual([entry.id, feature, 'pass']);
      }
      expect(entry.steps.render.outcome).toBe('fail');
      expect(entry.steps.render.error).toMatch(/does not recognize the `inputProps` prop on a DOM element/);
      expect(entry.features.search.outcome).toBe('fail');
      expect(entry.features.search.error).toMatch(/^the search field's Clear search button:/);
      expect(entry.steps.types.outcome).toBe('fail');
      expect(entry.steps.types.error).toMatch(/inputRef/);
    }
  });

  it('Material UI 9 with the date pickers 8: npm stops with ERESOLVE, because the pickers 8 accept Material UI 5 to 7; `--legacy-peer-deps` installs it', () => {
    const entry = results.combinations.find(
      (e) => muiMajor(e) === 9 && major(e.resolved['@mui/x-date-pickers']) === 8,
    )!;
    expect(entry.steps.install.outcome).toBe('legacy');
    expect(entry.steps.install.error).toMatch(
      /@mui\/material@"\^5\.15\.14 \|\| \^6\.0\.0 \|\| \^7\.0\.0" from @mui\/x-date-pickers@8/,
    );
  });

  it('date-fns 4 with the date pickers 7.15: ERESOLVE (they accept date-fns 2 and 3); with `--legacy-peer-deps` every step then worked; the date pickers 7.29 accept date-fns 4 without the flag', () => {
    const oldest = results.combinations.find(oldestPickersWithDateFns)!;
    expect(oldest.steps.install.outcome).toBe('legacy');
    expect(oldest.steps.install.error).toMatch(
      /date-fns@"\^2\.25\.0 \|\| \^3\.2\.0" from @mui\/x-date-pickers@7\.15\.0/,
    );
    expect(new Set(outcomes(oldest).filter((_, index) => index > 0))).toEqual(new Set(['pass']));
    const newer = results.combinations.find(
      (e) => e.resolved['@mui/x-date-pickers']?.startsWith('7.29') && major(e.resolved['date-fns'] ?? '0') === 4,
    )!;
    expect(newer.steps.install.outcome).toBe('pass');
  });
});

describe('Your own TanStack Table, Next.js and CSS variables', () => {
  const results = require('@site/src/site/compat/results.json') as {
    combinations: Array<{
      id: string;
      resolved: Record<string, string>;
      steps: Record<string, {outcome: string; error?: string; errors?: number; checks?: string[]}>;
      features: Record<string, {outcome: string; error?: string}>;
    }>;
  };
  const matrix = require('@site/src/site/compat/matrix.json') as {
    combinations: Array<{id: string; base?: string; packages?: Record<string, string>; scenario?: string}>;
  };
  const {REQUIRED_PACKAGES} = require('@site/src/site/install') as typeof import('@site/src/site/install');
  const row = (id: string) => results.combinations.find((entry) => entry.id === id)!;
  const entry = (id: string) => matrix.combinations.find((combination) => combination.id === id)!;
  const major = (version: string) => Number(version.split('.')[0]);
  const outcomes = (id: string) =>
    Object.fromEntries(
      [...Object.entries(row(id).steps), ...Object.entries(row(id).features)].map(([step, {outcome}]) => [
        step,
        outcome,
      ]),
    );
  const allPass = (id: string) => new Set(Object.values(outcomes(id)));
  const ROWS = [
    'tanstack-v9',
    'tanstack-v8',
    'tanstack-v9-mrt-types',
    'nextjs-app-router',
    'mui7-css-variables',
    'mui7-css-variables-rerender',
  ];
  const scenarios = fs.readFileSync(path.join(__dirname, '../../scripts/lib/compat/scenarios.mjs'), 'utf8');

  it("The last rows of the table take this site's set of versions and change the app around the table", () => {
    expect(matrix.combinations.slice(-ROWS.length).map((combination) => combination.id)).toEqual(ROWS);
    for (const id of ROWS) {
      expect([id, entry(id).base, entry(id).scenario === undefined]).toEqual([id, 'site', false]);
      for (const [name, version] of REQUIRED_PACKAGES)
        expect([id, name, row(id).resolved[name]]).toEqual([id, name, version]);
    }
  });

  it("MRT 3.2.1 depends on `@tanstack/react-table` 8.20.6 exactly, and npm's `latest` is now TanStack Table 9", () => {
    expect(manifest.dependencies['@tanstack/react-table']).toBe('8.20.6');
    expect(entry('tanstack-v9').packages).toEqual({'@tanstack/react-table': 'latest'});
    expect(major(row('tanstack-v9').resolved['@tanstack/react-table'])).toBe(9);
  });

  it("gets two copies: its own 9 at the top of `node_modules`, and MRT's 8.20.6 nested under `material-react-table`, which the table keeps using", () => {
    // the recorded version is the top-level one; MRT's exact 8.20.6 cannot be it, so npm nests MRT's copy
    expect(major(row('tanstack-v9').resolved['@tanstack/react-table'])).toBe(9);
    expect(manifest.dependencies['@tanstack/react-table']).toMatch(/^8\.20\.6$/);
    // MRT imports the bare name, which Node and bundlers resolve from its own folder first
    const code = fs.readFileSync(path.join(packageDir, 'dist/index.esm.js'), 'utf8');
    expect(code).toMatch(/from '@tanstack\/react-table'/);
    expect(outcomes('tanstack-v9').render).toBe('pass');
  });

  it('That app installed, built and worked, but failed to type-check', () => {
    const {types, ...others} = outcomes('tanstack-v9');
    expect(types).toBe('fail');
    expect(new Set(Object.values(others))).toEqual(new Set(['pass']));
  });

  it("TanStack Table 9's `ColumnDef` and `createColumnHelper` take the table's features as their first type argument", () => {
    const v9 = path.join(__dirname, '../../node_modules/tanstack-table-v9/node_modules/@tanstack/table-core/dist');
    const read = (file: string) => fs.readFileSync(path.join(v9, file), 'utf8');
    expect(read('types/ColumnDef.d.ts')).toMatch(/export type ColumnDef<TFeatures extends TableFeatures, TData/);
    expect(
      fs
        .readdirSync(v9, {recursive: true})
        .map(String)
        .some((file) => file.endsWith('.d.ts')),
    ).toBe(true);
    const helper = (fs.readdirSync(v9, {recursive: true}) as string[])
      .filter((file) => file.endsWith('.d.ts'))
      .map((file) => read(file))
      .find((text) => text.includes('export declare function createColumnHelper<'))!;
    expect(helper).toMatch(/createColumnHelper<TFeatures extends TableFeatures, TData extends RowData>\(\)/);
    // what the tutorial's `createColumnHelper<Person>()` got
    expect(row('tanstack-v9').steps.types.error).toMatch(/TS2558: Expected 2 type arguments, but got 1/);
  });

  it("Pinning the package to 8.20.6 does not fix the types: TanStack Table's `ColumnDef<Person>[]` is not assignable to `MRT_ColumnDef<Person, any>[]`", () => {
    expect(row('tanstack-v8').resolved['@tanstack/react-table']).toBe('8.20.6');
    expect(row('tanstack-v8').steps.types.outcome).toBe('fail');
    expect(row('tanstack-v8').steps.types.error).toContain(
      "Type 'ColumnDef<Person>[]' is not assignable to type 'MRT_ColumnDef<Person, any>[]'",
    );
  });

  it("What passed every step, with TanStack Table 9 still installed, is typing the columns with MRT's own exports", () => {
    expect(major(row('tanstack-v9-mrt-types').resolved['@tanstack/react-table'])).toBe(9);
    expect(allPass('tanstack-v9-mrt-types')).toEqual(new Set(['pass']));
    expect(scenarios).toMatch(/createMRTColumnHelper<Person>\(\)/);
    expect(scenarios).toMatch(/useMemo<MRT_ColumnDef<Person, any>\[\]>/);
  });

  it("A Next.js 16 app, with each table in a client component (`'use client'`) under a server page and Material UI's `AppRouterCacheProvider` (from `@mui/material-nextjs`) in the root layout: `next build` passed, the server's HTML held the rows, and every page hydrated in Chromium with no error", () => {
    const next = fs.readFileSync(path.join(__dirname, '../../scripts/lib/compat/next.mjs'), 'utf8');
    expect(next).toMatch(/const clientTable = \(page, entry\) => `'use client';/);
    expect(next).toMatch(/import \{AppRouterCacheProvider\} from '@mui\/material-nextjs\//);
    const nextjs = row('nextjs-app-router');
    expect(major(nextjs.resolved.next)).toBe(16);
    expect(allPass('nextjs-app-router')).toEqual(new Set(['pass']));
    const checks = nextjs.steps.render.checks ?? [];
    expect(checks).toHaveLength(3);
    for (const line of checks) expect(line).toMatch(/: the server's HTML holds \d+ table rows$/);
  });

  it("With a theme of `cssVariables` and `colorSchemes` opened in the dark scheme, every feature worked, but the table's rows stayed white under the dark scheme's white text", () => {
    expect(scenarios).toContain("createTheme({cssVariables: {colorSchemeSelector: 'class'}, colorSchemes:");
    const {install, types, build, render, ...features} = outcomes('mui7-css-variables');
    expect([install, types, build, render]).toEqual(['pass', 'pass', 'pass', 'fail']);
    expect(new Set(Object.values(features))).toEqual(new Set(['pass']));
    expect(row('mui7-css-variables').steps.render.error).toContain(
      'not dark in the dark scheme: row background rgb(255, 255, 255), text rgb(255, 255, 255)',
    );
  });

  it('With `forceThemeRerender` on the `ThemeProvider`, the rows were dark and every step passed', () => {
    expect(scenarios).toContain("combination.forceThemeRerender ? ' forceThemeRerender' : ''");
    expect(allPass('mui7-css-variables-rerender')).toEqual(new Set(['pass']));
    for (const line of row('mui7-css-variables-rerender').steps.render.checks ?? []) {
      const [r, g, b] = (/row background rgba?\((\d+), (\d+), (\d+)/.exec(line) ?? []).slice(1).map(Number);
      expect(Math.max(r, g, b)).toBeLessThan(80);
    }
    expect(row('mui7-css-variables-rerender').steps.render.checks).toHaveLength(3);
  });

  it('The table is measured again every week against the newest releases; the compatibility feed has one entry each time a result changes', () => {
    const workflow = fs.readFileSync(path.join(__dirname, '../../.github/workflows/compat.yml'), 'utf8');
    expect(workflow).toMatch(/- cron: '\d+ \d+ \* \* \d'/);
    expect(workflow).toContain('npm run compat -- --latest-mrt');
    const {FEED_PATH} = require('@site/src/site/compat/feed') as typeof import('@site/src/site/compat/feed');
    expect(FEED_PATH).toBe('/compatibility.atom');
    const changeLog = require('@site/src/site/compat/change-log.json') as {changes: unknown[]};
    expect(changeLog.changes.length).toBeGreaterThan(0);
  });
});
