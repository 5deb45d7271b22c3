#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile and desktop presets) on one page of each kind, against the
 * production build served compressed as a CDN serves it (scripts/serve-build.mjs), in Debian's Chromium.
 * Prints each page's four category scores with CLS, TBT and LCP. Figures, not pass/fail: the goals
 * (performance ≥ 90, the other categories 100, CLS ≤ 0.02, TBT ≤ 300 ms) are printed beside them.
 *
 *   npm run bench:lighthouse [-- --no-build] [--runs 3] [--route /docs/guides/sorting ...] [--dir other-build]
 *
 * --dir serves another static build instead of build/ (implies --no-build); scripts/lighthouse-baseline.sh uses
 * it to measure an untouched Docusaurus template the same way, as the floor this stack sets on this machine.
 *
 * Lighthouse is not a project dependency (about 200 packages that only this script needs): on first use it is
 * installed into node_modules/.cache/lighthouse-<version>. Set LIGHTHOUSE_DIR to use another install.
 * With --runs N each page is measured N times and the median performance run is shown; on a busy
 * machine TBT varies a lot between runs.
 *
 * --side-by-side measures the site against the untouched Docusaurus template (built once by
 * scripts/lighthouse-baseline.sh) in one interleaved run: both builds served compressed, each round
 * measures every page of ours and then the template's `/` and `/docs/intro`, mobile preset only. It prints
 * each page's medians with its ratios to the template's medians and the goals: TBT ≤ 1.25× the template's,
 * performance ≥ the template's − 3, LCP no later than the template's.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import chromiumLib from './lib/chromium.cjs';
// serve-build.mjs in a process of its own on a free port: audit() blocks this one while Lighthouse runs
import {serveBuild} from './lib/serve-dir.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const {CHROMIUM_PATH, CHROMIUM_ARGS} = chromiumLib;
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');

/** One page of each kind: home, a prose page, a guide with a demo, an example, the largest API page. */
const DEFAULT_ROUTES = [
  '/',
  '/docs/getting-started/install',
  '/docs/guides/sorting',
  '/docs/examples/basic',
  '/docs/api/table-options',
  '/blog/whats-new-in-v3',
];
/** The template's pages in --side-by-side: its home and its first doc. */
const TEMPLATE_ROUTES = ['/', '/docs/intro'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const buildDir = path.resolve(dirIndex >= 0 ? args[dirIndex + 1] : path.join(root, 'build'));
const build = !args.includes('--no-build') && dirIndex < 0;
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1])) : 1;
const routes = args.flatMap((arg, index) => (args[index - 1] === '--route' ? [arg] : []));
const pages = routes.length > 0 ? routes : DEFAULT_ROUTES;
const sideBySide = args.includes('--side-by-side');

