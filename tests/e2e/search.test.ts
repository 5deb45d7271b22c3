import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import {readSiteSettings} from '../../src/site/settings';
import {SEARCH_WARM_DELAY} from '../../src/search/widget';
import {openPage, typeInto, waitForHeading, waitForHydration} from './browser';

/**
 * Search in embedded mode: the production build answers from /search-index.json. Hosted mode: the client
 * switch in tests/unit/search/SearchBar.test.tsx, one hosted page in versioning.test.ts.
 */
// CI tests the build it deploys: built with Algolia settings, the site searches the hosted index instead
test.skip(readSiteSettings(process.env).algolia !== null, 'this build searches the hosted Algolia index');

const DOC = '/docs/getting-started/install';
const MODAL = '.DocSearch-Modal';
const INPUT = 'input.DocSearch-Input';

const modalOpen = (page: Page) => page.$(MODAL).then(Boolean);
async function waitClosed(page: Page) {
  await page.waitForSelector(MODAL, {state: 'detached'});
}
async function type(page: Page, query: string) {
  await page.waitForSelector(INPUT);
  await typeInto(page.locator(INPUT), query);
}
/** Hit groups as DocSearch renders them: [group title, hit titles…]. */
const groups = (page: Page) =>
  page.$$eval('.DocSearch-Dropdown section.DocSearch-Hits', (sections) =>
    sections.map((section) => ({
      title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
      hits: [...section.querySelectorAll('li.DocSearch-Hit a')].map((a) => a.getAttribute('href')),
    })),
  );

