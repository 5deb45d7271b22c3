/**
 * A page's demos come to life as the visitor reaches them (MrtFrame, gate/): on a first load a demo further
 * down stays the server's HTML until it nears the viewport, then becomes live without moving anything; a tap
 * on one that is still waiting reaches the live table; after a client-side navigation the page's demos mount
 * in turn and work.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {openPage, typeInto, waitForHydration} from '../browser';
import {BASE_URL} from '../config';
import {realErrors} from '../examples/harness';
import {header} from './harness';
import {books} from '../../../src/examples/guides/sorting/click-to-add/data';

const GUIDE = '/docs/guides/sorting';
const frame = (page: Page, slug: string): Locator => page.locator(`.mrt-example[data-example="${slug}"] .mrt-frame`);
const label = (demo: Locator, text: string) => header(demo, text).locator('.Mui-TableHeadCell-Content-Labels');

/**
 * Layout shifts from now on that no recent input explains and that a table mounting could cause: of
 * something inside `frameSelector`, or moving anything up or down (a table can only push content down). A
 * copy button appearing in a code block's header moves its neighbour sideways, which is not this.
 */
async function recordShifts(page: Page, frameSelector: string): Promise<() => Promise<number>> {
  await page.evaluate((selector) => {
    const w = window as unknown as {__shift: number};
    const demo = document.querySelector(selector);
    w.__shift = 0;
    type Source = {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Source[]};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const counts = entry.sources.some(
          (source) => (source.node && demo?.contains(source.node)) || source.previousRect.y !== source.currentRect.y,
        );
        if (!entry.hadRecentInput && counts) w.__shift += entry.value;
      }
    }).observe({type: 'layout-shift'});
  }, frameSelector);
  return () => page.evaluate(() => (window as unknown as {__shift: number}).__shift);
}

test('a demo below the fold is the server HTML until scrolled to, then live, and nothing moves', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, GUIDE, {width: 375});
  try {
    const demo = frame(page, 'click-to-add');
    // painted from the server's HTML, not live yet
    await expect(demo.locator('tbody tr')).toHaveCount(books.length);
    await expect(demo).not.toHaveAttribute('data-hydrated', 'true');
    const before = await demo.boundingBox();
    const shifts = await recordShifts(page, '.mrt-example[data-example="click-to-add"] .mrt-frame');

    await page.mouse.wheel(0, before!.y - 200);
    await expect(demo).toHaveAttribute('data-hydrated', 'true');
    const after = await demo.boundingBox();
    expect(after!.height).toBe(before!.height);
    expect(await shifts()).toBe(0);

    const state = page.getByTestId('multi-sort-state');
    await label(demo, 'Genre').click();
    await expect(state).toHaveText('Sorting: genre ascending');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a demo whose server HTML shows radios keeps them as it comes to life: no loading stand-in', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/docs/guides/row-selection', {width: 375});
  try {
    const selector = '.mrt-example[data-example="single-selection"] .mrt-frame';
    const demo = page.locator(selector);
    const radios = demo.locator('tbody input[type="radio"]');
    const served = await radios.count();
    expect(served).toBeGreaterThan(0);
    await expect(demo).not.toHaveAttribute('data-hydrated', 'true');
    // every change inside the frame from now on: the fewest radios it ever held, and any loading stand-in
    await page.evaluate((frameSelector) => {
      const frameElement = document.querySelector(frameSelector)!;
      const w = window as unknown as {__fewest: number; __standIns: number};
      w.__fewest = Infinity;
      w.__standIns = 0;
      new MutationObserver(() => {
        w.__fewest = Math.min(w.__fewest, frameElement.querySelectorAll('tbody input[type="radio"]').length);
        w.__standIns += frameElement.querySelectorAll('.mrt-deferred-loading').length;
      }).observe(frameElement, {childList: true, subtree: true});
    }, selector);

    await demo.scrollIntoViewIfNeeded();
    await expect(demo).toHaveAttribute('data-hydrated', 'true');
    await expect(radios).toHaveCount(served);
    const seen = await page.evaluate(() => {
      const w = window as unknown as {__fewest: number; __standIns: number};
      return {fewest: w.__fewest, standIns: w.__standIns};
    });
    expect(seen).toEqual({fewest: served, standIns: 0});
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a tap on a demo that is not live yet reaches the live table', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 375, height: 800}, hasTouch: true, isMobile: true});
  // no IntersectionObserver calls: the demos wait for the visitor, however close they come to the viewport
  await context.addInitScript(() => {
    (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = class {
      observe() {}
      disconnect() {}
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${BASE_URL}${GUIDE}`);
    await waitForHydration(page);
    const demo = frame(page, 'click-to-add');
    await label(demo, 'Genre').scrollIntoViewIfNeeded();
    await expect(demo).not.toHaveAttribute('data-hydrated', 'true');
    await label(demo, 'Genre').tap();
    await expect(page.getByTestId('multi-sort-state')).toHaveText('Sorting: genre ascending');
    await expect(demo).toHaveAttribute('data-hydrated', 'true');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("after a client-side navigation the page's demos mount and work", async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/docs/getting-started/install', {width: 1500});
  try {
    await typeInto(page.locator('#nav-filter'), 'sorting');
    await page.locator(`.mrt-permanent-nav a[href="${GUIDE}"]`).click();
    await page.waitForURL(`${BASE_URL}${GUIDE}`);
    for (const slug of ['controlled-sorting', 'click-to-add', 'remote']) {
      await expect(frame(page, slug)).toHaveAttribute('data-hydrated', 'true', {timeout: 15000});
    }
    const demo = frame(page, 'click-to-add');
    await label(demo, 'Year').click();
    await expect(page.getByTestId('multi-sort-state')).toHaveText('Sorting: year descending');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
