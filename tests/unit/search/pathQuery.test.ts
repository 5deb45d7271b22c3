import path from 'node:path';
import {createSearchEngine} from '@site/src/search/engine';
import {notFoundQuery, pathQuery, suggestionsOf} from '@site/src/search/pathQuery';
import {recordsFromSources} from '@site/plugins/search-index/sources';

test('the words of a mistyped address, without the section folders every page shares', () => {
  expect(pathQuery('/docs/guides/sortng')).toBe('sortng');
  expect(pathQuery('/docs/guides/column-pining/')).toBe('column pining');
  expect(pathQuery('/mrt/docs/examples/editing_crud.html', '/mrt/')).toBe('editing crud');
  expect(pathQuery('/docs/api/%E0%A4%A')).toBe('');
  expect(pathQuery('/')).toBe('');
});

test('the not-found suggestions come from the search engine, with looser typos: /docs/guides/sortng → Sorting', () => {
  const engine = createSearchEngine(recordsFromSources(path.resolve(__dirname, '../../..')));
  const suggest = (address: string) =>
    suggestionsOf(engine.search(notFoundQuery(pathQuery(address))), 5).map((page) => page.url);
  expect(suggest('/docs/guides/sortng')[0]).toBe('/docs/guides/sorting');
  expect(suggest('/docs/guides/column-pining')[0]).toBe('/docs/guides/column-pinning');
  expect(suggest('/docs/guides/virtualisation')[0]).toBe('/docs/guides/virtualization');
  // a correct word still finds its own page first
  expect(suggest('/docs/guides/sorting')[0]).toBe('/docs/guides/sorting');
  // each suggestion with its page's title, at most as many as asked
  const suggestions = suggestionsOf(engine.search(notFoundQuery('sortng')), 2);
  expect(suggestions).toHaveLength(2);
  expect(suggestions[0]).toEqual({url: '/docs/guides/sorting', title: 'Sorting'});
});
