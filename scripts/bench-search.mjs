#!/usr/bin/env node
/**
 * `npm run bench:search`: the embedded search index, its query speed and
 * how often it answers what users actually type.
 *
 *   node scripts/bench-search.mjs [--build] [--index <file>]
 *
 * Reads build/search-index.json (building first with --build or when it is
 * missing), prints its size (raw and gzip -9) and record count, then runs the
 * engine and the DocSearch adapter (src/search/*.ts, transpiled as is, with
 * MiniSearch's ESM build and the Porter2 stemmer) in headless Chromium:
 * - the real-query benchmark (tests/fixtures/search-queries.json: questions
 *   from the library's issue tracker in the askers' words): the share with an
 *   expected page in the top three, and the misses;
 * - 200+ realistic queries (page titles, headings, typed prefixes, typos,
 *   multi-word and API terms) plus the real queries, for p50/p95/max time.
 * Goals: top three ≥ 95 %, p95 ≤ 5 ms, index < 400 KB gzip.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import ts from 'typescript';
import chromiumLib from './lib/chromium.cjs';
import {listen} from './lib/site-server.mjs';

const {CHROMIUM_PATH, CHROMIUM_ARGS} = chromiumLib;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexArg = process.argv.indexOf('--index');
const INDEX = indexArg > 0 ? path.resolve(process.argv[indexArg + 1]) : path.join(ROOT, 'build', 'search-index.json');
const REAL_QUERIES = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/search-queries.json'), 'utf8')).queries;

if (process.argv.includes('--build') || !existsSync(INDEX)) {
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: ROOT, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const indexBytes = readFileSync(INDEX);
const index = JSON.parse(indexBytes.toString('utf8'));
const gzipBytes = zlib.gzipSync(indexBytes, {level: 9}).length;

/** Queries a visitor would type: titles, headings, prefixes, typos, pairs and API names. */
function realisticQueries() {
  const titles = [...new Set(index.pages.map((page) => page.title))];
  const headings = [...new Set(index.records.flatMap((record) => record[3]))];
  const typo = (word) => (word.length > 5 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word);
  const fixed = [
    'sorting',
    'filter',
    'filtering',
    'column pinning',
    'row selection',
    'virtualization',
    'editing',
    'export csv',
    'useMaterialReactTable',
    'MRT_Table',
    'muiTableBodyCellProps',
    'enableRowSelection',
    'density',
    'pagination',
    'global filter',
    'detail panel',
    'sub rows',
    'grouping',
    'aggregation',
    'localization',
    'icons',
    'toolbar',
    'install',
    'peer dependencies',
    'migrating',
    'v3',
    'react query',
    'infinite scroll',
    'drag and drop',
    'resize',
    'column ordering',
    'sticky header',
    'row numbers',
    'click to copy',
    'accessibility',
    'memo',
    'state',
    'async',
    'colum',
    'paginaton',
    'virtualiz',
    'filt',
    'sor',
    'ed',
    'tab',
    'mrt',
    'api',
    'hooks',
  ];
  const queries = [
    ...fixed,
    ...titles,
    ...titles.map((title) => title.slice(0, Math.max(2, Math.ceil(title.length / 2)))),
    ...titles.map((title) => typo(title.split(' ')[0].toLowerCase())),
    ...headings,
  ];
  while (queries.length < 200) queries.push(...fixed);
  return queries.filter((query) => query.trim()).map((query) => query.slice(0, 64));
}

const transpile = (file) =>
  ts.transpileModule(readFileSync(path.join(ROOT, file), 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  }).outputText;