test.describe('search in embedded mode', () => {
  test('where the visitor saves data, the modal code and the index load on the first sign of a search', async ({
    browser,
  }) => {
    const {page, context, errors} = await openPage(browser, DOC);
    await page.waitForTimeout(SEARCH_WARM_DELAY + 1000); // past the warm-up it skips
    try {
      const loadedScripts = await page.$$eval('script[src]', (scripts) =>
        scripts.map((s) => (s as HTMLScriptElement).src),
      );
      const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      expect([...resources, ...loadedScripts].some((url) => url.includes('search-index'))).toBe(false);
      expect(page.workers()).toEqual([]);
      expect(await page.$('.DocSearch-Button')).not.toBeNull();
      expect(await modalOpen(page)).toBe(false);
      // listen before the hover: the index may arrive before a later listener would start
      const indexLoaded = page.waitForResponse((response) => response.url().endsWith('/search-index.json'), {
        timeout: 30000,
      });
      // the pointer on the button is enough: the index is fetched and indexed in a worker, off the page
      await page.hover('.DocSearch-Button');
      expect((await indexLoaded).ok()).toBe(true);
      await expect.poll(() => page.workers().length).toBe(1);
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('mrt-search-index-ready').length), {
          timeout: 30000,
        })
        .toBe(1);
      expect(await modalOpen(page)).toBe(false);
      await page.click('.DocSearch-Button');
      await page.waitForSelector(MODAL);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('otherwise the index loads after the first load, once the page is idle, before any sign of a search', async ({
    browser,
  }) => {
    const {page, context, errors} = await openPage(browser, DOC, {saveData: false, hydrate: false});
    try {
      const index = page.waitForResponse((response) => response.url().endsWith('/search-index.json'), {
        timeout: 30000,
      });
      await waitForHydration(page);
      // the search button mounts after the document has arrived, and waits SEARCH_WARM_DELAY from there
      const arrived = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      );
      const requested = (await index).request().timing().startTime; // epoch ms
      const requestedAt = await page.evaluate((epoch) => epoch - performance.timeOrigin, requested);
      expect(requestedAt - arrived).toBeGreaterThanOrEqual(SEARCH_WARM_DELAY);
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('mrt-search-index-ready').length), {
          timeout: 30000,
        })
        .toBe(1);
      expect(await modalOpen(page)).toBe(false);
      // the shortcut, with no hover first, opens onto a ready index
      await page.keyboard.press('Control+k');
      await type(page, 'sorting');
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/docs\/guides\/sorting/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('opens on click, Ctrl+K and "/"; closes on Escape and a click outside', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, DOC);
    try {
      await page.click('.DocSearch-Button');
      await page.waitForSelector(MODAL);
      expect(await page.getAttribute(INPUT, 'maxlength')).toBe('64');
      await page.keyboard.press('Escape');
      await waitClosed(page);

      await page.keyboard.press('Control+k');
      await page.waitForSelector(MODAL);
      // a click on the backdrop outside the modal closes it
      await page.mouse.click(5, 890);
      await waitClosed(page);

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('/');
      await page.waitForSelector(MODAL);
      expect(await page.inputValue(INPUT)).toBe('');
      await page.keyboard.press('Escape');
      await waitClosed(page);

      // '/' typed into an input is just a character
      await typeInto(page.locator('#nav-filter'), '');
      await page.focus('#nav-filter');
      await page.keyboard.press('/');
      // the key reached the input, so the shortcut did not take it (it would have prevented the default)
      expect(await page.inputValue('#nav-filter')).toBe('/');
      expect(await modalOpen(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a letter or digit typed on the focused search button opens search with it', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC);
    try {
      await page.focus('.DocSearch-Button');
      await page.keyboard.press('p');
      await page.waitForSelector(MODAL);
      expect(await page.inputValue(INPUT)).toBe('p');
      await page.keyboard.press('Escape');
      await waitClosed(page);
      // focus returns to the button; a digit works too
      await page.keyboard.press('3');
      await page.waitForSelector(MODAL);
      expect(await page.inputValue(INPUT)).toBe('3');
    } finally {
      await context.close();
    }
  });

  test('a guide title finds the guide first; Enter navigates to it', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, DOC);
    try {
      await page.click('.DocSearch-Button');
      await type(page, 'Column Pinning');
      // typed key by key: the hits for "Column Pinnin" may still show for a moment
      await expect.poll(async () => (await groups(page))[0]?.hits[0]).toEqual('/docs/guides/column-pinning');
      expect(await page.$eval('.DocSearch-Hit mark', (mark) => mark.textContent)).toMatch(/column|pinning/i);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/docs/guides/column-pinning');
      await waitClosed(page);
      await waitForHeading(page, 'Column Pinning');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a heading hit lands on that heading', async ({browser}) => {
    const {page, context} = await openPage(browser, '/about', {height: 500});
    try {
      await page.click('.DocSearch-Button');
      await type(page, 'peer dependencies');
      await page.waitForSelector('.DocSearch-Hit a[href="/docs/getting-started/install#peer-dependencies"]');
      await page.click('.DocSearch-Hit a[href="/docs/getting-started/install#peer-dependencies"]');
      await page.waitForURL('**/docs/getting-started/install#peer-dependencies');
      await waitClosed(page);
      await page.waitForFunction(() => {
        const heading = document.getElementById('peer-dependencies');
        if (!heading) return false;
        const {top} = heading.getBoundingClientRect();
        return top >= 0 && top < window.innerHeight / 2;
      });
    } finally {
      await context.close();
    }
  });

  test('shows the error screen when the index cannot be fetched', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC);
    try {
      await page.route('**/search-index.json', (route) => route.abort());
      await page.click('.DocSearch-Button');
      await type(page, 'sorting');
      await page.waitForSelector('.DocSearch-ErrorScreen');
      const text = await page.textContent('.DocSearch-ErrorScreen');
      expect(text).toContain('Unable to fetch results');
      expect(text).toContain('You might want to check your network connection.');
    } finally {
      await context.close();
    }
  });

  test('shows the stalled state while the index is slow to arrive', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC);
    try {
      // hold the index back until the stalled state has shown
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/search-index.json', async (route) => {
        await released;
        await route.continue();
      });
      await page.click('.DocSearch-Button');
      await type(page, 'sorting');
      await page.waitForSelector('.DocSearch-Container--Stalled');
      release();
      await page.waitForSelector('.DocSearch-Hit a');
    } finally {
      await context.close();
    }
  });

  test('shows the no-results screen with the query', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC);
    try {
      await page.click('.DocSearch-Button');
      await type(page, 'qwxzvbnm');
      // the screen for an earlier prefix ("q") can show first: the answer to the whole query replaces it
      await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qwxzvbnm"');
    } finally {
      await context.close();
    }
  });

  test('a 64-character query of markup, punctuation and emoji is shown as text, and the search still answers', async ({
    browser,
  }) => {
    const {page, context, errors} = await openPage(browser, DOC);
    try {
      page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
      const query = '<script>alert(1)</script><img src=x onerror=alert(2)>?!%&*😀🚀"\''.slice(0, 64);
      await page.click('.DocSearch-Button');
      await type(page, query);
      expect(await page.inputValue(INPUT)).toBe(query);
      // its words (script, alert, img, src…) find pages; the hits show them as text, never as markup
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      expect(await page.locator('.DocSearch-Dropdown script, .DocSearch-Dropdown img').count()).toBe(0);
      // the worker is still there for the next query
      await type(page, 'sorting');
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /sorting/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('hits are grouped by page: at most 5 per group at 375px, 6 when wide', async ({browser}) => {
    for (const [width, limit] of [
      [375, 5],
      [1600, 6],
    ] as const) {
      const {page, context} = await openPage(browser, DOC, {width});
      try {
        await page.click('.DocSearch-Button');
        // one hit per URL: the Editing guide has more than six sections about editing
        await type(page, 'editing');
        await page.waitForSelector('.DocSearch-Hit a');
        await expect
          .poll(async () => Math.max(...(await groups(page)).map((group) => group.hits.length)))
          .toEqual(limit);
        const found = await groups(page);
        const titles = found.map((group) => group.title);
        expect(new Set(titles).size).toBe(titles.length); // one group per page
      } finally {
        await context.close();
      }
    }
  });

  test('a question in the asker’s words finds a page that answers it first; the footer names the local index, not Algolia', async ({
    browser,
  }) => {
    const {page, context} = await openPage(browser, DOC);
    try {
      await page.click('.DocSearch-Button');
      await type(page, 'virtualize 10000 rows');
      // the Virtualization guide, or the example of a 10,000-row virtualized table (both answers in
      // tests/fixtures/search-queries.json); a page about something else is a miss
      await expect
        .poll(async () => {
          const first = (await groups(page))[0]?.hits[0]?.split('#')[0];
          return ['/docs/guides/virtualization', '/docs/examples/virtualized'].includes(first ?? '')
            ? 'answering'
            : first;
        })
        .toEqual('answering');
      const footer = await page.textContent('.DocSearch-Footer .DocSearch-Logo');
      expect(footer).toContain('this site’s own index');
      expect(await page.isVisible('.DocSearch-Footer .DocSearch-Logo a[href*="algolia.com"]')).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('the not-found page suggests the best matches for the mistyped address', async ({browser}) => {
    const {page, context} = await openPage(browser, '/docs/guides/sortng');
    try {
      await page.waitForSelector('.mrt-not-found-suggestions a');
      const links = await page.$$eval('.mrt-not-found-suggestions a', (anchors) =>
        anchors.map((a) => [a.getAttribute('href'), a.textContent]),
      );
      expect(links[0]).toEqual(['/docs/guides/sorting', 'Sorting']);
    } finally {
      await context.close();
    }
  });

  test('sends the open-search event and uses the primary colour, over an opaque backdrop without blur', async ({
    browser,
  }) => {
    const {page, context} = await openPage(browser, DOC, {
      initScript: 'window.__events = []; window.plausible = function (name) { window.__events.push(name); };',
    });
    try {
      await page.click('.DocSearch-Button');
      await page.waitForSelector(MODAL);
      expect(await page.evaluate(() => (window as unknown as {__events: string[]}).__events)).toContain('open-search');
      const primary = await page.$eval('.DocSearch-Container', (el) =>
        getComputedStyle(el).getPropertyValue('--docsearch-primary-color').trim(),
      );
      expect(primary.toLowerCase()).toBe('#1565c0');
      // a blurred page behind the modal is re-blurred on every frame while typing (software compositing)
      const backdrop = await page.$eval('.DocSearch-Container', (el) => ({
        filter: getComputedStyle(el).backdropFilter,
        background: getComputedStyle(el).backgroundColor,
      }));
      expect(backdrop.filter).toBe('none');
      expect(backdrop.background).toMatch(/^rgba\(\d+, \d+, \d+, 0\.8\)$/);
    } finally {
      await context.close();
    }
  });

  test('the open modal is a labelled modal dialog with no serious or critical axe findings', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC);
    try {
      await page.click('.DocSearch-Button');
      await page.waitForSelector(MODAL);
      const container = await page.$eval('.DocSearch-Container', (el) => ({
        role: el.getAttribute('role'),
        modal: el.getAttribute('aria-modal'),
        label: document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() || null,
      }));
      expect(container.role).toBe('dialog');
      expect(container.modal).toBe('true');
      expect(container.label).not.toBeNull();
      const audit = async () => {
        // violations only, as the route sweep does: building axe's passes list on a page of big tables is the slow part
        const {violations} = await new AxeBuilder({page})
          .options({resultTypes: ['violations']})
          .setLegacyMode(true)
          .analyze();
        return violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
        }));
      };
      // DocSearch draws each hit as a real link inside a listbox option: axe's
      // nested-interactive on those options is the one finding left, by choice (ARCHITECTURE.md, Search)
      const blocking = (violations: Awaited<ReturnType<typeof audit>>) =>
        violations.filter(
          (violation) =>
            ['serious', 'critical'].includes(violation.impact ?? '') &&
            !(
              violation.id === 'nested-interactive' &&
              violation.targets.every((target) => target.startsWith('#docsearch-hits'))
            ),
        );
      expect(blocking(await audit())).toEqual([]); // start screen
      await type(page, 'sorting');
      await page.waitForSelector('.DocSearch-Hit a');
      expect(blocking(await audit())).toEqual([]); // results
      // banner landmarks: <header> outside sectioning content, unless its role says otherwise
      const banners = await page.$$eval(
        'header, [role="banner"]',
        (nodes) =>
          nodes.filter((node) =>
            node.hasAttribute('role')
              ? node.getAttribute('role') === 'banner'
              : !node.parentElement?.closest('article, aside, main, nav, section'),
          ).length,
      );
      expect(banners).toBe(1); // the site's top bar only
      await type(page, 'qwxzvbnm');
      await page.waitForSelector('.DocSearch-NoResults');
      expect(blocking(await audit())).toEqual([]); // no results
    } finally {
      await context.close();
    }
  });

  for (const [width, expected] of [
    [1600, 400],
    [1000, 250],
    [800, null],
    [375, null],
  ] as const) {
    test(`search box width at ${width}px`, async ({browser}) => {
      const {page, context} = await openPage(browser, DOC, {width});
      try {
        const box = await page.$eval('.DocSearch-Button', (el) => ({
          width: el.getBoundingClientRect().width,
          css: getComputedStyle(el).width,
        }));
        if (expected) expect(box.width).toBe(expected);
        else expect([250, 400]).not.toContain(box.width);
      } finally {
        await context.close();
      }
    });
  }
});
