/**
 * A loading table's endless animations (MUI's skeleton wave, the spinner, the progress bars) pause while its
 * frame is off screen (src/components/MrtFrame: `data-offscreen`, styles.css). A browser runs them off screen
 * too, restyling and repainting on every frame: the Sorting guide's Remote Data demo, server-rendered while
 * loading, cost a phone (CPU 4×) about 8 ms of every 16 and delayed every tap on the page.
 */
import {expect, test, type Page} from '@playwright/test';
import {openPage} from './browser';
import {openDemo, realErrors} from './examples/harness';

/** The page's animations that never end, by play state. */
function endlessAnimations(page: Page) {
  return page.evaluate(() => {
    const states = {running: 0, paused: 0};
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) continue;
      if (animation.playState === 'running') states.running += 1;
      if (animation.playState === 'paused') states.paused += 1;
    }
    return states;
  });
}

test('a loading table far down the page runs no animation until it is in view', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/docs/guides/sorting', {width: 375, height: 740});
  try {
    // the Remote Data demo, far below, is the server's HTML of a loading table: skeleton rows and a spinner
    const remote = page.locator('.mrt-example[data-example="remote"] .mrt-frame');
    expect(await remote.locator('.MuiSkeleton-root').count()).toBeGreaterThan(10);
    await expect.poll(() => endlessAnimations(page)).toEqual({running: 0, paused: expect.any(Number)});
    expect((await endlessAnimations(page)).paused).toBeGreaterThan(10);
    await expect(remote).toHaveAttribute('data-offscreen', '');

    // scrolled into view, the table comes to life and loads its rows: nothing is left animating
    await remote.scrollIntoViewIfNeeded();
    await expect(remote).not.toHaveAttribute('data-offscreen');
    await expect(remote).toHaveAttribute('data-hydrated', 'true');
    await expect(remote.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expect(remote.locator('tbody tr').first()).toContainText(/\w/);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('skeletons turned on in a live table pause when it leaves the screen and run again when it returns', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/async-loading', 'parts', {
    width: 375,
    height: 740,
  });
  try {
    await demo.getByRole('button', {name: 'showSkeletons', exact: true}).click();
    await expect(demo.locator('tbody .MuiSkeleton-root').first()).toBeVisible();
    await expect.poll(async () => (await endlessAnimations(page)).running).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => endlessAnimations(page)).toMatchObject({running: 0});
    await expect(demo).toHaveAttribute('data-offscreen', '');

    await demo.scrollIntoViewIfNeeded();
    await expect(demo).not.toHaveAttribute('data-offscreen');
    await expect.poll(async () => (await endlessAnimations(page)).running).toBeGreaterThan(0);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
