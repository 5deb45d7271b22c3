import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {expectReachable, openPage, waitForHeading} from './browser';
import {BASE_URL} from './config';

/**
 * Controls that are painted are also hit by a click: each one is used the way
 * a visitor does (real clicks and typing, no force) and, before that, the
 * topmost element at its centre must be the control itself (expectReachable),
 * not the fixed top bar, a backdrop or another layer over it.
 */
const GUIDE = '/docs/getting-started/usage';
const EXAMPLE = '/docs/examples/basic';
const NARROW = [375, 800] as const;
const THEMES = ['light', 'dark'] as const;
const HEIGHT = 700;

const DRAWER = '.MuiDrawer-modal nav[aria-label="Main navigation"]';

/** Opens the temporary drawer with a real click on the menu button. */
async function openDrawer(page: Page) {
  const toggle = page.locator('.mrt-nav-toggle');
  await expectReachable(toggle, 'menu button');
  await toggle.click();
  await page.locator(`${DRAWER} #nav-modal-filter`).waitFor({state: 'visible'});
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
}

/** Visible links of the drawer's list (collapsed groups are hidden). */
const drawerLinks = (page: Page) => page.locator(`${DRAWER} #nav-modal-list a:visible`);

/**
 * The Find Page box stays at the top of the drawer and only the list under it
 * scrolls. Scrolled to its end, the list shows its last link, followed by no
 * more than the list's bottom padding (no empty run to scroll through), inside
 * the drawer; the drawer itself does not scroll and the filter has not moved.
 */
async function expectEndsAtLastLink(nav: Locator, filter: Locator, last: Locator) {
  const list = nav.locator('[data-nav-scroll]');
  const filterBefore = (await filter.boundingBox())!;
  const scrollable = await list.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    return el.scrollHeight > el.clientHeight;
  });
  expect(scrollable).toBe(true);
  expect(await nav.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
  const navBox = (await nav.boundingBox())!;
  const listBox = (await list.boundingBox())!;
  expect(listBox.y + listBox.height).toBeLessThanOrEqual(navBox.y + navBox.height + 0.5);
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.y).toBeGreaterThanOrEqual(listBox.y);
  const gapBelow = listBox.y + listBox.height - (lastBox.y + lastBox.height);
  expect(gapBelow).toBeGreaterThanOrEqual(0);
  expect(gapBelow).toBeLessThanOrEqual(48);
  expect(await filter.boundingBox()).toEqual(filterBefore);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

