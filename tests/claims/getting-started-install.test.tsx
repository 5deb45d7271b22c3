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
