/**
 * package.json declares exactly what the code uses, in the right section (scripts/lib/dependencies.ts): every
 * source file of the repository is read for its imports, and the few packages used by name rather than by an
 * import (a preset's short name, a command, a compiler option) are listed below with the file that names them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  dependencyProblems,
  importsOf,
  mdxImportsOf,
  packageOf,
  type Aliases,
  type Manifest,
  type Peer,
  type Use,
} from '@site/scripts/lib/dependencies';

const root = path.join(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** What building the site reads: its config and sidebars, plugins, pages, components, docs and posts. */
const BUILD = ['src/', 'plugins/', 'docs/', 'blog/', 'docusaurus.config.ts', 'sidebars.ts'];

/** Packages used without an import, each with the file that names it and the text that does. */
const USED_BY_NAME: Array<{name: string; file: string; text: string; build: boolean}> = [
  // the preset, by its short name; Rspack, turned on by a flag
  {name: '@docusaurus/preset-classic', file: 'docusaurus.config.ts', text: "'classic'", build: true},
  {name: '@docusaurus/faster', file: 'docusaurus.config.ts', text: 'faster: true', build: true},
  // the date pickers' Day.js adapter needs Day.js (an optional peer of @mui/x-date-pickers)
  {name: 'dayjs', file: 'src/components/MrtFrame/deferred/PickerContext.tsx', text: 'AdapterDayjs', build: true},
  // jest's transform, environment and babel presets
  {name: 'babel-jest', file: 'jest.config.js', text: "'babel-jest'", build: false},
  {name: 'jest-environment-jsdom', file: 'jest.config.js', text: "testEnvironment: 'jsdom'", build: false},
  {name: '@babel/preset-env', file: 'babel.config.js', text: "'@babel/preset-env'", build: false},
  {name: '@babel/preset-react', file: 'babel.config.js', text: "'@babel/preset-react'", build: false},
  {name: '@babel/preset-typescript', file: 'babel.config.js', text: "'@babel/preset-typescript'", build: false},
  {
    name: 'babel-plugin-react-compiler',
    file: 'tests/claims/memoization.test.tsx',
    text: "'babel-plugin-react-compiler'",
    build: false,
  },
  // commands of the test pipeline
  {name: 'eslint', file: 'scripts/test-all.mjs', text: "'eslint'", build: false},
  {name: 'jest', file: 'scripts/test-all.mjs', text: "'jest'", build: false},
  // older and newer versions whose type definitions the name generators read from node_modules
  {name: 'mrt-v2', file: 'scripts/generate-v2-names.mjs', text: "namesOf('mrt-v2')", build: false},
  {
    name: 'tanstack-table-v9',
    file: 'scripts/generate-tanstack-v9-names.mjs',
    text: "'tanstack-table-v9'",
    build: false,
  },
];

/** Build-time imports loaded only on request: not needed to build, so devDependencies. */
const LOADED_ON_REQUEST = [{name: 'webpack-bundle-analyzer', file: 'plugins/bundle-report/index.ts'}];

/** Modules the site's own plugins make at build time, with the plugin that does. */
const MADE_AT_BUILD = [{specifier: '@mrt/search-dev-index', file: 'plugins/search-index/index.ts'}];

/** Where the bundler resolves without a package: the site, the themes, and Docusaurus' client API. */
function siteAliases(): Aliases {
  const clientApi = read('node_modules/@docusaurus/module-type-aliases/src/index.d.ts');
  const modules: Aliases['modules'] = {};
  for (const [, name] of clientApi.matchAll(/declare module '(@docusaurus\/[^'*]+)'/g)) {
    modules[name!] = '@docusaurus/core';
  }
  for (const {specifier} of MADE_AT_BUILD) modules[specifier] = null;
  return {prefixes: ['@site/', '@theme/', '@theme-original/', '@theme-init/', '@generated/'], modules};
}

const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'build',
  'test-results',
  'playwright-report',
  'tmp',
  'versioned_docs',
  'versioned_sidebars',
]);

/** Every source file of the repository (not node_modules, build output or dot-folders). */
function sourceFiles(dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(file);
    }
    return /\.(m|c)?[jt]sx?$|\.mdx$/.test(entry.name) ? [file] : [];
  });
}

function repositoryUses(): Use[] {
  const aliases = siteAliases();
  const uses: Use[] = [];
  for (const file of sourceFiles()) {
    const text = read(file);
    const imports = file.endsWith('.mdx') ? mdxImportsOf(text) : importsOf(file, text);
    for (const {specifier, typeOnly} of imports) {
      const name = packageOf(specifier, aliases);
      if (name === null) continue;
      const onRequest = LOADED_ON_REQUEST.some((entry) => entry.name === name && entry.file === file);
      uses.push({name, file, build: !typeOnly && !onRequest && BUILD.some((prefix) => file.startsWith(prefix))});
    }
  }
  for (const {name, file, build} of USED_BY_NAME) uses.push({name, file, build});
  // the compiler's base configuration and the global types it loads
  const tsconfig = JSON.parse(read('tsconfig.json')) as {extends: string; compilerOptions: {types: string[]}};
  uses.push({name: tsconfig.extends, file: 'tsconfig.json', build: false});
  for (const name of tsconfig.compilerOptions.types) {
    const types = fs.existsSync(path.join(root, 'node_modules/@types', name)) ? `@types/${name}` : name;
    uses.push({name: types, file: 'tsconfig.json', build: false});
  }
  return uses;
}

