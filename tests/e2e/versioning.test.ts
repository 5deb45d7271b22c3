/**
 * `docusaurus docs:version` on a copy of this site, built in hosted-search mode: the one build this suite
 * makes besides the production build in build/, shared by two maintainer paths.
 *
 * The version cut must build with every broken-link check on, serve the frozen version at /docs/<name>/...
 * next to the working docs at /docs/..., list both in the version selector (beside the V1/V2 hosts) with the
 * right one selected, give the frozen pages the full shell, and leave the working docs editable.
 *
 * Hosted search (the three ALGOLIA_* settings): the built pages ask Algolia, with the build's app id, key and
 * index, for the docs version being read, and render its hits; no embedded index is built or fetched. The
 * Algolia request is intercepted, so no key or network is needed. The client switch itself (and the embedded
 * mode it switches from) is tested without a build: tests/unit/search/SearchBar.test.tsx.
 *
 * Nothing here depends on the search mode: the version checks read the selector, breadcrumbs, outline,
 * drawer and served HTML, never search.
 *
 * The copy lives in a temp dir (node_modules symlinked, build/ and .git left out) and is served on a free
 * port of its own; both are removed afterwards.
 */
import {expect, test} from '@playwright/test';
import type {Browser, Page, Request} from '@playwright/test';
import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {openPage, typeInto, waitForHeading} from './browser';
import {copySite, freePort, removeSite, runDocusaurus, startDocusaurus, stopProcess, waitForServer} from './processes';

const VERSION = '2.9';
const MARKER = 'This sentence was added to the working docs after the cut.';
const DOC = '/docs/getting-started/install';
const FROZEN_DOC = `/docs/${VERSION}/getting-started/install`;
const HOSTED = {appId: 'TESTAPPID', apiKey: 'test-search-key', indexName: 'material-react-table'};
const HOSTED_ENV = {
  ALGOLIA_APP_ID: HOSTED.appId,
  ALGOLIA_API_KEY: HOSTED.apiKey,
  ALGOLIA_INDEX_NAME: HOSTED.indexName,
};

// one copy of the site serves every test of this file: they run in order on one worker
test.describe.configure({mode: 'default'});

let siteDir = '';
let server: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  // the cut and a full build of both versions: minutes on a loaded two-core machine
  test.setTimeout(15 * 60 * 1000);
  siteDir = copySite('mrt-docs-version-');
  await runDocusaurus(siteDir, ['docs:version', VERSION]);
  // the working docs stay editable: change one after the cut
  fs.appendFileSync(path.join(siteDir, 'docs/getting-started/install.mdx'), `\n${MARKER}\n`);
  await runDocusaurus(siteDir, ['build'], HOSTED_ENV);

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startDocusaurus(siteDir, ['serve', '--host', '127.0.0.1', '--port', String(port), '--no-open']);
  await waitForServer(`${base}/`, 60_000, server);
});

test.afterAll(async () => {
  await stopProcess(server);
  removeSite(siteDir);
});

/** A page of the copy's build, hydrated, with console errors collected. */
const open = (browser: Browser, path: string) =>
  openPage(browser, path, {base, timeouts: {action: 15000, navigation: 15000}});

/** The version menu's entries: label, href, selected. */
async function versionMenu(page: Page) {
  await page.click('.mrt-version-select');
  await page.waitForSelector('[role="menu"] [role="menuitem"]');
  return page.$$eval('[role="menu"] [role="menuitem"]', (items) =>
    items.map((item) => ({
      label: item.textContent?.trim(),
      href: item.getAttribute('href'),
      selected: item.classList.contains('Mui-selected'),
    })),
  );
}

const crumbs = (page: Page) =>
  page.$$eval('.mrt-breadcrumbs li', (items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent?.trim();
    }),
  );

