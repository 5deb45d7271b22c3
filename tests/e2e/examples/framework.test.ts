import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {box, openPage} from '../browser';
import {BASE_URL} from '../config';
import {columnTexts, openExample, realErrors} from './harness';

/**
 * The example framework, proven on the basic example: the shown
 * TypeScript is the file that runs, the JavaScript tab is generated from it
 * and runs the same demo, the choice is remembered, and the sandbox opens,
 * runs edits, widens the content and closes again.
 */
const EXAMPLE_DIR = path.resolve(__dirname, '../../../src/examples/basic');

/** The lines of every code block in the visible source tab, keyed by the block's title (file name). */
async function shownFiles(page: Page): Promise<Record<string, string>> {
  return page.$$eval('.mrt-example-source [role="tabpanel"]:not([hidden]) .theme-code-block', (blocks) =>
    Object.fromEntries(
      blocks.map((block) => [
        block.querySelector('[class*="codeBlockTitle"]')?.textContent ?? '',
        block.querySelector('pre code')?.textContent ?? '',
      ]),
    ),
  );
}

/** Opens the folded source under the demo, as a reader does: "Show the full source". */
async function showSource(page: Page) {
  const source = page.locator('.mrt-example-source').first();
  if ((await source.getAttribute('open')) === null) await source.getByText('Show the full source').click();
  await expect(source).toHaveAttribute('open', '');
}

async function selectTab(page: Page, label: 'TS' | 'JS') {
  await showSource(page);
  await page.click(`.mrt-example-source [role="tab"]:text-is("${label}")`);
  await page.waitForSelector(`.mrt-example-source [role="tab"][aria-selected="true"]:text-is("${label}")`);
  // the JavaScript is fetched when its tab first shows
  await page.waitForSelector('.mrt-example-source [role="tabpanel"]:not([hidden]) .theme-code-block');
}

