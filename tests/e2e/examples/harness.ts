import type {Browser, Locator, Page} from 'playwright-core';
import {openPage, type OpenOptions, type OpenedPage} from '../browser';

/**
 * Browser-test helpers shared by every example's test file
 * (tests/e2e/examples/<slug>.test.ts).
 */
export interface OpenedExample extends OpenedPage {
  /** The live demo's frame (`.mrt-frame` inside the example block). */
  demo: Locator;
}

export async function openExample(browser: Browser, slug: string, options: OpenOptions = {}): Promise<OpenedExample> {
  const opened = await openPage(browser, `/docs/examples/${slug}`, options);
  const demo = opened.page.locator(`.mrt-example[data-example="${slug}"] .mrt-frame`).first();
  await demo.locator('table').first().waitFor({state: 'visible'});
  return {...opened, demo};
}

/** Text of every body cell in one column (1-based index among the row's cells) of the first table in `scope`. */
export function columnTexts(scope: Locator, columnIndex: number): Promise<string[]> {
  return scope
    .locator('tbody tr')
    .evaluateAll(
      (rows, index) => rows.map((row) => (row.querySelectorAll('td')[index - 1]?.textContent ?? '').trim()),
      columnIndex,
    );
}

/** Waits until `read()` returns a value whose JSON equals `expected` (default 5 s). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) {
      throw new Error(`Expected ${JSON.stringify(expected)} within ${timeout} ms, last saw ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Console errors other than the browser's own noise (none expected from a working demo). */
export function realErrors(errors: string[]): string[] {
  return errors.filter((message) => !/Download the React DevTools/.test(message));
}

/** Clicks a column header's sort control by its header text. */
export async function clickHeader(page: Page, scope: Locator, header: string): Promise<void> {
  await scope.locator('thead th', {hasText: header}).first().locator('.Mui-TableHeadCell-Content-Labels').click();
  await page.waitForTimeout(0);
}
