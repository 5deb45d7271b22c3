/**
 * Every page the site serves answers 200, shows its one heading and logs no
 * errors; unknown paths get the 404 page inside the shell; the navigation
 * model and the sitemap list the same pages; every content page links to its
 * own source file for editing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {readSiteSettings} from '../../src/site/settings';
import {normalizePath} from '../../src/navigation/model';
import {createPool, launchBrowser, openPage, unwrap, withTimeout, type Settled} from './browser';
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
const ALL_PATHS = [...new Set([...ROUTES, ...SITEMAP_PATHS])];

/** Pages whose footer must carry "Suggest an Edit on GitHub". */
const needsEditLink = (route: string): boolean =>
  route.startsWith('/docs/') ||
  ['/', '/about', '/changelog', '/roadmap', '/site-directory'].includes(route) ||
  (route.startsWith('/blog/') && !BLOG_GENERATED.test(route));

interface RouteReport {
  status: number | undefined;
  headings: string[];
  errors: string[];
  editHref: string | null;
  hasTopBar: boolean;
  hasPermanentNav: boolean;
}

const OPEN_TIMEOUT = 45000;
const STEP_TIMEOUT = 15000;
const CONCURRENCY = 4;
/** A test waits for its own pooled inspection: at most every step's timeout in a row. */
const TEST_TIMEOUT = OPEN_TIMEOUT + 5 * STEP_TIMEOUT;

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

async function inspect(browser: Browser, route: string): Promise<RouteReport> {
  const opened = await withTimeout(openPage(browser, route, {width: 1600}), OPEN_TIMEOUT, `open ${route}`);
  const {context, page, errors, status} = opened;
  try {
    await withTimeout(page.waitForLoadState('load'), STEP_TIMEOUT, `load event of ${route}`);
    const headings = await withTimeout(visibleHeadings(page), STEP_TIMEOUT, `headings of ${route}`);
    const editHref = await withTimeout(
      page.$$eval('a.mrt-edit-link', (links) => (links[0] ? links[0].getAttribute('href') : null)),
      STEP_TIMEOUT,
      `edit link of ${route}`,
    );
    const hasTopBar = (await page.$('.mrt-top-bar')) !== null;
    const hasPermanentNav = (await page.$('.mrt-permanent-nav')) !== null;
    // let effects that run right after hydration report their errors
    await page.waitForTimeout(100);
    return {status, headings, errors: [...errors], editHref, hasTopBar, hasPermanentNav};
  } finally {
    await withTimeout(context.close(), STEP_TIMEOUT, `close ${route}`).catch(() => undefined);
  }
}

let browser: Browser;
const reports = new Map<string, Promise<Settled<RouteReport>>>();
const NOT_FOUND = '/docs/no-such-page';

beforeAll(async () => {
  browser = await launchBrowser();
  const run = createPool(CONCURRENCY);
  for (const route of [...ALL_PATHS, NOT_FOUND]) reports.set(route, run(() => inspect(browser, route)));
}, 60000);

afterAll(async () => {
  await Promise.allSettled(reports.values());
  await browser?.close();
}, 60000);

const reportFor = async (route: string): Promise<RouteReport> => unwrap(await reports.get(route)!);

describe('navigation model and sitemap', () => {
  test('the sitemap lists every page of the navigation model', () => {
    const missing = ROUTES.filter((route) => !SITEMAP_PATHS.includes(route));
    expect(missing).toEqual([]);
  });

  test('every sitemap page is in the navigation model (or is a generated blog page)', () => {
    const unlisted = SITEMAP_PATHS.filter((route) => !ROUTES.includes(route) && !BLOG_GENERATED.test(route));
    expect(unlisted).toEqual([]);
  });
});

describe('every route answers 200 with its heading and no console errors', () => {
  test.each(ALL_PATHS)('%s', async (route) => {
    const report = await reportFor(route);
    expect({route, status: report.status}).toEqual({route, status: 200});
    expect({route, visibleH1Count: report.headings.length}).toEqual({route, visibleH1Count: 1});
    expect(report.headings[0]).not.toBe('');
    expect({route, errors: report.errors}).toEqual({route, errors: []});
  }, TEST_TIMEOUT);
});

describe('unknown paths', () => {
  test(`${NOT_FOUND} answers 404 with the 404 page inside the shell`, async () => {
    const report = await reportFor(NOT_FOUND);
    expect(report.status).toBe(404);
    expect(report.headings).toEqual(['Page Not Found']);
    expect(report.hasTopBar).toBe(true);
    expect(report.hasPermanentNav).toBe(true);
    // the document itself is a 404 response, which Chromium logs; nothing else may fail
    const otherErrors = report.errors.filter((error) => !/status of 404/.test(error));
    expect(otherErrors).toEqual([]);
  }, TEST_TIMEOUT);
});

describe('footer edit link points at the page source in the repository', () => {
  const prefix = `${docsRepoUrl}/edit/${docsRepoBranch}/`;

  test.each(ALL_PATHS)('%s', async (route) => {
    const {editHref} = await reportFor(route);
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
  }, TEST_TIMEOUT);
});
