/**
 * One visit of one route in one view (a width and the theme it loads in), gathering what every per-route
 * check reads: status, headings, head and shell, console errors, axe, layout shift, the first demo's
 * position, page weight, and each demo's first data row; then the top bar's theme toggle is clicked, as a
 * visitor does, and what a theme changes is read again. Every part is caught on its own, so a check whose
 * part failed reports that part's error, and the other checks of the route still report.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, type Browser, type Locator, type Page} from '@playwright/test';
import * as cheerio from 'cheerio';
import {attachWeightProbe, type PageWeight} from '../../../scripts/lib/page-weight.cjs';
import {BASE_URL} from '../config';
import {SAVE_DATA_SCRIPT} from '../browser';

export type Theme = 'light' | 'dark';
export const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/** A part's value, or why it could not be read. */
export type Part<T> = {ok: true; value: T} | {ok: false; error: string};

/** With SWEEP_TIMINGS=1, prints how long a step of a visit took since `started`. */
function logTiming(started: number, label: string): void {
  if (process.env.SWEEP_TIMINGS) console.log(`${Date.now() - started} ms  ${label}`);
}

/** Runs `read`, catching its failure as the part's error (with `label`, so the report says which step). */
async function part<T>(label: string, read: () => Promise<T>): Promise<Part<T>> {
  const started = Date.now();
  try {
    return {ok: true, value: await read()};
  } catch (error) {
    return {ok: false, error: `${label}: ${error instanceof Error ? error.message : String(error)}`};
  } finally {
    logTiming(started, label);
  }
}

/** A part's value inside a test: its error fails the test. */
export function valueOf<T>(result: Part<T> | undefined, what: string): T {
  if (!result) throw new Error(`${what} was not read in this visit`);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

export interface Shell {
  theme: string | null;
  canonical: string | null;
  editHref: string | null;
  hasTopBar: boolean;
  hasPermanentNav: boolean;
}

export interface Shift {
  at: number;
  value: number;
  sources: string[];
}

/** What one demo looks like in one theme. */
export interface DemoView {
  theme: string | undefined;
  /** Text and field values of the first body row that is not a loading skeleton or the empty-table message. */
  firstRow: string;
  /** Whether the first data row is painted light (the first opaque background from its first cell up). */
  rowIsLight: boolean | null;
  frame: {left: number; right: number} | null;
  scrollWidth: number;
}

/** Rows of a demo's table body in the served HTML (skeletons while its data loads) and once drawn. */
export interface DemoRows {
  served: number;
  skeletons: boolean;
  drawn: number;
}

/** What the page is like in one theme of the visit. */
export interface ThemeReport {
  shell: Part<Shell>;
  axe: Part<Violation[]>;
  /** Console errors and uncaught exceptions while the page was in this theme. */
  errors: string[];
  demos: Map<string, Part<DemoView>>;
}

export interface Visit {
  route: string;
  width: number;
  theme: Theme;
  status: number | undefined;
  headings: Part<string[]>;
  loaded: ThemeReport;
  toggled: ThemeReport | null;
  shifts: Part<Shift[]> | null;
  demoTop: Part<number> | null;
  weight: Part<PageWeight> | null;
  rows: Map<string, Part<DemoRows>>;
}

export interface VisitOptions {
  width: number;
  height: number;
  theme: Theme;
  /** Demo folders on the page, checked in order in each theme. */
  demos: string[];
  /** Measure the first-load download (the context is fresh: an empty cache). */
  weight?: boolean;
  /** Record layout shift from first paint until SHIFT_SETTLE_MS after hydration (waits for it). */
  shifts?: boolean;
  /** Read the first demo's top (page coordinates). */
  demoTop?: boolean;
  /** axe on the loaded theme: every rule; after the toggle, the rules a theme changes. */
  axe?: boolean;
  /** Click the theme toggle and read the page again (false: a load-only visit, e.g. for layout shift). */
  toggle?: boolean;
}

/** The axe rules whose result depends on the colour theme. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];
/** How long a page may keep loading (deferred parts, demo data) before axe reads it as it is. */
const SETTLE_TIMEOUT = 10000;
/** How long after hydration shifts still count: late effects, lazy parts, fonts. */
export const SHIFT_SETTLE_MS = 2000;

/**
 * Installed before any page script: records every layout shift (value, and each moved element with its box
 * before and after) and the moment `<html data-has-hydrated>` turns true.
 */
const SHIFT_RECORDER = `
window.__layoutShifts = [];
window.__hydratedAt = null;
(() => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '(removed)';
    let text = node.tagName.toLowerCase();
    if (node.id) text += '#' + node.id;
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\\s+/).filter((c) => c && !/^css-/.test(c)).slice(0, 3) : [];
    if (classes.length) text += '.' + classes.join('.');
    const label = (node.getAttribute('aria-label') || node.innerText || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return label ? text + ' "' + label + '"' : text;
  };
  const rect = (r) => r ? 'x ' + Math.round(r.x) + ', y ' + Math.round(r.y) + ', ' + Math.round(r.width) + 'x' + Math.round(r.height) : '-';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources || []).map((s) => describe(s.node) + ': ' + rect(s.previousRect) + ' -> ' + rect(s.currentRect)),
      });
    }
  }).observe({type: 'layout-shift', buffered: true});
  const mark = () => {
    if (window.__hydratedAt === null && document.documentElement.getAttribute('data-has-hydrated') === 'true') {
      window.__hydratedAt = performance.now();
    }
  };
  // the document, not <html>: this runs before the parser has created the page's <html>
  new MutationObserver(mark).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
})();
`;

/** Text of every `<h1>` a visitor can see. */
function visibleHeadings(page: Page): Promise<string[]> {
  return page.$$eval('h1', (elements) =>
    elements
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          element.checkVisibility({opacityProperty: true, visibilityProperty: true})
        );
      })
      .map((element) => (element.textContent ?? '').trim()),
  );
}

