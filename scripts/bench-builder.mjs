/**
 * The Table Builder's answer to a control change: Event Timing (input → next paint) of switch clicks and a
 * select change on /builder with 1 000 rows, at CPU 1× and 4× (CDP Emulation.setCPUThrottlingRate), 1500 px.
 * Needs a production build served (npm run serve -- --port 3123, or ORIGIN=http://127.0.0.1:<port>).
 *
 *   node scripts/bench-builder.mjs [--rows 1000] [--cpu 1,4]
 */
import {chromium} from '@playwright/test';
import {createRequire} from 'node:module';
import {PROBE, settle, timed} from './lib/interaction-probe.mjs';

const require = createRequire(import.meta.url);
const {CHROMIUM_PATH, CHROMIUM_ARGS} = require('./lib/chromium.cjs');

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const ORIGIN = process.env.ORIGIN ?? 'http://127.0.0.1:3123';
const ROWS = argument('rows', '1000');
const CPUS = argument('cpu', '1,4').split(',').map(Number);
/** The switches clicked, each on then off. */
const SWITCHES = ['enableRowSelection', 'enableColumnResizing', 'enableRowNumbers', 'enableColumnPinning'];

async function run(browser, cpu) {
  const context = await browser.newContext({viewport: {width: 1500, height: 900}});
  context.setDefaultTimeout(60000);
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
  await page.goto(`${ORIGIN}/builder?rows=${ROWS}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.locator('.mrt-builder table tbody tr').first().waitFor();
  await settle(page, 1000);
  const options = page.getByRole('region', {name: 'Table options'});
  const results = [];
  for (const name of SWITCHES) {
    const control = options.getByLabel(name, {exact: true});
    await control.scrollIntoViewIfNeeded();
    for (const on of [true, false]) {
      const result = await timed(
        page,
        1,
        () => control.click(),
        () => page.waitForFunction(([n, v]) => new URL(location.href).searchParams.has(n) === v, [name, on]),
      );
      results.push({what: `${name} ${on ? 'on' : 'off'}`, ...result});
    }
  }
  const select = options.getByLabel('positionToolbarAlertBanner', {exact: true});
  for (const value of ['bottom', 'top']) {
    const result = await timed(page, 1, () => select.selectOption(value));
    results.push({what: `positionToolbarAlertBanner ${value}`, ...result});
  }
  await context.close();
  return results;
}

const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  for (const cpu of CPUS) {
    const results = await run(browser, cpu);
    const durations = results.map((result) => result.max ?? 16).sort((a, b) => a - b);
    const p75 = durations[Math.ceil(durations.length * 0.75) - 1];
    console.log(`CPU ${cpu}×, ${ROWS} rows: p75 ${p75} ms, max ${durations.at(-1)} ms over ${results.length} changes`);
    for (const result of results) {
      console.log(
        `  ${result.what.padEnd(36)} ${String(result.max).padStart(5)} ms  longest task ${result.longest} ms`,
      );
    }
  }
} finally {
  await browser.close();
}
