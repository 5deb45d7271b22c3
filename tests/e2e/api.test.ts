import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';
import type {Page} from '@playwright/test';
import {API_PAGES} from '@site/src/api/pages';
import {COMPONENT_GROUPS} from '@site/src/api/componentGroups';
import {openPage, typeInto} from './browser';
import {BASE_URL} from './config';
const ROOT = path.resolve(__dirname, '../..');
const PAGES = API_PAGES;

interface Node5 {
  nodeName: string;
  attrs?: Array<{name: string; value: string}>;
  childNodes?: Node5[];
  value?: string;
}

/**
 * Ids and text of rows of the served HTML, parsed without running any script; rows a script would have to
 * move in place (hidden or in a template, as React streams a large Suspense boundary) are not counted.
 */
function rowsOf(html: string): Map<string, string> {
  const rows = new Map<string, string>();
  const text = (node: Node5): string =>
    node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(text).join('');
  const walk = (node: Node5) => {
    const has = (name: string) => node.attrs?.some((attr) => attr.name === name);
    if (node.nodeName === 'template' || has('hidden')) return;
    const id = node.attrs?.find((attr) => attr.name === 'id')?.value;
    if (node.nodeName === 'tr' && id) rows.set(id, text(node));
    (node.childNodes ?? []).forEach(walk);
  };
  walk(parse(html) as unknown as Node5);
  return rows;
}

const generated = (page: string): Array<{name: string}> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'src/api/generated', `${page}.json`), 'utf8')).entries;

for (const page of PAGES) {
  test.describe(`/docs/api/${page} without JavaScript`, () => {
    test('lists every entry as an anchored row with its description', async () => {
      const response = await fetch(`${BASE_URL}/docs/api/${page}`);
      expect(response.status).toBe(200);
      const rows = rowsOf(await response.text());
      const entries = generated(page);
      const missing = entries.filter(({name}) => !rows.get(name)?.includes(name)).map(({name}) => name);
      expect(missing).toEqual([]);
      expect(rows.size).toBeGreaterThanOrEqual(entries.length);
    });
  });
}

test('descriptions are in the static HTML', async () => {
  const rows = rowsOf(await (await fetch(`${BASE_URL}/docs/api/table-options`)).text());
  expect(rows.get('enableSorting')).toContain('Turns sorting on or off for all columns.');
  expect(rows.get('enableSorting')).toContain('TanStack Table');
});

/** Rows the filter leaves listed. */
const listedIds = (page: Page) =>
  page.locator('tr.api-row:not([hidden])').evaluateAll((rows) => rows.map((row) => row.id));

