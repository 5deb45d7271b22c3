#!/usr/bin/env node
/**
 * `npm run bench:interactions`: every interaction as the visitor feels it (issue 45). Each one is measured with
 * the Event Timing API (an input's duration runs to the next paint; an interaction counts its longest event, as
 * INP does) in Debian's Chromium, at each width (375 px is a phone: taps; 1500 px a desktop: clicks) and CPU
 * slowdown, medians of `--runs`, with the longest main-thread task from the input to 1 s after it:
 *
 * - search: a visitor who has read the hydrated page for READ_MS presses Ctrl+K (taps the search button on a phone),
 *   then types `column pinning` key by key: keystroke → paint p75 / max of the 14 keys, and open → first hit
 *   painted for the first letter (index load included: the search warms up once the page is idle; the rest
 *   of the query follows once it shows, since DocSearch shows no hits while keys come faster than answers).
 *   The top hit must read
 *   "Column Pinning";
 * - search-at-once: the same open, pressed as soon as the page is calm (the warm-up not yet run): open → first
 *   hit painted, the index loaded from the press;
 * - find-page: the same query in the navigation's Find Page box (the drawer's, opened first, on a phone);
 * - drawer-tap (phones only): bench-navigation's tap on a drawer link, with its drawer-closing and new-title times
 *   (its longest task too: from the tap to 2 s after the title) and the tap's own Event Timing;
 * - sort, global-filter, row-select, column-actions: the first demo of the Sorting guide (a header's sort label),
 *   of Global Filtering (a word typed in its search box), the first demo of Row Selection with checkboxes (a
 *   row's) and the Sorting guide's first Column Actions menu. Each checks the table answered.
 *
 * Serves each build compressed, as a CDN does (scripts/serve-build.mjs). With --compare, both builds are measured
 * in the same run, interleaved, and printed side by side (before → after).
 *
 *   node scripts/bench-interactions.mjs [--dir build] [--compare <dir>] [--runs 3] [--cpu 1,4]
 *     [--widths 375,1500] [--only search,sort] [--pairs all] [--port 3193] [--json <file>]
 */
import fs from 'node:fs';
import {chromium} from 'playwright-core';
import chromiumLib from './lib/chromium.cjs';
import {NAV_PAIRS, PROBE, drawerTap, now, settle, timed, until, withTimeout} from './lib/interaction-probe.mjs';
import {printTable, summarize} from './lib/interaction-report.mjs';
import {serveDir} from './lib/serve-dir.mjs';

const {CHROMIUM_PATH, CHROMIUM_ARGS} = chromiumLib;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const list = (value) => (value ? String(value).split(',') : null);
const runs = Number(option('runs', 3));
const port = Number(option('port', 3193));
const cpus = list(option('cpu', '1,4')).map(Number);
const widths = list(option('widths', '375,1500')).map(Number);
const only = list(option('only', null));
const dirs = [option('dir', 'build'), option('compare', null)].filter(Boolean);
const jsonFile = option('json', null);
const QUERY = 'column pinning';
/** How long the `search` job's visitor reads the hydrated page before searching: past the search's warm-up. */
const READ_MS = 10000;
const WORD = 'engineer';
const isPhone = (width) => width < 600;
/** A pair of bench-navigation's kind: a table page to a table page, and a page without tables to one. */
const pairs =
  option('pairs', null) === 'all'
    ? NAV_PAIRS
    : [
        ['/docs/guides/sorting', '/docs/guides/row-selection', 'Row Selection'],
        ['/about', '/docs/guides/sorting', 'Sorting'],
      ];

