#!/usr/bin/env node
/**
 * `npm run bench:navigation`: what a visitor on a phone feels when moving through the site. For each pair of
 * pages it loads the first one at 375 px in Debian's Chromium with the CPU slowed 4×, opens the drawer, types
 * the target's name in the Find Page box and taps its link, then prints, from the tap (medians of `--runs`):
 *
 * - drawer closing: when the drawer starts to slide away (the spec closes it 200 ms after a link is chosen);
 * - drawer gone: when it has left the screen (after its 200 ms exit);
 * - title: when the new page's h1 is painted;
 * - longest task: the longest main-thread task from the tap until two seconds after the title.
 *
 * Goals (issue 34): drawer closing ≤ 400 ms from every kind of page, no task over 250 ms, title ≤ 1 s.
 * Serves build/ compressed, as a CDN does (scripts/serve-build.mjs); run `npm run build` first.
 *
 *   node scripts/bench-navigation.mjs [--runs 2] [--port 3191] [--only <from-path>]
 */
import {chromium} from 'playwright-core';
import chromiumLib from './lib/chromium.cjs';
// the page probe (long tasks, the drawer and title after a tap) and the nine pairs, shared with bench:interactions
import {NAV_PAIRS as PAIRS, PROBE} from './lib/interaction-probe.mjs';
import {serveBuild} from './lib/serve-dir.mjs';

const {CHROMIUM_PATH, CHROMIUM_ARGS} = chromiumLib;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('runs', 2));
const port = Number(option('port', 3191));
const only = option('only', null);
const dir = option('dir', 'build');
const origin = `http://127.0.0.1:${port}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function titleOf(browser, target) {
  const page = await browser.newPage();
  await page.goto(origin + target);
  const title = (await page.locator('h1').first().textContent()).trim();
  await page.close();
  return title;
}

async function measure(browser, [from, to, query], title) {
  const context = await browser.newContext({viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true});
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(origin + from);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 60000});
  await page.waitForTimeout(2500);
  await page.getByRole('button', {name: 'Open navigation'}).tap();
  const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
  await drawer.waitFor({state: 'visible'});
  await page.waitForTimeout(600);
  await drawer.getByRole('textbox').first().pressSequentially(query, {delay: 30});
  const link = drawer.locator(`a[href="${to}"]`).first();
  await link.waitFor({state: 'visible'});
  await page.waitForTimeout(800);
  await page.evaluate(([href, expected]) => window.__watch(href, expected), [to, title]);
  await link.tap();
  await page.waitForFunction(() => window.__result?.title !== null, undefined, {timeout: 30000, polling: 100});
  // a drawer that has not left the screen six seconds after the tap is reported as never closed
  await page
    .waitForFunction(() => window.__result?.gone !== null, undefined, {timeout: 6000, polling: 100})
    .catch(() => undefined);
  await page.waitForTimeout(2000);
  // a drawer that came back open on the new page has not closed
  const reopened = await page.locator('.MuiDrawer-modal .MuiDrawer-paper').isVisible();
  const report = await page.evaluate((back) => {
    const {tap, closing, gone, title} = window.__result;
    const tasks = window.__tasks.filter((task) => task.start + task.duration >= tap && task.start <= title + 2000);
    return {
      closing: closing === null || back ? Infinity : closing - tap,
      gone: gone === null || back ? Infinity : gone - tap,
      title: title - tap,
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
    };
  }, reopened);
  await context.close();
  return report;
}

const server = await serveBuild(dir, port);
try {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const pairs = PAIRS.filter(([from]) => only === null || from === only);
  const rows = [];
  for (const pair of pairs) {
    const title = await titleOf(browser, pair[1]);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(browser, pair, title));
    const row = Object.fromEntries(
      ['closing', 'gone', 'title', 'longest'].map((key) => [key, Math.round(median(results.map((r) => r[key])))]),
    );
    rows.push({pair, ...row});
    console.error(`${pair[0]} → ${pair[1]}: ${JSON.stringify(row)}`);
  }
  await browser.close();
  const ok = (value, limit) => (value <= limit ? `${value}` : `**${Number.isFinite(value) ? value : 'never'}**`);
  console.log(`\nNavigation at 375 px, CPU 4×, medians of ${runs} (ms from the tap; over a goal in bold)\n`);
  console.log('| from → to | drawer closing (≤ 400) | drawer gone | longest task (≤ 250) | title (≤ 1000) |');
  console.log('|---|---|---|---|---|');
  for (const {pair, closing, gone, title, longest} of rows) {
    console.log(
      `| \`${pair[0]}\` → \`${pair[1]}\` | ${ok(closing, 400)} | ${Number.isFinite(gone) ? gone : 'never'} | ${ok(longest, 250)} | ${ok(title, 1000)} |`,
    );
  }
} finally {
  server.close();
}
