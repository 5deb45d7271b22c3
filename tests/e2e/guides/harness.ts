import type {BrowserContext, Locator, Page} from '@playwright/test';
import {waitForHydration} from '../browser';
import {BASE_URL} from '../config';
import {rowWith} from '../examples/harness';

/**
 * Browser-test helpers shared by the guides' test files (tests/e2e/guides/<guide>.test.ts). The helpers shared
 * with the examples' tests (openDemo, columnTexts, mouseDrag, …) live in tests/e2e/examples/harness.ts.
 */

/** The first header cell of `scope`'s table whose text contains `text`. */
export function header(scope: Locator, text: string): Locator {
  return scope.locator('thead th', {hasText: text}).first();
}

/** The cell of `column` (1-based, among the row's cells) in the data row containing `text`. */
export function cell(demo: Locator, text: string, column: number): Locator {
  return rowWith(demo, text)
    .locator('td')
    .nth(column - 1);
}

/** The element's box on screen; throws when it is not rendered. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** Lets the page write and read the clipboard, as a browser does once a visitor allows it. */
export async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
}

/** The live frame of the demo whose folder is named `slug` (what openDemo returns as `demo`). */
export function demoFrame(page: Page, slug: string): Locator {
  return page.locator(`.mrt-example[data-example="${slug}"] .mrt-frame`).first();
}

/** Reloads the page, waits for hydration and for the demo `slug`'s table, and returns the demo's new frame. */
export async function reloadDemo(page: Page, slug: string): Promise<Locator> {
  await page.reload();
  await waitForHydration(page);
  const demo = demoFrame(page, slug);
  await demo.locator('table').first().waitFor({state: 'visible'});
  return demo;
}
