import {expect, test} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Request} from '@playwright/test';
import {openPage, typeInto} from './browser';
import {PORT} from './config';
import {waitForServer} from './processes';

/**
 * Hosted mode: a second build made with the ALGOLIA_* variables
 * (`build-hosted/`, see scripts/test-all.mjs), served on its own port. The
 * Algolia request is intercepted, so no key or network is needed.
 */
export const HOSTED = {appId: 'TESTAPPID', apiKey: 'test-search-key', indexName: 'material-react-table'};
const HOSTED_PORT = PORT + 1;
const HOSTED_URL = `http://127.0.0.1:${HOSTED_PORT}`;
const root = path.resolve(__dirname, '../..');

let server: ChildProcess | undefined;
let browser: Browser;

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(root, 'build-hosted', 'index.html'))) {
    throw new Error(
      'No hosted-mode build: run `ALGOLIA_APP_ID=TESTAPPID ALGOLIA_API_KEY=test-search-key ALGOLIA_INDEX_NAME=material-react-table npx docusaurus build --out-dir build-hosted` first.',
    );
  }
  server = spawn(
    process.execPath,
    [
      require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--dir',
      'build-hosted',
      '--host',
      '127.0.0.1',
      '--port',
      String(HOSTED_PORT),
      '--no-open',
    ],
    {cwd: root, stdio: 'ignore'},
  );
  await waitForServer(`${HOSTED_URL}/`, 30000);
  browser = await launchBrowser();
});

test.afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

const algoliaResponse = (query: string) => ({
  results: [
    {
      hits: [
        {
          objectID: '1',
          url: 'https://www.material-react-table.com/docs/guides/sorting#multi-sort',
          type: 'lvl2',
          content: null,
          hierarchy: {
            lvl0: 'Sorting',
            lvl1: 'Sorting',
            lvl2: 'Multi Sort',
            lvl3: null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
          },
          _highlightResult: {
            hierarchy: {
              lvl0: {value: 'Sorting', matchLevel: 'none', matchedWords: []},
              lvl1: {value: 'Sorting', matchLevel: 'none', matchedWords: []},
              lvl2: {value: '<mark>Multi</mark> Sort', matchLevel: 'full', matchedWords: ['multi']},
            },
          },
          _snippetResult: {
            hierarchy: {
              lvl1: {value: 'Sorting', matchLevel: 'none'},
              lvl2: {value: '<mark>Multi</mark> Sort', matchLevel: 'full'},
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
      query,
      params: '',
      index: HOSTED.indexName,
    },
  ],
});

test('hosted mode queries Algolia exactly as stock DocSearch and renders its hits', async () => {
  const {page, context} = await openPage(browser, '/docs/getting-started/install', {hydrate: false});
  try {
    await page.goto(`${HOSTED_URL}/docs/getting-started/install`);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    const requests: Request[] = [];
    const other: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index')) other.push(request.url());
    });
    await page.route(/algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/, async (route) => {
      requests.push(route.request());
      const body = route.request().postDataJSON() as {requests: Array<{query: string}>};
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(algoliaResponse(body.requests[0].query)),
      });
    });
    await page.click('.DocSearch-Button');
    await typeInto(page.locator('input.DocSearch-Input'), 'multi');
    await page.waitForSelector('.DocSearch-Hit a[href="/docs/guides/sorting#multi-sort"]');
    // typed key by key, so earlier requests asked for "m", "mu"…: wait for the whole word's
    const lastQuery = () =>
      (requests.at(-1)?.postDataJSON() as {requests: Array<{query: string}>} | undefined)?.requests[0].query;
    await expect.poll(async () => lastQuery()).toEqual('multi');

    const request = requests.at(-1)!;
    const url = new URL(request.url());
    expect(request.method()).toBe('POST');
    expect(url.hostname.toLowerCase()).toMatch(/^testappid(-dsn)?\.algolia(net)?\.(net|com)$/);
    expect(url.pathname).toBe('/1/indexes/*/queries');
    const headers = {...request.headers(), ...Object.fromEntries(url.searchParams)};
    expect(headers['x-algolia-application-id']).toBe(HOSTED.appId);
    expect(headers['x-algolia-api-key']).toBe(HOSTED.apiKey);
    const body = request.postDataJSON() as {requests: Array<Record<string, unknown>>};
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]).toMatchObject({
      indexName: HOSTED.indexName,
      query: 'multi',
      hitsPerPage: 20,
      attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']),
      attributesToSnippet: expect.arrayContaining(['hierarchy.lvl1:15', 'content:15']),
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(await page.$eval('.DocSearch-Hit mark', (mark) => mark.textContent)).toBe('Multi');
    expect(other).toEqual([]); // the embedded index is not used
  } finally {
    await context.close();
  }
});
