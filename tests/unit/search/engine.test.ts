/**
 * The engine's plain interface (src/search/engine.ts): a query in, ranked pages and their best sections out,
 * with where each text answers the query. DocSearch's format is the adapter's (algolia.test.ts).
 */
import {createSearchEngine, DEFAULT_LIMIT, MAX_QUERY_LENGTH} from '@site/src/search/engine';
import {CURRENT_DOCS} from '@site/src/search/filter';
import type {RecordFilter, SearchResult} from '@site/src/search/types';
import {RECORDS} from './sampleRecords';

const engine = createSearchEngine(RECORDS);
const urls = (result: SearchResult) => result.pages.map((page) => page.url);
const sections = (result: SearchResult) =>
  result.pages.flatMap((page) => page.sections.map((section) => section.record.url));

test('a query in, ranked pages with their best sections out, in plain fields', () => {
  const result = engine.search({text: 'pinning', filter: CURRENT_DOCS});
  expect(Object.keys(result).sort()).toEqual(['ms', 'pages', 'text', 'total', 'words']);
  expect(result).toMatchObject({text: 'pinning', words: ['pinning'], total: 3});
  expect(urls(result)).toEqual(['/docs/guides/column-pinning', '/docs/guides/sorting']);
  const [first] = result.pages;
  expect(Object.keys(first).sort()).toEqual(['score', 'sections', 'title', 'url']);
  expect(first.title).toBe('Column Pinning');
  expect(first.score).toBeGreaterThan(result.pages[1].score);
  expect(first.sections.map((section) => section.record.url)).toEqual([
    '/docs/guides/column-pinning',
    '/docs/guides/column-pinning#enable-column-pinning',
  ]);
  expect(Object.keys(first.sections[0]).sort()).toEqual(['content', 'hierarchy', 'record', 'score']);
  // nothing of Algolia's response: no hits, highlight results or tags
  expect(JSON.stringify(result)).not.toMatch(/_highlightResult|_snippetResult|nbHits|<mark>|<em>/);
});

test('each shown text says which of its words answer the query, and which query words they answer', () => {
  const [section] = engine.search({text: 'pinned'}).pages[0].sections;
  expect(section.hierarchy.lvl1).toEqual({
    text: 'Column Pinning',
    starts: [0, 7],
    hits: [{word: 1, start: 7, length: 7}],
    matchedWords: ['pinned'],
  });
  expect(section.hierarchy.lvl2).toBeUndefined(); // a null level has no match entry
  expect(section.content).toBeNull();
  const text = engine
    .search({text: 'another'})
    .pages.flatMap((page) => page.sections)
    .find((entry) => entry.record.type === 'content')!;
  expect(text.content).toMatchObject({matchedWords: ['another'], hits: [{word: 16, length: 7}]});
});

test('offset and limit cut a window of the sections in rank order; the total counts them all', () => {
  const all = engine.search({text: 'column', filter: CURRENT_DOCS});
  expect(sections(all)).toHaveLength(all.total);
  for (const [offset, limit] of [
    [0, 1],
    [1, 1],
    [1, 2],
    [2, 5],
    [9, 3],
  ]) {
    const window = engine.search({text: 'column', filter: CURRENT_DOCS, offset, limit});
    expect(window.total).toBe(all.total);
    expect(sections(window)).toEqual(sections(all).slice(offset, offset + limit));
  }
  expect(engine.search({text: 'column', limit: 0}).pages).toEqual([]);
  expect(DEFAULT_LIMIT).toBe(20);
});

test("a filter keeps the records whose fields it allows: every group, one of the group's conditions", () => {
  expect(urls(engine.search({text: 'pinning'}))).toContain('/docs/v2/guides/column-pinning');
  expect(urls(engine.search({text: 'pinning', filter: CURRENT_DOCS}))).not.toContain('/docs/v2/guides/column-pinning');
  const v2: RecordFilter = [[{field: 'docusaurus_tag', value: 'docs-default-2.0', negated: false}]];
  expect(urls(engine.search({text: 'pinning', filter: v2}))).toEqual(['/docs/v2/guides/column-pinning']);
  const notV2: RecordFilter = [[{field: 'docusaurus_tag', value: 'docs-default-2.0', negated: true}]];
  expect(urls(engine.search({text: 'pinning', filter: notV2}))).not.toContain('/docs/v2/guides/column-pinning');
  const french: RecordFilter = [[{field: 'language', value: 'fr', negated: false}]];
  expect(engine.search({text: 'about', filter: french}).pages).toEqual([]);
  expect(urls(engine.search({text: 'about', filter: []}))).toEqual(['/about']);
});

test('loose typos find a word one edit away from four letters on, which a typed query does not', () => {
  expect(engine.search({text: 'abot'}).pages).toEqual([]);
  expect(urls(engine.search({text: 'abot', loose: true}))).toEqual(['/about']);
});

test('empty, blank and over-long text: no pages for nothing, the first 64 characters of too much', () => {
  for (const text of ['', '   ', '\n']) expect(engine.search({text})).toMatchObject({pages: [], total: 0, words: []});
  const long = engine.search({text: 'column pinning '.repeat(10)});
  expect(long.text).toHaveLength(MAX_QUERY_LENGTH);
  expect(long.pages[0].url).toBe('/docs/guides/column-pinning');
});
