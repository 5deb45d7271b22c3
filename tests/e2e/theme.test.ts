import {openPage, sharedBrowserForFile, typeInto, waitForHydration} from './browser';
import {BASE_URL} from './config';

const DOC = '/docs/getting-started/install';

const browser = sharedBrowserForFile();

const bodyBackground = (page: import('playwright-core').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const theme = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** Records analytics events by standing in for the page-view script's hook. */
const RECORD_EVENTS = `window.__events = []; window.plausible = function (name, options) { window.__events.push([name, options && options.props]); };`;

describe('theme', () => {
  test('dark by default with a #111 background', async () => {
    const {page, context, errors} = await openPage(browser(), DOC);
    try {
      expect(await theme(page)).toBe('dark');
      expect(await bodyBackground(page)).toBe('rgb(17, 17, 17)');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the toggle switches Docusaurus and MUI together, stores isLightTheme and persists across reload', async () => {
    const {page, context, errors} = await openPage(browser(), DOC, {initScript: RECORD_EVENTS});
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

  test('a stored light theme applies before any bundle runs (no flash)', async () => {
    const context = await browser().newContext({viewport: {width: 1600, height: 900}});
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

  test('with JavaScript off the served page is dark', async () => {
    const context = await browser().newContext({viewport: {width: 1600, height: 900}, javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${DOC}`);
      expect(await theme(page)).toBe('dark');
      expect(await bodyBackground(page)).toBe('rgb(17, 17, 17)');
    } finally {
      await context.close();
    }
  });

  test.each([
    ['junk value', `localStorage.setItem('isLightTheme', '{not json');`],
    ['throwing getItem', `Storage.prototype.getItem = function () { throw new Error('blocked'); };`],
    ['throwing localStorage getter', `Object.defineProperty(window, 'localStorage', {get() { throw new Error('denied'); }});`],
  ])('%s falls back to dark and the page still works', async (_name, script) => {
    const {page, context, errors} = await openPage(browser(), DOC, {initScript: script});
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
});

describe('analytics events', () => {
  test('page-filter, version-select and edit-on-github go through trackEvent', async () => {
    const {page, context} = await openPage(browser(), DOC, {initScript: RECORD_EVENTS});
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

  test('without the analytics script nothing breaks', async () => {
    const {page, context, errors} = await openPage(browser(), DOC);
    try {
      expect(await page.evaluate(() => typeof (window as unknown as {plausible?: unknown}).plausible)).toBe('undefined');
      await page.click('.mrt-theme-toggle');
      await typeInto(page.locator('#nav-filter'), 'x');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
