import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';
import {API_PAGES} from '@site/src/api/pages';
import {COMPONENT_GROUPS} from '@site/src/api/componentGroups';
import {openPage, sharedBrowserForFile, typeInto} from './browser';
import {BASE_URL} from './config';

/**
 * The API reference pages: every entry is in the prerendered HTML (so search
 * engines and the local search index see it), the search box narrows the rows,
 * `#name` lands on and highlights its row, and the MRT Components and MRT Hooks
 * pages list their sections in the on-this-page outline at every width.
 */
const browser = sharedBrowserForFile();
const ROOT = path.resolve(__dirname, '../..');
const PAGES = API_PAGES;

interface Node5 {
  nodeName: string;
  attrs?: Array<{name: string; value: string}>;
  childNodes?: Node5[];
  value?: string;
}

/** Ids and text of rows of the served HTML, parsed without running any script. */
function rowsOf(html: string): Map<string, string> {
  const rows = new Map<string, string>();
  const text = (node: Node5): string =>
    node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(text).join('');
  const walk = (node: Node5) => {
    const id = node.attrs?.find((attr) => attr.name === 'id')?.value;
    if (node.nodeName === 'tr' && id) rows.set(id, text(node));
    (node.childNodes ?? []).forEach(walk);
  };
  walk(parse(html) as unknown as Node5);
  return rows;
}

const generated = (page: string): Array<{name: string}> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'src/api/generated', `${page}.json`), 'utf8')).entries;

describe.each(PAGES)('/docs/api/%s without JavaScript', (page) => {
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

test('descriptions are in the static HTML', async () => {
  const rows = rowsOf(await (await fetch(`${BASE_URL}/docs/api/table-options`)).text());
  expect(rows.get('enableSorting')).toContain('Turns sorting on or off for all columns.');
  expect(rows.get('enableSorting')).toContain('TanStack Table');
});

test('the search box narrows the rows, and clearing it brings them back', async () => {
  const {page, context, errors} = await openPage(browser(), '/docs/api/table-options');
  try {
    const rows = page.locator('tr.api-row');
    const total = generated('table-options').length;
    await page.waitForFunction((n) => document.querySelectorAll('tr.api-row').length === n, total);
    const search = page.getByRole('textbox', {name: 'Search this reference'});
    await typeInto(search, 'enableSorting');
    await page.waitForFunction(() => document.querySelectorAll('tr.api-row').length < 10);
    const names = await rows.evaluateAll((list) => list.map((row) => row.id));
    expect(names).toContain('enableSorting');
    expect(names.length).toBeLessThan(10);
    await typeInto(search, '');
    await page.waitForFunction((n) => document.querySelectorAll('tr.api-row').length === n, total);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the Source filter keeps only MRT entries', async () => {
  const {page, context} = await openPage(browser(), '/docs/api/table-options');
  try {
    const before = await page.locator('tr.api-row').count();
    await page.locator('.api-table [role="combobox"]').click();
    await page.getByRole('option', {name: 'MRT', exact: true}).click();
    await page.waitForFunction((n) => document.querySelectorAll('tr.api-row').length < n, before);
    // the Source cell of every remaining row reads exactly MRT
    const sources = await page
      .locator('tr.api-row')
      .evaluateAll((list) =>
        list.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent?.trim()).find((text) => text === 'MRT' || text === 'TanStack Table')),
      );
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources)).toEqual(new Set(['MRT']));
  } finally {
    await context.close();
  }
});

