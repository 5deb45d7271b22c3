/**
 * The packages of a demo's exported project come from the examples loader, which reads the demo's imports once,
 * at build time (plugins/examples/transform.cjs), and ships them in the chunk of each language's source.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createProject, type DemoToExport} from '@site/src/components/Example/export/project';

const root = path.join(__dirname, '../../..');
const LOADER = path.join(root, 'plugins/examples/loader.cjs');

/**
 * The modules the loader emits for each `[demo, query]` (`<demo>/Example.tsx<query>`), run as webpack runs it.
 * In one child process: the loader loads shiki and prettier with native dynamic imports, which jest's module
 * sandbox does not support.
 */
function loaderOutputs(requests: Array<[string, string]>): string[] {
  const script = `
    const fs = require('node:fs');
    const loader = require(${JSON.stringify(LOADER)});
    const run = ([entry, query]) =>
      new Promise((resolve, reject) =>
        loader.call(
          {
            resourcePath: entry,
            resourceQuery: query,
            async: () => (error, code) => (error ? reject(error) : resolve(code)),
            addContextDependency() {},
            addDependency() {},
            getOptions: () => ({}),
          },
          fs.readFileSync(entry, 'utf8'),
        ),
      );
    Promise.all(JSON.parse(process.argv[1]).map(run)).then((codes) => process.stdout.write(JSON.stringify(codes)));`;
  const entries = requests.map(([demo, query]) => [path.join(root, 'src/examples', demo, 'Example.tsx'), query]);
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(entries)], {encoding: 'utf8'}));
}

const DYNAMIC: Array<[string, string[]]> = [
  ['export-pdf', ['jspdf', 'jspdf-autotable']],
  ['chart-detail-panel', ['@mui/x-charts']],
];
const REQUESTS: Array<[string, string]> = [
  ...DYNAMIC.flatMap(([slug]) => [`?example-ts`, `?example-js`].map((query): [string, string] => [slug, query])),
  ['basic', '?example'],
];
let outputs: Map<string, string>;
beforeAll(() => {
  const codes = loaderOutputs(REQUESTS);
  outputs = new Map(REQUESTS.map(([slug, query], index) => [`${slug}${query}`, codes[index]!]));
});

/** The `packages` export of a source chunk the loader emits. */
function packagesIn(output: string): string[] {
  const match = /^export const packages = (\[.*\]);$/m.exec(output);
  if (!match) throw new Error(`no packages in:\n${output.slice(0, 300)}`);
  return JSON.parse(match[1]) as string[];
}

/** Every static `import … from '<name>…'` of the demo's folder: the dynamic ones are what this test is about. */
const staticImportsOf = (demo: string, name: string) =>
  fs
    .readdirSync(path.join(root, 'src/examples', demo))
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) =>
      new RegExp(`from\\s+'${name}(/[^']*)?'`).test(
        fs.readFileSync(path.join(root, 'src/examples', demo, file), 'utf8'),
      ),
    );

const demo = (slug: string, language: 'ts' | 'js', packages: string[]): DemoToExport => ({
  slug,
  pageTitle: slug,
  pageUrl: `/docs/examples/${slug}`,
  language,
  files: [{name: language === 'ts' ? 'Example.tsx' : 'Example.jsx', code: 'export default () => null;\n'}],
  packages,
  demoApi: [],
});

describe.each(DYNAMIC)('%s imports %j only with import()', (slug, dynamic) => {
  test('nothing in its folder imports them statically', () => {
    for (const name of dynamic) expect(staticImportsOf(slug, name)).toEqual([]);
  });

  test.each(['ts', 'js'] as const)('the loader lists them for its %s project, which installs them', (language) => {
    const packages = packagesIn(outputs.get(`${slug}?example-${language}`)!);
    expect(packages).toEqual(expect.arrayContaining([...dynamic, 'material-react-table']));
    const manifest = JSON.parse(createProject(demo(slug, language, packages))['package.json']!);
    for (const name of dynamic) expect(Object.keys(manifest.dependencies)).toContain(name);
  });
});

test("the page's module gives the export each language's list from the chunk it loads", () => {
  const main = outputs.get('basic?example')!;
  expect(main).toMatch(
    /loadPackages\(language\) \{[\s\S]*typeScriptModule\(\) : javaScriptModule\(\)[\s\S]*module\.packages/,
  );
  // one import() per source chunk: a second call site is a second chunk (Rspack does not merge them), and
  // every page's runtime lists every chunk (236 more entries were 2 KB gzip on every page)
  expect(main.match(/import\("[^"]*\?example-ts"\)/g)).toHaveLength(1);
  expect(main.match(/import\("[^"]*\?example-js"\)/g)).toHaveLength(1);
  // and reads no list into the page itself: the lists travel with the sources
  expect(main).not.toMatch(/export const packages/);
});
