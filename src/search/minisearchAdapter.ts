import type MiniSearch from 'minisearch';
import type {Query, SearchOptions} from 'minisearch';

/**
 * The only module that reads MiniSearch's private members (see plugins/PATCHES.md, "minisearch").
 * MiniSearch's `search()` wraps every matching document in a result object and sorts them all; the ranking needs
 * neither, so this reads the matches straight from the query MiniSearch runs (7.2's `executeQuery`), and falls
 * back to `search()` (same ids and scores, slower) when those members are gone.
 * tests/unit/search/minisearchAdapter.test.ts checks the members and both paths.
 */

/** The documents answering one query: ids, scores and the index terms each matched (read only when shown). */
export interface WordResults {
  ids: number[];
  scores: number[];
  /** The fast path gives MiniSearch's `match` (term → fields), the fallback the matched terms themselves. */
  terms: Array<string[] | Record<string, string[]>>;
}

/** One raw match of MiniSearch 7.2's `executeQuery`, keyed by the document's short id. */
export interface RawMatch {
  score: number;
  /** The query terms matched: `search()` multiplies the score by their number. */
  terms: string[];
  /** Index term → the fields it matched in. */
  match: Record<string, string[]>;
}

/** MiniSearch 7.2's private members the fast path reads (each may be missing in another version). */
export interface MiniSearchInternals {
  executeQuery?: (query: Query, searchOptions?: SearchOptions) => Map<number, RawMatch>;
  /** Short id → the document's own id. */
  _documentIds?: Map<number, unknown>;
}

/** The private members of `miniSearch`, typed as the fast path expects them (for this module and its test). */
export const internalsOf = <T>(miniSearch: MiniSearch<T>): MiniSearchInternals =>
  miniSearch as unknown as MiniSearchInternals;

/** The index terms a result matched, whichever path produced it. */
export const matchedTerms = (terms: WordResults['terms'][number]): string[] =>
  Array.isArray(terms) ? terms : Object.keys(terms);

export interface QueryRunner {
  /** Runs one query; document ids must be numbers (the engine uses record positions). */
  run(query: Query): WordResults;
  /** Whether the fast path (private members) is used. */
  readonly direct: boolean;
}

/** Runs queries on `miniSearch` with `searchOptions`, through its private members when they are there. */
export function createQueryRunner<T>(miniSearch: MiniSearch<T>, searchOptions: SearchOptions): QueryRunner {
  const internal = internalsOf(miniSearch);
  const direct = typeof internal.executeQuery === 'function' && internal._documentIds instanceof Map;
  if (!direct) {
    return {
      direct,
      run(query) {
        const results = miniSearch.search(query, searchOptions);
        return {
          ids: results.map((result) => result.id as number),
          scores: results.map((result) => result.score),
          terms: results.map((result) => result.terms),
        };
      },
    };
  }
  return {
    direct,
    run(query) {
      // read on every query: MiniSearch replaces the id map when it is emptied (removeAll)
      const raw = internal.executeQuery!(query, searchOptions);
      const documentIds = internal._documentIds!;
      const ids: number[] = [];
      const scores: number[] = [];
      const terms: Array<Record<string, string[]>> = [];
      for (const [shortId, {score, terms: queryTerms, match}] of raw) {
        ids.push(documentIds.get(shortId) as number);
        // as search() does: a document matching more of the query's terms scores more
        scores.push(score * (queryTerms.length || 1));
        terms.push(match);
      }
      return {ids, scores, terms};
    },
  };
}