describe.each(['dark', 'light'] as const)('an anchor URL (%s theme)', (theme) => {
  test('lands on its entry, in view and highlighted', async () => {
    const {page, context, errors} = await openPage(browser(), '/docs/api/table-options#enableSorting', {theme, height: 800});
    try {
      const row = page.locator('tr[id="enableSorting"]');
      await page.waitForFunction(() => document.getElementById('enableSorting')?.getAttribute('data-highlighted') === 'true');
      await page.waitForFunction(() => {
        const rect = document.getElementById('enableSorting')!.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight;
      });
      // the highlight is visible: the row's cells get a different background than a neighbour's
      const background = (selector: string) =>
        page.$eval(selector, (el) => getComputedStyle(el.querySelector('td')!).backgroundColor);
      expect(await background('tr[id="enableSorting"]')).not.toBe(await background('tr[id="enableSelectAll"]'));
      expect(await row.getAttribute('data-highlighted')).toBe('true');
      expect(await page.locator('tr[data-highlighted]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('following an in-page entry link moves the highlight', async () => {
  const {page, context} = await openPage(browser(), '/docs/api/state-options#density');
  try {
    await page.waitForFunction(() => document.getElementById('density')?.getAttribute('data-highlighted') === 'true');
    await page.locator('tr[id="sorting"] a.api-name-link').click();
    await page.waitForFunction(() => document.getElementById('sorting')?.getAttribute('data-highlighted') === 'true');
    expect(await page.locator('tr[data-highlighted]').count()).toBe(1);
  } finally {
    await context.close();
  }
});

test('a row opens a detail panel with the full type and guide links', async () => {
  const {page, context} = await openPage(browser(), '/docs/api/table-options');
  try {
    await page.locator('tr[id="enableSorting"] button[aria-label="Expand"]').click();
    const panel = page.locator('.api-detail').first();
    await panel.waitFor();
    expect(await panel.textContent()).toContain('boolean');
    const guide = panel.getByRole('link', {name: 'Sorting'});
    expect(await guide.getAttribute('href')).toBe('/docs/guides/sorting');
  } finally {
    await context.close();
  }
});

test('the index links every reference page with its entry count', async () => {
  const {page, context} = await openPage(browser(), '/docs/api');
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

describe.each(Object.keys(SECTIONS))('/docs/api/%s sections', (slug) => {
  test('at 375 px the outline above the content lists every section (h3), and a tap goes to it', async () => {
    const {page, context, errors} = await openPage(browser(), `/docs/api/${slug}`, {width: 375, height: 800});
    try {
      const outline = page.locator('nav.mrt-outline-narrow');
      expect(await outline.isVisible()).toBe(true);
      expect(await page.locator('nav.mrt-outline-wide').isVisible()).toBe(false);
      const texts = (await outline.locator('li a').allTextContents()).map((text) => text.trim());
      expect([...texts].sort()).toEqual([...SECTIONS[slug]].sort());
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

  test('at 1900 px the outline beside the content lists the h2 groups and every section', async () => {
    const {page, context, errors} = await openPage(browser(), `/docs/api/${slug}`, {width: 1900, height: 900});
    try {
      const outline = page.locator('nav.mrt-outline-wide');
      expect(await outline.isVisible()).toBe(true);
      const listed = await outline.locator('li').evaluateAll((items) =>
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
      expect(listed.filter(({level}) => level === '3').map(({text}) => text).sort()).toEqual([...SECTIONS[slug]].sort());
      expect(listed.filter(({level}) => level === '2').length).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.each([
  ['mrt-components', 'MRT_TableContainer'],
  ['mrt-hooks', 'useMRT_Rows'],
])('/docs/api/%s#%s lands on its highlighted row inside its section', async (slug, name) => {
  const {page, context, errors} = await openPage(browser(), `/docs/api/${slug}#${name}`, {height: 800});
  try {
    await page.waitForFunction((id) => document.getElementById(id)?.getAttribute('data-highlighted') === 'true', name);
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

test('a section table of the components page searches its own rows', async () => {
  const {page, context} = await openPage(browser(), '/docs/api/mrt-components');
  try {
    // the first table after the Buttons heading
    const buttons = page.locator('h3#buttons ~ .api-table').first();
    await page.waitForFunction(() => document.querySelectorAll('tr.api-row').length > 0);
    expect(await buttons.locator('tr[id="MRT_CopyButton"]').count()).toBe(1);
    const search = buttons.getByRole('textbox', {name: 'Search this reference'});
    await search.click();
    await search.pressSequentially('Toggle');
    await page.waitForFunction(() => !document.getElementById('MRT_CopyButton'));
    const ids = await buttons.locator('tr.api-row').evaluateAll((rows) => rows.map((row) => row.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.includes('Toggle'))).toBe(true);
  } finally {
    await context.close();
  }
});
