/**
 * The page-weight budgets: first-load JavaScript under 300 KB gzip on a page that shows a table, under
 * 200 KB on one that does not, for home, install, the options reference, every guide and every example.
 * Measured as `npm run bench` measures (scripts/lib/page-weight.cjs: empty cache, until the network is
 * quiet after hydration), three pages at a time.
 */
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {budgetedPages, KB, measurePage, type PageWeight} from '../../scripts/lib/page-weight.cjs';
import {createPool, launchBrowser, unwrap, type Settled} from './browser';
import {BASE_URL} from './config';

const PAGES = budgetedPages(path.resolve(__dirname, '../..'));
const run = createPool(3);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// every page starts measuring at once (three at a time); each test reads its own result
const results = new Map<string, Promise<Settled<PageWeight>>>();
const measured = (pagePath: string) => {
  if (!results.has(pagePath)) {
    for (const page of PAGES)
      results.set(
        page.path,
        run(() => measurePage(browser, BASE_URL, page.path)),
      );
  }
  return results.get(pagePath)!;
};

test('the budgets cover home, install, every guide and every example', () => {
  expect(PAGES.length).toBeGreaterThan(75);
  expect(PAGES.filter((page) => page.budgetKB === 200).length).toBeGreaterThan(0);
});

test.each(PAGES)(
  '$path: first-load JavaScript within $budgetKB KB gzip',
  async ({path: pagePath, budgetKB}) => {
    const result = unwrap(await measured(pagePath));
    expect(result.failed).toBe(0);
    const jsKB = Math.round((result.byType.JS.gzip / KB) * 10) / 10;
    expect(jsKB).toBeGreaterThan(100); // a page without its main script was not measured
    expect(jsKB).toBeLessThan(budgetKB);
  },
  120_000,
);
