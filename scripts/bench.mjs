#!/usr/bin/env node
/**
 * `npm run bench`: production build time and per-page transfer weight.
 *
 *   node scripts/bench.mjs [--no-build] [--json]
 *
 * Builds the site (unless --no-build), serves ./build on 127.0.0.1 as built
 * (scripts/lib/site-server.mjs, uncompressed, no cache headers), loads a
 * few pages in headless Chromium with an empty cache and reports raw and
 * gzip (zlib level 9, measured here) bytes per resource type, including chunks
 * loaded after hydration (scripts/lib/page-weight.cjs). Budgets are reported
 * here; the route sweep (tests/e2e/every-route.test.ts) fails the test run over them.
 *
 * Each page lists its three largest JS files; BENCH_ALL_CHUNKS=1 lists every
 * one; BENCH_ONLY=<regex> measures only the pages whose path matches. `BUNDLE_REPORT=1 npm run build` writes build/bundle-report.json (what
 * each chunk holds) to go with it. Then scripts/bench-examples.mjs times the
 * 10 000-row virtualized example (first rows after hydration, longest task
 * while scrolling).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {reportFirstClicks, reportVirtualized} from './bench-examples.mjs';
import pageWeight from './lib/page-weight.cjs';
import chromiumLib from './lib/chromium.cjs';
import {listen, siteServer} from './lib/site-server.mjs';

const {CHROMIUM_PATH, CHROMIUM_ARGS} = chromiumLib;

const {KB, TYPES, PREFETCH, IDLE, budgetedPages, measurePage} = pageWeight;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT, 'build');
const PAGES = budgetedPages(ROOT);

const args = new Set(process.argv.slice(2));
const kb = (bytes) => (bytes / KB).toFixed(1);
const isFile = (file) => existsSync(file) && statSync(file).isFile();

function build() {
  console.log('=== production build: npx docusaurus build');
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: ROOT, stdio: 'inherit'});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(`build failed (exit ${result.status ?? result.signal ?? result.error})`);
  }
  return seconds;
}

function report(result, budgetKB) {
  const row = (label, s) =>
    `  ${label.padEnd(7)}${String(s.count).padStart(5)}${kb(s.raw).padStart(12)}${kb(s.gzip).padStart(12)}`;
  const js = result.byType.JS;
  const lazy = result.requests.filter((r) => r.lazy);
  const html = result.requests.find((r) => r.type === 'HTML');
  const notes = [`hydrated in ${result.hydratedMs} ms`];
  if (html?.status !== 200) notes.push(`WARNING: document status ${html?.status}`);
  if (result.failed) notes.push(`${result.failed} failed requests`);
  console.log(`\n${result.path}  (${notes.join(', ')})`);
  console.log(`  ${'type'.padEnd(7)}${'reqs'.padStart(5)}${'raw KB'.padStart(12)}${'gzip KB'.padStart(12)}`);
  for (const t of TYPES) console.log(row(t, result.byType[t]));
  console.log(row('total', result.total));
  console.log(`${row(PREFETCH, result.byType[PREFETCH])}  (other routes' chunks, not in total/budget)`);
  console.log(
    `${row(IDLE, result.byType[IDLE])}  (fetched once the page was idle after hydration, not in total/budget)`,
  );
  const lazyGzip = lazy.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`  JS loaded after the HTML's <script> tags: ${lazy.length} chunks, ${kb(lazyGzip)} KB gzip`);
  const top = result.requests
    .filter((r) => r.type === 'JS')
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, process.env.BENCH_ALL_CHUNKS ? undefined : 3);
  for (const r of top) {
    console.log(`    ${kb(r.gzip).padStart(7)} KB gzip  ${new URL(r.url).pathname}${r.lazy ? ' (lazy)' : ''}`);
  }
  const within = js.gzip < budgetKB * KB;
  console.log(`  JS gzip ${kb(js.gzip)} KB / budget ${budgetKB} KB: ${within ? 'within budget' : 'OVER budget'}`);
  return within;
}

async function main() {
  const buildSeconds = args.has('--no-build') ? null : build();
  if (buildSeconds !== null) console.log(`\n=== build wall time: ${buildSeconds.toFixed(1)} s`);
  if (!isFile(path.join(BUILD_DIR, 'index.html'))) throw new Error('build/index.html missing: run without --no-build');

  // the files as built: no compression or cache headers, as the route sweep's `docusaurus serve` sends them
  const server = siteServer(BUILD_DIR);
  const origin = await listen(server);
  let browser;
  try {
    browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
    console.log(`=== page weight (served from ${origin}, KB = ${KB} bytes, gzip level 9)`);
    const pages = [];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    for (const {path: pagePath, budgetKB} of PAGES.filter((entry) => !only || only.test(entry.path))) {
      const result = await measurePage(browser, origin, pagePath);
      pages.push({...result, budgetKB, withinBudget: report(result, budgetKB)});
    }
    const virtualized =
      !only || only.test('/docs/examples/virtualized') ? await reportVirtualized(browser, origin) : null;
    const firstClicks =
      !only || only.test('/docs/examples/editing-crud') ? await reportFirstClicks(browser, origin) : null;
    if (args.has('--json')) {
      const out = path.join(ROOT, 'bench-results.json');
      writeFileSync(
        out,
        `${JSON.stringify({date: new Date().toISOString(), buildSeconds, pages, virtualized, firstClicks}, null, 2)}\n`,
      );
      console.log(`\n=== wrote ${path.relative(process.cwd(), out)}`);
    }
  } finally {
    await browser?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

main().catch((error) => {
  console.error(`\nbench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
