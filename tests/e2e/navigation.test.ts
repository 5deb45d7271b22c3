import {expect, test} from '@playwright/test';
import {openPage, typeInto} from './browser';

/**
 * A client-side navigation paints the new page's title first and the rest of its body right after
 * (src/hooks/useBodyAfterTitle): nothing of the page is lost on the way. The first load is checked by the
 * route sweep (every-route.test.ts): its server HTML holds the whole page.
 */

test('after a tap on a link the whole new page arrives: its last section, the pager and the edit link', async ({
  browser,
}) => {
  const {page, context, errors} = await openPage(browser, '/docs/guides/sorting');
  try {
    const nav = page.getByRole('navigation', {name: 'Main navigation'});
    await typeInto(nav.getByRole('textbox'), 'Row Selection');
    // layout shifts from the tap on, counted as CLS counts them (not those within 500 ms of an input)
    const shifts = await page.evaluateHandle(() => {
      const entries: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>) {
          if (!entry.hadRecentInput) entries.push(entry.value);
        }
      }).observe({type: 'layout-shift'});
      return entries;
    });
    await nav.locator('a[href="/docs/guides/row-selection"]').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Row Selection');
    // the body's last heading, the pager and the edit link come with the body
    const lastHeading = await page.evaluate(async () => {
      const source = await (await fetch('/docs/guides/row-selection')).text();
      const headings = new DOMParser().parseFromString(source, 'text/html').querySelectorAll('article h2');
      return headings[headings.length - 1]?.textContent?.trim() ?? '';
    });
    expect(lastHeading).not.toBe('');
    await expect(page.getByRole('heading', {level: 2, name: lastHeading})).toBeAttached();
    await expect(page.locator('.pagination-nav')).toBeAttached();
    await expect(page.getByRole('link', {name: /Suggest an Edit/})).toHaveAttribute('href', /row-selection/);
    await expect(page.locator('.mrt-doc-body-pending')).toHaveCount(0);
    // find-in-page reaches the part that came later
    expect(
      await page.evaluate((text) => (window as unknown as {find: (t: string) => boolean}).find(text), lastHeading),
    ).toBe(true);
    // nothing in view moved while the body arrived
    expect(await shifts.evaluate((entries) => entries.reduce((sum, value) => sum + value, 0))).toBeLessThanOrEqual(
      0.02,
    );
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a search hit to a heading of another page scrolls to that heading once the page has it', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/docs/getting-started/install');
  try {
    await page.click('.DocSearch-Button');
    await typeInto(page.locator('input.DocSearch-Input'), 'pinning columns by state');
    const hit = page.locator('.DocSearch-Hit a[href="/docs/guides/column-pinning#pinning-columns-by-state"]');
    await hit.click();
    await expect(page).toHaveURL(/\/docs\/guides\/column-pinning#pinning-columns-by-state$/);
    const heading = page.locator('#pinning-columns-by-state');
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
