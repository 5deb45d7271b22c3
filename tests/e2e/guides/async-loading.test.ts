/**
 * The Async Loading guide's demo: the first load shows skeleton rows and the spinner overlay, a refetch keeps the
 * rows and shows the progress bars, and a save shows the spinner in the Save button with the progress bars.
 * The pretend server answers on a timer; the test moves the page's clock instead of waiting it out.
 * Paged refetch: a page change keeps the previous page's rows under the progress bars until the next page arrives.
 * The parts on their own: each switch in the toolbar turns one part on over the rows that are there.
 */
import {expect, test} from '@playwright/test';
import {typeInto} from '../browser';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {DELAY} from '../../../src/examples/guides/async-loading/loading-states/api';
import {DELAY as PAGE_DELAY, orders} from '../../../src/examples/guides/async-loading/paged-refetch/api';

// the row actions column comes first, then City, Country, Population
const CITY = 2;
const CITIES = ['Lisbon', 'Porto', 'Lyon', 'Bergen', 'Kraków', 'Ghent'];

test('async loading guide: skeletons and overlay on first load, progress bars on refetch and save', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/async-loading', 'loading-states');
  const container = demo.locator('.MuiTableContainer-root');
  const overlaySpinner = container.getByRole('progressbar');
  const progressBars = demo.locator('.MuiLinearProgress-root');
  const skeletonRows = demo.locator('tbody tr').filter({has: page.locator('.MuiSkeleton-root')});
  const button = (name: string) => demo.getByRole('button', {name, exact: true});
  try {
    // the first load on the page's own timers ends with the six cities
    await expect.poll(() => columnTexts(demo, CITY), {timeout: 15000}).toEqual(CITIES);
    expect(await progressBars.count()).toBe(0);

    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60000);

    // from scratch: no rows yet, so 6 skeleton rows (the demo's page size) under the overlay spinner
    await button('Load from scratch').click();
    await expect(skeletonRows).toHaveCount(6);
    expect(await demo.locator('tbody tr').count()).toBe(6);
    expect(await overlaySpinner.count()).toBe(1);
    expect(await container.getAttribute('aria-busy')).toBe('true');
    expect(await progressBars.count()).toBe(0);
    await page.clock.runFor(DELAY);
    await expect.poll(() => columnTexts(demo, CITY)).toEqual(CITIES);
    expect(await skeletonRows.count()).toBe(0);
    expect(await overlaySpinner.count()).toBe(0);

    // refetch: the rows stay readable, the two progress bars show, no skeletons and no overlay
    await button('Refetch').click();
    await expect(progressBars).toHaveCount(2);
    expect(await columnTexts(demo, CITY)).toEqual(CITIES);
    expect(await skeletonRows.count()).toBe(0);
    expect(await overlaySpinner.count()).toBe(0);
    await page.clock.runFor(DELAY + 1000); // the answer, then the bars' collapse transition
    await expect(progressBars).toHaveCount(0);

    // save: the edited row's Save button is disabled with a spinner, the progress bars show until the answer
    await demo.locator('tbody tr').nth(1).getByRole('button', {name: 'Edit'}).click();
    const field = demo.locator('tbody tr').nth(1).locator('input').first();
    await typeInto(field, 'Porto (Invicta)');
    const save = demo.locator('tbody tr').nth(1).getByRole('button', {name: 'Save'});
    await save.click();
    await expect(save).toBeDisabled();
    expect(await save.getByRole('progressbar').count()).toBe(1);
    await expect(progressBars).toHaveCount(2);
    await page.clock.runFor(DELAY + 1000);
    await expect
      .poll(() => columnTexts(demo, CITY))
      .toEqual(['Lisbon', 'Porto (Invicta)', 'Lyon', 'Bergen', 'Kraków', 'Ghent']);
    await expect(progressBars).toHaveCount(0);
    expect(await demo.locator('tbody input').count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('async loading guide: a page change keeps the rows on screen under the progress bars until the next page arrives', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/async-loading', 'paged-refetch');
  const progressBars = demo.locator('.MuiLinearProgress-root');
  const ids = (from: number) => orders.slice(from, from + 5).map((order) => String(order.id));
  try {
    await expect.poll(() => columnTexts(demo, 1), {timeout: 15000}).toEqual(ids(0));
    expect(await progressBars.count()).toBe(0);

    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60000);
    await demo.getByRole('button', {name: 'Go to next page'}).click();
    await expect(progressBars).toHaveCount(2);
    expect(await columnTexts(demo, 1)).toEqual(ids(0));
    expect(await demo.locator('tbody .MuiSkeleton-root').count()).toBe(0);
    await page.clock.runFor(PAGE_DELAY);
    await expect.poll(() => columnTexts(demo, 1)).toEqual(ids(5));
    await page.clock.runFor(1000); // the bars' collapse transition
    await expect(progressBars).toHaveCount(0);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('async loading guide: each part shows on its own over the rows, and a custom overlay replaces the spinner', async ({
  browser,
}) => {
  const {context, demo, errors} = await openDemo(browser, '/docs/guides/async-loading', 'parts');
  const container = demo.locator('.MuiTableContainer-root');
  const overlaySpinner = container.locator('.MuiCircularProgress-root');
  const progressBars = demo.locator('.MuiLinearProgress-root');
  const skeletons = demo.locator('tbody .MuiSkeleton-root');
  const button = (name: string) => demo.getByRole('button', {name, exact: true});
  try {
    // all parts off: the four rows, no skeletons, no overlay, no bars
    expect(await columnTexts(demo, 1)).toEqual(['Lisbon', 'Lyon', 'Bergen', 'Ghent']);
    expect(await skeletons.count()).toBe(0);

    // showSkeletons alone: one skeleton per cell of the four rows, no overlay, no bars
    await button('showSkeletons').click();
    await expect(skeletons).toHaveCount(8);
    expect(await overlaySpinner.count()).toBe(0);
    expect(await progressBars.count()).toBe(0);
    await button('showSkeletons').click();
    await expect(skeletons).toHaveCount(0);

    await button('showLoadingOverlay').click();
    await expect(overlaySpinner).toHaveCount(1);
    expect(await container.getAttribute('aria-busy')).toBe('true');
    expect(await columnTexts(demo, 1)).toEqual(['Lisbon', 'Lyon', 'Bergen', 'Ghent']);

    await button('Custom overlay').click();
    await expect(overlaySpinner).toHaveCount(0);
    await expect(container.getByText('Loading cities…')).toHaveCount(1);

    await button('showLoadingOverlay').click();
    await expect(container.getByText('Loading cities…')).toHaveCount(0);

    await button('showProgressBars').click();
    await expect(progressBars).toHaveCount(2);
    expect(await skeletons.count()).toBe(0);
    expect(await demo.locator('[aria-pressed="true"]').count()).toBe(2); // Custom overlay and showProgressBars
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
