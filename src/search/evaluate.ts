import type {SearchEngine} from './engine';
import {CURRENT_DOCS} from './filter';

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

/** The pages a reader of the current docs gets for `query`, best first, as the search modal lists them (20 sections). */
export const pagesFor = (engine: SearchEngine, query: string): string[] =>
  engine.search({text: query, filter: CURRENT_DOCS, limit: 20}).pages.map((page) => page.url);

/** Share of the queries with an expected page among the first `top` pages of the results. */
export function evaluate(engine: SearchEngine, queries: RealQuery[], top = 3): Evaluation {
  const misses: Evaluation['misses'] = [];
  for (const {query, expect} of queries) {
    const got = pagesFor(engine, query).slice(0, top);
    if (!got.some((url) => expect.includes(url))) misses.push({query, expect, got});
  }
  const found = queries.length - misses.length;
  return {total: queries.length, found, share: queries.length ? found / queries.length : 0, misses};
}
