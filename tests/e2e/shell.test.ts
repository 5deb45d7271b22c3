import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import {box, openPage, pasteInto, typeInto, waitForHydration} from './browser';
import {BASE_URL, SITE_ORIGIN, WIDTHS} from './config';

/**
 * The page shell at every width in WIDTHS (config.ts).
 * The install page has h2 and h3 headings, a code block and an outline.
 */
const DOC = '/docs/getting-started/install';

/** Shown: displayed, not visibility:hidden, with a width and not slid off-screen to the left. */
function shownInPage(el: Element): boolean {
  const style = getComputedStyle(el);
  const rect = el.getBoundingClientRect();
  return style.display !== 'none' && style.visibility !== 'hidden' && rect.width > 0 && rect.right > 0;
}

const isVisible = (page: Page, selector: string) => page.$eval(selector, shownInPage);

/** Waits (up to 3 s: transitions run slower on a busy machine) for an element to be shown or hidden. */
async function expectVisible(page: Page, selector: string, visible: boolean) {
  const expression = `(() => {
    const el = document.querySelector(${JSON.stringify(selector)});
    return el ? (${shownInPage.toString()})(el) === ${visible} : ${!visible};
  })()`;
  await page.waitForFunction(expression, undefined, {timeout: 3000});
}

/** Waits for an element's left edge to settle at `x` (margin transitions). */
async function expectLeft(page: Page, selector: string, x: number) {
  await page.waitForFunction(
    ([sel, want]) => Math.round(document.querySelector(sel as string)!.getBoundingClientRect().x) === want,
    [selector, x] as const,
    {timeout: 3000},
  );
}