for (const width of NARROW) {
  test.describe(`at ${width}px`, () => {
    for (const theme of THEMES) {
      test.describe(`in the ${theme} theme`, () => {
        test('the drawer: its filter takes a click and typing, and its links (the last one too) navigate', async ({
          browser,
        }) => {
          const {page, context, errors} = await openPage(browser, GUIDE, {width, height: HEIGHT, theme});
          // the last link opens another site in a new tab: answer it here instead of from the network
          await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
            route.fulfill({status: 200, contentType: 'text/html', body: '<title>elsewhere</title>'}),
          );
          try {
            await openDrawer(page);

            // the filter, from its label down: "Find Page" was under the top bar
            await expectReachable(page.locator(`${DRAWER} label[for="nav-modal-filter"]`), 'Find Page label');
            const filter = page.locator('#nav-modal-filter');
            await expectReachable(filter, 'filter input');
            await filter.click();
            expect(await focusedId(page)).toBe('nav-modal-filter');
            const allLinks = await drawerLinks(page).count();
            await page.keyboard.type('pinning');
            expect(await filter.inputValue()).toBe('pinning');
            // the ranking module loads on first use: wait for the narrowed list
            await page.locator(`${DRAWER} a[href="/docs/guides/row-pinning"]`).waitFor({state: 'visible'});
            await expect(page.locator(`${DRAWER} a[href="/docs/getting-started/install"]`).count()).resolves.toBe(0);
            expect(await drawerLinks(page).count()).toBeLessThan(allLinks);

            // the clear button, then the whole list again
            const clear = page.locator(`${DRAWER} [aria-label="Clear filter"]`);
            await expectReachable(clear, 'clear filter button');
            await clear.click();
            expect(await filter.inputValue()).toBe('');
            await page.locator(`${DRAWER} a[href="/docs/getting-started/install"]`).waitFor({state: 'visible'});

            // the drawer's last link, scrolled into view inside the drawer
            const last = drawerLinks(page).last();
            const lastHref = await last.getAttribute('href');
            expect(lastHref).toMatch(/^https:\/\//);
            await expectEndsAtLastLink(page.locator(DRAWER), filter, last);
            await expectReachable(last, `last drawer link (${lastHref})`);
            const [tab] = await Promise.all([context.waitForEvent('page'), last.click()]);
            await tab.waitForURL(lastHref!);
            await tab.close();
            // choosing a link closes the drawer; open it again
            await page.locator('.MuiDrawer-modal').waitFor({state: 'detached'});
            await openDrawer(page);

            // a link found by the filter navigates in this tab
            await filter.click();
            await page.keyboard.type('column pinning');
            const found = page.locator(`${DRAWER} a[href="/docs/guides/column-pinning"]`);
            await found.waitFor({state: 'visible'});
            await expectReachable(found, 'filtered drawer link');
            await found.click();
            await page.waitForURL(`${BASE_URL}/docs/guides/column-pinning`);
            await page.locator('.MuiDrawer-modal').waitFor({state: 'detached'});
            await waitForHeading(page, 'Column Pinning');
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        });
      });
    }

    test('the top bar stays usable over the open drawer: its toggle, the version menu and search', async ({
      browser,
    }) => {
      const theme = width === 375 ? 'dark' : 'light';
      const {page, context, errors} = await openPage(browser, GUIDE, {width, height: HEIGHT, theme});
      try {
        // the menu button closes the drawer it opened
        await openDrawer(page);
        const toggle = page.locator('.mrt-nav-toggle');
        await expectReachable(toggle, 'menu button over the open drawer');
        await toggle.click();
        await page.locator('.MuiDrawer-modal').waitFor({state: 'detached'});
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');

        // the version menu opens above the drawer, every item can be hit
        await openDrawer(page);
        const versions = page.locator('.mrt-version-select');
        await expectReachable(versions, 'version menu button');
        await versions.click();
        const items = page.locator('[role="menu"] [role="menuitem"]');
        await items.first().waitFor({state: 'visible'});
        const count = await items.count();
        expect(count).toBeGreaterThan(1);
        for (let i = 0; i < count; i += 1) {
          await expectReachable(items.nth(i), `version menu item "${await items.nth(i).textContent()}"`);
        }
        const current = page.locator('[role="menu"] [role="menuitem"][aria-current="page"]');
        await current.click();
        await page.locator('[role="menu"]').waitFor({state: 'detached'});
        expect(page.url()).toBe(`${BASE_URL}${GUIDE}`);

        // search opens above the drawer and keeps the focus it takes: typing goes into its input
        const searchButton = page.locator('.DocSearch-Button');
        await expectReachable(searchButton, 'search button');
        await searchButton.click();
        const input = page.locator('input.DocSearch-Input');
        await input.waitFor({state: 'visible'});
        await expectReachable(input, 'search input');
        await input.click();
        await page.keyboard.type('Column Pinning');
        expect(await input.inputValue()).toBe('Column Pinning');
        expect(await page.locator('#nav-modal-filter').inputValue()).toBe('');
        const hit = page.locator('.DocSearch-Hit a[href="/docs/guides/column-pinning"]').first();
        await hit.waitFor({state: 'visible'});
        await expectReachable(hit, 'search hit');
        await hit.click();
        await page.waitForURL(`${BASE_URL}/docs/guides/column-pinning`);
        await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
        await waitForHeading(page, 'Column Pinning');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('the outline above the content: opened by its summary, every link can be hit and lands on a heading below the top bar', async ({
      browser,
    }) => {
      const theme = width === 375 ? 'light' : 'dark';
      const {page, context, errors} = await openPage(browser, GUIDE, {width, height: HEIGHT, theme});
      try {
        // a closed "On this page" disclosure under the h1: its links show once its summary is clicked
        const details = page.locator('.mrt-outline-narrow details');
        expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
        const links = page.locator('.mrt-outline-narrow a');
        await expect(links.first().isVisible()).resolves.toBe(false);
        const summary = page.locator('.mrt-outline-narrow summary');
        await expectReachable(summary, 'outline summary "On this page"');
        await summary.click();
        await links.first().waitFor({state: 'visible'});
        expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(true);
        const count = await links.count();
        expect(count).toBeGreaterThan(1);
        for (let i = 0; i < count; i += 1) {
          await expectReachable(links.nth(i), `outline link "${await links.nth(i).textContent()}"`);
        }
        // the last outline entry: the page scrolls its heading to just below the top bar, not under it
        const link = links.last();
        const id = (await link.getAttribute('href'))!.slice(1);
        await link.click();
        await page.waitForURL(`${BASE_URL}${GUIDE}#${id}`);
        const heading = page.locator(`[id="${id}"]`);
        await page.waitForFunction((target) => {
          const top = document.getElementById(target)!.getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight / 2;
        }, id);
        const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
        const barBottom = await page.locator('.mrt-top-bar').evaluate((el) => el.getBoundingClientRect().bottom);
        expect(headingTop).toBeGreaterThanOrEqual(barBottom);
        await expectReachable(heading, `heading #${id}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('the sandbox: its button and editor take clicks and typing', async ({browser}) => {
      const theme = width === 375 ? 'dark' : 'light';
      const {page, context} = await openPage(browser, EXAMPLE, {width, height: HEIGHT, theme});
      try {
        const open = page.getByRole('button', {name: 'Open Sandbox'});
        await expectReachable(open, 'Open Sandbox button');
        await open.click();
        const editor = page.locator('.mrt-sandbox textarea');
        await editor.waitFor({state: 'visible'});
        await expectReachable(editor, 'sandbox editor');
        await editor.click();
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.type('\n// edited here');
        await expect(editor.inputValue()).resolves.toMatch(/\/\/ edited here$/);
        const close = page.getByRole('button', {name: 'Close Sandbox'});
        await expectReachable(close, 'Close Sandbox button');
        await close.click();
        await page.locator('.mrt-sandbox').waitFor({state: 'detached'});
        await expectReachable(page.getByRole('button', {name: 'Open Sandbox'}), 'Open Sandbox button again');
      } finally {
        await context.close();
      }
    });
  });
}

test('the permanent drawer (1000px): opened with the menu button, its filter and last link can be hit', async ({
  browser,
}) => {
  const {page, context, errors} = await openPage(browser, GUIDE, {width: 1000, height: HEIGHT});
  try {
    await page.locator('.mrt-nav-toggle').click();
    const nav = page.locator('.mrt-permanent-nav');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.mrt-permanent-nav')!).visibility === 'visible',
    );
    const filter = nav.locator('#nav-filter');
    await expectReachable(filter, 'filter input');
    await filter.click();
    expect(await focusedId(page)).toBe('nav-filter');
    const last = nav.locator('#nav-list a:visible').last();
    await expectEndsAtLastLink(nav, filter, last);
    await expectReachable(last, 'last drawer link');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