/** JSON imported by the modules, served as a JS module (the browser needs no import attribute then). */
const jsonModule = (file) => `export default ${readFileSync(path.join(ROOT, file), 'utf8')};`;
const FILES = {
  '/': [
    'text/html',
    '<!doctype html><script type="importmap">{"imports":{"minisearch":"/minisearch.js","porter2":"/porter2.js"}}</script><body>bench</body>',
  ],
  '/minisearch.js': [
    'text/javascript',
    readFileSync(path.join(ROOT, 'node_modules/minisearch/dist/es/index.js'), 'utf8'),
  ],
  // the stemmer ships CommonJS only: give it an `exports` object and re-export its one function
  '/porter2.js': [
    'text/javascript',
    `const exports = {};\n${readFileSync(path.join(ROOT, 'node_modules/porter2/dist/index.js'), 'utf8')}\nexport const stem = exports.stem;`,
  ],
  // every module of src/search at the path its siblings import it by (`./engine` → /engine)
  ...Object.fromEntries(
    readdirSync(path.join(ROOT, 'src/search'))
      .filter((file) => /\.(ts|json)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => {
        const source = `src/search/${file}`;
        return file.endsWith('.json')
          ? [`/${file}`, ['text/javascript', jsonModule(source)]]
          : [`/${file.slice(0, -3)}`, ['text/javascript', transpile(source)]];
      }),
  ),
  '/search-index.json': ['application/json', indexBytes],
};

// FILES, from memory: the transpiled modules exist nowhere on disk
const server = http.createServer((request, response) => {
  const file = FILES[request.url.split('?')[0]];
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {'content-type': file[0]}).end(file[1]);
});
const origin = await listen(server);

const queries = [...realisticQueries(), ...REAL_QUERIES.map((entry) => entry.query)];
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${origin}/`);
  const result = await page.evaluate(
    async ({queryList, realQueries}) => {
      const {createSearchEngine} = await import('/engine');
      const {answer} = await import('/algolia');
      const {unpackIndex} = await import('/indexFile');
      const {evaluate} = await import('/evaluate');
      const loadStart = performance.now();
      const file = await (await fetch('/search-index.json')).json();
      const engine = createSearchEngine(unpackIndex(file));
      const loadMs = performance.now() - loadStart;
      const request = (query) => ({
        query,
        indexName: 'material-react-table',
        hitsPerPage: 20, // SEARCH_WIDGET.embeddedHitsPerPage
        attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'content:15'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      });
      // each query as the search modal pays for it: the engine's answer, then its DocSearch response
      for (const query of queryList.slice(0, 20)) answer(engine, request(query)); // warm-up
      const times = [];
      let hits = 0;
      for (const query of queryList) {
        const started = performance.now();
        hits += answer(engine, request(query)).hits.length;
        times.push(performance.now() - started);
      }
      return {times, hits, loadMs, records: engine.size, real: evaluate(engine, realQueries)};
    },
    {queryList: queries, realQueries: REAL_QUERIES},
  );
  const sorted = [...result.times].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const fmt = (ms) => `${ms.toFixed(2)} ms`;
  console.log('Embedded search index (build/search-index.json)');
  console.log(
    `  size            ${(indexBytes.length / 1024).toFixed(1)} KB raw, ${(gzipBytes / 1024).toFixed(1)} KB gzip -9 (goal < 400 KB gzip)`,
  );
  console.log(`  records         ${result.records} (${index.pages.length} pages)`);
  console.log(`  load + build    ${fmt(result.loadMs)} (fetch, parse, MiniSearch index in the browser)`);
  console.log(`Queries in Chromium: ${queries.length} (avg ${(result.hits / queries.length).toFixed(1)} hits each)`);
  console.log(`  p50             ${fmt(pct(50))}`);
  console.log(`  p95             ${fmt(pct(95))} (goal ≤ 5 ms)`);
  console.log(`  max             ${fmt(sorted.at(-1))}`);
  const slowest = queries
    .map((query, index) => [result.times[index], query])
    .sort((a, b) => b[0] - a[0])
    .slice(0, 5);
  console.log(`  slowest         ${slowest.map(([ms, query]) => `${JSON.stringify(query)} ${fmt(ms)}`).join(', ')}`);
  const {real} = result;
  console.log(
    `Real queries (tests/fixtures/search-queries.json): ${real.found}/${real.total} with an expected page in the top three = ${(real.share * 100).toFixed(1)} % (goal ≥ 95 %)`,
  );
  for (const miss of real.misses)
    console.log(
      `  miss  ${JSON.stringify(miss.query)} → ${miss.got.join(', ') || 'no hits'} (expected ${miss.expect.join(' or ')})`,
    );
} finally {
  await browser.close();
  server.close();
}
