/**
 * The search client switch (src/theme/SearchBar): with the three ALGOLIA_* settings the modal asks Algolia
 * (app id, key and index in the request, its hits rendered as site links); without them it asks the embedded
 * index (/search-index.json) and nothing goes to Algolia. DocSearch's own modal runs as it ships; only the
 * network is replaced: XMLHttpRequest (what DocSearch's bundled Algolia client sends with) and fetch (what
 * the embedded client loads the index with). One real hosted page is checked in the browser too
 * (tests/e2e/versioning.test.ts, whose copy is built in hosted mode).
 */
import React from 'react';
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import type {SiteSettings} from '@site/src/site/settings';
import {readSiteSettings} from '@site/src/site/settings';
import {packIndex} from '@site/src/search/indexFile';
import {resetLocalSearch} from '@site/src/search/localClient';
import {RECENT_SEARCHES_KEY, SEARCH_WARM_DELAY, SEARCH_WARM_QUIET} from '@site/src/search/widget';
import type {SearchRecord} from '@site/src/search/types';
import SearchBar from '@site/src/theme/SearchBar';
import {EMBEDDED_FOOTER_TEXT, SEARCH_WIDGET} from '@site/src/theme/SearchBar/SearchModal';

const HOSTED = {appId: 'TESTAPPID', apiKey: 'test-search-key', indexName: 'material-react-table-hosted'};
const TAGS = ['default', 'docs-default-current'];

// DocSearch's modal as published: its ESM build is not compiled for jest, its UMD build is the same code
// (its Ask AI part creates web streams as it loads, which Node has and jsdom does not)
jest.mock('@docsearch/react/modal', () => {
  const streams = jest.requireActual<Record<string, unknown>>('node:stream/web');
  for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextDecoderStream']) {
    if (!(name in globalThis)) Object.assign(globalThis, {[name]: streams[name]});
  }
  return jest.requireActual('../../../node_modules/@docsearch/react/dist/umd/DocSearchModal.js');
});
// the docs plugin's context (which version is read) is not mounted here: the tags it would give a current doc
jest.mock('@docusaurus/theme-common', () => ({
  useContextualSearchFilters: () => ({locale: 'en', tags: ['default', 'docs-default-current']}),
}));
let mockSettings: SiteSettings;
jest.mock('@docusaurus/useDocusaurusContext', () => () => ({
  siteConfig: {
    baseUrl: '/',
    url: mockSettings.siteUrl,
    title: mockSettings.title,
    customFields: {settings: mockSettings},
  },
  siteMetadata: {docusaurusVersion: '3.10.2'},
  i18n: {defaultLocale: 'en', currentLocale: 'en', locales: ['en']},
}));

// ---------- the network ----------

interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: {requests: Array<Record<string, unknown> & {query: string; indexName: string}>};
}
let xhrRequests: SentRequest[];
let answerAlgolia: (request: SentRequest) => unknown;

/** Just what DocSearch's XMLHttpRequest requester uses; every request is answered by `answerAlgolia`. */
class FakeXMLHttpRequest {
  static readonly OPENED = 1;
  readonly OPENED = 1;
  readyState = 0;
  status = 0;
  responseText = '';
  onreadystatechange: (() => void) | null = null;
  onload: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: string) {
    const request: SentRequest = {
      method: this.method,
      url: new URL(this.url),
      headers: this.headers,
      body: JSON.parse(body) as SentRequest['body'],
    };
    xhrRequests.push(request);
    void Promise.resolve().then(() => {
      this.status = 200;
      this.responseText = JSON.stringify(answerAlgolia(request));
      this.readyState = 4;
      this.onreadystatechange?.();
      this.onload?.();
    });
  }
  abort() {}
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

/** One Algolia hit in the crawler's shape: an absolute URL on the production origin, highlighted "Multi". */
const algoliaAnswer = ({body}: SentRequest) => ({
  results: body.requests.map((request) => ({
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
    hitsPerPage: request.hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 1,
    query: request.query,
    params: '',
    index: request.indexName,
  })),
});

