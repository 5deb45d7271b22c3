#!/usr/bin/env node
/**
 * `npm run bench:virtualization`: the numbers in the blog post
 * "Rendering 10 000 rows with virtualization".
 *
 *   node scripts/bench-virtualization.mjs [--runs 5] [--modes virtual,plain] [--base http://127.0.0.1:3000]
 *
 * Needs a served production build (`npm run build && npm run serve`). For each
 * mode (virtualized, not virtualized) and each run it opens the post in a fresh
 * headless Chromium page (1280×900), clicks the mode's button in the post's
 * demo and records:
 *   - render: click → table committed and the next frame painted, as the demo
 *     itself reports it (performance.now() in the page);
 *   - rows: <tbody> rows in the DOM afterwards;
 *   - scroll: time to scroll the table body to the bottom in 40 steps of 400px,
 *     waiting for two animation frames after each step (so every step is painted).
 * Prints the median and the spread of each, plus the machine it ran on.
 */
import os from 'node:os';
import {chromium} from 'playwright-core';
import chromiumLib from './lib/chromium.cjs';

const {CHROMIUM_PATH, CHROMIUM_ARGS} = chromiumLib;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(option('--runs', '5'));
const MODES = option('--modes', 'virtual,plain').split(',');
const BASE = option('--base', 'http://127.0.0.1:3000');
const POST = '/blog/rendering-10000-rows';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});

async function measure(mode) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  page.setDefaultTimeout(600000); // rendering 10 000 plain rows can block the page for a long time
  await page.goto(`${BASE}${POST}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  // the demo's frame stays the server's HTML until it nears the viewport (MrtFrame): bring it to life first
  await page.locator('.mrt-virtualization-bench').scrollIntoViewIfNeeded();
  await page.waitForSelector('.mrt-frame[data-hydrated="true"] .mrt-virtualization-bench', {state: 'attached'});
  // click from inside the page: the handler returns at once and the table renders after it
  await page.$eval(`.mrt-virtualization-bench button[data-mode="${mode}"]`, (button) => button.click());
  await page.waitForFunction(
    () => /rendered in/.test(document.querySelector('.mrt-virtualization-result')?.textContent ?? ''),
    undefined,
    {polling: 500},
  );
  const text = await page.textContent('.mrt-virtualization-result');
  const render = Number(/rendered in ([\d,]+) ms/.exec(text)[1].replace(/,/g, ''));
  const rows = Number(/([\d,]+) body rows/.exec(text)[1].replace(/,/g, ''));
  const scroll = await page.evaluate(async () => {
    const box = document.querySelector('.mrt-virtualization-bench .MuiTableContainer-root');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const start = performance.now();
    for (let step = 1; step <= 40; step++) {
      box.scrollTop = step * 400;
      await frame();
      await frame();
    }
    return Math.round(performance.now() - start);
  });
  await context.close();
  return {render, rows, scroll};
}

const results = {};
for (const mode of MODES) {
  results[mode] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await measure(mode);
    console.error(`${mode} run ${run + 1}: ${JSON.stringify(result)}`);
    results[mode].push(result);
  }
}
const version = browser.version();
await browser.close();

console.log(
  `Chromium ${version} headless, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${RUNS} runs per mode`,
);
for (const [mode, list] of Object.entries(results)) {
  const render = list.map((r) => r.render);
  const scroll = list.map((r) => r.scroll);
  console.log(
    `${mode.padEnd(8)} render median ${median(render)} ms (min ${Math.min(...render)}, max ${Math.max(...render)}); ` +
      `rows in DOM ${list[0].rows}; scroll 40 steps median ${median(scroll)} ms (min ${Math.min(...scroll)}, max ${Math.max(...scroll)})`,
  );
}
