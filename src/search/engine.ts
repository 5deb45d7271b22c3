import MiniSearch from 'minisearch';
import {
  algoliaResponse,
  facetFilter,
  pageSlice,
  readRequest,
  shapeHit,
  type AlgoliaRequest,
  type AlgoliaResponse,
} from './algolia';
import {words as wordsOf} from './analyze';
import {matcherOf, textReader} from './highlight';
import {createQueryRunner, matchedTerms, type WordResults} from './minisearchAdapter';
import {conceptsOf, cachedTerms, searchedWords, typedWords, type Concept} from './queryAnalysis';
import {createRanker, ownHeading, pageOf} from './ranking';
import {TUNING} from './tuning';
import type {SearchRecord} from './types';

/**
 * Answers DocSearch's Algolia queries from the embedded records, in the
 * browser. MiniSearch (7.2, ~7 KB gzip) finds the records that hold each
 * query word (word forms, camelCase parts, prefix of the word being typed,
 * typos); ranking.ts ranks **pages** by how well their records together
 * answer the query, and algolia.ts returns each page's best sections in
 * Algolia's response shape. This module wires the parts together.
 */

export type {AlgoliaHit, AlgoliaRequest, AlgoliaResponse} from './algolia';
export type {HighlightResult, SnippetResult} from './types';
export {MAX_HITS_PER_PAGE, MAX_QUERY_LENGTH} from './algolia';
export {queryWords} from './queryAnalysis';

export interface SearchOptions {
  /** Looser typo matching (two edits from four letters on), for text that was not typed as a query: a mistyped URL. */
  loose?: boolean;
}

export interface SearchEngine {
  search(request: AlgoliaRequest, options?: SearchOptions): AlgoliaResponse;
  readonly size: number;
}

export function createSearchEngine(records: SearchRecord[]): SearchEngine {
  const vocabulary = new Set<string>();
  const known = (term: string): boolean => vocabulary.has(term);
  const miniSearch = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: ['title', 'heading', 'content'],
    storeFields: [],
    tokenize: wordsOf,
    processTerm: (term) => {
      const terms = cachedTerms(term);
      terms.forEach((indexed) => vocabulary.add(indexed));
      return terms;
    },
    searchOptions: {tokenize: (text) => text.split(' '), processTerm: (term) => term},
    extractField: (record, field) => {
      switch (field) {
        case 'objectID':
          return record.objectID;
        // the page title lives on the page's title record only, a heading on its own record: pages are
        // ranked from all their records together, so repeating them on every record would only add work
        case 'title':
          return record.type === 'lvl1' || record.type === 'lvl0' ? (record.hierarchy.lvl1 ?? '') : '';
        case 'heading':
          return ownHeading(record);
        case 'content':
          return record.content ?? '';
        default:
          return '';
      }
    },
  });
  // MiniSearch ids are the records' positions: results index straight into these arrays
  miniSearch.addAll(records.map((record, position) => ({...record, objectID: position as unknown as string})));
  const typeBoost = records.map((record) => TUNING.typeBoost[record.type]);
  const runner = createQueryRunner(miniSearch, {
    boost: TUNING.fieldBoost,
    maxFuzzy: TUNING.maxFuzzy,
    boostDocument: (id: unknown) => typeBoost[id as number],
  });
  const allowedIds = facetFilter(records, pageOf);

  /**
   * The records answering one query word. Typing re-runs the earlier words of
   * the query on every keystroke, and questions share words ("row",
   * "column"): the results of the last words searched are kept.
   */
  const recentWords = new Map<string, WordResults>();
  const wordResults = (concept: Concept): WordResults => {
    let results = recentWords.get(concept.key);
    if (results) {
      recentWords.delete(concept.key); // most recent last
    } else {
      results = runner.run(concept.query);
      if (recentWords.size >= TUNING.recentWords) recentWords.delete(recentWords.keys().next().value!);
    }
    recentWords.set(concept.key, results);
    return results;
  };
  const ranker = createRanker(records, wordResults);

  return {
    size: records.length,
    search(request, options = {}) {
      const started = performance.now();
      const params = readRequest(request);
      const typed = typedWords(params.query);
      const searched = searchedWords(typed);
      const concepts = conceptsOf(searched, options.loose === true, known);
      const allowed = allowedIds(request.facetFilters);
      const stopWordsLeftOut = searched.length < typed.length ? typed.map((word) => word.toLowerCase()) : null;

      // hits in page order; only the pages up to the requested slice get their sections sorted
      let shown: Array<{id: number; score: number}> = [];
      let nbHits = 0;
      if (concepts.length > 0) {
        const {ranked, pageRecords} = ranker.rankPages(concepts, allowed);
        const sectionsOf = (match: {page: number}) =>
          ranker.bestSections(pageRecords.get(match.page)!, stopWordsLeftOut);
        ({shown, nbHits} = pageSlice(ranked, sectionsOf, params));
      }
      // the index terms the shown hits matched (fuzzy and prefix expansions included): all a highlight needs
      const shownIds = new Set(shown.map((entry) => entry.id));
      const terms = new Set<string>();
      for (const concept of concepts) {
        const results = wordResults(concept);
        results.ids.forEach((id, at) => {
          if (shownIds.has(id)) matchedTerms(results.terms[at]).forEach((term) => terms.add(term));
        });
      }
      const read = textReader(matcherOf(concepts, terms));
      const hits = shown.map(({id, score}) => shapeHit(records[id], score, read, params));
      return algoliaResponse(hits, nbHits, params, started);
    },
  };
}