/** A one-page embedded index: the Column Pinning guide with one section. */
const record = (type: SearchRecord['type'], anchor: string, lvl2: string | null, content: string | null) => ({
  objectID: anchor || 'page',
  url: anchor ? `/docs/guides/column-pinning#${anchor}` : '/docs/guides/column-pinning',
  type,
  hierarchy: {lvl0: 'Column Pinning', lvl1: 'Column Pinning', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content,
  docusaurus_tag: 'docs-default-current',
  language: 'en',
});
const EMBEDDED_INDEX = packIndex([
  record('lvl1', '', null, null),
  record('lvl2', 'enable-column-pinning', 'Enable Column Pinning', null),
  record('content', 'enable-column-pinning', 'Enable Column Pinning', 'Pin columns to the left or right of the table.'),
]);

const realXMLHttpRequest = window.XMLHttpRequest;
const realMatchMedia = window.matchMedia;
const realScrollTo = window.scrollTo;
const realFetch = (globalThis as {fetch?: typeof fetch}).fetch;

beforeEach(() => {
  xhrRequests = [];
  answerAlgolia = algoliaAnswer;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url === new URL('/search-index.json', window.location.href).href
      ? ({ok: true, status: 200, json: async () => EMBEDDED_INDEX} as Response)
      : ({ok: false, status: 404, json: async () => ({})} as Response),
  );
  window.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  (globalThis as {fetch?: typeof fetch}).fetch = fetchMock as unknown as typeof fetch;
  // jsdom has no matchMedia; the modal asks it for the narrow layout
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  })) as unknown as typeof window.matchMedia;
  // the modal restores the page's scroll position as it closes
  window.scrollTo = () => {};
  window.localStorage.clear();
  resetLocalSearch();
});

afterEach(() => {
  window.XMLHttpRequest = realXMLHttpRequest;
  window.matchMedia = realMatchMedia;
  window.scrollTo = realScrollTo;
  (globalThis as {fetch?: typeof fetch}).fetch = realFetch!;
});

/** Opens the modal from the top bar's button and types `query` into DocSearch's input. */
async function search(query: string) {
  render(<SearchBar />);
  fireEvent.click(screen.getByRole('button', {name: /search/i}));
  const input = await waitFor(() => {
    const field = document.querySelector<HTMLInputElement>('.DocSearch-Modal input.DocSearch-Input');
    expect(field).not.toBeNull();
    return field!;
  });
  fireEvent.change(input, {target: {value: query}});
}

const hitLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hit a')].map((link) => link.getAttribute('href'));

test('the settings read from the environment: hosted only with all three ALGOLIA_* values', () => {
  const env = {ALGOLIA_APP_ID: HOSTED.appId, ALGOLIA_API_KEY: HOSTED.apiKey, ALGOLIA_INDEX_NAME: HOSTED.indexName};
  expect(readSiteSettings(env).algolia).toEqual(HOSTED);
  expect(readSiteSettings({...env, ALGOLIA_API_KEY: ' '}).algolia).toBeNull();
  expect(readSiteSettings({}).algolia).toBeNull();
});

test('with Algolia settings the hosted client asks Algolia with the app id, key and index, and its hits render', async () => {
  mockSettings = {...readSiteSettings({}), algolia: HOSTED};
  await search('multi');

  // the hit, its absolute URL on the site's own origin turned into a path, its highlight kept
  await waitFor(() => expect(hitLinks()).toEqual(['/docs/guides/sorting#multi-sort']));
  expect(document.querySelector('.DocSearch-Hit mark')?.textContent).toBe('Multi');

  expect(xhrRequests.length).toBeGreaterThan(0);
  const request = xhrRequests.at(-1)!;
  expect(request.method).toBe('POST');
  expect(request.url.hostname.toLowerCase()).toMatch(/^testappid(-dsn)?\.algolia(net)?\.(net|com)$/);
  expect(request.url.pathname).toBe('/1/indexes/*/queries');
  const credentials = {...request.headers, ...Object.fromEntries(request.url.searchParams)};
  expect(credentials['x-algolia-application-id']).toBe(HOSTED.appId);
  expect(credentials['x-algolia-api-key']).toBe(HOSTED.apiKey);
  // the client went through the site's transform (it adds the Docusaurus agent, as stock DocSearch does)
  expect(credentials['x-algolia-agent']).toMatch(/docusaurus \(3\.10\.2\)/);
  expect(request.body.requests).toEqual([
    expect.objectContaining({
      indexName: HOSTED.indexName,
      query: 'multi',
      hitsPerPage: SEARCH_WIDGET.hitsPerPage,
      facetFilters: ['language:en', TAGS.map((tag) => `docusaurus_tag:${tag}`)],
      // the rest as stock DocSearch asks it (the crawler's records are read the same way)
      attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']),
      attributesToSnippet: expect.arrayContaining(['hierarchy.lvl1:15', 'content:15']),
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    }),
  ]);
  // the embedded index is neither fetched nor credited
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.queryByText(EMBEDDED_FOOTER_TEXT)).toBeNull();
});

