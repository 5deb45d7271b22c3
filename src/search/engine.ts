import MiniSearch from 'minisearch';
import {words as wordsOf} from './analyze';
import {recordFilter} from './filter';
import {matcherOf, textReader} from './highlight';
import {createQueryRunner, matchedTerms, type WordResults} from './minisearchAdapter';
import {sectionWindow} from './paging';
import {conceptsOf, cachedTerms, searchedWords, typedWords, type Concept} from './queryAnalysis';
import {createRanker, ownHeading, pageOf} from './ranking';
import {TUNING} from './tuning';
import {
  HIERARCHY_LEVELS,
  type PageHit,
  type SearchQuery,
  type SearchRecord,
  type SearchResult,
  type SectionHit,
} from './types';

/**
 * The search engine, over the embedded records: a query in, ranked pages and their best sections out (the plain
 * types of types.ts). MiniSearch (7.2, ~7 KB gzip) finds the records that hold each query word (word forms,
 * camelCase parts, prefix of the word being typed, typos); ranking.ts ranks **pages** by how well their records
 * together answer the query and picks each page's best sections; paging.ts cuts the requested window; highlight.ts
 * finds the words of each shown text that answer the query. This module wires the parts together. It knows
 * nothing of DocSearch: algolia.ts answers DocSearch's requests with it.
 */

export {queryWords} from './queryAnalysis';

/** Matches DocSearch's own input limit (64); longer input is cut, never rejected. */
export const MAX_QUERY_LENGTH = 64;
/** Sections returned when the query names no limit: as many as the search modal shows. */
export const DEFAULT_LIMIT = 20;

export interface SearchEngine {
  search(query: SearchQuery): SearchResult;
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
  const allowedBy = recordFilter(records, pageOf);
  const ranker = createRanker(records);

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

  return {
    size: records.length,
    search(query) {
      const started = performance.now();
      const text = String(query.text ?? '').slice(0, MAX_QUERY_LENGTH);
      const offset = Math.max(0, Number(query.offset ?? 0) || 0);
      const limit = Math.max(0, Number(query.limit ?? DEFAULT_LIMIT) || 0);
      const typed = typedWords(text);
      const searched = searchedWords(typed);
      const concepts = conceptsOf(searched, query.loose === true, known);
      const results = concepts.map(wordResults);
      const stopWordsLeftOut = searched.length < typed.length ? typed.map((word) => word.toLowerCase()) : null;

      // the pages with sections in the window: only theirs are sorted
      const shown: Array<{url: string; score: number; sections: Array<{id: number; score: number}>}> = [];
      let total = 0;
      if (concepts.length > 0) {
        const {ranked, pageRecords} = ranker.rankPages(concepts, results, allowedBy(query.filter));
        const window = sectionWindow(
          ranked.map((page) => page.sections),
          offset,
          limit,
        );
        total = window.total;
        for (const {index, from, to} of window.slices) {
          const {page, key, score} = ranked[index];
          const sections = ranker.bestSections(pageRecords.get(page)!, stopWordsLeftOut).slice(from, to);
          shown.push({url: key, score, sections});
        }
      }
      // the index terms the shown sections matched (fuzzy and prefix expansions included): all a highlight needs
      const shownIds = new Set(shown.flatMap((page) => page.sections.map((section) => section.id)));
      const terms = new Set<string>();
      for (const result of results) {
        result.ids.forEach((id, at) => {
          if (shownIds.has(id)) matchedTerms(result.terms[at]).forEach((term) => terms.add(term));
        });
      }
      const read = textReader(matcherOf(concepts, terms));
      const sectionHit = ({id, score}: {id: number; score: number}): SectionHit => {
        const record = records[id];
        const hierarchy: SectionHit['hierarchy'] = {};
        for (const level of HIERARCHY_LEVELS) {
          const value = record.hierarchy[level];
          if (value !== null) hierarchy[level] = read(value);
        }
        return {record, score, hierarchy, content: record.content === null ? null : read(record.content)};
      };
      const pages = shown.map(({url, score, sections}): PageHit => ({
        url,
        title: records[sections[0].id].hierarchy.lvl1 ?? '',
        score,
        sections: sections.map(sectionHit),
      }));
      return {text, words: concepts.map((concept) => concept.word), total, pages, ms: performance.now() - started};
    },
  };
}