function installedPeers(name: string): Peer[] {
  const file = path.join(root, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, {optional?: boolean}>;
  };
  return Object.keys(manifest.peerDependencies ?? {}).map((peer) => ({
    name: peer,
    optional: manifest.peerDependenciesMeta?.[peer]?.optional === true,
  }));
}

describe('package.json', () => {
  const manifest = JSON.parse(read('package.json')) as Manifest;

  test('declares exactly the packages the code uses, each in its section', () => {
    expect(dependencyProblems(manifest, repositoryUses(), installedPeers)).toEqual([]);
  });

  test('every package used by name is still named where the list says', () => {
    for (const {name, file, text} of USED_BY_NAME)
      expect({name, named: read(file).includes(text)}).toEqual({name, named: true});
    for (const {name, file} of LOADED_ON_REQUEST) {
      expect({name, imported: importsOf(file, read(file)).some(({specifier}) => specifier === name)}).toEqual({
        name,
        imported: true,
      });
    }
    for (const {specifier, file} of MADE_AT_BUILD) expect(read(file)).toContain(`'${specifier}'`);
  });

  test('declares DocSearch, which the search modal imports, at the version installed', () => {
    for (const name of ['@docsearch/react', '@docsearch/css']) {
      const installed = (JSON.parse(read(`node_modules/${name}/package.json`)) as {version: string}).version;
      expect({name, declared: manifest.dependencies?.[name]}).toEqual({name, declared: installed});
    }
  });
});

describe('importsOf', () => {
  test('reads import and export declarations, import(), require() and jest.mock(), not strings or comments', () => {
    const code = [
      "import a from 'a';",
      "import 'side-effect';",
      "export {b} from 'b';",
      "export * from 'c/sub';",
      "const d = await import('d');",
      "const e = require('e');",
      "const f = require.resolve('f/package.json');",
      "jest.mock('g', () => ({}));",
      "const h = jest.requireActual('h');",
      "import i = require('i');",
      "// import x from 'in-a-comment';",
      'const text = "import y from \'in-a-string\'";',
      "const template = `require('in-a-template')`;",
      'const dynamic = (name: string) => import(name);',
    ].join('\n');
    expect(importsOf('file.ts', code).map(({specifier}) => specifier)).toEqual([
      'a',
      'side-effect',
      'b',
      'c/sub',
      'd',
      'e',
      'f/package.json',
      'g',
      'h',
      'i',
    ]);
  });

  test('tells imports that bring only types', () => {
    const code = [
      "import type {A} from 'type-only';",
      "import {type B, type C} from 'all-types';",
      "import {type D, e} from 'mixed';",
      "import F, {type G} from 'default-and-type';",
      "export type {H} from 'type-export';",
      "let i: import('type-query').I;",
      "import * as J from 'namespace';",
    ].join('\n');
    expect(importsOf('file.ts', code)).toEqual([
      {specifier: 'type-only', typeOnly: true},
      {specifier: 'all-types', typeOnly: true},
      {specifier: 'mixed', typeOnly: false},
      {specifier: 'default-and-type', typeOnly: false},
      {specifier: 'type-export', typeOnly: true},
      {specifier: 'type-query', typeOnly: true},
      {specifier: 'namespace', typeOnly: false},
    ]);
    expect(importsOf('types.d.ts', "import {X} from 'x';\ndeclare module 'y' {}")).toEqual([
      {specifier: 'x', typeOnly: true},
    ]);
  });

  test('reads JSX, CommonJS and ES modules alike', () => {
    expect(importsOf('a.tsx', "import B from 'b';\nexport const A = () => <B x={1} />;")).toEqual([
      {specifier: 'b', typeOnly: false},
    ]);
    expect(importsOf('a.cjs', "const {c} = require('c');\nmodule.exports = c;")).toEqual([
      {specifier: 'c', typeOnly: false},
    ]);
    expect(importsOf('a.mjs', "import d from 'd';\nexport default d;")).toEqual([{specifier: 'd', typeOnly: false}]);
  });
});

test('mdxImportsOf reads the imports of a page, not those of its code blocks', () => {
  const page = [
    '---',
    'title: A page',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    "import demo from '@site/src/examples/basic/Example.tsx?example';",
    '',
    'Some text that says import x from y.',
    '',
    '```tsx',
    "import {MaterialReactTable} from 'material-react-table';",
    '```',
    '',
    '````mdx',
    '```tsx',
    "import {inside} from 'nested-fence';",
    '```',
    '````',
    '',
    "import Last from 'last';",
  ].join('\n');
  expect(mdxImportsOf(page).map(({specifier}) => specifier)).toEqual([
    '@theme/Tabs',
    '@site/src/examples/basic/Example.tsx?example',
    'last',
  ]);
});

