/**
 * Every page the site serves, opened once in one shared browser (1600 px, a
 * few pages at a time), checked in both themes on that one load: it answers
 * 200, shows its one heading, points its canonical link at itself, logs no
 * errors, has no serious or critical axe-core violations, and (content pages)
 * links to its own source file for editing. The page opens in the dark theme
 * (the default) and gets the full axe run; then the top bar's theme toggle is
 * clicked, as a visitor does, and the light theme is checked again for what a
 * theme changes: colour contrast, and errors raised by the switch. (Loading
 * in a stored light theme is covered by theme.test.) Unknown paths get the
 * 404 page inside the shell. The navigation model and the sitemap list the
 * same pages.
 *
 * Local runs may check a subset: ROUTES_ONLY='^/docs/examples' (CI checks
 * every route). ROUTES_A11Y_REPORT=<file> writes every axe violation (any
 * impact) as JSON, for triage.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {readSiteSettings} from '../../src/site/settings';
import {normalizePath} from '../../src/navigation/model';
import {createPool, launchBrowser, openPage, unwrap, withTimeout, type Settled} from './browser';
import {SITE_ORIGIN} from './config';
import {ROUTES} from './routes';

const REPO_ROOT = path.resolve(__dirname, '../..');
const SITEMAP = path.join(REPO_ROOT, 'build', 'sitemap.xml');
const {docsRepoUrl, docsRepoBranch} = readSiteSettings(process.env);

/** Blog pages Docusaurus generates that the navigation model does not list on purpose. */
const BLOG_GENERATED = /^\/blog\/(?:archive|authors|tags|page)(?:\/.+)?$/;

/** Paths of every `<loc>` in the built sitemap. */
function sitemapPaths(): string[] {
  const xml = fs.readFileSync(SITEMAP, 'utf8');
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!);
  if (locs.length === 0) throw new Error(`No <loc> entries in ${SITEMAP}`);
  return [...new Set(locs.map((loc) => normalizePath(decodeURI(new URL(loc).pathname))))];
}

const SITEMAP_PATHS = sitemapPaths();
const ONLY = process.env.ROUTES_ONLY ? new RegExp(process.env.ROUTES_ONLY) : null;
const ALL_PATHS = [...new Set([...ROUTES, ...SITEMAP_PATHS])].filter((route) => !ONLY || ONLY.test(route));
const NOT_FOUND = '/docs/no-such-page';

type Theme = 'light' | 'dark';
const THEMES: Theme[] = ['dark', 'light'];
const BLOCKING = new Set(['serious', 'critical']);
const TARGETS_SHOWN = 5;

/** Pages whose footer must carry "Suggest an Edit on GitHub". */
const needsEditLink = (route: string): boolean =>
  route.startsWith('/docs/') ||
  ['/', '/about', '/changelog', '/roadmap', '/site-directory'].includes(route) ||
  (route.startsWith('/blog/') && !BLOG_GENERATED.test(route));

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

/** The subset of axe's result this test reads. */
interface AxeResults {
  violations: Array<{id: string; impact?: string | null; help: string; nodes: Array<{target: unknown[]}>}>;
}

interface RouteReport {
  status: number | undefined;
  theme: string | null;
  headings: string[];
  canonical: string | null;
  editHref: string | null;
  hasTopBar: boolean;
  hasPermanentNav: boolean;
  violations: Violation[];
  /** Why axe did not finish (its timeout), or null: the page's other checks still report on their own. */
  axeError: string | null;
  /** Console errors and uncaught exceptions from the load through the axe run. */
  errors: string[];
}

const AXE_PATH = require.resolve('axe-core/axe.min.js');
const CONCURRENCY = 3;
const OPEN_TIMEOUT = 45000;
const AXE_TIMEOUT = 60000;
const STEP_TIMEOUT = 15000;
/** How long a page may keep loading (deferred parts, demo data) before axe reads it as it is. */
const SETTLE_TIMEOUT = 10000;
/** A test waits for its own pooled inspection: at most every step's timeout in a row. */
const TEST_TIMEOUT = OPEN_TIMEOUT + SETTLE_TIMEOUT + 2 * AXE_TIMEOUT + 8 * STEP_TIMEOUT;

/** Text of every `<h1>` a user can see. */
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