const readShell = (page: Page): Promise<Shell> =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    editHref: document.querySelector('a.mrt-edit-link')?.getAttribute('href') ?? null,
    hasTopBar: document.querySelector('.mrt-top-bar') !== null,
    hasPermanentNav: document.querySelector('.mrt-permanent-nav') !== null,
  }));

/**
 * Waits until nothing on the page says it is loading: no progress bar (MRT's, a deferred part's placeholder)
 * and no skeleton. axe then reads what a visitor reads once the page is ready; while loading, MRT 3.2.1 itself
 * names its sort buttons '' (MRT_TableHeadCellSortLabel). A page that never settles is checked as it is.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]') === null,
      undefined,
      {timeout: SETTLE_TIMEOUT, polling: 100},
    )
    .catch(() => undefined);
}

async function runAxe(page: Page, rules?: string[]): Promise<Violation[]> {
  // violations only: axe skips building the (large) passes and incomplete lists on pages full of code tokens.
  // Legacy mode runs axe.run in the page itself: the default (runPartial, then finishRun in a second page)
  // took 11.5 s against 2.3 s on the Sorting guide, and these pages have no cross-origin frames
  let builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode(true);
  if (rules) builder = builder.withRules(rules);
  const {violations} = await builder.analyze();
  // only what the checks report: keeps the payload small on pages with big tables
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' >>> ')),
  }));
}

/**
 * Relative luminance of the first opaque background from `element` up: above 0.5 reads as light (null: no
 * opaque background). Given `expected`, waits up to `ms` for the paint to become it, then reports the paint as
 * it is. Runs in the page (passed to `evaluate` whole), so it uses nothing from outside itself.
 */
function paintedLight(
  element: Element,
  {expected, ms = 0}: {expected?: boolean; ms?: number} = {},
): Promise<boolean | null> {
  const read = (): boolean | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const match = getComputedStyle(node).backgroundColor.match(
        /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/,
      );
      if (!match || (match[4] !== undefined && Number(match[4]) < 0.5)) continue;
      const [r, g, b] = [match[1], match[2], match[3]].map((value) => {
        const channel = Number(value) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.5;
    }
    return null;
  };
  const deadline = performance.now() + ms;
  return new Promise((resolve) => {
    const probe = (): void => {
      const light = read();
      if (light === expected || performance.now() >= deadline) resolve(light);
      else requestAnimationFrame(probe);
    };
    probe();
  });
}