for (const width of WIDTHS) {
  test.describe(`layout at ${width}px`, () => {
    test('top bar, drawer, content width and outline follow the breakpoints', async ({browser}) => {
      const {page, context, errors} = await openPage(browser, DOC, {width});
      try {
        // nav toggle below 1500 only; product name from 600
        expect(await isVisible(page, '.mrt-nav-toggle')).toBe(width < 1500);
        expect(await isVisible(page, '.mrt-product-name')).toBe(width >= 600);

        // permanent drawer: open by default from 1500 only, 300px wide
        const navShown = await isVisible(page, '.mrt-permanent-nav');
        expect(navShown).toBe(width >= 1500);
        const main = await box(page, '.mrt-main');
        expect(main!.x).toBe(width >= 1500 ? 300 : 0);
        if (navShown) expect((await box(page, '.mrt-permanent-nav'))!.width).toBe(300);

        // content column at most 1200px
        const content = await box(page, '.mrt-content');
        expect(content!.width).toBeLessThanOrEqual(1200);

        // outline: beside the content (fixed, 60px/2rem, ≤250px, h2–h5) from 1800; above it (h3 only) below
        const wide = await isVisible(page, '.mrt-outline-wide');
        const narrow = await isVisible(page, '.mrt-outline-narrow');
        expect(wide).toBe(width >= 1800);
        expect(narrow).toBe(width < 1800);
        if (wide) {
          const outline = await page.$eval('.mrt-outline-wide', (el) => {
            const s = getComputedStyle(el);
            return {
              position: s.position,
              top: s.top,
              right: s.right,
              maxWidth: s.maxWidth,
              levels: [...el.querySelectorAll('li')].map((li) => li.getAttribute('data-level')),
            };
          });
          expect(outline).toMatchObject({position: 'fixed', top: '60px', right: '32px', maxWidth: '250px'});
          expect(outline.levels).toEqual(expect.arrayContaining(['2', '3']));
          const outlineBox = await box(page, '.mrt-outline-wide');
          expect(outlineBox!.x).toBeGreaterThanOrEqual(content!.x + content!.width - 1);
        } else {
          const levels = await page.$$eval('.mrt-outline-narrow li', (lis) =>
            lis.map((li) => li.getAttribute('data-level')),
          );
          expect(levels.length).toBeGreaterThan(0);
          expect(new Set(levels)).toEqual(new Set(['3']));
          // under the h1, closed
          const outlineBox = await box(page, '.mrt-outline-narrow');
          const h1 = await box(page, 'article h1');
          expect(outlineBox!.y).toBeGreaterThan(h1!.y + h1!.height - 1);
          expect(await page.$eval('.mrt-outline-narrow details', (el) => (el as HTMLDetailsElement).open)).toBe(false);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('the nav toggle opens and closes the drawer', async ({browser}) => {
      test.skip(width >= 1500, 'no toggle from 1500px: the drawer is always open');
      const {page, context} = await openPage(browser, DOC, {width});
      try {
        await page.click('.mrt-nav-toggle');
        if (width < 900) {
          // temporary (modal) drawer with its own list
          await page.waitForSelector('.MuiDrawer-modal #nav-modal-filter', {state: 'visible'});
          expect(await page.getAttribute('.mrt-nav-toggle', 'aria-expanded')).toBe('true');
          await page.keyboard.press('Escape');
          await page.waitForSelector('.MuiDrawer-modal', {state: 'detached'});
        } else {
          // persistent drawer beside the content
          await expectVisible(page, '.mrt-permanent-nav', true);
          await expectLeft(page, '.mrt-main', 300);
          await page.click('.mrt-nav-toggle');
          await expectVisible(page, '.mrt-permanent-nav', false);
          await expectLeft(page, '.mrt-main', 0);
        }
      } finally {
        await context.close();
      }
    });

    test('the sandbox flag makes content full width and keeps the drawer closed by default', async ({browser}) => {
      const {page, context} = await openPage(browser, DOC, {width});
      try {
        await page.$eval('.mrt-shell', (el) => el.setAttribute('data-sandbox', 'true'));
        await expectVisible(page, '.mrt-permanent-nav', false);
        await expectLeft(page, '.mrt-main', 0);
        const content = await box(page, '.mrt-content');
        const main = await box(page, '.mrt-main');
        // full width of the main column, no 1200px cap
        expect(content!.width).toBeCloseTo(main!.width, -1);
        if (width > 1300) expect(content!.width).toBeGreaterThan(1200);
      } finally {
        await context.close();
      }
    });
  });
}

test.describe('drawer navigation', () => {
  test('choosing a link on a narrow screen clears the filter and closes the drawer after 200 ms', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, DOC, {width: 375});
    try {
      await page.click('.mrt-nav-toggle');
      const input = page.locator('#nav-modal-filter');
      await typeInto(input, 'sorting');
      const link = page.locator('.MuiDrawer-modal a[href="/docs/guides/sorting"]');
      const clicked = Date.now();
      await link.click();
      await page.waitForURL(`${BASE_URL}/docs/guides/sorting`);
      // closes only after the 200 ms delay plus its 200 ms exit transition
      await page.waitForSelector('.MuiDrawer-modal', {state: 'detached', timeout: 5000});
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(380);
      await page.click('.mrt-nav-toggle');
      expect(await page.locator('#nav-modal-filter').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // these pages have no docs layout: leaving one unmounts the drawer that was asked to close
  for (const from of ['/', '/about', '/changelog', '/roadmap']) {
    test(`choosing a link in the drawer on ${from} closes it on the new page`, async ({browser}) => {
      const {page, context, errors} = await openPage(browser, from, {width: 375});
      try {
        await page.click('.mrt-nav-toggle');
        await typeInto(page.locator('#nav-modal-filter'), 'install');
        await page.locator('.MuiDrawer-modal a[href="/docs/getting-started/install"]').click();
        await page.waitForURL(`${BASE_URL}/docs/getting-started/install`);
        await page.waitForSelector('.MuiDrawer-modal', {state: 'detached', timeout: 5000});
        await expect(page.locator('.mrt-nav-toggle')).toHaveAttribute('aria-label', 'Open navigation');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('Enter in the filter opens the best match; the current entry is highlighted and in view', async ({browser}) => {
    const {page, context} = await openPage(browser, '/', {width: 1600});
    try {
      await typeInto(page.locator('#nav-filter'), 'column pinning');
      await page.press('#nav-filter', 'Enter');
      await page.waitForURL(`${BASE_URL}/docs/guides/column-pinning`);
      await waitForHydration(page);
      expect(await page.inputValue('#nav-filter')).toBe('');
      const current = page.locator('.mrt-permanent-nav [aria-current="page"]');
      // the address changes first; the page (and the drawer's current entry) once its code has loaded
      await expect(current).toHaveText('Column Pinning');
      // scrolled into view inside the drawer
      const navBox = await box(page, '.mrt-permanent-nav');
      const currentBox = await current.boundingBox();
      expect(currentBox!.y).toBeGreaterThanOrEqual(navBox!.y);
      expect(currentBox!.y + currentBox!.height).toBeLessThanOrEqual(navBox!.y + navBox!.height);
    } finally {
      await context.close();
    }
  });

  test('secondary items expand on their section and while filtering', async ({browser}) => {
    const {page, context} = await openPage(browser, '/docs/guides/sorting', {width: 1600});
    try {
      const nav = page.locator('.mrt-permanent-nav');
      await expect(nav.locator('a[href="/docs/guides/column-filtering"]').isVisible()).resolves.toBe(true);
      await expect(nav.locator('a[href="/docs/guides/row-pinning"]').isVisible()).resolves.toBe(false);
      await typeInto(page.locator('#nav-filter'), 'pinning');
      // the ranking module loads on first use, so wait for the filtered list rather than reading it at once
      await nav.locator('a[href="/docs/guides/row-pinning"]').waitFor({state: 'visible', timeout: 5000});
      await nav.locator('a[href="/docs/examples/column-pinning"]').waitFor({state: 'visible', timeout: 5000});
      await expect(nav.locator('a[href="/docs/guides/sorting"]').count()).resolves.toBe(0);
      await page.click('[aria-label="Clear filter"]');
      expect(await page.inputValue('#nav-filter')).toBe('');
      await nav.locator('a[href="/docs/guides/row-pinning"]').waitFor({state: 'hidden', timeout: 5000});
    } finally {
      await context.close();
    }
  });

  for (const query of ['<img src=x onerror=alert(1)>', '(*+?[', 'x'.repeat(10000), '🦄🚀']) {
    test(`the filter stays safe with ${query}`, async ({browser}) => {
      const {page, context, errors} = await openPage(browser, DOC, {width: 1600});
      let dialog = false;
      page.on('dialog', async (d) => {
        dialog = true;
        await d.dismiss();
      });
      try {
        // a visitor pastes a query this long rather than typing it
        if (query.length > 100) await pasteInto(page.locator('#nav-filter'), query);
        else await typeInto(page.locator('#nav-filter'), query);
        const message = page.locator('.mrt-permanent-nav [role="status"]');
        await expect(message.textContent()).resolves.toBe(`No results found for "${query}"`);
        expect(await page.locator('.mrt-permanent-nav img').count()).toBe(0);
        // the message is rendered and painted: anything the query could have run would have run by now
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(dialog).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('external entries open in a new tab with an icon and rel=noopener', async ({browser}) => {
    const {page, context} = await openPage(browser, '/', {width: 1600});
    try {
      const links = await page.$$eval('.mrt-permanent-nav a[target="_blank"]', (as) =>
        as.map((a) => ({text: a.textContent, rel: a.getAttribute('rel'), icon: !!a.querySelector('svg')})),
      );
      expect(links.map((l) => l.text?.replace('(opens in a new tab)', ''))).toEqual([
        'Storybook',
        'Discord',
        'GitHub',
        'NPM',
      ]);
      for (const link of links) {
        expect(link.rel).toContain('noopener');
        expect(link.icon).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  test('the drawer does not prefetch the pages it links to', async ({browser}) => {
    const {context, page} = await openPage(browser, '/', {width: 1600, hydrate: false});
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    try {
      await waitForHydration(page);
      // whatever the page fetches after hydration has been fetched: no request for 500 ms
      await page.waitForLoadState('networkidle');
      const links = await page.locator('.mrt-permanent-nav a').count();
      expect(links).toBeGreaterThan(100);
      expect(scripts.size).toBeLessThan(10);
    } finally {
      await context.close();
    }
  });

  test('a slow client-side navigation shows the progress bar until the page is shown', async ({browser}) => {
    const {context, page, errors} = await openPage(browser, DOC, {width: 1600});
    try {
      // hold back the new page's scripts until the test has seen the progress bar
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/js/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.click('.mrt-permanent-nav a[href="/docs/getting-started/usage"]');
      const bar = page.locator('#mrt-route-progress[role="progressbar"]');
      await bar.waitFor({state: 'visible', timeout: 3000});
      expect(await page.textContent('h1')).toBe('Install'); // the old page stays until the new one is ready
      release();
      await page.waitForURL(`${BASE_URL}/docs/getting-started/usage`);
      await bar.waitFor({state: 'detached', timeout: 5000});
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('page chrome', () => {
  test('home has no breadcrumbs and no article; other pages have both', async ({browser}) => {
    const {page, context} = await openPage(browser, '/', {width: 1000});
    try {
      expect(await page.locator('.mrt-breadcrumbs').count()).toBe(0);
      expect(await page.locator('main article').count()).toBe(0);
      await page.goto(`${BASE_URL}${DOC}`);
      await waitForHydration(page);
      expect(await page.locator('.mrt-breadcrumbs').count()).toBe(1);
      expect(await page.locator('main > .mrt-content > article').count()).toBe(1);
      // each item: an aria-hidden separator (after the first), then the crumb
      const crumbs = await page.locator('.mrt-breadcrumbs li > :last-child').allTextContents();
      expect(crumbs).toEqual(['Home', 'Docs', 'Getting Started', 'Install']);
      await page.goto(`${BASE_URL}/docs/api/mrt-components`);
      await waitForHydration(page);
      await expect(page.locator('.mrt-breadcrumbs [aria-current="page"]').textContent()).resolves.toBe(
        'MRT Components',
      );
      await expect(page.locator('.mrt-breadcrumbs a', {hasText: 'API Reference'}).count()).resolves.toBe(1);
      // back button goes up to the nearest page
      await page.click('.mrt-breadcrumbs [aria-label="Back to API Reference"]');
      await page.waitForURL(`${BASE_URL}/docs/api`);
      // an address with no page: no crumbs made up from it
      await page.goto(`${BASE_URL}/docs/no-such/deep-page`);
      await waitForHydration(page);
      await expect(page.locator('.mrt-breadcrumbs li > :last-child').allTextContents()).resolves.toEqual([
        'Home',
        'Page Not Found',
      ]);
    } finally {
      await context.close();
    }
  });

  test('under a doc page, "Was this page helpful?" and "Report a problem" are plain links without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${DOC}`);
      const feedback = page.locator('.mrt-page-feedback');
      for (const name of ['Yes', 'No', 'Report a problem with this page']) {
        await expect(feedback.getByRole('link', {name})).toHaveAttribute(
          'href',
          /^https:\/\/github\.com\/.+\/issues\/new\?/,
        );
      }
    } finally {
      await context.close();
    }
  });

  test('the report link names the section being read; Yes thanks the reader and stays', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, DOC, {width: 1500});
    try {
      await context.route('https://github.com/**', (route) => route.fulfill({body: 'new issue'}));
      const link = page.locator('.mrt-page-feedback').getByRole('link', {name: 'Report a problem with this page'});
      await link.scrollIntoViewIfNeeded();
      // the section being read: the last heading that has gone under the top bar (56 px) and a margin
      const section = await page.evaluate(() => {
        const headings = Array.from(document.querySelectorAll('article h2, article h3')).filter(
          (heading) => heading.getBoundingClientRect().top <= 56 + 16,
        );
        const last = headings[headings.length - 1]!;
        return Array.from(last.childNodes)
          .filter((node) => !(node instanceof Element && node.matches('.hash-link, [role="status"]')))
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
      });
      expect(section.length).toBeGreaterThan(0);
      const feedback = page.locator('.mrt-page-feedback');
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        feedback.getByRole('link', {name: 'Report a problem with this page'}).click(),
      ]);
      const body = new URL(popup.url()).searchParams.get('body') ?? '';
      expect(body).toContain(`${DOC} (section "${section}")`);
      await popup.close();
      await feedback.getByRole('link', {name: 'Yes'}).click();
      await expect(feedback.getByRole('status')).toHaveText('Thank you for telling us.');
      expect(page.url()).toBe(`${BASE_URL}${DOC}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('head has canonical, og:url and a BreadcrumbList', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC, {width: 1000});
    try {
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${SITE_ORIGIN}${DOC}`);
      expect(await page.getAttribute('meta[property="og:url"]', 'content')).toBe(`${SITE_ORIGIN}${DOC}`);
      expect(await page.title()).toContain('Material React Table V3 Docs');
      const jsonLd = await page.$$eval('head script[type="application/ld+json"]', (s) =>
        s.map((x) => JSON.parse(x.textContent ?? '{}')),
      );
      const list = jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
      // only crumbs that are pages (/docs is not one)
      expect(list.itemListElement.map((i: {name: string}) => i.name)).toEqual(['Home', 'Getting Started', 'Install']);
      expect(list.itemListElement[2].item).toBe(`${SITE_ORIGIN}${DOC}`);
    } finally {
      await context.close();
    }
  });

  test('version selector: V3 selected, V1 and V2 on their own hosts at the same path', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC, {width: 1000});
    try {
      await expect(page.locator('.mrt-version-select').textContent()).resolves.toContain('V3');
      await page.click('.mrt-version-select');
      await page.waitForSelector('[role="menu"] [role="menuitem"]');
      const items = await page.$$eval('[role="menu"] [role="menuitem"]', (els) =>
        els.map((el) => ({
          text: el.textContent,
          href: el.getAttribute('href'),
          selected: el.classList.contains('Mui-selected'),
        })),
      );
      expect(items).toEqual([
        {text: 'V1', href: `https://v1.material-react-table.com${DOC}`, selected: false},
        {text: 'V2', href: `https://v2.material-react-table.com${DOC}`, selected: false},
        {text: 'V3', href: DOC, selected: true},
      ]);
    } finally {
      await context.close();
    }
  });

  test('a code block wider than the screen offers Toggle word wrap, one that fits does not', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC, {width: 375});
    try {
      const block = (text: string) => page.locator('.theme-code-block', {has: page.locator('pre', {hasText: text})});
      const wrapButton = (text: string) => block(text).getByRole('button', {name: 'Toggle word wrap'});
      const scrolls = (text: string) =>
        block(text)
          .locator('pre')
          .evaluate((pre) => pre.scrollWidth > pre.clientWidth);
      await expect(wrapButton('npm install material-react-table')).toHaveCount(1);
      expect(await scrolls('npm install material-react-table')).toBe(true);
      await expect(wrapButton('npm install dayjs')).toHaveCount(0);
      expect(await scrolls('npm install dayjs')).toBe(false);

      // wrapped, the lines no longer scroll sideways and the button stays to unwrap them
      await wrapButton('npm install material-react-table').click();
      await expect.poll(() => scrolls('npm install material-react-table')).toBe(false);
      await wrapButton('npm install material-react-table').click();
      await expect.poll(() => scrolls('npm install material-react-table')).toBe(true);
      await expect(wrapButton('npm install material-react-table')).toHaveCount(1);

      // a block in a tab that was hidden gets its button once the tab shows it
      await expect(wrapButton('yarn add material-react-table')).toHaveCount(0);
      await page.getByRole('tab', {name: 'yarn'}).first().click();
      await expect(wrapButton('yarn add material-react-table')).toHaveCount(1);
    } finally {
      await context.close();
    }
  });

  test('code copy and heading anchors show "Copied" for 3 seconds', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC, {width: 1600});
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
      // the page's timers run on a clock the test moves: "3 seconds" is checked exactly, without waiting them out
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60000);
      const button = page.locator('.mrt-copy-code').first();
      await page.hover('pre');
      await button.click();
      // the clipboard write is asynchronous: "Copied" follows its promise
      await page.waitForFunction(
        () => document.querySelector('.mrt-copy-code')!.textContent!.includes('Copied'),
        undefined,
        {timeout: 2000},
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^npm install material-react-table/);
      await page.clock.runFor(2999);
      await expect(button.textContent()).resolves.toContain('Copied');
      // reverts at 3 s
      await page.clock.runFor(1);
      await page.waitForFunction(() => !document.querySelector('.mrt-copy-code')!.textContent!.includes('Copied'));
      await expect(button.textContent()).resolves.toContain('Copy');

      const heading = page.locator('h3#peer-dependencies');
      await heading.hover();
      await heading.locator('.mrt-copy-link').click();
      await page.waitForFunction(
        () => document.querySelector('h3#peer-dependencies [role="status"]')!.textContent === 'Copied',
        undefined,
        {timeout: 2000},
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}${DOC}#peer-dependencies`);
      await page.clock.runFor(2999);
      await expect(heading.locator('[role="status"]').textContent()).resolves.toBe('Copied');
      await page.clock.runFor(1);
      await page.waitForFunction(
        () => document.querySelector('h3#peer-dependencies [role="status"]')!.textContent === '',
      );
    } finally {
      await context.close();
    }
  });
});

/** Characters on each full line of `selector`'s first match (its last line left out), read from the rendered text. */
function charactersPerLine(page: Page, selector: string): Promise<number[]> {
  return page.$eval(selector, (element) => {
    const lines: Array<{top: number; bottom: number; count: number}> = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node as Text).length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const middle = (rect.top + rect.bottom) / 2;
        // one line: characters whose boxes overlap vertically (inline code sits a little higher or lower)
        const line = lines.find((l) => middle > l.top && middle < l.bottom);
        if (line) line.count += 1;
        else lines.push({top: rect.top, bottom: rect.bottom, count: 1});
      }
    }
    return lines.slice(0, -1).map((line) => line.count);
  });
}

test.describe('reading', () => {
  const GUIDE = '/docs/guides/sorting';

  test('the h1 comes first, on the first screen, with the outline closed under it (375, 900, 1500 px)', async ({
    browser,
  }) => {
    const {page, context} = await openPage(browser, GUIDE, {width: 375, height: 667});
    try {
      for (const [width, height] of [
        [375, 667],
        [900, 700],
        [1500, 800],
      ] as const) {
        await page.setViewportSize({width, height});
        const h1 = (await box(page, 'article h1'))!;
        const outline = (await box(page, '.mrt-outline-narrow'))!;
        expect({width, h1Bottom: h1.y + h1.height <= height / 2}).toEqual({width, h1Bottom: true});
        expect(outline.y).toBeGreaterThan(h1.y + h1.height - 1);
        await expect(page.locator('.mrt-outline-narrow li').first().isVisible()).resolves.toBe(false);
      }
      // a click opens it: the h3 entries show
      await page.locator('.mrt-outline-narrow summary').click();
      await expect(page.locator('.mrt-outline-narrow li').first().isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  test('at 1500 px prose keeps 65–90 characters a line, while code and demos use the whole column', async ({
    browser,
  }) => {
    const {page, context} = await openPage(browser, GUIDE, {width: 1500});
    try {
      // the first paragraph with at least three lines
      const paragraph = await page.$$eval('article .markdown > p', (ps) =>
        ps.findIndex((p) => p.getBoundingClientRect().height > 3 * parseFloat(getComputedStyle(p).lineHeight)),
      );
      expect(paragraph).toBeGreaterThanOrEqual(0);
      const lines = await charactersPerLine(page, `article .markdown > p:nth-of-type(${paragraph + 1})`);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const count of lines) {
        expect(count).toBeGreaterThanOrEqual(65);
        expect(count).toBeLessThanOrEqual(90);
      }
      const column = (await box(page, '.mrt-content article'))!.width;
      // the first code block or tab set on screen (example sources are folded)
      const code = (await box(
        page,
        'article .markdown > .theme-code-block:visible, article .markdown .tabs-container:visible',
      ))!;
      const prose = (await box(page, `article .markdown > p:nth-of-type(${paragraph + 1})`))!;
      expect(code.width).toBeGreaterThan(column - 2);
      expect(prose.width).toBeLessThan(column * 0.7);
    } finally {
      await context.close();
    }
  });

  test('from 1800 px the side outline marks the section being read', async ({browser}) => {
    const {page, context} = await openPage(browser, GUIDE, {width: 1900});
    try {
      const outline = page.locator('.mrt-outline-wide');
      await expect(outline.locator('a[aria-current="location"]').textContent()).resolves.toBe('How visitors sort');
      await outline.getByRole('link', {name: 'Sorting on a server', exact: true}).click();
      await page.waitForFunction(
        () =>
          document.querySelector('.mrt-outline-wide a[aria-current="location"]')?.textContent === 'Sorting on a server',
      );
      expect(await outline.locator('a[aria-current="location"]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 1500]) {
    test(`at ${width} px the Find Page box is in view when the drawer opens on a deep page`, async ({browser}) => {
      const {page, context} = await openPage(browser, '/docs/guides/click-to-copy', {width, height: 700});
      try {
        const filter = width < 900 ? '#nav-modal-filter' : '#nav-filter';
        if (width < 900) await page.click('.mrt-nav-toggle');
        await page.waitForSelector(filter, {state: 'visible'});
        const current = page.locator(
          `${width < 900 ? '.MuiDrawer-modal' : '.mrt-permanent-nav'} [aria-current="page"]`,
        );
        // the list scrolled to the current page, the box above it stayed
        await page.waitForFunction(
          (selector) => {
            const input = document.querySelector(selector)!.getBoundingClientRect();
            return input.top >= 56 && input.bottom <= window.innerHeight;
          },
          filter,
          {timeout: 3000},
        );
        const currentBox = (await current.boundingBox())!;
        expect(currentBox.y).toBeGreaterThan((await box(page, filter))!.y);
        expect(currentBox.y + currentBox.height).toBeLessThanOrEqual(700);
        // typing into it needs no scrolling back
        await typeInto(page.locator(filter), 'sorting');
        await expect(page.locator(filter).inputValue()).resolves.toBe('sorting');
      } finally {
        await context.close();
      }
    });
  }

  test('opening and closing the sandbox leaves its button and the demo where they were', async ({browser}) => {
    const {page, context} = await openPage(browser, '/docs/examples/editing-crud', {width: 1500});
    try {
      const bar = page.locator('.mrt-example__bar').first();
      await bar.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 300));
      const before = (await bar.boundingBox())!.y;
      const demoBefore = (await box(page, '.mrt-example .mrt-frame'))!.y;
      await page.getByRole('button', {name: 'Open Sandbox'}).click();
      await page.locator('.mrt-sandbox__preview table').first().waitFor();
      await expectLeft(page, '.mrt-main', 0);
      expect(Math.abs((await bar.boundingBox())!.y - before)).toBeLessThanOrEqual(3);
      expect(Math.abs((await box(page, '.mrt-sandbox'))!.y - demoBefore)).toBeLessThanOrEqual(12);
      await page.getByRole('button', {name: 'Close Sandbox'}).click();
      await page.locator('.mrt-example .mrt-frame table').first().waitFor();
      await expectLeft(page, '.mrt-main', 300);
      expect(Math.abs((await bar.boundingBox())!.y - before)).toBeLessThanOrEqual(3);
      expect(Math.abs((await box(page, '.mrt-example .mrt-frame'))!.y - demoBefore)).toBeLessThanOrEqual(3);
    } finally {
      await context.close();
    }
  });
});
