/**
 * Every example renders cleanly: one check per demo folder that has an `Example.tsx`
 * (`src/examples/<slug>/` for example pages, `src/examples/guides/<guide>/<slug>/` for guides), loaded at 375 px
 * in the light theme and at 1500 px in the dark theme, and then, on that same load, after the top bar's theme
 * toggle is clicked as a visitor does: so each demo is seen at both widths in both themes. The demo's table is
 * visible with at least one body row that shows data, its rows are painted in the page's theme (light behind a
 * light page, dark behind a dark one: MRT computes its colours in script), nothing logs an error, and on the
 * phone the demo fits the screen (a wide table scrolls inside it).
 * A new example gets these checks by existing; its own test file covers its
 * key interaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Browser} from 'playwright-core';
import {createPool, launchBrowser, unwrap, withTimeout, type Settled} from '../browser';
import {BASE_URL} from '../config';
import {eventually, openDemo, realErrors} from './harness';

const EXAMPLES_DIR = path.resolve(__dirname, '../../../src/examples');

const hasExample = (folder: string) => fs.existsSync(path.join(folder, 'Example.tsx'));
const subfolders = (folder: string) =>
  fs
    .readdirSync(folder, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * Every demo and the page that shows it: `src/examples/<slug>/` is the example page /docs/examples/<slug>;
 * `src/examples/guides/<guide>/<slug>/` is a demo on the guide /docs/guides/<guide>.
 */
const DEMOS: Array<{slug: string; page: string}> = [
  ...subfolders(EXAMPLES_DIR)
    .filter((slug) => hasExample(path.join(EXAMPLES_DIR, slug)))
    .map((slug) => ({slug, page: `/docs/examples/${slug}`})),
  ...(fs.existsSync(path.join(EXAMPLES_DIR, 'guides')) ? subfolders(path.join(EXAMPLES_DIR, 'guides')) : []).flatMap(
    (guide) =>
      subfolders(path.join(EXAMPLES_DIR, 'guides', guide))
        .filter((slug) => hasExample(path.join(EXAMPLES_DIR, 'guides', guide, slug)))
        .map((slug) => ({slug, page: `/docs/guides/${guide}`})),
  ),
];
/** Local runs may check a subset: EXAMPLES_ONLY='^editing' (CI checks every demo). */
const ONLY = process.env.EXAMPLES_ONLY ? new RegExp(process.env.EXAMPLES_ONLY) : null;

type Theme = 'light' | 'dark';
const VIEWS: Array<[theme: Theme, width: number]> = [
  ['light', 375],
  ['dark', 1500],
];
const CASES = DEMOS.filter(({slug}) => !ONLY || ONLY.test(slug)).flatMap(({slug, page}) =>
  VIEWS.map(([theme, width]): [string, string, Theme, number] => [page, slug, theme, width]),
);

const CONCURRENCY = 3;
const OPEN_TIMEOUT = 60000;
const STEP_TIMEOUT = 20000;
/** How long the rows may take to follow a theme change. */
const PAINT_TIMEOUT = 5000;
const TEST_TIMEOUT = OPEN_TIMEOUT + 6 * STEP_TIMEOUT + 2 * PAINT_TIMEOUT;

/** What the demo looks like in one theme. */
interface View {
  theme: string | undefined;
  /** Text and field values of the first body row that is not a loading skeleton or the empty-table message. */
  firstRow: string;
  /** Whether the first data row is painted light (the first opaque background from its first cell up). */
  rowIsLight: boolean | null;
  frame: {left: number; right: number} | null;
  scrollWidth: number;
  errors: string[];
}

/** The demo as loaded, and after the theme toggle on the same load. */
interface Rendered {
  loaded: View;
  toggled: View;
  /** Rows of the demo's table body in the served page (skeletons while its data loads) and once drawn in the browser. */
  rows: {served: number; skeletons: boolean; drawn: number};
}

/**
 * The rows of the first table body inside `data-example="<slug>"` in the served HTML, and whether they are
 * skeletons. Parsed, not searched: the minified HTML leaves out optional end tags such as `</tbody>`.
 */
async function servedRows(pagePath: string, slug: string): Promise<{served: number; skeletons: boolean}> {
  const $ = cheerio.load(await (await fetch(`${BASE_URL}${pagePath}`)).text());
  const body = $(`[data-example="${slug}"] tbody`).first();
  return {served: body.children('tr').length, skeletons: body.find('.MuiSkeleton-root').length > 0};
}

const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/**
 * Relative luminance of the first opaque background from `element` up: above 0.5 reads as light. Runs in the
 * page (passed to `evaluate` whole), so it uses nothing from outside itself.
 */
function paintedLight(element: Element): boolean | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const match = getComputedStyle(node).backgroundColor.match(/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/);
    if (!match || (match[4] !== undefined && Number(match[4]) < 0.5)) continue;
    const [r, g, b] = [match[1], match[2], match[3]].map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.5;
  }
  return null;
}

