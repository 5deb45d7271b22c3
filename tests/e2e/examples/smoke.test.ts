/**
 * Every example renders cleanly: one check per demo folder that has an `Example.tsx`
 * (`src/examples/<slug>/` for example pages, `src/examples/guides/<guide>/<slug>/` for guides), at 375 px in the light theme and at 1500 px in
 * the dark theme. The demo's table is visible with at least one body row that
 * shows data, the page is in the requested theme, nothing logs an error, and
 * on the phone the demo fits the screen (a wide table scrolls inside it).
 * A new example gets these checks by existing; its own test file covers its
 * key interaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {createPool, launchBrowser, unwrap, withTimeout, type Settled} from '../browser';
import {openDemo, realErrors} from './harness';

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
const TEST_TIMEOUT = OPEN_TIMEOUT + 3 * STEP_TIMEOUT;

interface Rendered {
  theme: string | undefined;
  /** Text and field values of the first body row that is not a loading skeleton or the empty-table message. */
  firstRow: string;
  frame: {left: number; right: number} | null;
  scrollWidth: number;
  errors: string[];
}

async function render(browser: Browser, pagePath: string, slug: string, theme: Theme, width: number): Promise<Rendered> {
  const label = `${slug} on ${pagePath} (${theme}, ${width}px)`;
  const {context, page, demo, errors} = await withTimeout(
    openDemo(browser, pagePath, slug, {theme, width}),
    OPEN_TIMEOUT,
    `open ${label}`,
  );
  try {
    // a data row: server-backed demos first show skeleton rows while their request is in flight;
    // editable cells hold their value in a form field rather than as text
    const row = demo
      .locator('tbody tr')
      .filter({has: page.locator('td')})
      .filter({hasNot: page.locator('.MuiSkeleton-root')})
      .filter({hasNotText: 'No records to display'})
      .first();
    await withTimeout(row.waitFor({state: 'visible'}), STEP_TIMEOUT, `a body row with data in ${label}`);
    const firstRow = await row.evaluate((tr) =>
      [tr.textContent ?? '', ...Array.from(tr.querySelectorAll('input, textarea'), (field) => (field as HTMLInputElement).value)]
        .join(' ')
        .trim(),
    );
    const box = await demo.boundingBox();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const htmlTheme = await page.evaluate(() => document.documentElement.dataset.theme);
    return {
      theme: htmlTheme,
      firstRow,
      frame: box ? {left: box.x, right: box.x + box.width} : null,
      scrollWidth,
      errors: realErrors(errors),
    };
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
    results.set(key(pagePath, slug, theme), run(() => render(browser, pagePath, slug, theme, width)));
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

describe('every example renders cleanly', () => {
  test.each(CASES)('%s: %s (%s theme, %i px)', async (pagePath, slug, theme, width) => {
    const rendered = unwrap(await results.get(key(pagePath, slug, theme))!);
    expect({slug, theme: rendered.theme}).toEqual({slug, theme});
    expect(rendered.firstRow).not.toBe('');
    expect({slug, errors: rendered.errors}).toEqual({slug, errors: []});
    if (width < 600) {
      // on a phone the demo stays inside the screen and the page never scrolls sideways
      expect(rendered.frame).not.toBeNull();
      expect({slug, left: rendered.frame!.left >= 0, right: rendered.frame!.right <= width}).toEqual({
        slug,
        left: true,
        right: true,
      });
      expect({slug, fitsScreen: rendered.scrollWidth <= width}).toEqual({slug, fitsScreen: true});
    }
  }, TEST_TIMEOUT);
});
