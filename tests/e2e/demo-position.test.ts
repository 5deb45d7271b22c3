/**
 * Show, then tell: on every example page and every guide with a live demo, the first demo block
 * (`.mrt-example`, drawn by `<ExampleDemo>`) starts within the first screen on a desktop (its top
 * above 900 px at 1500×900) and within the second screen on a phone (above 1600 px at 375×800).
 * The pages are found from the sources: every `docs/examples/*.mdx` but the index, and every
 * `docs/guides/*.mdx` that contains `<ExampleDemo`. One browser, a few pages at a time.
 *
 * Local runs may check a subset: DEMO_POSITION_ONLY='^/docs/examples'.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {createPool, launchBrowser, openPage, unwrap, type Settled} from './browser';

const REPO_ROOT = path.resolve(__dirname, '../..');
const DEMO_SELECTOR = '.mrt-example';
const CONCURRENCY = 3;

/** Routes of the pages in `docs/<section>` whose source has a live demo. */
function demoRoutes(section: 'examples' | 'guides'): string[] {
  const dir = path.join(REPO_ROOT, 'docs', section);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
    .filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes('<ExampleDemo'))
    .sort()
    .map((name) => `/docs/${section}/${name.replace(/\.mdx$/, '')}`);
}

/** Each viewport, and the line the top of the first demo must be above. */
const VIEWPORTS = [
  {width: 1500, height: 900, limit: 900},
  {width: 375, height: 800, limit: 1600},
] as const;

const ONLY = process.env.DEMO_POSITION_ONLY ? new RegExp(process.env.DEMO_POSITION_ONLY) : null;
const EXAMPLES = demoRoutes('examples');
const GUIDES = demoRoutes('guides');

/** Top of the first demo block in page coordinates (px from the top of the document). */
async function demoTop(browser: Browser, route: string, width: number, height: number): Promise<number> {
  const {context, page, status} = await openPage(browser, route, {width, height});
  try {
    if (status !== 200) throw new Error(`${route} answered ${status}`);
    await page.waitForSelector(DEMO_SELECTOR, {state: 'visible'});
    return await page.evaluate((selector) => {
      const block = document.querySelector(selector)!;
      return Math.round(block.getBoundingClientRect().top + window.scrollY);
    }, DEMO_SELECTOR);
  } finally {
    await context.close();
  }
}

let browser: Browser;
const tops = new Map<string, Promise<Settled<number>>>();
const key = (route: string, width: number) => `${route}@${width}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const run = createPool(CONCURRENCY);
  for (const route of [...EXAMPLES, ...GUIDES]) {
    if (ONLY && !ONLY.test(route)) continue;
    for (const {width, height} of VIEWPORTS) {
      tops.set(
        key(route, width),
        run(() => demoTop(browser, route, width, height)),
      );
    }
  }
});

afterAll(async () => {
  await Promise.all(tops.values());
  await browser?.close();
});

test('the pages are found: 41 example pages and the guides with a demo', () => {
  expect(EXAMPLES.length).toBe(41);
  expect(GUIDES.length).toBeGreaterThan(0);
});

describe.each([
  ['example', EXAMPLES],
  ['guide', GUIDES],
])('the first demo of each %s page starts within the first screen (1500 px) / the second (375 px)', (_kind, routes) => {
  const cases = routes
    .filter((route) => !ONLY || ONLY.test(route))
    .flatMap((route) => VIEWPORTS.map(({width, limit}) => [route, width, limit] as const));
  // a DEMO_POSITION_ONLY run may select none of this kind
  if (cases.length === 0) return test.skip('no page selected', () => {});
  test.each(cases)('%s at %i px: demo top above %i px', async (route, width, limit) => {
    const top = unwrap(await tops.get(key(route, width))!);
    expect({route, width, top, above: top < limit}).toEqual({route, width, top, above: true});
  });
});