const reason = (error) => /^.{0,100}/.exec(String(error?.message ?? error))[0];
/** The first demo (its live frame) that has `has` inside once alive, scrolled into view and alive. */
async function openDemo(page, has) {
  const frames = page.locator('.mrt-example .mrt-frame');
  for (let index = 0, count = await frames.count(); index < count; index += 1) {
    const demo = frames.nth(index);
    await demo.scrollIntoViewIfNeeded();
    await demo.and(page.locator('[data-hydrated="true"]')).waitFor();
    await demo.locator('table').first().waitFor({state: 'visible'});
    if (has && !(await demo.locator(has).count())) continue;
    console.error(`  demo: ${await demo.evaluate((frame) => frame.closest('.mrt-example').dataset.example)}`);
    await settle(page);
    return demo;
  }
  throw new Error(`no demo with ${has}`);
}

/**
 * Ctrl+K (a tap on a phone), then `QUERY` typed: open → the first letter's first hit painted, and the Event
 * Timing of the 14 keys.
 */
async function openSearch(page, phone) {
  await page.evaluate(() => window.__watchOpen('.DocSearch-Hit'));
  const t0 = await now(page);
  if (phone) await page.locator('.DocSearch-Button').tap();
  else await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  const keys = await timed(
    page,
    QUERY.length,
    async () => {
      // the first letter's hits, then the rest of the query in a burst (results show once the keys pause)
      await input.press(QUERY[0]);
      await until(page, () => window.__open.painted !== null, undefined, 'no hit painted');
      await input.pressSequentially(QUERY.slice(1), {delay: 30});
    },
    async () => {
      const top = (query) =>
        (document.querySelector('.DocSearch-Hit')?.textContent ?? '').toLowerCase().includes(query);
      await until(page, top, QUERY, 'the top hit is not Column Pinning');
    },
  );
  const all = await page.evaluate((start) => window.__summary(start, performance.now() - 1000, 0), t0);
  const open = await page.evaluate(() => window.__open.painted - window.__open.input);
  return {...keys, longest: all.longest, open};
}

const JOBS = [
  {
    name: 'search',
    path: '/docs/guides/sorting',
    async run({page, phone}) {
      await page.waitForTimeout(READ_MS);
      await settle(page);
      return openSearch(page, phone);
    },
  },
  {
    name: 'search-at-once',
    label: 'search, pressed at once',
    path: '/docs/guides/sorting',
    run: async ({page, phone}) => {
      const {open} = await openSearch(page, phone);
      return {open};
    },
  },
  {
    name: 'find-page',
    path: '/docs/guides/sorting',
    async run({page, phone, press}) {
      let scope = page.locator('nav[aria-label="Main navigation"]');
      if (phone) {
        await page.getByRole('button', {name: 'Open navigation'}).tap();
        scope = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
        await scope.waitFor({state: 'visible'});
      }
      const box = scope.getByRole('textbox').first();
      await press(box);
      await settle(page);
      const link = scope.locator('a[href="/docs/guides/column-pinning"]').first();
      return timed(
        page,
        QUERY.length,
        () => box.pressSequentially(QUERY, {delay: 30}),
        () => link.waitFor({state: 'visible'}),
      );
    },
  },
  ...pairs.map(([from, to, query]) => ({
    name: 'drawer-tap',
    label: `drawer-tap ${from} → ${to}`,
    path: from,
    phoneOnly: true,
    run: ({page, origin}) => drawerTap(page, origin, to, query),
  })),
  {
    name: 'sort',
    path: '/docs/guides/sorting',
    async run({page, act}) {
      const demo = await openDemo(page);
      const th = await demo.locator('thead th[data-can-sort="true"][aria-sort="none"]').first().elementHandle();
      const label = await th.$('.Mui-TableHeadCell-Content-Labels');
      const sorted = (cell) => cell.getAttribute('aria-sort') !== 'none';
      return act(label, () => until(page, sorted, th, 'the header click did not sort'));
    },
  },
  {
    name: 'global-filter',
    path: '/docs/guides/global-filtering',
    async run({page, press}) {
      const demo = await openDemo(page, 'input[placeholder*="Search"]');
      const box = demo.locator('input[placeholder*="Search"]').first();
      const rows = await demo.locator('tbody tr').count();
      await press(box);
      await settle(page);
      const filtered = ([frame, before]) => {
        const count = frame.querySelectorAll('tbody tr').length;
        return count > 0 && count < before;
      };
      const frame = await demo.elementHandle();
      return timed(
        page,
        WORD.length,
        () => box.pressSequentially(WORD, {delay: 30}),
        () => until(page, filtered, [frame, rows], `typing "${WORD}" filtered no rows`),
      );
    },
  },
  {
    name: 'row-select',
    path: '/docs/guides/row-selection',
    async run({page, act}) {
      const demo = await openDemo(page, 'tbody input[type="checkbox"]');
      const box = await demo
        .locator('tbody input[type="checkbox"]:not(:disabled):not(:checked)')
        .first()
        .elementHandle();
      const checked = (input) => input.checked;
      return act(box, () => until(page, checked, box, 'the row checkbox is not ticked'));
    },
  },
  {
    name: 'column-actions',
    path: '/docs/guides/sorting',
    async run({page, act}) {
      const demo = await openDemo(page);
      const button = demo.getByRole('button', {name: 'Column Actions'}).first();
      return act(button, () => page.getByRole('menu').first().waitFor({state: 'visible'}));
    },
  },
];

