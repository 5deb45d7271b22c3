/**
 * axe-core on every page of the navigation model and on the 404 page, in the
 * light and the dark theme at 1600px: no 'serious' or 'critical' violations.
 */
import fs from 'node:fs';
import type {Browser} from 'playwright-core';
import {createPool, launchBrowser, openPage, unwrap, withTimeout, type Settled} from './browser';
import {ROUTES} from './routes';

type Theme = 'light' | 'dark';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

interface AxeReport {
  theme: string | null;
  violations: Violation[];
  /** Milliseconds spent opening (load + hydration) and in axe.run. */
  timings: {open: number; axe: number};
}

/** The subset of axe's result this test reads. */
interface AxeResults {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{target: unknown[]}>;
  }>;
}

const AXE_PATH = require.resolve('axe-core/axe.min.js');
const NOT_FOUND = '/docs/no-such-page';
const THEMES: Theme[] = ['light', 'dark'];
const BLOCKING = new Set(['serious', 'critical']);
const CONCURRENCY = 3;
const OPEN_TIMEOUT = 45000;
const AXE_TIMEOUT = 60000;
const STEP_TIMEOUT = 15000;
const TARGETS_SHOWN = 5;
/** A test waits for its own pooled audit: at most every step's timeout in a row. */
const TEST_TIMEOUT = OPEN_TIMEOUT + AXE_TIMEOUT + 4 * STEP_TIMEOUT;

/** Local runs may audit a subset: A11Y_ROUTES='^/docs/examples' (CI audits every route). */
const ONLY = process.env.A11Y_ROUTES ? new RegExp(process.env.A11Y_ROUTES) : null;

const CASES: Array<[route: string, theme: Theme]> = [...ROUTES, NOT_FOUND].filter((route) => !ONLY || ONLY.test(route)).flatMap((route) =>
  THEMES.map((theme): [string, Theme] => [route, theme]),
);

async function audit(browser: Browser, route: string, theme: Theme): Promise<AxeReport> {
  const label = `${route} (${theme})`;
  const started = Date.now();
  const {context, page} = await withTimeout(
    openPage(browser, route, {width: 1600, theme}),
    OPEN_TIMEOUT,
    `open ${label}`,
  );
  try {
    await withTimeout(page.waitForLoadState('load'), STEP_TIMEOUT, `load event of ${label}`);
    const htmlTheme = await page.getAttribute('html', 'data-theme');
    const opened = Date.now();
    await withTimeout(page.addScriptTag({path: AXE_PATH}), STEP_TIMEOUT, `inject axe into ${label}`);
    const results = await withTimeout(
      page.evaluate(async () => {
        const {axe} = window as unknown as {axe: {run: (...args: unknown[]) => Promise<AxeResults>}};
        const {violations} = await axe.run(document, {resultTypes: ['violations']});
        // only what the test reports: keeps the payload small on pages with big tables
        return violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          nodes: violation.nodes.length,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' >>> ')),
        }));
      }),
      AXE_TIMEOUT,
      `axe.run on ${label}`,
    );
    return {theme: htmlTheme, violations: results, timings: {open: opened - started, axe: Date.now() - opened}};
  } finally {
    await withTimeout(context.close(), STEP_TIMEOUT, `close ${label}`).catch(() => undefined);
  }
}

function describeViolations(route: string, theme: Theme, violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${route} [${theme}] ${violation.impact}: ${violation.id} (${violation.help}) on ${violation.nodes} node(s): ` +
        violation.targets.slice(0, TARGETS_SHOWN).join(' | '),
    )
    .join('\n');
}

let browser: Browser;
const reports = new Map<string, Promise<Settled<AxeReport>>>();
const key = (route: string, theme: Theme) => `${theme} ${route}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const run = createPool(CONCURRENCY);
  for (const [route, theme] of CASES) reports.set(key(route, theme), run(() => audit(browser, route, theme)));
}, 60000);

afterAll(async () => {
  const settled = await Promise.all(reports.values());
  // A11Y_REPORT=<file> writes every violation (any impact) as JSON, for triage
  if (process.env.A11Y_REPORT) {
    const all = Object.fromEntries(
      [...reports.keys()].map((name, index) => {
        const result = settled[index]!;
        return [name, result.ok ? result.value : `error: ${result.error.message}`];
      }),
    );
    fs.writeFileSync(process.env.A11Y_REPORT, JSON.stringify(all, null, 2));
  }
  await browser?.close();
}, 60000);

describe('no serious or critical axe violations at 1600px', () => {
  test.each(CASES)('%s (%s theme)', async (route, theme) => {
    const report = unwrap(await reports.get(key(route, theme))!);
    expect({route, theme: report.theme}).toEqual({route, theme});
    const blocking = report.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
    expect(describeViolations(route, theme, blocking)).toBe('');
  }, TEST_TIMEOUT);
});