/**
 * What a visitor sees of every listed entry: problems as text (empty when each entry's name, type, default and
 * description lie inside the window's width, unclipped, and each name wraps only between its camelCase parts).
 */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const row of document.querySelectorAll<HTMLTableRowElement>('tr.api-row:not([hidden])')) {
      const cells = [row.querySelector('th')!, ...row.querySelectorAll('td')].filter((cell) => cell.textContent !== '');
      for (const cell of cells) {
        const rect = cell.getBoundingClientRect();
        const label = cell.getAttribute('data-label') ?? 'Name';
        if (rect.width < 40 || rect.left < 0 || rect.right > width + 0.5)
          problems.push(`${row.id} ${label}: ${rect.left}–${rect.right}`);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${row.id} ${label} clipped`);
      }
      // each camelCase part of the name is on one line
      for (const node of row.querySelector('.api-name')!.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`${row.id}: "${node.textContent}" breaks`);
      }
    }
    return problems;
  });

for (const width of [375, 900, 1500]) {
  test.describe(`/docs/api/table-options at ${width} px`, () => {
    for (const theme of ['dark', 'light'] as const) {
      test.describe(`${theme} theme`, () => {
        test('every entry fits the width with its description; a deep link highlights its entry in view; typing narrows the entries', async ({
          browser,
        }) => {
          const {page, context, errors} = await openPage(browser, '/docs/api/table-options#enableSorting', {
            width,
            theme,
            height: 800,
          });
          try {
            expect(await page.locator('tr.api-row').count()).toBe(generated('table-options').length);
            expect(await layoutProblems(page)).toEqual([]);

            // the deep link: its entry is highlighted, and its name and description are on screen
            await page.waitForFunction(
              () => document.getElementById('enableSorting')?.getAttribute('data-highlighted') === 'true',
            );
            const inView = (selector: string) =>
              page.waitForFunction((sel) => {
                const rect = document.querySelector(sel)!.getBoundingClientRect();
                return (
                  rect.top >= 56 &&
                  rect.bottom <= window.innerHeight &&
                  rect.left >= 0 &&
                  rect.right <= window.innerWidth
                );
              }, selector);
            await inView('tr[id="enableSorting"] .api-name');
            await inView('tr[id="enableSorting"] td[data-label="Description"]');
            expect(await page.locator('tr[id="enableSorting"] td[data-label="Description"]').textContent()).toContain(
              'Turns sorting on or off for all columns.',
            );
            // the highlight shows: the entry's background differs from both neighbours'
            const background = (id: string) =>
              page.$eval(`tr[id="${id}"]`, (row) => getComputedStyle(row).backgroundColor);
            const highlighted = await background('enableSorting');
            expect([await background('enableSelectAll'), await background('enableSortingRemoval')]).not.toContain(
              highlighted,
            );
            expect(await page.locator('tr[data-highlighted]').count()).toBe(1);

            // typing narrows the entries to those whose name or description has the words; clearing brings all back
            const search = page.getByRole('searchbox', {name: 'Search this reference'});
            await typeInto(search, 'sorting removal');
            await page.waitForFunction(() => document.querySelectorAll('tr.api-row:not([hidden])').length < 10);
            const ids = await listedIds(page);
            expect(ids).toContain('enableSortingRemoval');
            expect(ids).not.toContain('enableSorting');
            expect(await page.locator('.api-ref-status').textContent()).toBe(
              `${ids.length} of ${generated('table-options').length} entries`,
            );
            expect(await layoutProblems(page)).toEqual([]);
            await typeInto(search, '');
            await page.waitForFunction(
              (n) => document.querySelectorAll('tr.api-row:not([hidden])').length === n,
              generated('table-options').length,
            );
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        });
      });
    }
  });
}

test('typed markup is searched as text', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/docs/api/table-options');
  try {
    await typeInto(page.getByRole('searchbox', {name: 'Search this reference'}), '<img src=x onerror=alert(1)>');
    await page.waitForFunction(() => document.querySelectorAll('tr.api-row:not([hidden])').length === 0);
    expect(await page.locator('.api-ref-status').textContent()).toBe(
      `0 of ${generated('table-options').length} entries`,
    );
    expect(await page.locator('.api-ref img').count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the Source filter keeps only MRT entries', async ({browser}) => {
  const {page, context} = await openPage(browser, '/docs/api/table-options');
  try {
    const before = (await listedIds(page)).length;
    await page.getByRole('combobox', {name: 'Source'}).selectOption('MRT');
    await page.waitForFunction((n) => document.querySelectorAll('tr.api-row:not([hidden])').length < n, before);
    const sources = await page
      .locator('tr.api-row:not([hidden]) td[data-label="Source"]')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent));
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources)).toEqual(new Set(['MRT']));
  } finally {
    await context.close();
  }
});

test('a deep link to an entry the search hides clears the search', async ({browser}) => {
  const {page, context} = await openPage(browser, '/docs/api/table-options');
  try {
    await typeInto(page.getByRole('searchbox', {name: 'Search this reference'}), 'grouping');
    await page.waitForFunction(() => document.getElementById('enableSorting')?.hidden === true);
    await page.evaluate(() => {
      window.location.hash = 'enableSorting';
    });
    await page.waitForFunction(
      () => document.getElementById('enableSorting')?.getAttribute('data-highlighted') === 'true',
    );
    expect(await page.getByRole('searchbox', {name: 'Search this reference'}).inputValue()).toBe('');
    expect((await listedIds(page)).length).toBe(generated('table-options').length);
  } finally {
    await context.close();
  }
});

test('following an in-page entry link moves the highlight', async ({browser}) => {
  const {page, context} = await openPage(browser, '/docs/api/state-options#density');
  try {
    await page.waitForFunction(() => document.getElementById('density')?.getAttribute('data-highlighted') === 'true');
    await page.locator('tr[id="sorting"] a.api-name-link').click();
    await page.waitForFunction(() => document.getElementById('sorting')?.getAttribute('data-highlighted') === 'true');
    expect(await page.locator('tr[data-highlighted]').count()).toBe(1);
  } finally {
    await context.close();
  }
});

test('an entry names its guides as links, and its name is its link text', async ({browser}) => {
  const {page, context} = await openPage(browser, '/docs/api/table-options');
  try {
    const row = page.locator('tr[id="enableSorting"]');
    expect(await row.getByRole('link', {name: 'enableSorting', exact: true}).getAttribute('href')).toBe(
      '#enableSorting',
    );
    expect(await row.getByRole('link', {name: 'Sorting', exact: true}).getAttribute('href')).toBe(
      '/docs/guides/sorting',
    );
  } finally {
    await context.close();
  }
});

test('the index links every reference page with its entry count', async ({browser}) => {
  const {page, context} = await openPage(browser, '/docs/api');
  try {
    for (const slug of PAGES) {
      const link = page.locator(`.api-index a[href="/docs/api/${slug}"]`);
      expect(await link.count()).toBe(1);
    }
    expect(await page.locator('.api-index').textContent()).toContain(`(${generated('table-options').length} entries)`);
  } finally {
    await context.close();
  }
});

const generatedNames = (page: string) => generated(page).map(({name}) => name);

/** The h3 sections each page must have, from the data: component group titles, hook names. */
const SECTIONS: Record<string, string[]> = {
  'mrt-components': COMPONENT_GROUPS.map(({title}) => title),
  'mrt-hooks': generatedNames('mrt-hooks'),
};

for (const slug of Object.keys(SECTIONS)) {
  test.describe(`/docs/api/${slug} sections`, () => {
    test('at 375 px the "On this page" disclosure lists every section (h3), and a tap goes to it', async ({
      browser,
    }) => {
      const {page, context, errors} = await openPage(browser, `/docs/api/${slug}`, {width: 375, height: 800});
      try {
        const outline = page.locator('nav.mrt-outline-narrow');
        expect(await outline.isVisible()).toBe(true);
        expect(await page.locator('nav.mrt-outline-wide').isVisible()).toBe(false);
        const texts = (await outline.locator('li a').allTextContents()).map((text) => text.trim());
        expect([...texts].sort()).toEqual([...SECTIONS[slug]].sort());
        // below 1800 px the outline is a closed "On this page" disclosure under the title: open it first
        await outline.locator('summary', {hasText: 'On this page'}).click();
        const last = outline.locator('li a').last();
        const href = (await last.getAttribute('href'))!;
        await last.click();
        await page.waitForFunction((hash) => window.location.hash === hash, href);
        await page.waitForFunction((id) => {
          const rect = document.getElementById(id)?.getBoundingClientRect();
          return !!rect && rect.top >= 0 && rect.top < window.innerHeight;
        }, href.slice(1));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('at 1900 px the outline beside the content lists the h2 groups and every section', async ({browser}) => {
      const {page, context, errors} = await openPage(browser, `/docs/api/${slug}`, {width: 1900, height: 900});
      try {
        const outline = page.locator('nav.mrt-outline-wide');
        expect(await outline.isVisible()).toBe(true);
        const listed = await outline
          .locator('li')
          .evaluateAll((items) =>
            items.map((li) => ({level: li.getAttribute('data-level'), text: li.textContent?.trim()})),
          );
        const headings = await page.locator('article h2, article h3').evaluateAll((list) =>
          list.map((h) => {
            // the heading's own text, without its copy-link control
            const copy = h.cloneNode(true) as HTMLElement;
            copy.querySelectorAll('a, [role="status"]').forEach((el) => el.remove());
            return {level: h.tagName.slice(1), text: copy.textContent?.trim()};
          }),
        );
        expect(listed).toEqual(headings);
        expect(
          listed
            .filter(({level}) => level === '3')
            .map(({text}) => text)
            .sort(),
        ).toEqual([...SECTIONS[slug]].sort());
        expect(listed.filter(({level}) => level === '2').length).toBeGreaterThanOrEqual(2);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}

for (const [slug, name] of [
  ['mrt-components', 'MRT_TableContainer'],
  ['mrt-hooks', 'useMRT_Rows'],
]) {
  test(`/docs/api/${slug}#${name} lands on its highlighted row inside its section`, async ({browser}) => {
    const {page, context, errors} = await openPage(browser, `/docs/api/${slug}#${name}`, {height: 800});
    try {
      await page.waitForFunction(
        (id) => document.getElementById(id)?.getAttribute('data-highlighted') === 'true',
        name,
      );
      await page.waitForFunction((id) => {
        const rect = document.getElementById(id)!.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight;
      }, name);
      expect(await page.locator('tr[data-highlighted]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a section table of the components page searches its own rows', async ({browser}) => {
  const {page, context} = await openPage(browser, '/docs/api/mrt-components');
  try {
    // the first table after the Buttons heading
    const buttons = page.locator('h3#buttons ~ .api-ref').first();
    expect(await buttons.locator('tr[id="MRT_CopyButton"]').count()).toBe(1);
    const search = buttons.getByRole('searchbox', {name: 'Search this reference'});
    await typeInto(search, 'Toggle');
    await page.waitForFunction(() => document.getElementById('MRT_CopyButton')?.hidden === true);
    const ids = await buttons.locator('tr.api-row:not([hidden])').evaluateAll((rows) => rows.map((row) => row.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.includes('Toggle'))).toBe(true);
  } finally {
    await context.close();
  }
});