async function measure(browser, origin, job, width, cpu) {
  const phone = isPhone(width);
  const context = await browser.newContext({
    viewport: {width, height: phone ? 740 : 900},
    ...(phone ? {hasTouch: true, isMobile: true} : {}),
  });
  context.setDefaultTimeout(15000 * Math.max(2, cpu));
  const steps = async () => {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    await page.goto(origin + job.path);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await settle(page, 1000);
    const press = (locator) => (phone ? locator.tap() : locator.click());
    const act = (target, verify) => timed(page, 1, () => press(target), verify);
    return job.run({page, phone, press, act, origin});
  };
  try {
    // a frozen page fails here, and closing its context ends whatever step was waiting on it
    return await withTimeout(steps(), 60000 * Math.max(2, cpu), `${job.name} as a whole`);
  } finally {
    await withTimeout(context.close(), 15000, 'closing the page').catch(() => undefined);
  }
}

const servers = [];
let browser;
try {
  console.error('compressing each build’s files once (about a minute)…');
  const warm = ['/search-index.json', ...new Set([...JOBS.map((job) => job.path), ...pairs.map(([, to]) => to)])];
  const started = await Promise.all(dirs.map((dir, index) => serveDir(dir, port + index, warm)));
  servers.push(...started.map((server, index) => ({dir: dirs[index], ...server})));
  const launch = () => chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  browser = await launch();
  const rows = new Map();
  for (let run = 1; run <= runs; run += 1) {
    for (const width of widths) {
      for (const cpu of cpus) {
        for (const job of JOBS) {
          if ((only && !only.includes(job.name)) || (job.phoneOnly && !isPhone(width))) continue;
          const key = `${job.label ?? job.name} | ${width} | ${cpu}×`;
          if (!rows.has(key))
            rows.set(key, {interaction: job.label ?? job.name, width, cpu, builds: dirs.map(() => [])});
          for (const [index, server] of servers.entries()) {
            const started = Date.now();
            let result;
            try {
              if (!browser.isConnected()) browser = await launch();
              result = await measure(browser, server.origin, job, width, cpu);
            } catch (error) {
              result = {error: reason(error)};
            }
            rows.get(key).builds[index].push(result);
            const took = ((Date.now() - started) / 1000).toFixed(0);
            console.error(`run ${run}/${runs} ${server.dir} ${key}: ${JSON.stringify(result)} (${took} s)`);
          }
        }
      }
    }
  }
  const summary = summarize([...rows.values()], dirs);
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({dirs, runs, cpus, widths, rows: summary}, null, 2) + '\n');
  printTable(summary, dirs, runs);
  if (summary.some((row) => row.builds.some((build) => build.failures))) process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  for (const server of servers) server.close();
}
