/**
 * The page's side of the search worker (src/search/localClient.ts), with the real worker logic running on the
 * test's thread (tests/unit/__mocks__/searchWorker.ts stands in for `worker/spawn`): one load per page, one
 * query in the worker at a time, a query that was overtaken never runs, and a failed load is tried again.
 */
import {loadSearchEngine, resetLocalSearch} from '@site/src/search/localClient';
import {packIndex} from '@site/src/search/indexFile';
import type {SearchQuery, SearchRecord} from '@site/src/search/types';
import {spawned} from '../__mocks__/searchWorker';

const page = (title: string, url: string, objectID: string): SearchRecord => ({
  objectID,
  url,
  type: 'lvl1',
  hierarchy: {lvl0: title, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  docusaurus_tag: 'docs-default-current',
  language: 'en',
});
const INDEX = packIndex([
  page('Column Pinning', '/docs/guides/column-pinning', '0'),
  page('Row Selection', '/docs/guides/row-selection', '1'),
  page('Sorting', '/docs/guides/sorting', '2'),
]);
const URL_OF_INDEX = new URL('/search-index.json', window.location.href).href;
const request = (text: string): SearchQuery => ({text, limit: 5});
const firstUrl = (results: Array<{pages: Array<{url: string}>}>) => results[0].pages[0]?.url;
const searchesSent = (index = 0) =>
  spawned[index].received.filter((message) => message.type === 'search').map((message) => message.queries[0].text);

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock;
beforeEach(() => {
  spawned.length = 0;
  resetLocalSearch();
  fetchMock = jest.fn(async (url: string) =>
    url === URL_OF_INDEX
      ? ({ok: true, status: 200, json: async () => INDEX} as Response)
      : ({ok: false, status: 404} as Response),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

test('the index is fetched once, by one worker, however often the search asks for it', async () => {
  const [first, second] = await Promise.all([
    loadSearchEngine('/search-index.json'),
    loadSearchEngine('/search-index.json'),
  ]);
  expect(first).toBe(second);
  expect(spawned).toHaveLength(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(firstUrl(await first.search([request('sorting')]))).toBe('/docs/guides/sorting');
});

test('a query typed while another runs replaces the one waiting; the replaced one never runs', async () => {
  const search = await loadSearchEngine('/search-index.json');
  const typed = ['col', 'colu', 'column', 'row'].map((query) => search.search([request(query)]));
  const answers = await Promise.all(typed);

  // the first ran at once; of the three typed while it ran, only the newest reached the worker
  expect(searchesSent()).toEqual(['col', 'row']);
  expect(firstUrl(answers[0])).toBe('/docs/guides/column-pinning');
  // the overtaken queries are answered with the newest answer, which is what the modal shows anyway
  expect(answers.slice(1).map(firstUrl)).toEqual([
    '/docs/guides/row-selection',
    '/docs/guides/row-selection',
    '/docs/guides/row-selection',
  ]);
});

test('queries typed one after another, each answered before the next, all run', async () => {
  const search = await loadSearchEngine('/search-index.json');
  for (const query of ['sor', 'sorting']) await search.search([request(query)]);
  expect(searchesSent()).toEqual(['sor', 'sorting']);
});

test('an index that cannot be fetched fails with the error DocSearch shows its error screen for, and the next open tries again', async () => {
  fetchMock.mockImplementationOnce(async () => ({ok: false, status: 503}) as Response);
  const failure = await loadSearchEngine('/search-index.json').catch((error: Error) => error);
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).name).toBe('RetryError');
  expect((failure as Error).message).toContain('HTTP 503');

  const search = await loadSearchEngine('/search-index.json');
  expect(firstUrl(await search.search([request('row')]))).toBe('/docs/guides/row-selection');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a corrupt index fails the same way and is fetched again next time', async () => {
  fetchMock.mockImplementationOnce(
    async () => ({ok: true, status: 200, json: async () => ({version: 99})}) as Response,
  );
  await expect(loadSearchEngine('/search-index.json')).rejects.toMatchObject({name: 'RetryError'});
  await expect(loadSearchEngine('/search-index.json')).resolves.toBeDefined();
});

test('a worker that dies fails every waiting query and the next search starts a new worker', async () => {
  const search = await loadSearchEngine('/search-index.json');
  const waiting = search.search([request('sorting')]);
  spawned[0].terminated = true;
  spawned[0].onerror!({message: 'boom', preventDefault() {}} as ErrorEvent);
  await expect(waiting).rejects.toMatchObject({name: 'RetryError'});

  const again = await loadSearchEngine('/search-index.json');
  expect(spawned).toHaveLength(2);
  expect(firstUrl(await again.search([request('sorting')]))).toBe('/docs/guides/sorting');
});