const demoFrame = (page: Page, slug: string): Locator =>
  page.locator(`.mrt-example[data-example="${slug}"] .mrt-frame`).first();

/** The first data row of a demo: server-backed demos show skeleton rows while their request is in flight. */
const firstDataRow = (page: Page, demo: Locator): Locator =>
  demo
    .locator('tbody tr')
    .filter({has: page.locator('td')})
    .filter({hasNot: page.locator('.MuiSkeleton-root')})
    .filter({hasNotText: 'No records to display'})
    .first();

/** The demo as a visitor sees it in `expected` (scrolled into view first: demos further down may mount late). */
async function viewDemo(page: Page, slug: string, expected: Theme): Promise<DemoView> {
  const demo = demoFrame(page, slug);
  await demo.scrollIntoViewIfNeeded();
  // near the viewport the table comes to life (MrtFrame), replacing the server's HTML: read the live one
  await expect(demo).toHaveAttribute('data-hydrated', 'true', {timeout: 15000});
  await demo.locator('table').first().waitFor({state: 'visible'});
  const row = firstDataRow(page, demo);
  await row.waitFor({state: 'visible', timeout: 20000});
  // the rows follow a theme change in a re-render and MRT's 150 ms transition: wait (a while) for the
  // expected paint, then report it as it is
  const cell = row.locator('td').first();
  await cell.evaluate(paintedLight, {expected: expected === 'light', ms: 5000}).catch(() => undefined);
  const rowIsLight = await cell.evaluate(paintedLight);
  const firstRow = await row.evaluate((tr) =>
    [
      tr.textContent ?? '',
      ...Array.from(tr.querySelectorAll('input, textarea'), (field) => (field as HTMLInputElement).value),
    ]
      .join(' ')
      .trim(),
  );
  const box = await demo.boundingBox();
  const {scrollWidth, theme} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    theme: document.documentElement.dataset.theme,
  }));
  return {theme, firstRow, rowIsLight, frame: box ? {left: box.x, right: box.x + box.width} : null, scrollWidth};
}

/** Body rows of each demo in the served HTML. Parsed, not searched: minified HTML leaves out `</tbody>`. */
function servedRows(html: string, slugs: string[]): Map<string, {served: number; skeletons: boolean}> {
  const $ = cheerio.load(html);
  return new Map(
    slugs.map((slug) => {
      const body = $(`[data-example="${slug}"] tbody`).first();
      return [slug, {served: body.children('tr').length, skeletons: body.find('.MuiSkeleton-root').length > 0}];
    }),
  );
}

/**
 * Scrolls to every table of the page in turn, as a reader going through it does, so that each comes to life
 * (they mount as they near the viewport: MrtFrame), and waits until all are live.
 */
async function reachEveryTable(page: Page): Promise<void> {
  const frames = page.locator('.mrt-frame');
  const count = await frames.count();
  for (let index = 0; index < count; index += 1) {
    const frame = frames.nth(index);
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-hydrated', 'true', {timeout: 15000});
  }
}

async function themeReport(page: Page, demos: string[], theme: Theme, rules: string[] | undefined | false) {
  const shell = await part('head and shell', () => readShell(page));
  const views = new Map<string, Part<DemoView>>();
  for (const slug of demos) views.set(slug, await part(`demo ${slug} (${theme})`, () => viewDemo(page, slug, theme)));
  let axe: Part<Violation[]> = {ok: true, value: []};
  if (rules !== false) {
    // axe reads the page as a reader who has scrolled through it: every table live, nothing loading
    await reachEveryTable(page).catch(() => undefined);
    await settle(page);
    axe = await part(`axe (${theme})`, () => runAxe(page, rules));
  }
  return {shell, views, axe};
}

