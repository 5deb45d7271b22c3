import type {AlgoliaRequest, SearchEngine} from './engine';

/** One question from the issue tracker, in the asker's words, and the page(s) of this site that answer it. */
export interface RealQuery {
  query: string;
  /** Page paths (no anchor); the query is answered when any of them is among the first `top` pages. */
  expect: string[];
  /** The issue or discussion the question comes from. */
  source: string;
}

export interface Evaluation {
  total: number;
  found: number;
  share: number;
  misses: Array<{query: string; expect: string[]; got: string[]}>;
}

/** The request DocSearch sends from a current-docs page (contextual facet filters). */
export const DOCSEARCH_REQUEST: AlgoliaRequest = {
  indexName: 'material-react-table',
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

/** Distinct pages of the hits (URL without anchor), in the order DocSearch groups them. */
export function pagesOf(hits: Array<{url: string}>): string[] {
  return [...new Set(hits.map((hit) => hit.url.split('#')[0]))];
}

/** Share of the queries with an expected page among the first `top` pages of the results. */
export function evaluate(engine: SearchEngine, queries: RealQuery[], top = 3): Evaluation {
  const misses: Evaluation['misses'] = [];
  for (const {query, expect} of queries) {
    const got = pagesOf(engine.search({...DOCSEARCH_REQUEST, query}).hits).slice(0, top);
    if (!got.some((url) => expect.includes(url))) misses.push({query, expect, got});
  }
  const found = queries.length - misses.length;
  return {total: queries.length, found, share: queries.length ? found / queries.length : 0, misses};
}