/**
 * Waits until nothing on the page says it is loading: no progress bar (MRT's, a deferred part's
 * placeholder) and no skeleton. axe then reads what a visitor reads once the page is ready; while
 * loading, MRT 3.2.1 itself names its sort buttons '' (MRT_TableHeadCellSortLabel), so a check
 * that lands mid-load reports the library's loading state instead of the page. A page that never
 * settles is checked as it is after SETTLE_TIMEOUT.
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

/** Runs axe on the page: every rule, or only those named in `rules`. */
async function runAxe(page: Page, rules?: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({path: AXE_PATH});
  return page.evaluate(async (only) => {
    const {axe} = window as unknown as {axe: {run: (...args: unknown[]) => Promise<AxeResults>}};
    const options = only
      ? {resultTypes: ['violations'], runOnly: {type: 'rule', values: only}}
      : {resultTypes: ['violations']};
    const {violations} = await axe.run(document, options);
    // only what the test reports: keeps the payload small on pages with big tables
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' >>> ')),
    }));
  }, rules ?? null);
}

/** The axe rules whose result depends on the colour theme. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

const readShell = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    editHref: document.querySelector('a.mrt-edit-link')?.getAttribute('href') ?? null,
    hasTopBar: document.querySelector('.mrt-top-bar') !== null,
    hasPermanentNav: document.querySelector('.mrt-permanent-nav') !== null,
  }));

/** axe's violations, or why axe did not finish (its timeout): the page's other checks still report. */
async function axeReport(
  page: Page,
  label: string,
  rules?: string[],
): Promise<{violations: Violation[]; axeError: string | null}> {
  try {
    return {violations: await withTimeout(runAxe(page, rules), AXE_TIMEOUT, `axe.run on ${label}`), axeError: null};
  } catch (error) {
    return {violations: [], axeError: error instanceof Error ? error.message : String(error)};
  }
}

/** Opens `route` once and reports on it in the dark theme, then (after the toggle) the light one. */
async function inspect(browser: Browser, route: string): Promise<Record<Theme, RouteReport>> {
  const opened = await withTimeout(openPage(browser, route, {width: 1600}), OPEN_TIMEOUT, `open ${route}`);
  const {context, page, errors, status} = opened;
  try {
    await withTimeout(page.waitForLoadState('load'), STEP_TIMEOUT, `load event of ${route}`);
    const headings = await withTimeout(visibleHeadings(page), STEP_TIMEOUT, `headings of ${route}`);
    const darkShell = await withTimeout(readShell(page), STEP_TIMEOUT, `head and shell of ${route} (dark)`);
    await settle(page);
    const darkAxe = await axeReport(page, `${route} (dark)`);
    // errors from effects that run after hydration have had the whole axe run to surface
    const dark: RouteReport = {status, headings, ...darkShell, ...darkAxe, errors: [...errors]};

    const before = errors.length;
    await withTimeout(page.locator('.mrt-theme-toggle').click(), STEP_TIMEOUT, `theme toggle of ${route}`);
    await withTimeout(
      page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light'),
      STEP_TIMEOUT,
      `light theme on ${route}`,
    ).catch(() => undefined);
    const lightShell = await withTimeout(readShell(page), STEP_TIMEOUT, `head and shell of ${route} (light)`);
    const lightAxe = await axeReport(page, `${route} (light)`, THEME_RULES);
    const light: RouteReport = {status, headings, ...lightShell, ...lightAxe, errors: errors.slice(before)};
    return {dark, light};
  } finally {
    await withTimeout(context.close(), STEP_TIMEOUT, `close ${route}`).catch(() => undefined);
  }
}

