/**
 * The DocSearch adapter (src/search/algolia.ts) over the engine: Algolia's request in, its response shape out,
 * and the engine's ranking as DocSearch sees it.
 */
import {answer, answerRequests, type AlgoliaRequest, type AlgoliaResponse} from '@site/src/search/algolia';
import {createSearchEngine, MAX_QUERY_LENGTH, queryWords} from '@site/src/search/engine';
import type {SearchQuery, SearchRecord} from '@site/src/search/types';
import {record, RECORDS} from './sampleRecords';

const engine = createSearchEngine(RECORDS);
const CONTEXT: AlgoliaRequest['facetFilters'] = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];
const DOCSEARCH_DEFAULTS = {
  indexName: 'material-react-table',
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  facetFilters: CONTEXT,
};
const search = (query: string, extra: Partial<AlgoliaRequest> = {}) =>
  answer(engine, {...DOCSEARCH_DEFAULTS, query, ...extra});

describe('embedded search adapter', () => {
  test("answers in Algolia's response shape", () => {
    const response = search('pinning');
    expect(response).toMatchObject({
      page: 0,
      hitsPerPage: 20,
      query: 'pinning',
      index: 'material-react-table',
      exhaustiveNbHits: true,
    });
    expect(response.nbHits).toBe(response.hits.length);
    expect(response.nbPages).toBe(1);
    expect(typeof response.processingTimeMS).toBe('number');
    for (const hit of response.hits) {
      expect(hit).toEqual(
        expect.objectContaining({
          objectID: expect.any(String),
          url: expect.any(String),
          type: expect.any(String),
          hierarchy: expect.any(Object),
        }),
      );
      expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({
        value: expect.any(String),
        matchLevel: expect.any(String),
        matchedWords: expect.any(Array),
      });
      expect(hit._snippetResult.hierarchy.lvl1).toMatchObject({
        value: expect.any(String),
        matchLevel: expect.any(String),
      });
    }
  });

  test('marks matched words and matched prefixes with the requested tags', () => {
    const [first] = search('column pinning').hits;
    expect(first._highlightResult.hierarchy.lvl1).toMatchObject({
      value: '<mark>Column</mark> <mark>Pinning</mark>',
      matchLevel: 'full',
    });
    expect(search('pinn').hits[0]._highlightResult.hierarchy.lvl1.value).toBe('Column <mark>Pinn</mark>ing');
    const content = search('another').hits.find((hit) => hit.type === 'content')!;
    expect(content._snippetResult.content!.value).toContain('<mark>another</mark>');
    expect(content._snippetResult.content!.value).toMatch(/^…/); // cut to 10 words around the match
  });

  test('word forms match and are marked: "sorted" finds and marks "Sorting", "pinned" marks "Pinning"', () => {
    const [first] = search('sorted').hits;
    expect(first).toMatchObject({url: '/docs/guides/sorting', type: 'lvl1'});
    expect(first._highlightResult.hierarchy.lvl1.value).toBe('<mark>Sorting</mark>');
    expect(search('pinned').hits[0]._highlightResult.hierarchy.lvl1.value).toBe('Column <mark>Pinning</mark>');
  });

  test('one hit per URL: a page title and its intro paragraph share the URL, the better one is shown', () => {
    const urls = search('sorting pinning').hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('snippets keep the words around the first match and say where text was cut', () => {
    const content = search('another').hits.find((hit) => hit.type === 'content')!;
    // 18 words; "another" is word 17, so the 10-word window is the last ten words
    expect(content._snippetResult.content!.value).toBe(
      '…its place while the rows are sorted by <mark>another</mark> column.',
    );
    const start = search('works', {attributesToSnippet: ['content:5']}).hits.find((hit) => hit.type === 'content')!;
    expect(start._snippetResult.content!.value).toBe('Sorting <mark>works</mark> with pinning: a…');
  });

  test('fullyHighlighted only when every character of the text is marked', () => {
    const [exact] = search('sorting').hits;
    expect(exact._highlightResult.hierarchy.lvl1).toMatchObject({
      value: '<mark>Sorting</mark>',
      fullyHighlighted: true,
    });
    const [partial] = search('pinning').hits;
    expect(partial._highlightResult.hierarchy.lvl1.fullyHighlighted).toBe(false);
  });

  test('hits that share a page title each get it highlighted', () => {
    const hits = search('pinning').hits.filter((hit) => hit.hierarchy.lvl1 === 'Column Pinning');
    expect(hits.length).toBeGreaterThan(1);
    for (const hit of hits) expect(hit._highlightResult.hierarchy.lvl1.value).toBe('Column <mark>Pinning</mark>');
  });

  test('tolerates typos (fuzzy) and matches word prefixes', () => {
    expect(search('pinnig').hits[0]?.url).toBe('/docs/guides/column-pinning');
    expect(search('sort').hits[0]?.url).toBe('/docs/guides/sorting');
  });

  test('title matches rank above heading matches above body text', () => {
    const urls = search('pinning').hits.map((hit) => `${hit.type} ${hit.url}`);
    expect(urls[0]).toBe('lvl1 /docs/guides/column-pinning');
    expect(urls.indexOf('lvl2 /docs/guides/column-pinning#enable-column-pinning')).toBeLessThan(
      urls.indexOf('content /docs/guides/sorting'),
    );
    expect(urls.at(-1)).toBe('content /docs/guides/sorting');
  });

  test('respects facetFilters: only the docs version being read, plus non-docs pages', () => {
    const urls = search('pinning').hits.map((hit) => hit.url);
    expect(urls).not.toContain('/docs/v2/guides/column-pinning');
    const v2 = search('pinning', {
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']],
    });
    expect(v2.hits.map((hit) => hit.url)).toEqual(['/docs/v2/guides/column-pinning']);
    expect(search('about').hits.map((hit) => hit.url)).toEqual(['/about']);
    expect(search('about', {facetFilters: ['language:fr']}).hits).toEqual([]);
  });

  test('hitsPerPage and page slice the ranked hits', () => {
    const all = search('column');
    const one = search('column', {hitsPerPage: 1, page: 1});
    expect(one.hits.map((hit) => hit.objectID)).toEqual([all.hits[1].objectID]);
    expect(one.nbPages).toBe(all.nbHits);
  });

  test('only the last word, the one being typed, matches as a prefix', () => {
    // "sor" as the last word matches "sorted"; as an earlier word it must be a whole word, and it is none
    expect(search('pinning sor').hits.map((hit) => `${hit.type} ${hit.url}`)).toEqual(['content /docs/guides/sorting']);
    expect(search('sor pinning').hits[0]?.url).toBe('/docs/guides/column-pinning');
  });

  test('stop words are left out of a query that has other words, and kept in one that has none', () => {
    expect(queryWords('For the table or one column')).toEqual(['table', 'one', 'column']);
    expect(queryWords('to the')).toEqual(['to', 'the']);
    expect(search('the pinning').hits[0]?.url).toBe('/docs/guides/column-pinning');
  });

  test('a heading holding every typed word, stop words included, comes first', () => {
    const heading = (lvl2: string, url: string): SearchRecord =>
      record({
        title: 'Column Size',
        url,
        type: 'lvl2',
        hierarchy: {lvl0: 'Guides', lvl1: 'Column Size', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      });
    const small = createSearchEngine([
      heading('One table column', '/docs/guides/column-size#one-table-column'),
      heading('For the table or one column', '/docs/guides/column-size#for-the-table-or-one-column'),
    ]);
    const urls = (query: string) => answer(small, {...DOCSEARCH_DEFAULTS, query}).hits.map((hit) => hit.url);
    expect(urls('for the table or one column')).toEqual([
      '/docs/guides/column-size#for-the-table-or-one-column',
      '/docs/guides/column-size#one-table-column',
    ]);
    expect(urls('one table column')[0]).toBe('/docs/guides/column-size#one-table-column');
  });

  test('falls back to any word when no record has every word', () => {
    expect(search('pinning zzzzqqq').hits[0]?.url).toBe('/docs/guides/column-pinning');
  });

  test('empty and blank queries return no hits', () => {
    for (const query of ['', '   ', '\n']) {
      expect(search(query)).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
    }
  });

  test('hostile queries neither throw nor inject markup', () => {
    for (const query of ['<script>', '"', '(*+?[', "'", '\\', '<img src=x onerror=alert(1)>', '</mark>', '%00', '.*']) {
      const response = search(query);
      expect(Array.isArray(response.hits)).toBe(true);
      const serialised = JSON.stringify(response.hits.map((hit) => [hit._highlightResult, hit._snippetResult]));
      expect(serialised).not.toMatch(/<script|<img|onerror=/);
    }
    const script = search('script').hits.find((hit) => hit.url === '/docs/guides/escaping')!;
    expect(script._snippetResult.content!.value).toContain('&lt;<mark>script</mark>&gt;');
    expect(script._highlightResult.content!.value).toContain('&amp; &quot;quotes&quot;');
  });

  test('64-character queries work, and longer input is cut to 64', () => {
    const long = 'column pinning '.repeat(10);
    expect(search(long.slice(0, 64)).hits[0]?.url).toBe('/docs/guides/column-pinning');
    const response = search(long);
    expect(response.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(search('x'.repeat(64)).hits).toEqual([]);
  });

  test('facetFilters read as Algolia reads them: a bare string, a negated value, AND of ORs', () => {
    const pages = (facetFilters: AlgoliaRequest['facetFilters']) =>
      search('pinning about', {facetFilters}).hits.map((hit) => hit.url.split('#')[0]);
    expect(pages('docusaurus_tag:default')).toEqual(['/about']);
    expect(new Set(pages(['-docusaurus_tag:docs-default-current']))).toEqual(
      new Set(['/docs/v2/guides/column-pinning', '/about']),
    );
    expect(pages([['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0'], 'language:en'])).not.toContain(
      '/docs/guides/column-pinning',
    );
    expect(pages([])).toContain('/docs/v2/guides/column-pinning');
  });

  test("one request becomes one engine query and one response: DocSearch's search({requests}) in a batch", async () => {
    const requests = [
      {...DOCSEARCH_DEFAULTS, query: 'sorting'},
      {...DOCSEARCH_DEFAULTS, query: 'pinning', hitsPerPage: 1, page: 1},
    ];
    const asked: SearchQuery[][] = [];
    const {results} = await answerRequests(requests, async (queries) => {
      asked.push(queries);
      return queries.map((query) => engine.search(query));
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject([
      {text: 'sorting', offset: 0, limit: 20},
      {text: 'pinning', offset: 1, limit: 1},
    ]);
    const strip = (response: AlgoliaResponse) => JSON.stringify({...response, processingTimeMS: 0});
    expect(results.map(strip)).toEqual(requests.map((request) => strip(answer(engine, request))));
  });
});