/** Replaces the sandbox editor's whole text the way a visitor pastes code: click it, select all, paste over it. */
async function replaceSandboxCode(page: Page, code: string) {
  const textarea = page.locator('.mrt-sandbox textarea');
  await textarea.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

test('the TS tab shows exactly the files that run; the JS tab has no type annotations', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/docs/examples/basic');
  try {
    // folded, the source is not laid out, yet the page's HTML has it for find-in-page
    await expect(page.locator('.mrt-example-source .theme-code-block').first()).toBeHidden();
    await showSource(page);
    const ts = await shownFiles(page);
    expect(Object.keys(ts)).toEqual(['Example.tsx', 'makeData.ts']);
    for (const name of Object.keys(ts)) {
      expect(ts[name]).toBe(fs.readFileSync(path.join(EXAMPLE_DIR, name), 'utf8').trimEnd());
    }
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await selectTab(page, 'JS');
    // fetched on this first pick, not with the page
    expect(scripts.length).toBeGreaterThan(0);
    const js = await shownFiles(page);
    expect(Object.keys(js)).toEqual(['Example.jsx', 'makeData.js']);
    for (const code of Object.values(js)) {
      expect(code).not.toMatch(/\binterface\b|\btype\b|<MRT_ColumnDef|<Person|: Person|as const/);
    }
    expect(js['Example.jsx']).toContain('useMaterialReactTable({');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the TS/JS choice is remembered across pages and reloads', async ({browser}) => {
  const {page, context} = await openPage(browser, '/docs/examples/basic');
  try {
    await selectTab(page, 'JS');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await showSource(page);
    await page.waitForSelector('.mrt-example-source [role="tab"][aria-selected="true"]:text-is("JS")');
    await selectTab(page, 'TS');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await showSource(page);
    await page.waitForSelector('.mrt-example-source [role="tab"][aria-selected="true"]:text-is("TS")');
  } finally {
    await context.close();
  }
});

test('the sandbox runs edits, widens the content and hides the drawer, then closes back', async ({browser}) => {
  const {page, context, errors, demo} = await openExample(browser, 'basic', {width: 1600});
  try {
    const shell = page.locator('[data-sandbox]').first();
    await expect(shell.getAttribute('data-sandbox')).resolves.toBe('false');
    const narrowWidth = (await box(page, '.mrt-content'))!.width;
    expect(await page.locator('.mrt-permanent-nav').isVisible()).toBe(true);

    await page.click('button:has-text("Open Sandbox")');
    const preview = page.locator('.mrt-sandbox__preview .mrt-frame');
    await preview.locator('table').waitFor();
    await expect(shell.getAttribute('data-sandbox')).resolves.toBe('true');
    await page.waitForFunction(
      (width) => document.querySelector('.mrt-content')!.getBoundingClientRect().width > width + 100,
      narrowWidth,
    );
    expect(await page.locator('.mrt-permanent-nav').isVisible()).toBe(false);

    // the editor starts with the example's own source and re-runs edits
    const source = fs.readFileSync(path.join(EXAMPLE_DIR, 'Example.tsx'), 'utf8');
    expect(await page.locator('.mrt-sandbox textarea').inputValue()).toBe(source);
    await replaceSandboxCode(page, source.replace("header: 'Last Name'", "header: 'Family Name'"));
    await preview.locator('thead th', {hasText: 'Family Name'}).waitFor();

    // a mistake shows a readable error, and fixing it brings the table back
    await replaceSandboxCode(page, source.replace('return <MaterialReactTable', 'return <MaterialReactTable <'));
    await page.locator('.mrt-sandbox [role="alert"]', {hasText: 'Syntax error'}).waitFor();
    await page.click('.mrt-sandbox button:has-text("Reset")');
    await preview.locator('thead th', {hasText: 'Last Name'}).waitFor();

    await page.click('button:has-text("Close Sandbox")');
    await demo.locator('table').waitFor();
    await expect(shell.getAttribute('data-sandbox')).resolves.toBe('false');
    await page.waitForFunction(
      (width) => Math.abs(document.querySelector('.mrt-content')!.getBoundingClientRect().width - width) < 2,
      narrowWidth,
    );
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the generated JavaScript, run in the sandbox, renders the same demo', async ({browser}) => {
  const {page, context, errors, demo} = await openExample(browser, 'basic', {width: 1600});
  try {
    const original = await columnTexts(demo, 2);
    await selectTab(page, 'JS');
    const js = (await shownFiles(page))['Example.jsx'];
    await page.click('button:has-text("Open Sandbox")');
    const preview = page.locator('.mrt-sandbox__preview .mrt-frame');
    await preview.locator('table').waitFor();
    await replaceSandboxCode(page, js.replace("header: 'First Name'", "header: 'First Name (JS)'"));
    await preview.locator('thead th', {hasText: 'First Name (JS)'}).waitFor();
    await expect.poll(() => columnTexts(preview, 2)).toEqual(original);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('before hydration the prerendered table is visible, and its first row is light in light mode, dark in dark', async ({
  browser,
}) => {
  const ROW = {light: 'rgb(255, 255, 255)', dark: 'rgb(28, 28, 28)'};
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({viewport: {width: 1600, height: 900}});
    // the scripts are held back, so the page is read as first painted: served HTML and the inline theme script
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      await context.addInitScript(`try { localStorage.setItem('isLightTheme', '${theme === 'light'}'); } catch (e) {}`);
      await context.route(/\.js$/, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/docs/examples/basic`, {waitUntil: 'commit'});
      await page.waitForSelector('.mrt-example .mrt-frame tbody tr td', {state: 'attached'});
      await page.waitForFunction(() => document.readyState !== 'loading');
      const state = await page.$eval('.mrt-example .mrt-frame', (el) => ({
        visibility: getComputedStyle(el).visibility,
        rows: el.querySelectorAll('tbody tr').length,
        row: getComputedStyle(el.querySelector('tbody tr td')!).backgroundColor,
        theme: document.documentElement.dataset.theme,
        hydrated: document.documentElement.dataset.hasHydrated,
      }));
      expect(state).toEqual({visibility: 'visible', rows: 5, row: ROW[theme], theme, hydrated: 'false'});
    } finally {
      release();
      await context.close();
    }
  }
});

test('filter inputs MRT loads on demand (date picker, autocomplete, range slider) appear when a table shows them', async ({
  browser,
}) => {
  const {page, context, errors} = await openExample(browser, 'basic', {width: 1600});
  try {
    await page.click('button:has-text("Open Sandbox")');
    const preview = page.locator('.mrt-sandbox__preview .mrt-frame');
    await preview.locator('table').waitFor();
    const source = fs.readFileSync(path.join(EXAMPLE_DIR, 'Example.tsx'), 'utf8');
    await replaceSandboxCode(
      page,
      source
        .replace("header: 'Address', size: 200", "header: 'Address', size: 200, filterVariant: 'date'")
        .replace("header: 'City', size: 150", "header: 'City', size: 150, filterVariant: 'autocomplete'")
        .replace("header: 'State', size: 150", "header: 'State', size: 150, filterVariant: 'range-slider'")
        .replace('    columns,\n', '    columns,\n    initialState: {showColumnFilters: true},\n'),
    );
    // the real components, not the loading stand-ins
    await preview.locator('thead [aria-label="Choose date"], thead button[aria-label*="date" i]').first().waitFor();
    await preview.locator('thead .MuiAutocomplete-root').first().waitFor();
    await preview.locator('thead .MuiSlider-root').first().waitFor();
    expect(await preview.locator('.mrt-deferred-loading').count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * Stands in for requestIdleCallback, holding its callbacks until the test calls `window.__runIdle()`:
 * "the browser is idle" becomes a moment the test picks.
 */
const HOLD_IDLE = `(() => {
  const held = new Map();
  let next = 1;
  window.requestIdleCallback = (callback) => { held.set(next, callback); return next++; };
  window.cancelIdleCallback = (id) => { held.delete(id); };
  window.__runIdle = () => {
    const callbacks = [...held.values()];
    held.clear();
    callbacks.forEach((callback) => callback({didTimeout: false, timeRemaining: () => 50}));
  };
})();`;

/** MUI's Menu component names its styles `MuiMenu`: a script carrying the name carries the menu code. */
const MENU_CHUNK_MARK = /name:\s*["']MuiMenu["']/;

for (const {trigger, when} of [
  {trigger: 'idle', when: 'once the browser is idle'},
  {trigger: 'pointer', when: 'when the pointer reaches the table'},
] as const) {
  test(`menus and select option lists are not in the first load: fetched ${when}, then they work`, async ({
    browser,
  }) => {
    const {page, context, errors, demo} = await openExample(browser, 'column-pinning', {
      width: 1600,
      initScript: HOLD_IDLE,
    });
    try {
      await page.waitForLoadState('networkidle');
      const firstLoad = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
      const menuChunks: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        if ((await response.text().catch(() => '')).match(MENU_CHUNK_MARK)) menuChunks.push(response.url());
      });
      // with idle held and the pointer away, the first load carries no menu code
      for (const url of firstLoad) {
        const body = await page.evaluate((src) => fetch(src).then((r) => r.text()), url);
        expect(MENU_CHUNK_MARK.test(body) ? url : null).toBeNull();
      }
      if (trigger === 'idle') await page.evaluate(() => (window as unknown as {__runIdle: () => void}).__runIdle());
      else await demo.locator('tbody tr').first().hover();
      await expect.poll(async () => menuChunks.length > 0).toEqual(true);
      expect(await demo.locator('tbody tr').count()).toBe(10);
      // the rows-per-page select: its option list is a Menu
      await demo.locator('.MuiTablePagination-root .MuiSelect-select, .MuiSelect-select').last().click();
      const option = page.locator('[role="listbox"] [role="option"]').filter({hasText: /^5$/});
      await option.waitFor();
      await option.click();
      await expect(demo.locator('tbody tr')).toHaveCount(5);
      // one of MRT's own menus
      await demo.locator('thead button[aria-label="Column Actions"]').first().click();
      await page.locator('[role="menu"] [role="menuitem"]').first().waitFor();
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('tooltips load when one first shows: hover and keyboard focus show them, Escape and leaving hide them, clicks are never lost', async ({
  browser,
}) => {
  const {page, context, errors, demo} = await openExample(browser, 'basic', {width: 1600});
  try {
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const tooltip = page.locator('[role="tooltip"]:visible');
    const sortButton = demo.locator('thead th').first().locator('.MuiTableSortLabel-root');
    // before any tooltip shows, the button already carries its name
    expect(await sortButton.getAttribute('aria-label')).toBe('Sort by First Name ascending');
    await sortButton.hover();
    await expect(tooltip).toHaveText(['Sort by First Name ascending']);
    expect(scripts.length).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);

    // the first click on a button whose tooltip has not loaded yet still acts
    const stateSort = demo.locator('thead th').nth(4).locator('.MuiTableSortLabel-root');
    await stateSort.click();
    await expect(stateSort).toHaveAttribute('aria-label', 'Sorted by State ascending');
    await page.mouse.move(0, 0);

    // keyboard focus shows the focused button's tooltip; Escape hides it and keeps the focus
    await demo.getByRole('button', {name: 'Show/Hide filters'}).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show/Hide columns');
    await expect(tooltip).toHaveText(['Show/Hide columns']);
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show/Hide columns');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