function describeViolations(label: string, violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${label} ${violation.impact}: ${violation.id} (${violation.help}) on ${violation.nodes} node(s): ` +
        violation.targets.slice(0, TARGETS_SHOWN).join(' | '),
    )
    .join('\n');
}

let browser: Browser;
const reports = new Map<string, Promise<Settled<Record<Theme, RouteReport>>>>();
const CASES = ALL_PATHS.flatMap((route) => THEMES.map((theme): [string, Theme] => [route, theme]));

beforeAll(async () => {
  browser = await launchBrowser();
  const run = createPool(CONCURRENCY);
  for (const route of [...ALL_PATHS, NOT_FOUND])
    reports.set(
      route,
      run(() => inspect(browser, route)),
    );
}, 60000);

afterAll(async () => {
  const settled = await Promise.all(reports.values());
  if (process.env.ROUTES_A11Y_REPORT) {
    const all = Object.fromEntries(
      [...reports.keys()].flatMap((route, index) => {
        const result = settled[index]!;
        return THEMES.map((theme) => [
          `${theme} ${route}`,
          result.ok ? result.value[theme].violations : `error: ${result.error.message}`,
        ]);
      }),
    );
    fs.writeFileSync(process.env.ROUTES_A11Y_REPORT, JSON.stringify(all, null, 2));
  }
  await browser?.close();
}, 60000);

const reportFor = async (route: string, theme: Theme): Promise<RouteReport> => unwrap(await reports.get(route)!)[theme];

describe('navigation model and sitemap', () => {
  test('the sitemap lists every page of the navigation model, src/pages and blog/', () => {
    const missing = ROUTES.filter((route) => !SITEMAP_PATHS.includes(route));
    expect(missing).toEqual([]);
  });

  test('every sitemap page is in the navigation model, src/pages or blog/ (or is a generated blog page)', () => {
    const unlisted = SITEMAP_PATHS.filter((route) => !ROUTES.includes(route) && !BLOG_GENERATED.test(route));
    expect(unlisted).toEqual([]);
  });
});

describe('every route: 200, one heading, its canonical link, no console errors, no serious axe violations', () => {
  test.each(CASES)(
    '%s (%s theme)',
    async (route, theme) => {
      const report = await reportFor(route, theme);
      expect({route, theme, status: report.status}).toEqual({route, theme, status: 200});
      expect({route, theme: report.theme}).toEqual({route, theme});
      expect({route, visibleH1Count: report.headings.length}).toEqual({route, visibleH1Count: 1});
      expect({route, h1: report.headings[0]}).not.toEqual({route, h1: ''});
      expect({route, canonical: report.canonical}).toEqual({route, canonical: `${SITE_ORIGIN}${route}`});
      expect({route, theme, errors: report.errors}).toEqual({route, theme, errors: []});
      expect({route, theme, axeError: report.axeError}).toEqual({route, theme, axeError: null});
      const blocking = report.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
      expect(describeViolations(`${route} [${theme}]`, blocking)).toBe('');
    },
    TEST_TIMEOUT,
  );
});

describe('unknown paths', () => {
  test.each(THEMES)(
    `${NOT_FOUND} answers 404 with the 404 page inside the shell (%s theme)`,
    async (theme) => {
      const report = await reportFor(NOT_FOUND, theme);
      expect(report.status).toBe(404);
      expect(report.theme).toBe(theme);
      expect(report.headings).toEqual(['Page Not Found']);
      expect(report.hasTopBar).toBe(true);
      expect(report.hasPermanentNav).toBe(true);
      // the document itself is a 404 response, which Chromium logs; nothing else may fail
      const otherErrors = report.errors.filter((error) => !/status of 404/.test(error));
      expect(otherErrors).toEqual([]);
      expect(report.axeError).toBeNull();
      const blocking = report.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
      expect(describeViolations(`${NOT_FOUND} [${theme}]`, blocking)).toBe('');
    },
    TEST_TIMEOUT,
  );
});

describe('footer edit link points at the page source in the repository', () => {
  const prefix = `${docsRepoUrl}/edit/${docsRepoBranch}/`;

  test.each(ALL_PATHS)(
    '%s',
    async (route) => {
      const {editHref} = await reportFor(route, 'dark');
      if (needsEditLink(route)) expect({route, editHref}).toEqual({route, editHref: expect.any(String)});
      if (editHref === null) return;
      expect(editHref.slice(0, prefix.length)).toBe(prefix);
      const file = decodeURIComponent(editHref.slice(prefix.length));
      expect(file).not.toBe('');
      expect({file, escapesRepo: path.isAbsolute(file) || file.split('/').includes('..')}).toEqual({
        file,
        escapesRepo: false,
      });
      expect({route, file, exists: fs.existsSync(path.join(REPO_ROOT, file))}).toEqual({
        route,
        file,
        exists: true,
      });
    },
    TEST_TIMEOUT,
  );
});
