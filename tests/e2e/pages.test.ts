/**
 * The content pages as a visitor uses them: install tabs that
 * switch and are remembered, the live tables on Usage and Home, the install
 * copy button, the blog list, posts and feeds, and the changelog.
 */
import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import {openPage, pasteInto} from './browser';
import {BASE_URL} from './config';
import {columnTexts} from './examples/harness';
import {DATE_PACKAGES, installCommand} from '../../src/site/install';
import compatResults from '../../src/site/compat/results.json';
import {blogPosts} from './routes';

/** Every post in blog/ (path and title from its front matter). */
const POSTS = blogPosts();
/** Posts on the first page of /blog: Docusaurus' default of 10, newest (latest file date) first. */
const FIRST_PAGE = POSTS.slice(-10);

const V3_RELEASES = ['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.1.0', '3.2.0', '3.2.1'];

/** Text of the visible tab panels' code blocks. */
const visibleCode = (page: Page) =>
  page.$$eval('[role="tabpanel"]:not([hidden]) pre', (pres) => pres.map((pre) => pre.textContent ?? ''));

test.describe('install page', () => {
  const INSTALL = '/docs/getting-started/install';

  test('package manager tabs switch every command and the choice is remembered', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, INSTALL);
    try {
      const tabs = page.locator('[role="tab"]');
      expect(await tabs.allTextContents()).toEqual(expect.arrayContaining(['npm', 'yarn', 'pnpm', 'bun']));
      // npm first by default, in both tab groups
      let code = await visibleCode(page);
      expect(code).toHaveLength(2);
      expect(code[0]).toBe(installCommand('npm'));
      expect(code[0]).toMatch(/^npm install material-react-table@3\.2\.1 @mui\/material@7\./);
      expect(code[1]).toBe(installCommand('npm', DATE_PACKAGES));

      await page
        .locator('[role="tab"]', {hasText: /^pnpm$/})
        .first()
        .click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) pre')].every((pre) =>
          pre.textContent?.startsWith('pnpm add'),
        ),
      );
      code = await visibleCode(page);
      expect(code[0]).toBe(installCommand('pnpm'));
      expect(code[1]).toBe(installCommand('pnpm', DATE_PACKAGES));
      expect(await page.locator('[role="tab"][aria-selected="true"]').allTextContents()).toEqual(['pnpm', 'pnpm']);

      // remembered across a reload
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].every((tab) => tab.textContent === 'pnpm'),
      );
      expect((await visibleCode(page))[0]).toMatch(/^pnpm add material-react-table/);

      // and switching again (bun) works after the reload
      await page.locator('[role="tab"]', {hasText: /^bun$/}).nth(1).click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) pre')].every((pre) =>
          pre.textContent?.startsWith('bun add'),
        ),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('lists every peer dependency with the declared range', async ({browser}) => {
    const {page, context} = await openPage(browser, INSTALL);
    try {
      const rows = await page.$$eval('table tr', (trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
      );
      const ranges = Object.fromEntries(rows.filter((cells) => cells.length >= 2).map((cells) => [cells[0], cells[1]]));
      // the same ranges node_modules/material-react-table/package.json declares
      const declared = require('material-react-table/package.json').peerDependencies as Record<string, string>;
      for (const [name, range] of Object.entries(declared)) expect(ranges[name]).toBe(range);
    } finally {
      await context.close();
    }
  });

  test('"Check your app" loads its code when used, and reads a pasted package.json in the page', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, INSTALL, {width: 375, height: 800});
    try {
      const requests: string[] = [];
      const carried: string[] = [];
      page.on('request', (request) => {
        requests.push(request.url());
        const sent = `${request.url()} ${request.postData() ?? ''}`;
        if (sent.includes('x-date-pickers') || sent.includes('x%2Ddate%2Dpickers')) carried.push(request.url());
      });
      const box = page.getByLabel('Your package.json');
      await box.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(requests.filter((url) => url.includes('/assets/js/'))).toEqual([]);
      const pasted = JSON.stringify({
        dependencies: {react: '^18.3.0', '@mui/material': '^6.4.0', '@mui/x-date-pickers': '^7.20.0'},
      });
      await pasteInto(box, pasted);
      expect(requests.some((url) => url.includes('/assets/js/'))).toBe(true);
      await page.getByRole('button', {name: 'Check my app'}).click();
      await expect(page.locator('p', {hasText: 'Measured with your majors'})).toContainText(
        'React 18, Material UI 6, pickers 7',
      );
      await expect(page.getByText(/^npm install material-react-table@3\.2\.1 @mui\/material@6\./)).toBeVisible();
      // the paste goes nowhere: no request carries it
      expect(carried).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  test('"Check your app" warns about an app\'s own @tanstack/react-table 9 and names what worked', async ({
    browser,
  }) => {
    const {page, context, errors} = await openPage(browser, INSTALL, {width: 1500, height: 900});
    try {
      const box = page.getByLabel('Your package.json');
      await box.scrollIntoViewIfNeeded();
      const pasted = JSON.stringify({
        dependencies: {
          react: '^19.0.0',
          '@mui/material': '^7.3.0',
          '@mui/x-date-pickers': '^8.0.0',
          '@tanstack/react-table': '^9.3.1',
        },
      });
      await pasteInto(box, pasted);
      await page.getByRole('button', {name: 'Check my app'}).click();
      const warnings = page.getByRole('list', {name: 'Warnings'});
      await expect(warnings).toContainText(
        '@tanstack/react-table ^9.3.1 is installed beside the TanStack Table 8.20.6',
      );
      await expect(warnings).toContainText('Type the columns with MRT_ColumnDef and createMRTColumnHelper');
      await expect(
        page.getByText(/^Measured to work nearest to yours \(Your own TanStack Table, MRT's types\)/),
      ).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('usage page', () => {
  test('the live table renders its rows and sorts by a header click', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, '/docs/getting-started/usage');
    try {
      const scope = '.mrt-usage-demo';
      // scrolled to, as a reader does: the table comes to life as it nears the viewport
      await page.locator(scope).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${scope}[data-hydrated="true"] tbody tr`);
      expect(await columnTexts(page.locator(scope), 1)).toEqual(['Amara', 'Lukas', 'Mei', 'Diego', 'Priya', 'Olivia']);

      // a text column sorts A→Z first
      const firstName = page.locator(`${scope} thead th`, {hasText: 'First Name'});
      await firstName.locator('.Mui-TableHeadCell-Content-Labels').click();
      await page.waitForFunction(
        (s) =>
          document.querySelector(`${s} tbody tr td`)?.textContent?.trim() === 'Amara' &&
          document.querySelectorAll(`${s} tbody tr`)[1]?.querySelector('td')?.textContent?.trim() === 'Diego',
        scope,
      );
      expect(await columnTexts(page.locator(scope), 1)).toEqual(['Amara', 'Diego', 'Lukas', 'Mei', 'Olivia', 'Priya']);
      expect(await firstName.getAttribute('aria-sort')).toBe('ascending');

      // a number column sorts highest first (TanStack Table's default for numbers), then reverses
      const ageHeader = page.locator(`${scope} thead th`, {hasText: 'Age'});
      await ageHeader.locator('.Mui-TableHeadCell-Content-Labels').click();
      await page.waitForFunction(
        (s) => document.querySelector(`${s} tbody tr td:nth-child(5)`)?.textContent?.trim() === '41',
        scope,
      );
      expect(await columnTexts(page.locator(scope), 5)).toEqual(['41', '38', '34', '30', '27', '22']);
      expect(await ageHeader.getAttribute('aria-sort')).toBe('descending');

      await ageHeader.locator('.Mui-TableHeadCell-Content-Labels').click();
      await page.waitForFunction(
        (s) => document.querySelector(`${s} tbody tr td:nth-child(5)`)?.textContent?.trim() === '22',
        scope,
      );
      expect(await columnTexts(page.locator(scope), 5)).toEqual(['22', '27', '30', '34', '38', '41']);
      expect(await ageHeader.getAttribute('aria-sort')).toBe('ascending');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('home page', () => {
  test('demo table renders and the install command copies with "Copied"', async ({browser}) => {
    const {page, context, errors} = await openPage(browser, '/', {width: 1280});
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
      // no breadcrumbs, no article on the home page
      expect(await page.$('.mrt-breadcrumbs')).toBeNull();
      expect(await page.$('main article')).toBeNull();

      const scope = '.mrt-home-demo';
      await page.waitForSelector(`${scope}[data-hydrated="true"] tbody tr`);
      // 12 rows, 5 per page, sorted by stars (most first)
      const stars = (await columnTexts(page.locator(scope), 4)).map((text) => Number(text.replace(/,/g, '')));
      expect(stars).toHaveLength(5);
      expect([...stars].sort((a, b) => b - a)).toEqual(stars);
      await expect(page.locator(`${scope}`).textContent()).resolves.toContain('1-5 of 12');

      const button = page.locator('.mrt-home-install .mrt-copy-code');
      await page.hover('.mrt-home-install pre');
      await button.click();
      await page.waitForFunction(() =>
        document.querySelector('.mrt-home-install .mrt-copy-code')?.textContent?.includes('Copied'),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(installCommand('npm'));

      // the feature grid links into real guides
      const hrefs = await page.$$eval('.mrt-home-features a', (links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThanOrEqual(8);
      for (const href of hrefs) expect(href).toMatch(/^\/docs\/guides\/[a-z-]+$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('blog', () => {
  test('the list shows every post with its author and reading time', async ({browser}) => {
    const {page, context} = await openPage(browser, '/blog');
    try {
      const articles = page.locator('.mrt-blog article');
      expect(await articles.count()).toBe(FIRST_PAGE.length);
      const titles = await page.$$eval('.mrt-blog article h2', (h2s) => h2s.map((h2) => h2.textContent?.trim()));
      expect([...titles].sort()).toEqual(FIRST_PAGE.map((post) => post.title).sort());
      // the page's title outranks the post titles under it
      const sizes = await page.evaluate(() => ({
        h1: parseFloat(getComputedStyle(document.querySelector('.mrt-blog h1')!).fontSize),
        h2: parseFloat(getComputedStyle(document.querySelector('.mrt-blog article h2')!).fontSize),
      }));
      expect(sizes.h1).toBeGreaterThan(sizes.h2);
      for (let i = 0; i < (await articles.count()); i++) {
        const text = (await articles.nth(i).textContent()) ?? '';
        expect(text).toContain('MRT Docs Team');
        expect(text).toMatch(/(\d+|One) min read/);
      }
    } finally {
      await context.close();
    }
  });

  for (const {path, title} of POSTS) {
    test(`post ${path} has its title, author and reading time`, async ({browser}) => {
      const {page, context, errors, status} = await openPage(browser, path);
      try {
        expect(status).toBe(200);
        expect((await page.textContent('.mrt-blog article h1'))?.trim()).toBe(title);
        // its breadcrumb is its title, not its slug
        expect((await page.textContent('.mrt-breadcrumbs [aria-current="page"]'))?.trim()).toBe(title);
        const header = (await page.textContent('.mrt-blog article header')) ?? '';
        expect(header).toContain('MRT Docs Team');
        expect(header).toMatch(/(\d+|One) min read/);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const file of ['rss.xml', 'atom.xml']) {
    test(`the ${file} feed lists every post`, async () => {
      const response = await fetch(`${BASE_URL}/blog/${file}`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toMatch(file === 'rss.xml' ? /<rss[\s>]/ : /<feed[\s>]/);
      for (const post of POSTS) {
        const title = post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(xml).toMatch(new RegExp(`<title[^>]*><!\\[CDATA\\[${title}\\]\\]></title>`));
        expect(xml).toContain(post.path);
      }
    });
  }
});

test.describe('changelog', () => {
  test('lists every 3.x release, newest first, dated only where the library’s changelog gives a date', async ({
    browser,
  }) => {
    const {page, context} = await openPage(browser, '/changelog');
    try {
      const entries = await page.$$eval('article h2', (h2s) =>
        h2s.map((h2) => {
          let next = h2.nextElementSibling;
          while (next && next.tagName === 'STYLE') next = next.nextElementSibling;
          const date = next?.classList.contains('mrt-release-date') ? next.textContent : null;
          // the heading's own text (its copy-link button and status follow it)
          return {version: h2.firstChild?.textContent?.trim(), date};
        }),
      );
      // the releases, then the compatibility measurements (a section of their own, last)
      expect(entries.at(-1)?.version).toBe('Compatibility measurements');
      const releases = entries.slice(0, -1);
      const versions = releases.map((entry) => entry.version);
      expect([...versions].sort()).toEqual([...V3_RELEASES].sort());
      // newest first
      expect(versions).toEqual([...V3_RELEASES].reverse());
      expect(Object.fromEntries(releases.map((entry) => [entry.version, entry.date]))).toEqual({
        '3.2.1': 'Released 2025-03-02',
        '3.2.0': 'Released 2025-02-14',
        '3.1.0': 'Released 2024-12-22',
        '3.0.3': null,
        '3.0.2': null,
        '3.0.1': null,
        '3.0.0': null,
      });
    } finally {
      await context.close();
    }
  });

  test('lists each day the compatibility table was measured', async ({browser}) => {
    const {page, context} = await openPage(browser, '/changelog');
    try {
      const items = await page
        .locator('article h2', {hasText: 'Compatibility measurements'})
        .locator('xpath=following-sibling::ul[1]/li')
        .allTextContents();
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]).toContain(compatResults.measuredOn);
      expect(items[0]).toContain(`${compatResults.combinations.length} combinations`);
    } finally {
      await context.close();
    }
  });
});
