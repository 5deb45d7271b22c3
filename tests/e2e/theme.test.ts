import {expect, test, type Page} from '@playwright/test';
import {openPage, typeInto, waitForHydration} from './browser';
import {BASE_URL} from './config';

const DOC = '/docs/getting-started/install';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** Records analytics events by standing in for the page-view script's hook. */
const RECORD_EVENTS = `window.__events = []; window.plausible = function (name, options) { window.__events.push([name, options && options.props]); };`;

test.describe('theme', () => {
  test('dark by default with a #111 background', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, DOC);
    try {
      expect(await theme(page)).toBe('dark');
      expect(await bodyBackground(page)).toBe('rgb(17, 17, 17)');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the toggle switches Docusaurus and MUI together, stores isLightTheme and persists across reload', async ({
    browser,
  }) => {
    const {page, context, errors} = await openPage(browser, DOC, {initScript: RECORD_EVENTS});
    try {
      await page.click('.mrt-theme-toggle');
      expect(await theme(page)).toBe('light');
      expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
      expect(await page.evaluate(() => localStorage.getItem('isLightTheme'))).toBe('true');
      // MUI surfaces follow: the top bar is light too
      expect(await page.$eval('.mrt-top-bar', (el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
      expect(await page.evaluate(() => (window as unknown as {__events: unknown[]}).__events)).toEqual([
        ['toggle-theme-light-mode', undefined],
      ]);
      await page.reload();
      await waitForHydration(page);
      expect(await theme(page)).toBe('light');
      expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
      await page.click('.mrt-theme-toggle');
      expect(await theme(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('isLightTheme'))).toBe('false');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a stored light theme applies before any bundle runs (no flash)', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 1600, height: 900}});
    try {
      await context.addInitScript(`localStorage.setItem('isLightTheme', 'true')`);
      // block every script file: only the inline head script can act
      await context.route('**/*.js', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${DOC}`, {waitUntil: 'domcontentloaded'});
      expect(await theme(page)).toBe('light');
      expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
      expect(await page.$eval('.mrt-top-bar', (el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the served page is dark', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 1600, height: 900}, javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${DOC}`);
      expect(await theme(page)).toBe('dark');
      expect(await bodyBackground(page)).toBe('rgb(17, 17, 17)');
    } finally {
      await context.close();
    }
  });

  for (const [name, script] of [
    ['junk value', `localStorage.setItem('isLightTheme', '{not json');`],
    ['throwing getItem', `Storage.prototype.getItem = function () { throw new Error('blocked'); };`],
    [
      'throwing localStorage getter',
      `Object.defineProperty(window, 'localStorage', {get() { throw new Error('denied'); }});`,
    ],
  ]) {
    test(`${name} falls back to dark and the page still works`, async ({browser}) => {
      const {page, context, errors} = await openPage(browser, DOC, {initScript: script});
      try {
        expect(await theme(page)).toBe('dark');
        expect(await page.locator('h1').textContent()).toBe('Install');
        await page.click('.mrt-theme-toggle');
        expect(await theme(page)).toBe('light');
        expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

test.describe('analytics events', () => {
  test('page-filter, version-select and edit-on-github go through trackEvent', async ({browser}) => {
    const {page, context} = await openPage(browser, DOC, {initScript: RECORD_EVENTS});
    try {
      await page.locator('#nav-filter').pressSequentially('sorting');
      // the filter reports once the visitor pauses typing
      await page.waitForFunction(() =>
        (window as unknown as {__events: [string, unknown][]}).__events.some(([name]) => name === 'page-filter'),
      );
      await page.click('.mrt-version-select');
      await page.click('[role="menuitem"]:has-text("V3")');
      await page.$eval('a.mrt-edit-link', (a) => a.addEventListener('click', (e) => e.preventDefault()));
      await page.click('a.mrt-edit-link');
      const events = await page.evaluate(() => (window as unknown as {__events: [string, unknown][]}).__events);
      expect(events).toEqual([
        ['page-filter', {query: 'sorting'}],
        ['version-select', {version: 'V3'}],
        ['edit-on-github', {path: DOC}],
      ]);
    } finally {
      await context.close();
    }
  });

  test('without the analytics script nothing breaks', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, DOC);
    try {
      expect(await page.evaluate(() => typeof (window as unknown as {plausible?: unknown}).plausible)).toBe(
        'undefined',
      );
      await page.click('.mrt-theme-toggle');
      await typeInto(page.locator('#nav-filter'), 'x');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Light pages paint light before any script runs: MRT's colours in the server's CSS and code blocks' token colours
 * follow `<html data-theme>` (plugins/emotion-head/schemeColors.ts, plugins/shiki/highlight.mjs).
 */
test.describe('light pages paint light without scripts', () => {
  /** One page of each kind with a Material React Table; `code` when it shows a code block. (The API
   * reference's tables are plain HTML styled by the stylesheet: nothing of theirs waits for a script.) */
  const PAGES = [
    {path: '/', code: true},
    {path: '/docs/guides/sorting', code: true},
    {path: '/docs/examples/advanced', code: true},
    {path: '/docs/getting-started/usage', code: true},
  ];
  const LIGHT_ROW = 'rgb(255, 255, 255)';
  /** The light code theme's background (GitHub's #f6f8fa). */
  const LIGHT_CODE = 'rgb(246, 248, 250)';

  /** Colours a visitor sees: the first table row's cell, the table's paper, a code block and its first keyword. */
  const paintedColours = (page: Page) =>
    page.evaluate(() => {
      const style = (selector: string, property: 'backgroundColor' | 'color' | 'fontStyle') => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element)[property] : null;
      };
      return {
        row: style('.mrt-frame tbody tr td', 'backgroundColor'),
        rowText: style('.mrt-frame tbody tr td', 'color'),
        head: style('.mrt-frame thead tr', 'backgroundColor'),
        code: style('.theme-code-block pre', 'backgroundColor'),
        // a coloured run (its light and dark colour classes, plugins/shiki)
        token: style('.theme-code-block pre code span[class]', 'color'),
        hidden: [...document.querySelectorAll('.mrt-frame')].some(
          (frame) => getComputedStyle(frame).visibility !== 'visible',
        ),
      };
    });

  for (const {path, code} of PAGES) {
    test(`${path}: with JavaScript off, the first table row and a code block are light`, async ({browser}) => {
      // JavaScript off, so the head script cannot run: the served HTML gets the attribute it would set
      // (data-theme="light" on <html>), and nothing else of the page changes
      const context = await browser.newContext({viewport: {width: 1600, height: 900}, javaScriptEnabled: false});
      try {
        await context.route(`${BASE_URL}${path}`, async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const light = html.replace(/(<html[^>]* data-theme=)"?dark"?/, '$1"light"');
          await route.fulfill({response, body: light === html ? 'the served HTML has no data-theme=dark' : light});
        });
        const page = await context.newPage();
        await page.goto(`${BASE_URL}${path}`);
        expect(await theme(page)).toBe('light');
        const colours = await paintedColours(page);
        expect(colours.hidden).toBe(false);
        expect(colours.row).toBe(LIGHT_ROW);
        expect(colours.rowText).toBe('rgba(0, 0, 0, 0.87)');
        expect(colours.head).toBe(LIGHT_ROW);
        if (code) expect(colours.code).toBe(LIGHT_CODE);
      } finally {
        await context.close();
      }
    });
  }

  test('with JavaScript off and no light theme, the same HTML is dark', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 1600, height: 900}, javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/docs/guides/sorting`);
      const colours = await paintedColours(page);
      expect(colours.row).toBe('rgb(28, 28, 28)');
      expect(colours.code).toBe('rgb(30, 30, 30)');
    } finally {
      await context.close();
    }
  });

  for (const {path} of PAGES) {
    test(`${path}: in light mode, first paint has the colours hydration leaves`, async ({browser}) => {
      const context = await browser.newContext({viewport: {width: 1600, height: 900}});
      try {
        await context.addInitScript(`localStorage.setItem('isLightTheme', 'true')`);
        // hold the scripts back, so the page is read as first painted, before hydration
        let release: () => void = () => undefined;
        const released = new Promise<void>((resolve) => (release = resolve));
        await context.route('**/*.js', async (route) => {
          await released;
          await route.continue();
        });
        const page = await context.newPage();
        await page.goto(`${BASE_URL}${path}`, {waitUntil: 'commit'});
        await page.waitForSelector('.mrt-frame tbody tr td', {state: 'attached'});
        // the whole HTML is parsed (deferred scripts, held back, run after this)
        await page.waitForFunction(() => document.readyState !== 'loading');
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated'))).toBe('false');
        const first = await paintedColours(page);
        release();
        await waitForHydration(page);
        // whatever hydration sets off has had its chance to change the colours: renders that effects schedule
        // (after the commit that marks the page hydrated) run as tasks, and an idle callback runs only once none
        // is left queued; the two frames after it paint what they styled (a transition started would show as a
        // changed colour)
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
            ),
        );
        const hydrated = await paintedColours(page);
        expect(first.row).toBe(LIGHT_ROW);
        expect(hydrated).toEqual(first);
      } finally {
        await context.close();
      }
    });
  }
});