async function render(
  browser: Browser,
  pagePath: string,
  slug: string,
  theme: Theme,
  width: number,
): Promise<Rendered> {
  const label = `${slug} on ${pagePath} (${theme}, ${width}px)`;
  const {context, page, demo, errors} = await withTimeout(
    openDemo(browser, pagePath, slug, {theme, width}),
    OPEN_TIMEOUT,
    `open ${label}`,
  );
  const row = demo
    .locator('tbody tr')
    .filter({has: page.locator('td')})
    .filter({hasNot: page.locator('.MuiSkeleton-root')})
    .filter({hasNotText: 'No records to display'})
    .first();
  const view = async (expected: Theme, since: number): Promise<View> => {
    // a data row: server-backed demos first show skeleton rows while their request is in flight;
    // editable cells hold their value in a form field rather than as text
    await withTimeout(row.waitFor({state: 'visible'}), STEP_TIMEOUT, `a body row with data in ${label}`);
    // the rows follow a theme change in a re-render and MRT's 150 ms transition: wait (a while) for the
    // expected paint, then report it as it is
    const cell = row.locator('td').first();
    await eventually(() => cell.evaluate(paintedLight), expected === 'light', PAINT_TIMEOUT).catch(() => undefined);
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
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const htmlTheme = await page.evaluate(() => document.documentElement.dataset.theme);
    return {
      theme: htmlTheme,
      firstRow,
      rowIsLight,
      frame: box ? {left: box.x, right: box.x + box.width} : null,
      scrollWidth,
      errors: realErrors(errors.slice(since)),
    };
  };
  try {
    const loaded = await view(theme, 0);
    const drawn = await demo
      .locator('tbody')
      .first()
      .evaluate((body) => body.querySelectorAll(':scope > tr').length);
    const rows = {...(await servedRows(pagePath, slug)), drawn};
    // the visitor switches the theme with the top bar's toggle; the same demo is checked again
    const before = errors.length;
    await withTimeout(page.locator('.mrt-theme-toggle').click(), STEP_TIMEOUT, `theme toggle on ${label}`);
    await withTimeout(
      page.waitForFunction((next) => document.documentElement.dataset.theme === next, other(theme)),
      STEP_TIMEOUT,
      `${other(theme)} theme on ${label}`,
    ).catch(() => undefined);
    const toggled = await view(other(theme), before);
    return {loaded, toggled, rows};
  } finally {
    await withTimeout(context.close(), STEP_TIMEOUT, `close ${label}`).catch(() => undefined);
  }
}

let browser: Browser;
const results = new Map<string, Promise<Settled<Rendered>>>();
const key = (pagePath: string, slug: string, theme: Theme) => `${pagePath} ${slug} ${theme}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const run = createPool(CONCURRENCY);
  for (const [pagePath, slug, theme, width] of CASES) {
    results.set(
      key(pagePath, slug, theme),
      run(() => render(browser, pagePath, slug, theme, width)),
    );
  }
}, 60000);

afterAll(async () => {
  await Promise.allSettled(results.values());
  await browser?.close();
}, 60000);

test('there are example pages and guide demos to check', () => {
  expect(DEMOS.filter(({page}) => page.startsWith('/docs/examples/')).length).toBeGreaterThan(0);
  expect(DEMOS.filter(({page}) => page.startsWith('/docs/guides/')).length).toBeGreaterThan(0);
});

/** Every check of one view of a demo: `theme` is the theme the page should be in. */
function expectClean(slug: string, theme: Theme, width: number, view: View): void {
  expect({slug, theme: view.theme}).toEqual({slug, theme});
  expect(view.firstRow).not.toBe('');
  expect({slug, theme, rowIsLight: view.rowIsLight}).toEqual({slug, theme, rowIsLight: theme === 'light'});
  expect({slug, theme, errors: view.errors}).toEqual({slug, theme, errors: []});
  if (width < 600) {
    // on a phone the demo stays inside the screen and the page never scrolls sideways
    expect(view.frame).not.toBeNull();
    expect({slug, theme, left: view.frame!.left >= 0, right: view.frame!.right <= width}).toEqual({
      slug,
      theme,
      left: true,
      right: true,
    });
    expect({slug, theme, fitsScreen: view.scrollWidth <= width}).toEqual({slug, theme, fitsScreen: true});
  }
}

describe('every example renders cleanly', () => {
  test.each(CASES)(
    '%s: %s (loaded in the %s theme, %i px)',
    async (pagePath, slug, theme, width) => {
      expectClean(slug, theme, width, unwrap(await results.get(key(pagePath, slug, theme))!).loaded);
    },
    TEST_TIMEOUT,
  );
});

describe('every demo that loads its data shows as many skeleton rows as rows arrive', () => {
  test.each(CASES.filter(([, , theme]) => theme === 'dark'))(
    '%s: %s',
    async (pagePath, slug, theme) => {
      const {rows} = unwrap(await results.get(key(pagePath, slug, theme))!);
      if (!rows.skeletons) return; // served with its rows (or no table body): nothing to replace
      expect({slug, skeletonRows: rows.served}).toEqual({slug, skeletonRows: rows.drawn});
    },
    TEST_TIMEOUT,
  );
});

describe('every example follows the theme toggle', () => {
  test.each(CASES)(
    '%s: %s (loaded in the %s theme, then toggled, %i px)',
    async (pagePath, slug, theme, width) => {
      expectClean(slug, other(theme), width, unwrap(await results.get(key(pagePath, slug, theme))!).toggled);
    },
    TEST_TIMEOUT,
  );
});
