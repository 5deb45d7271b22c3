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

  it('every other measured combination of React 18 or 19 with Material UI 6 or 7 installed and worked as well, with the date pickers 7, 8 or (on Material UI 7) 9, and with Day.js or date-fns 4, except the oldest date pickers with date-fns 4', () => {
    const others = results.combinations.filter((entry) => [6, 7].includes(muiMajor(entry)));
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
