import path from 'node:path';
import {createSearchEngine} from '@site/src/search/engine';
import {evaluate, pagesFor, type RealQuery} from '@site/src/search/evaluate';
import {recordsFromSources} from '@site/plugins/search-index/sources';
import fixture from '@site/tests/fixtures/search-queries.json';

/**
 * The real-query benchmark (tests/fixtures/search-queries.json: questions from
 * the library's issue tracker, in the askers' words) through the engine. Unit
 * tests run before the production build, so the index here is the one the dev
 * server uses, built from the docs sources (plugins/search-index/sources.ts);
 * `npm run bench:search` runs the same set over the built index.
 */
const queries = (fixture as {queries: RealQuery[]}).queries;

test('the benchmark has at least 60 sourced questions of 2–5 words (or one name)', () => {
  expect(queries.length).toBeGreaterThanOrEqual(60);
  for (const {query, expect: pages, source} of queries) {
    const words = query.split(/\s+/).length;
    expect(words >= 2 || /[a-z][A-Z]/.test(query)).toBe(true);
    expect(words).toBeLessThanOrEqual(5);
    expect(pages.length).toBeGreaterThan(0);
    expect(source).toMatch(/^https:\/\/github\.com\/KevinVandy\/material-react-table\/(issues|pull|discussions)\/\d+$/);
  }
});

const records = recordsFromSources(path.resolve(__dirname, '../../..'));

test('every expected page exists on the site', () => {
  const pages = new Set(records.map((record) => record.url.split('#')[0]));
  expect(queries.flatMap((query) => query.expect).filter((url) => !pages.has(url))).toEqual([]);
});

test('an expected page is in the top three for at least 95 % of the real queries', () => {
  const engine = createSearchEngine(records);
  const result = evaluate(engine, queries);
  if (result.share < 0.95) {
    console.log(
      result.misses
        .map((miss) => `${miss.query} → ${miss.got.join(', ')} (expected ${miss.expect.join(' | ')})`)
        .join('\n'),
    );
  }
  expect(result.share).toBeGreaterThanOrEqual(0.95);
});

test('a reader describing a known defect finds the Known Issues page among the first three pages', () => {
  const engine = createSearchEngine(records);
  const page = '/docs/guides/known-issues';
  const questions = [
    'memoMode new data not showing',
    'select filter crash numbers',
    'updater is not a function',
    'expand all onExpandedChange error',
    'defaultColumn filterVariant not working',
    'localeCompare is not a function',
  ];
  const top = Object.fromEntries(questions.map((query) => [query, pagesFor(engine, query).slice(0, 3)]));
  expect(Object.entries(top).filter(([, pages]) => !pages.includes(page))).toEqual([]);
});
