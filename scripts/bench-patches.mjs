#!/usr/bin/env node
/**
 * `node scripts/bench-patches.mjs [--patches docs,slim-runtime,…]`: what each byte-saving patch of
 * plugins/PATCHES.md saves, measured in the same build with and without it. Builds the site once as it is and
 * once per patch with `MRT_PATCHES_OFF=<patch>` (plugins/patches/off.ts), and prints the first-load
 * JavaScript (KB gzip, as `npm run bench` counts it) of a few pages of each kind in each build. The
 * persistent cache is off for these builds, so each one starts clean. Takes a few minutes per patch.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const require = createRequire(import.meta.url);
require('sucrase/register');
/** The patches of the manifest that save bytes and can be switched off (the others: see PATCHES.md). */
const PATCHES = args.includes('--patches')
  ? args[args.indexOf('--patches') + 1].split(',')
  : require('../plugins/patches/manifest.ts')
      .PATCHES.filter((patch) => patch.switchOff === 'bytes')
      .map((patch) => patch.id);
/** One page of each kind: home, a page without a table, a guide and examples with tables, the heaviest. */
const PAGES = [
  '/',
  '/docs/getting-started/install',
  '/docs/guides/sorting',
  '/docs/examples/basic',
  '/docs/examples/editing-crud-inline-table',
];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function measure(off) {
  const env = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', MRT_PATCHES_OFF: off ?? ''};
  const started = Date.now();
  const built = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, env, stdio: ['ignore', 'ignore', 'inherit']});
  if (built.status !== 0) throw new Error(`build without ${off ?? 'nothing'} failed`);
  const seconds = Math.round((Date.now() - started) / 1000);
  const only = `^(${PAGES.map(escape).join('|')})$`;
  const bench = spawnSync('node', ['scripts/bench.mjs', '--no-build', '--json'], {
    cwd: root,
    env: {...process.env, BENCH_ONLY: only},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (bench.status !== 0) throw new Error(`bench after the build without ${off ?? 'nothing'} failed`);
  const {pages} = JSON.parse(fs.readFileSync(path.join(root, 'bench-results.json'), 'utf8'));
  console.log(`[bench-patches] build ${off ? `without ${off}` : 'as it is'}: ${seconds} s`);
  return Object.fromEntries(pages.map((page) => [page.path, page.byType.JS.gzip / 1024]));
}

const base = measure(null);
const rows = PATCHES.map((patch) => ({patch, without: measure(patch)}));
fs.rmSync(path.join(root, 'bench-results.json'), {force: true});

const kb = (value) => value.toFixed(1).padStart(6);
console.log('\nFirst-load JavaScript, KB gzip: with every patch → without the one named (+ what it saves)\n');
console.log(
  `${'patch'.padEnd(14)}${PAGES.map((page) => page.split('/').pop() || 'home')
    .map((name) => name.slice(0, 24).padStart(26))
    .join('')}`,
);
console.log(`${'(all on)'.padEnd(14)}${PAGES.map((page) => `${kb(base[page])}`.padStart(26)).join('')}`);
for (const {patch, without} of rows) {
  const cells = PAGES.map((page) => `${kb(without[page])} (+${(without[page] - base[page]).toFixed(1)})`.padStart(26));
  console.log(`${patch.padEnd(14)}${cells.join('')}`);
}