test.describe('version cut', () => {
  test('the cut wrote the frozen copy', () => {
    expect(JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'))).toEqual([VERSION]);
    const frozen = path.join(siteDir, `versioned_docs/version-${VERSION}/getting-started/install.mdx`);
    expect(fs.existsSync(frozen)).toBe(true);
    expect(fs.existsSync(path.join(siteDir, `versioned_sidebars/version-${VERSION}-sidebars.json`))).toBe(true);
    // the frozen copy is not affected by later edits of the working docs
    expect(fs.readFileSync(frozen, 'utf8')).not.toContain(MARKER);
  });

  test('both versions are served; the edit after the cut is only in the working docs', async () => {
    const current = await fetch(`${base}${DOC}`);
    const frozen = await fetch(`${base}${FROZEN_DOC}`);
    expect(current.status).toBe(200);
    expect(frozen.status).toBe(200);
    expect(await current.text()).toContain(MARKER);
    expect(await frozen.text()).not.toContain(MARKER);
  });

  test('the selector lists V1, V2, the cut version and V3, and switches between them', async ({browser}) => {
    const {page, context, errors} = await open(browser, DOC);
    try {
      expect((await page.textContent('.mrt-version-select'))?.trim()).toBe('V3');
      expect(await versionMenu(page)).toEqual([
        {label: 'V1', href: `https://v1.material-react-table.com${DOC}`, selected: false},
        {label: 'V2', href: `https://v2.material-react-table.com${DOC}`, selected: false},
        {label: VERSION, href: FROZEN_DOC, selected: false},
        {label: 'V3', href: DOC, selected: true},
      ]);

      // choose the frozen version: same page, frozen copy, selected in the selector
      await page.click(`[role="menu"] [role="menuitem"]:has-text("${VERSION}")`);
      await page.waitForURL(`**${FROZEN_DOC}`);
      await expect(page.locator('.mrt-version-select')).toHaveText(VERSION);
      expect(await page.textContent('article')).not.toContain(MARKER);
      expect(await versionMenu(page)).toEqual([
        // the old hosts get the working-docs path, not /docs/2.9/...
        {label: 'V1', href: `https://v1.material-react-table.com${DOC}`, selected: false},
        {label: 'V2', href: `https://v2.material-react-table.com${DOC}`, selected: false},
        {label: VERSION, href: FROZEN_DOC, selected: true},
        {label: 'V3', href: DOC, selected: false},
      ]);

      // and back to V3
      await page.click('[role="menu"] [role="menuitem"]:has-text("V3")');
      await page.waitForURL(`**${DOC}`);
      await expect(page.locator('.mrt-version-select')).toHaveText('V3');
      await expect(page.locator('article')).toContainText(MARKER);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a frozen page gets the full shell: breadcrumbs, outline, drawer highlight', async ({browser}) => {
    const {page, context, errors} = await open(browser, FROZEN_DOC);
    try {
      expect(await crumbs(page)).toEqual(['Home', 'Docs', VERSION, 'Getting Started', 'Install']);
      // the outline of the page it was copied from (wide at 1600: listed above the content, h3 only)
      const outline = await page.$$eval('.mrt-outline-narrow li a', (links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(outline).toContain('#peer-dependencies');
      // the drawer highlights the same entry, linked inside the frozen version
      const current = await page.$$eval('.mrt-permanent-nav .mrt-nav-link[aria-current="page"]', (links) =>
        links.map((a) => [a.textContent, a.getAttribute('href')]),
      );
      expect(current).toEqual([['Install', FROZEN_DOC]]);
      // and the edit link points at the frozen source file
      const edit = await page.getAttribute('a:has-text("Suggest an Edit on GitHub")', 'href');
      expect(edit).toContain(`versioned_docs/version-${VERSION}/getting-started/install.mdx`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// ---------- hosted search ----------

const ALGOLIA_QUERIES = /algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/;
/** Where the intercepted Algolia hit points: a section of another page of the frozen version. */
const HIT = {
  path: `/docs/${VERSION}/getting-started/usage`,
  anchor: 'the-whole-component',
  title: 'The Whole Component',
};

/** Algolia's answer to one request: one lvl2 hit on the production origin, as the crawler records it. */
const algoliaResult = (request: {query: string; indexName: string}) => ({
  hits: [
    {
      objectID: '1',
      url: `https://www.material-react-table.com${HIT.path}#${HIT.anchor}`,
      type: 'lvl2',
      content: null,
      hierarchy: {lvl0: 'Usage', lvl1: 'Usage', lvl2: HIT.title, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      _highlightResult: {
        hierarchy: {
          lvl0: {value: 'Usage', matchLevel: 'none', matchedWords: []},
          lvl1: {value: 'Usage', matchLevel: 'none', matchedWords: []},
          lvl2: {value: 'The <mark>Whole</mark> Component', matchLevel: 'full', matchedWords: ['whole']},
        },
      },
      _snippetResult: {
        hierarchy: {
          lvl1: {value: 'Usage', matchLevel: 'none'},
          lvl2: {value: 'The <mark>Whole</mark> Component', matchLevel: 'full'},
        },
      },
    },
  ],
  nbHits: 1,
  page: 0,
  nbPages: 1,
  hitsPerPage: 20,
  exhaustiveNbHits: true,
  processingTimeMS: 1,
  query: request.query,
  params: '',
  index: request.indexName,
});

type AlgoliaBody = {requests: Array<Record<string, unknown> & {query: string; indexName: string}>};

test.describe('hosted search (the copy is built with ALGOLIA_*)', () => {
  test('no embedded index is built', async () => {
    expect(fs.existsSync(path.join(siteDir, 'build/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(siteDir, 'build/search-index.json'))).toBe(false);
    expect((await fetch(`${base}/search-index.json`)).status).toBe(404);
  });

  test('a frozen page asks Algolia for its own version, renders the hit and opens it', async ({browser}) => {
    const {page, context, errors} = await open(browser, FROZEN_DOC);
    try {
      const sent: Request[] = [];
      const indexFetches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('search-index')) indexFetches.push(request.url());
      });
      await page.route(ALGOLIA_QUERIES, async (route) => {
        sent.push(route.request());
        const body = route.request().postDataJSON() as AlgoliaBody;
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({results: body.requests.map(algoliaResult)}),
        });
      });
      await page.click('.DocSearch-Button');
      await typeInto(page.locator('input.DocSearch-Input'), 'whole');

      // typed key by key: earlier requests asked for "w", "wh"…; wait for the whole word's
      const lastBody = () => sent.at(-1)?.postDataJSON() as AlgoliaBody | undefined;
      await expect.poll(() => lastBody()?.requests[0]?.query).toBe('whole');
      const request = sent.at(-1)!;
      const url = new URL(request.url());
      expect(request.method()).toBe('POST');
      expect(url.hostname.toLowerCase()).toMatch(/^testappid(-dsn)?\.algolia(net)?\.(net|com)$/);
      const credentials = {...request.headers(), ...Object.fromEntries(url.searchParams)};
      expect(credentials['x-algolia-application-id']).toBe(HOSTED.appId);
      expect(credentials['x-algolia-api-key']).toBe(HOSTED.apiKey);
      expect(lastBody()!.requests).toEqual([
        expect.objectContaining({
          indexName: HOSTED.indexName,
          query: 'whole',
          // contextual search: pages outside the docs, and the docs version being read
          facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${VERSION}`]],
        }),
      ]);

      // the hit, as a path on this site, highlighted; choosing it opens that section
      const hit = page.locator('.DocSearch-Hit a');
      await expect(hit).toHaveAttribute('href', `${HIT.path}#${HIT.anchor}`);
      await expect(hit.locator('mark')).toHaveText('Whole');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${base}${HIT.path}#${HIT.anchor}`);
      await waitForHeading(page, 'Usage');
      expect(indexFetches).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