test('packageOf names the package a specifier loads, and nothing for paths, built-ins and aliases', () => {
  const aliases: Aliases = {
    prefixes: ['@site/', '@theme/'],
    modules: {'@docusaurus/Link': '@docusaurus/core', '@x/made': null},
  };
  expect(packageOf('@mui/material/Box', aliases)).toBe('@mui/material');
  expect(packageOf('react-dom/client', aliases)).toBe('react-dom');
  expect(packageOf('prismjs/components/prism-core', aliases)).toBe('prismjs');
  expect(packageOf('@docusaurus/theme-common/internal', aliases)).toBe('@docusaurus/theme-common');
  expect(packageOf('@docusaurus/Link', aliases)).toBe('@docusaurus/core');
  expect(packageOf('@x/made', aliases)).toBeNull();
  expect(packageOf('@site/src/x.tsx?example', aliases)).toBeNull();
  expect(packageOf('@theme/CodeBlock', aliases)).toBeNull();
  expect(packageOf('./data', aliases)).toBeNull();
  expect(packageOf('../x', aliases)).toBeNull();
  expect(packageOf('/abs/file', aliases)).toBeNull();
  expect(packageOf('node:fs', aliases)).toBeNull();
  expect(packageOf('fs', aliases)).toBeNull();
  expect(packageOf('fs/promises', aliases)).toBeNull();
});

describe('dependencyProblems', () => {
  const noPeers = (): Peer[] => [];
  const use = (name: string, build: boolean, file = build ? 'src/a.ts' : 'tests/a.test.ts'): Use => ({
    name,
    file,
    build,
  });

  test('none when each used package is declared once, in its section', () => {
    const manifest = {dependencies: {react: '19'}, devDependencies: {jest: '30', '@types/react': '19'}};
    expect(
      dependencyProblems(manifest, [use('react', true), use('react', false), use('jest', false)], noPeers),
    ).toEqual([]);
  });

  test('a package used but not declared', () => {
    expect(dependencyProblems({dependencies: {}}, [use('@docsearch/react', true)], noPeers)).toEqual([
      '@docsearch/react is used by src/a.ts but package.json does not declare it',
    ]);
  });

  test('a package declared but never used', () => {
    expect(dependencyProblems({dependencies: {'prism-react-renderer': '2'}}, [], noPeers)).toEqual([
      'prism-react-renderer is declared in dependencies but nothing imports or names it: remove it',
    ]);
  });

  test('a package the build needs, declared as a devDependency', () => {
    expect(
      dependencyProblems({devDependencies: {shiki: '4'}}, [use('shiki', true, 'plugins/shiki/a.mjs')], noPeers),
    ).toEqual([
      'shiki is a devDependency, but building the site needs it (plugins/shiki/a.mjs): move it to dependencies',
    ]);
  });

  test('a dependency only tests or scripts use', () => {
    expect(dependencyProblems({dependencies: {vite: '6'}}, [use('vite', false, 'scripts/x.mjs')], noPeers)).toEqual([
      'vite is only used by tests, scripts or tools (scripts/x.mjs): a devDependency',
    ]);
  });

  test('a package declared in both sections', () => {
    expect(
      dependencyProblems({dependencies: {react: '19'}, devDependencies: {react: '19'}}, [use('react', true)], noPeers),
    ).toEqual(['react is declared twice, in dependencies and devDependencies']);
  });

  test('types: beside a used package, in devDependencies', () => {
    expect(dependencyProblems({devDependencies: {'@types/prismjs': '1'}}, [], noPeers)).toEqual([
      '@types/prismjs is declared but nothing uses prismjs',
    ]);
    expect(
      dependencyProblems(
        {
          dependencies: {prismjs: '1', '@types/prismjs': '1', '@babel/core': '7'},
          devDependencies: {'@types/babel__core': '7'},
        },
        [use('prismjs', true), use('@babel/core', true)],
        noPeers,
      ),
    ).toEqual(['@types/prismjs holds types only: move it to devDependencies']);
  });

  test('a required peer of a declared package may be declared, in a section no lower than that package', () => {
    const peers = (name: string): Peer[] =>
      name === 'material-react-table'
        ? [
            {name: '@emotion/react', optional: false},
            {name: 'moment', optional: true},
          ]
        : [];
    const uses = [use('material-react-table', true)];
    expect(
      dependencyProblems({dependencies: {'material-react-table': '3', '@emotion/react': '11'}}, uses, peers),
    ).toEqual([]);
    expect(
      dependencyProblems(
        {dependencies: {'material-react-table': '3'}, devDependencies: {'@emotion/react': '11'}},
        uses,
        peers,
      ),
    ).toEqual(['@emotion/react is a peer of material-react-table, a dependency: move it to dependencies']);
    // an optional peer is not a reason to declare a package
    expect(dependencyProblems({dependencies: {'material-react-table': '3', moment: '2'}}, uses, peers)).toEqual([
      'moment is declared in dependencies but nothing imports or names it: remove it',
    ]);
  });
});