/** Visits `route` once in one view; see the file comment. */
export async function visitRoute(browser: Browser, route: string, options: VisitOptions): Promise<Visit> {
  const {width, height, theme, demos, toggle = true} = options;
  const context = await browser.newContext({viewport: {width, height}});
  // each step fails on its own within these, so a slow part is reported as that part's error
  context.setDefaultTimeout(20000);
  context.setDefaultNavigationTimeout(45000);
  try {
    await context.addInitScript(`try { localStorage.setItem('isLightTheme', '${theme === 'light'}'); } catch (e) {}`);
    await context.addInitScript(SHIFT_RECORDER);
    await context.addInitScript(SAVE_DATA_SCRIPT); // no search warm-up: the sweep does not search
    const page = await context.newPage();
    const probe = options.weight ? await attachWeightProbe(context, page) : null;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));

    const started = Date.now();
    const response = await page.goto(`${BASE_URL}${route}`);
    logTiming(started, 'load');
    const status = response?.status();
    const html = (await response?.text()) ?? '';
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30000});
    const hydratedMs = Date.now() - started;
    logTiming(started, 'hydrated');

    // the download ends when the network has been quiet for a while after hydration: measured alongside the
    // reads below (requests after the first idle callback, such as a demo's deferred parts, count apart)
    const weighing = probe ? part('page weight', () => probe.measure(route, hydratedMs)) : null;
    const headings = await part('headings', () => visibleHeadings(page));
    // layout shift from first paint until SHIFT_SETTLE_MS after hydration, read before anything scrolls or clicks
    const shifts: Part<Shift[]> | null = options.shifts
      ? await part('layout shift', async () => {
          await page.waitForFunction(
            (wait) => {
              const w = window as unknown as {__hydratedAt: number | null};
              return w.__hydratedAt !== null && performance.now() >= w.__hydratedAt + wait;
            },
            SHIFT_SETTLE_MS,
            {timeout: 30000, polling: 100},
          );
          return page.evaluate(() => (window as unknown as {__layoutShifts: Shift[]}).__layoutShifts);
        })
      : null;
    const demoTop = options.demoTop
      ? await part('first demo position', async () => {
          await page.locator('.mrt-example').first().waitFor({state: 'visible'});
          return page.evaluate(() => {
            const block = document.querySelector('.mrt-example')!;
            return Math.round(block.getBoundingClientRect().top + window.scrollY);
          });
        })
      : null;

    const loadedPart = await themeReport(page, demos, theme, options.axe ? undefined : false);
    const drawn = new Map<string, number>();
    for (const slug of demos) {
      drawn.set(
        slug,
        await demoFrame(page, slug)
          .locator('tbody')
          .first()
          .evaluate((body) => body.querySelectorAll(':scope > tr').length)
          .catch(() => -1),
      );
    }
    const served = servedRows(html, demos);
    const rows = new Map<string, Part<DemoRows>>(
      demos.map((slug) => [slug, {ok: true, value: {...served.get(slug)!, drawn: drawn.get(slug)!}}]),
    );
    const loaded: ThemeReport = {
      shell: loadedPart.shell,
      axe: loadedPart.axe,
      errors: [...errors],
      demos: loadedPart.views,
    };

    const weight = weighing ? await weighing : null;

    let toggled: ThemeReport | null = null;
    if (toggle) {
      const before = errors.length;
      const next = other(theme);
      const clicked = await part('theme toggle', async () => {
        await page.locator('.mrt-theme-toggle').click();
        await page.waitForFunction((t) => document.documentElement.dataset.theme === t, next, {timeout: 15000});
      });
      if (!clicked.ok) {
        const failed = {ok: false as const, error: clicked.error};
        toggled = {shell: failed, axe: failed, errors: errors.slice(before), demos: new Map()};
      } else {
        const after = await themeReport(page, demos, next, options.axe ? THEME_RULES : false);
        toggled = {shell: after.shell, axe: after.axe, errors: errors.slice(before), demos: after.views};
      }
    }
    logTiming(started, `visit ${route} at ${width} px, ${theme}`);
    return {route, width, theme, status, headings, loaded, toggled, shifts, demoTop, weight, rows};
  } finally {
    await context.close().catch(() => undefined);
  }
}