test('without Algolia settings the embedded index answers and nothing goes to Algolia', async () => {
  mockSettings = readSiteSettings({});
  await search('column pinning');

  await waitFor(() => expect(hitLinks()[0]).toBe('/docs/guides/column-pinning'));
  expect(hitLinks()).toContain('/docs/guides/column-pinning#enable-column-pinning');
  // fetched by the search worker, which resolves the page's root-relative address first
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([new URL('/search-index.json', window.location.href).href]);
  expect(xhrRequests).toEqual([]);
  expect(screen.getByText(EMBEDDED_FOOTER_TEXT)).toBeInTheDocument();
});

describe('search warms up once the page has been idle a while', () => {
  const realIdle = window.requestIdleCallback;
  const realCancel = window.cancelIdleCallback;
  const connection = Object.getOwnPropertyDescriptor(navigator, 'connection');
  let idleCallbacks: Array<() => void>;
  beforeEach(() => {
    mockSettings = readSiteSettings({});
    idleCallbacks = [];
    window.requestIdleCallback = ((callback: () => void) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    }) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => {};
    jest.useFakeTimers();
  });
  afterEach(() => {
    cleanup(); // unmounted while the stand-ins are in place
    jest.useRealTimers();
    window.requestIdleCallback = realIdle;
    window.cancelIdleCallback = realCancel;
    if (connection) Object.defineProperty(navigator, 'connection', connection);
    else delete (navigator as {connection?: unknown}).connection;
  });
  const indexFetches = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/search-index.json'));
  const saveData = () => Object.defineProperty(navigator, 'connection', {value: {saveData: true}, configurable: true});
  /** The delay passes, then the browser is idle. */
  const idleAfterDelay = () => {
    act(() => jest.advanceTimersByTime(SEARCH_WARM_DELAY));
    jest.useRealTimers();
    idleCallbacks.forEach((callback) => callback());
  };

  test('the index loads before any sign of searching, after the delay and once idle', async () => {
    render(<SearchBar />);
    act(() => jest.advanceTimersByTime(SEARCH_WARM_DELAY - 1));
    expect(idleCallbacks).toHaveLength(0);
    idleAfterDelay();
    expect(idleCallbacks).toHaveLength(1);
    await waitFor(() => expect(indexFetches()).toHaveLength(1));
  });

  test('a tap just before the warm-up puts it off until the visitor has been still for a moment', async () => {
    render(<SearchBar />);
    act(() => jest.advanceTimersByTime(SEARCH_WARM_DELAY - 100));
    fireEvent.pointerDown(document.body); // a tap on the page, not on the search button
    act(() => jest.advanceTimersByTime(100));
    act(() => idleCallbacks.forEach((callback) => callback())); // idle, but only 100 ms after the tap
    expect(indexFetches()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(SEARCH_WARM_QUIET - 100));
    expect(idleCallbacks).toHaveLength(2);
    idleCallbacks[1](); // idle again, SEARCH_WARM_QUIET after the tap
    jest.useRealTimers();
    await waitFor(() => expect(indexFetches()).toHaveLength(1));
  });

  test('a visitor who saves data loads nothing until the first intent, even after searching here before', () => {
    saveData();
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{objectID: '1', query: 'sorting'}]));
    render(<SearchBar />);
    idleAfterDelay();
    expect(idleCallbacks).toHaveLength(0);
    expect(indexFetches()).toHaveLength(0);
  });
});