function lighthouseBin() {
  const dir =
    process.env.LIGHTHOUSE_DIR ?? path.join(root, 'node_modules', '.cache', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const bin = path.join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!fs.existsSync(bin)) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(root, dir)} (first run only)…`);
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({private: true}));
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, `lighthouse@${LIGHTHOUSE_VERSION}`],
      {
        stdio: 'inherit',
      },
    );
  }
  return bin;
}

/** Runs Lighthouse once and returns the figures this benchmark prints. */
function audit(bin, url, formFactor) {
  const out = path.join(root, 'node_modules', '.cache', `lighthouse-report-${process.pid}.json`);
  const result = spawnSync(
    process.execPath,
    [
      bin,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, encoding: 'utf8', timeout: 180000},
  );
  if (result.status !== 0 || !fs.existsSync(out)) {
    throw new Error(`lighthouse failed on ${url} (${formFactor}): ${result.stderr || result.error}`);
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    // where the main thread's time went: Lighthouse's groups (script evaluation, style & layout, …) in ms
    work: Object.fromEntries(
      (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
    ),
    // the longest tasks, with the script they are attributed to
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
      duration: item.duration,
    })),
    // audits that cost points: weighted in a category and not passed
    failing: Object.values(report.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => report.audits[ref.id]))
      .filter((item) => item && item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id),
  };
}

const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** --side-by-side: ours and the template's pages in one interleaved run, with ratios to the template. */
async function sideBySideRun(bin) {
  const baseline = spawnSync('bash', [path.join(root, 'scripts', 'lighthouse-baseline.sh'), '--print-dir'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (baseline.status !== 0) throw new Error('could not build the Docusaurus template');
  const templateDir = baseline.stdout.trim().split('\n').pop();
  const ours = await serveBuild(buildDir);
  const template = await serveBuild(templateDir);
  const results = new Map(); // key "ours /path" or "template /path" → audits
  const record = (key, result) => results.set(key, [...(results.get(key) ?? []), result]);
  try {
    for (let round = 1; round <= runs; round += 1) {
      console.log(`round ${round} of ${runs}`);
      for (const route of pages) {
        try {
          record(`ours ${route}`, audit(bin, ours.origin + route, 'mobile'));
        } catch (error) {
          console.log(`  ours ${route} failed: ${String(error.message).split('\n')[0]}`);
        }
      }
      for (const route of TEMPLATE_ROUTES) {
        try {
          record(`template ${route}`, audit(bin, template.origin + route, 'mobile'));
        } catch (error) {
          console.log(`  template ${route} failed: ${String(error.message).split('\n')[0]}`);
        }
      }
    }
  } finally {
    ours.close();
    template.close();
  }
  const templateRuns = TEMPLATE_ROUTES.flatMap((route) => results.get(`template ${route}`) ?? []);
  if (templateRuns.length === 0) throw new Error('no template run succeeded');
  const floor = {
    performance: middle(templateRuns.map((item) => item.performance)),
    tbt: middle(templateRuns.map((item) => item.tbt)),
    lcp: middle(templateRuns.map((item) => item.lcp)),
  };
  const line = (label, items) => {
    const perf = middle(items.map((item) => item.performance));
    const tbt = middle(items.map((item) => item.tbt));
    const lcp = middle(items.map((item) => item.lcp));
    const cls = Math.max(...items.map((item) => item.cls));
    const ratio = tbt / floor.tbt;
    const met = ratio <= 1.25 && perf >= floor.performance - 3 && lcp <= floor.lcp;
    console.log(
      `${label.padEnd(44)} perf ${String(perf).padStart(3)}  TBT ${String(Math.round(tbt)).padStart(5)} ms ` +
        `(runs ${items.map((item) => Math.round(item.tbt)).join('/')}) ×${ratio.toFixed(2)}  LCP ${(lcp / 1000).toFixed(2)} s  CLS ${cls.toFixed(3)}` +
        (label.startsWith('template') ? '' : met ? '  meets the goals' : '  misses a goal'),
    );
    return met;
  };
  console.log(
    `\nMobile preset, medians of ${runs}; ratios are to the template's median TBT (${Math.round(floor.tbt)} ms)`,
  );
  for (const route of TEMPLATE_ROUTES) line(`template ${route}`, results.get(`template ${route}`) ?? []);
  let missed = 0;
  for (const route of pages) {
    const items = results.get(`ours ${route}`) ?? [];
    if (items.length === 0 || !line(route, items)) missed += 1;
  }
  // where the time goes, from each page's median-TBT run: main-thread work by kind, and the longest tasks
  console.log("\nMain-thread work (ms) and the longest tasks, from each page's median-TBT run:");
  const kinds = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'paintCompositeRender', 'parseHTML', 'other'];
  const detail = (label, items) => {
    if (items.length === 0) return;
    const run = [...items].sort((a, b) => a.tbt - b.tbt)[Math.floor(items.length / 2)];
    const work = kinds.map((kind) => `${kind} ${Math.round(run.work[kind] ?? 0)}`).join(', ');
    const tasks = run.longTasks
      .slice(0, 4)
      .map((task) => `${Math.round(task.duration)} ms ${task.url.split('/').pop() || task.url}`)
      .join('; ');
    console.log(`${label.padEnd(44)} ${work}\n${''.padEnd(44)} long tasks: ${tasks}`);
  };
  for (const route of TEMPLATE_ROUTES) detail(`template ${route}`, results.get(`template ${route}`) ?? []);
  for (const route of pages) detail(route, results.get(`ours ${route}`) ?? []);
  console.log(
    `\nGoals: TBT ≤ 1.25× the template's, performance ≥ ${floor.performance - 3}, LCP ≤ ${(floor.lcp / 1000).toFixed(2)} s. ` +
      (missed === 0 ? 'Every page meets them.' : `${missed} of ${pages.length} pages miss one.`),
  );
}

function median(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  if (build) {
    const built = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'inherit'});
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No ${buildDir}/index.html: run without --no-build`);
  const bin = lighthouseBin();
  if (sideBySide) return sideBySideRun(bin);
  const server = await serveBuild(buildDir);
  const base = server.origin;
  try {
    const rows = [];
    for (const route of pages) {
      for (const formFactor of ['mobile', 'desktop']) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          try {
            results.push(audit(bin, base + route, formFactor));
          } catch (error) {
            console.log(
              `${route.padEnd(34)} ${formFactor.padEnd(7)} run ${run + 1} failed: ${String(error.message).split('\n')[0]}`,
            );
          }
        }
        if (results.length === 0) {
          rows.push({
            route,
            formFactor,
            performance: 0,
            accessibility: 0,
            bestPractices: 0,
            seo: 0,
            cls: NaN,
            tbt: NaN,
            lcp: NaN,
          });
          continue;
        }
        const shown = median(results);
        rows.push({route, formFactor, ...shown});
        const tbts = results.map((item) => Math.round(item.tbt)).join('/');
        console.log(
          `${route.padEnd(34)} ${formFactor.padEnd(7)} perf ${String(shown.performance).padStart(3)}  a11y ${shown.accessibility}  bp ${shown.bestPractices}  seo ${shown.seo}  ` +
            `CLS ${shown.cls.toFixed(3)}  TBT ${Math.round(shown.tbt)} ms${runs > 1 ? ` (runs ${tbts})` : ''}  LCP ${(shown.lcp / 1000).toFixed(2)} s` +
            (shown.failing.length > 0 ? `  failing: ${shown.failing.join(', ')}` : ''),
        );
      }
    }
    console.log('\nGoals: performance ≥ 90, accessibility / best practices / SEO 100, CLS ≤ 0.02, TBT ≤ 300 ms.');
    const missed = rows.filter(
      (row) =>
        row.performance < 90 ||
        row.accessibility < 100 ||
        row.bestPractices < 100 ||
        row.seo < 100 ||
        !(row.cls <= 0.02) ||
        !(row.tbt <= 300),
    );
    console.log(
      missed.length === 0
        ? 'Every page meets every goal.'
        : `${missed.length} of ${rows.length} measurements miss a goal.`,
    );
  } finally {
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
