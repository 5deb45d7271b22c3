import MiniSearch, {type Query} from 'minisearch';
import {HIERARCHY_LEVELS, type SearchRecord} from './types';
import {camelParts, stemOf, termsOf, WORD, words as wordsOf} from './analyze';
import {alternativesOf} from './names';

/**
 * Answers DocSearch's Algolia queries from the embedded records, in the
 * browser. MiniSearch (7.2, ~7 KB gzip) finds the records that hold each
 * query word (word forms, camelCase parts, prefix of the word being typed,
 * typos); this module ranks **pages** by how well their records together
 * answer the query, then returns each page's best sections in Algolia's
 * response shape: facetFilters, hitsPerPage/page, `_highlightResult` and
 * `_snippetResult`.
 */

/** The part of an Algolia search request DocSearch sends. */
export interface AlgoliaRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: Array<string | string[]> | string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  [key: string]: unknown;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

type PerAttribute<T> = {hierarchy: Record<string, T>; content?: T};

export type AlgoliaHit = SearchRecord & {
  _highlightResult: PerAttribute<HighlightResult>;
  _snippetResult: PerAttribute<SnippetResult>;
  _rankingInfo?: {score: number};
};

export interface AlgoliaResponse {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

/** Matches DocSearch's own input limit (64); longer input is cut, never rejected. */
export const MAX_QUERY_LENGTH = 64;

/** Field boosts: page titles above section headings above body text. */
const BOOST = {title: 8, heading: 4, content: 1} as const;
/** Record-type boosts: a page's title record leads its group, text records trail. */
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl0: 3,
  lvl1: 3,
  lvl2: 1.5,
  lvl3: 1.4,
  lvl4: 1.3,
  lvl5: 1.2,
  lvl6: 1.2,
  content: 1,
};
/** Distinct sections (URLs) shown per page: DocSearch shows 5 of them narrow, 10 wide. */
export const MAX_HITS_PER_PAGE = 10;

const allWords = (query: string): string[] => [...new Set(wordsOf(query).map((word) => word.toLowerCase()))];

/**
 * Words that carry no meaning in a question ("how do I not …"). A query drops
 * them when it has other words; a query made only of them still searches
 * them. Only plain lowercase words: an option name (`enableHiding`) or a
 * camelCase word is never dropped, so names stay intact.
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'can',
  'could',
  'do',
  'does',
  'doing',
  'for',
  'from',
  'get',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'not',
  'no',
  'of',
  'on',
  'or',
  'should',
  'so',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'this',
  'to',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
  'want',
  'way',
  'working',
  'work',
  'works',
  'possible',
  'anyone',
  'please',
]);

/** The words to search for: `typed` without stop words, unless it has nothing else. */
function searchedWords(typed: string[]): string[] {
  const meaningful = typed.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return meaningful.length > 0 ? meaningful : typed;
}

/** The query's distinct words, lowercased, without stop words unless it has nothing else. */
export function queryWords(query: string): string[] {
  return searchedWords(allWords(query));
}

/**
 * One query word and the index terms that answer it: its stem (any word
 * form), the word as typed (prefix while it is the word being typed, typos
 * when long enough), its camelCase parts together, and the current names of
 * an old option name (V2 → V3) or a hand-written synonym.
 */
interface Concept {
  word: string;
  /** Identifies the query below (for the cache of recent word results). */
  key: string;
  query: Query;
  /** Stems and lowercased forms that count as this word when highlighting. */
  terms: Set<string>;
}

function conceptOf(word: string, last: boolean, loose: boolean, known: (term: string) => boolean): Concept {
  const lower = word.toLowerCase();
  const stem = stemOf(lower);
  const terms = new Set([lower, stem]);
  // typos only for words the index does not know (a known word is not a typo), or for a mistyped URL
  const typo = loose
    ? lower.length >= 8
      ? 2
      : lower.length >= 4 && 1
    : !known(lower) && !known(stem) && lower.length >= 5 && 0.2;
  const queries: Query[] = [{queries: [stem], prefix: false, fuzzy: false}];
  // the word as typed: a prefix while it is the word being typed (as Algolia's prefixLast), or a typo
  const prefix = last && lower.length >= 2;
  if (prefix || typo) queries.push({queries: [lower], prefix, fuzzy: typo});
  const parts = camelParts(word);
  if (parts.length > 1) {
    const partStems = parts.map((part) => stemOf(part.toLowerCase()));
    partStems.forEach((part) => terms.add(part));
    queries.push({combineWith: 'AND', queries: partStems, prefix: false, fuzzy: false});
  }
  for (const alternative of alternativesOf(lower)) {
    const alternativeTerms = termsOf(alternative);
    alternativeTerms.forEach((term) => terms.add(term));
    queries.push({queries: [alternative.toLowerCase()], prefix: false, fuzzy: false});
  }
  return {word: lower, key: `${word} ${prefix} ${typo}`, query: {combineWith: 'OR', queries}, terms};
}

/**
 * How a page answers a query. Each query word gets its best record score on
 * the page (plus a little for further records), weighted by how rare the
 * word is among pages; the sum is scaled by the weighted share of words the
 * page covers (cubed: covering every word matters most) and raised when one
 * record, or one section, holds all the words the page covers.
 */
const COVERAGE_POWER = 3;
const SAME_RECORD_BONUS = 1.35;
const SAME_SECTION_BONUS = 1.15;
/** Damps the rarity weights (1: plain inverse page frequency). */
const WEIGHT_POWER = 0.3;
/** A page whose title holds the query's words is raised by up to this factor (all words in the title). */
const TITLE_BONUS = 0.5;
/** The best pages checked for query words side by side, and the most a page gains (every pair side by side). */
const PHRASE_PAGES = 25;
/** Records per page checked for words side by side (the page's best ones). */
const PHRASE_RECORDS = 4;
/** Records holding more of the query words first, then by score. */
const bySections = (
  a: {id: number; covered: number; score: number},
  b: {id: number; covered: number; score: number},
): number => b.covered - a.covered || b.score - a.score || a.id - b.id;
const PHRASE_BONUS = 1;

/** How many pairs of consecutive query words stand side by side, in order, in the record's own text. */
function adjacentPairs(record: SearchRecord, concepts: Concept[], starts: Set<string>): number {
  let best = 0;
  const own =
    record.type === 'content'
      ? record.content
      : record.type === 'lvl1' || record.type === 'lvl0'
        ? record.hierarchy.lvl1
        : ownHeading(record);
  if (!own) return 0;
  const conceptsOf = wordsOf(own).map((word) => {
    if (!mayMatch(word.toLowerCase(), word, starts)) return 0;
    const terms = cachedTerms(word);
    let mask = 0;
    concepts.forEach((concept, index) => {
      if (terms.some((term) => concept.terms.has(term))) mask |= 1 << index;
    });
    return mask;
  });
  const found = new Set<number>();
  for (let at = 0; at + 1 < conceptsOf.length; at += 1) {
    for (let index = 0; index + 1 < concepts.length; index += 1) {
      if (conceptsOf[at] & (1 << index) && conceptsOf[at + 1] & (1 << (index + 1))) found.add(index);
    }
  }
  best = found.size;
  return best;
}

/** How many query words' results are kept for the next keystrokes. */
const RECENT_WORDS = 64;
/** Pages covering less than this share of the best page's coverage are left out. */
const MIN_RELATIVE_COVERAGE = 0.6;

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

function ownHeading(record: SearchRecord): string {
  if (record.type === 'content' || record.type === 'lvl0' || record.type === 'lvl1') return '';
  return record.hierarchy[record.type] ?? '';
}

/** `[["a:1","a:2"], "b:3"]` → AND of ORs, as Algolia reads facetFilters. */
function facetPredicate(facetFilters: AlgoliaRequest['facetFilters']): (record: SearchRecord) => boolean {
  if (!facetFilters || (Array.isArray(facetFilters) && facetFilters.length === 0)) return () => true;
  const groups = (Array.isArray(facetFilters) ? facetFilters : [facetFilters]).map((group) =>
    (Array.isArray(group) ? group : [group]).map((filter) => {
      const separator = filter.indexOf(':');
      const negated = filter.startsWith('-');
      return {
        attribute: filter.slice(negated ? 1 : 0, separator),
        value: filter.slice(separator + 1),
        negated,
      };
    }),
  );
  return (record) =>
    groups.every((group) =>
      group.some(({attribute, value, negated}) => {
        const actual = (record as unknown as Record<string, unknown>)[attribute];
        return negated ? actual !== value : actual === value;
      }),
    );
}

interface Matcher {
  /** The searched words and the terms that count as each. */
  concepts: Array<{word: string; terms: Set<string>}>;
  /** First three letters (two for two-letter terms) of every concept term: a plain word starting otherwise cannot match one. */
  starts: Set<string>;
  /** Index terms the engine matched (fuzzy and prefix expansions included). */
  terms: Set<string>;
}

const termsCache = new Map<string, string[]>();
function cachedTerms(word: string): string[] {
  let terms = termsCache.get(word);
  if (!terms) {
    terms = termsOf(word);
    if (termsCache.size > 20000) termsCache.clear();
    termsCache.set(word, terms);
  }
  return terms;
}

/** The starts a plain word must have to match a term (see `Matcher.starts`). */
const startsOf = (terms: Iterable<string>): Set<string> => new Set([...terms].map((term) => term.slice(0, 3)));
/** Whether `word` can match a term starting with one of `starts`: camelCase words always can (by their parts). */
const mayMatch = (lower: string, word: string, starts: Set<string>): boolean =>
  starts.has(lower.slice(0, 3)) || starts.has(lower.slice(0, 2)) || /\p{Lu}/u.test(word.slice(1));

/** Length of the highlighted part of `word`, and which query word it answers. */
function matchWord(word: string, matcher: Matcher): {length: number; queryWord: string} | null {
  const lower = word.toLowerCase();
  let best: {length: number; queryWord: string} | null = null;
  for (const {word: queryWord} of matcher.concepts) {
    if (lower === queryWord) return {length: word.length, queryWord};
    if (lower.startsWith(queryWord) && (!best || queryWord.length > best.length))
      best = {length: queryWord.length, queryWord};
  }
  if (best) return best;
  // a stem keeps its word's first letters; camelCase words are checked part by part
  if (!mayMatch(lower, word, matcher.starts))
    return matcher.terms.has(lower) ? {length: word.length, queryWord: matcher.concepts[0]?.word ?? lower} : null;
  const terms = cachedTerms(word);
  for (const concept of matcher.concepts) {
    if (terms.some((term) => concept.terms.has(term))) return {length: word.length, queryWord: concept.word};
  }
  if (matcher.terms.has(lower)) {
    // a fuzzy match: credit the closest query word
    return {length: word.length, queryWord: matcher.concepts[0]?.word ?? lower};
  }
  return null;
}

/** One matched word: its position among the words, where it starts, and how much of it is marked. */
interface WordHit {
  word: number;
  start: number;
  length: number;
}

/** A text read once: where each word starts, which words match, and which query words they answer. */
interface Analysed {
  text: string;
  starts: number[];
  hits: WordHit[];
  matchedWords: string[];
  matchLevel: HighlightResult['matchLevel'];
}

function analyse(text: string, matcher: Matcher): Analysed {
  const starts: number[] = [];
  const hits: WordHit[] = [];
  const matched = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    const hit = matchWord(match[0], matcher);
    if (hit) {
      hits.push({word: starts.length, start, length: hit.length});
      matched.add(hit.queryWord);
    }
    starts.push(start);
  }
  const matchedWords = [...matched];
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length >= matcher.concepts.length ? 'full' : 'partial';
  return {text, starts, hits, matchedWords, matchLevel};
}

/** Escapes the text of words `from`..`to` (exclusive) and wraps the matched parts in the highlight tags. */
function render(analysed: Analysed, pre: string, post: string, from = 0, to = Infinity): string {
  const {text, starts, hits} = analysed;
  let last = from === 0 ? 0 : starts[from];
  const end = to >= starts.length ? text.length : starts[to];
  let html = '';
  for (const hit of hits) {
    if (hit.word < from) continue;
    if (hit.word >= to) break;
    html +=
      escapeHtml(text.slice(last, hit.start)) + pre + escapeHtml(text.slice(hit.start, hit.start + hit.length)) + post;
    last = hit.start + hit.length;
  }
  return html + escapeHtml(text.slice(last, end));
}

function highlight(analysed: Analysed, pre: string, post: string): HighlightResult {
  const {text, matchLevel, matchedWords, hits, starts} = analysed;
  // fully highlighted: every character of the text sits inside a mark
  const fullyHighlighted =
    matchLevel === 'full' &&
    hits.length === starts.length &&
    hits.reduce((sum, hit) => sum + hit.length, 0) === text.length;
  return {value: render(analysed, pre, post), matchLevel, matchedWords, fullyHighlighted};
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
function snippet(analysed: Analysed, pre: string, post: string, words: number, ellipsis: string): SnippetResult {
  const {starts, hits, matchLevel} = analysed;
  if (starts.length <= words) return {value: render(analysed, pre, post), matchLevel};
  const first = hits.length > 0 ? hits[0].word : -1;
  const from = Math.max(0, Math.min(first < 0 ? 0 : first - 2, starts.length - words));
  const to = from + words;
  const cut = render(analysed, pre, post, from, to).trim();
  return {value: `${from > 0 ? ellipsis : ''}${cut}${to < starts.length ? ellipsis : ''}`, matchLevel};
}

function snippetWords(attributesToSnippet: string[] | undefined, attribute: string): number {
  const entry = attributesToSnippet?.find((item) => item.split(':')[0] === attribute);
  const words = entry ? Number(entry.split(':')[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : 15;
}

export interface SearchOptions {
  /** Looser typo matching (two edits from four letters on), for text that was not typed as a query: a mistyped URL. */
  loose?: boolean;
}

export interface SearchEngine {
  search(request: AlgoliaRequest, options?: SearchOptions): AlgoliaResponse;
  readonly size: number;
}

/** The records answering one query word: ids, scores and the index terms each matched (read when shown). */
interface WordResults {
  ids: number[];
  scores: number[];
  terms: Array<string[] | Record<string, string[]>>;
}

/** At most this many query words are searched (one bit each in the masks below). */
const MAX_CONCEPTS = 16;

const bits = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
};

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
  const pageOf = (record: SearchRecord): string => record.url.split('#')[0];
  const typeBoost = records.map((record) => TYPE_BOOST[record.type]);
  /** Numbers for pages and sections (a URL with its anchor): records point at theirs. */
  const numbering = (keys: string[]): {numbers: Int32Array; names: string[]} => {
    const names: string[] = [];
    const seen = new Map<string, number>();
    const numbers = Int32Array.from(keys, (key) => {
      let number = seen.get(key);
      if (number === undefined) {
        number = names.length;
        seen.set(key, number);
        names.push(key);
      }
      return number;
    });
    return {numbers, names};
  };
  const {numbers: recordPage, names: pageKeys} = numbering(records.map(pageOf));
  const {numbers: recordSection, names: sectionKeys} = numbering(records.map((record) => record.url));
  /** Each page's title terms (all word forms and camelCase parts). */
  const pageTitleTerms: Array<Set<string>> = pageKeys.map(() => new Set());
  records.forEach((record, id) => {
    const terms = pageTitleTerms[recordPage[id]];
    if (terms.size === 0)
      for (const word of wordsOf(record.hierarchy.lvl1 ?? '')) cachedTerms(word).forEach((term) => terms.add(term));
  });
  const sectionPage = new Int32Array(sectionKeys.length);
  records.forEach((_, id) => {
    sectionPage[recordSection[id]] = recordPage[id];
  });
  // per-query scratch space, reset after each query through the touched lists
  const recordMask = new Int32Array(records.length);
  const recordScore = new Float64Array(records.length);
  const sectionMask = new Int32Array(sectionKeys.length);
  const pageMask = new Int32Array(pageKeys.length);
  const pageBest = new Float64Array(pageKeys.length * MAX_CONCEPTS);
  const pageSum = new Float64Array(pageKeys.length * MAX_CONCEPTS);
  const pageWhole = new Float64Array(pageKeys.length);
  const pageSections = new Int32Array(pageKeys.length);
  // each distinct facetFilters value is checked against every record once; later queries look the answer up
  const allowedByFilters = new Map<string, {ids: Set<number> | null; pages: number}>();
  const allowedIds = (facetFilters: AlgoliaRequest['facetFilters']): {ids: Set<number> | null; pages: number} => {
    const key = JSON.stringify(facetFilters ?? null);
    if (!allowedByFilters.has(key)) {
      const predicate = facetPredicate(facetFilters);
      const passing = records.filter(predicate);
      const allowed = new Set(records.flatMap((record, position) => (predicate(record) ? [position] : [])));
      const pages = new Set(passing.map(pageOf)).size;
      // null: every record passes, so the search needs no filter at all
      allowedByFilters.set(key, {ids: allowed.size === records.length ? null : allowed, pages});
    }
    return allowedByFilters.get(key)!;
  };

  /**
   * The records answering one query word. Typing re-runs the earlier words of
   * the query on every keystroke, and questions share words ("row",
   * "column"): the results of the last words searched are kept.
   */
  const recentWords = new Map<string, WordResults>();
  const searchOptions = {boost: BOOST, maxFuzzy: 2, boostDocument: (id: unknown) => typeBoost[id as number]};
  // MiniSearch's search() wraps every matching record in a result object and sorts them all; the ranking
  // here needs neither, so it reads the matches straight from the query it runs (MiniSearch 7.2's executeQuery)
  const internal = miniSearch as unknown as {
    executeQuery?: (
      query: Query,
      options: object,
    ) => Map<number, {score: number; terms: string[]; match: Record<string, string[]>}>;
    _documentIds?: Map<number, unknown>;
  };
  const direct = typeof internal.executeQuery === 'function' && internal._documentIds instanceof Map;
  const runWord = (concept: Concept): WordResults => {
    if (!direct) {
      const results = miniSearch.search(concept.query, searchOptions);
      return {
        ids: results.map((result) => result.id as number),
        scores: results.map((result) => result.score),
        terms: results.map((result) => result.terms),
      };
    }
    const raw = internal.executeQuery!(concept.query, searchOptions);
    const ids: number[] = [];
    const scores: number[] = [];
    const terms: Array<Record<string, string[]>> = [];
    for (const [shortId, {score, terms: queryTerms, match}] of raw) {
      ids.push(internal._documentIds!.get(shortId) as number);
      // as search() does: a record matching more of the query's terms scores more
      scores.push(score * (queryTerms.length || 1));
      terms.push(match);
    }
    return {ids, scores, terms};
  };
  const wordResults = (concept: Concept): WordResults => {
    let results = recentWords.get(concept.key);
    if (results) {
      recentWords.delete(concept.key); // most recent last
    } else {
      results = runWord(concept);
      if (recentWords.size >= RECENT_WORDS) recentWords.delete(recentWords.keys().next().value!);
    }
    recentWords.set(concept.key, results);
    return results;
  };

  /**
   * Pages ranked by how well their records together answer the concepts, best
   * first, with the records each page matched (by page number).
   */
  const rankPages = (concepts: Concept[], allowed: {ids: Set<number> | null; pages: number}) => {
    const count = concepts.length;
    const touchedRecords: number[] = [];
    const touchedSections: number[] = [];
    const touchedPages: number[] = [];
    const pagesPerConcept = new Array<number>(count).fill(0);
    const ids = allowed.ids;
    concepts.forEach((concept, index) => {
      const bit = 1 << index;
      const results = wordResults(concept);
      for (let at = 0; at < results.ids.length; at += 1) {
        const id = results.ids[at];
        if (ids && !ids.has(id)) continue;
        const score = results.scores[at];
        const page = recordPage[id];
        if (pageMask[page] === 0) touchedPages.push(page);
        if ((pageMask[page] & bit) === 0) pagesPerConcept[index] += 1;
        pageMask[page] |= bit;
        const slot = page * MAX_CONCEPTS + index;
        if (score > pageBest[slot]) pageBest[slot] = score;
        pageSum[slot] += score;
        if (recordMask[id] === 0) touchedRecords.push(id);
        recordMask[id] |= bit;
        recordScore[id] += score;
        const section = recordSection[id];
        if (sectionMask[section] === 0) {
          touchedSections.push(section);
          pageSections[page] += 1;
        }
        sectionMask[section] |= bit;
      }
    });
    // one record, or else one section, holding every word its page covers
    for (const id of touchedRecords) {
      const page = recordPage[id];
      if (recordMask[id] === pageMask[page]) pageWhole[page] = SAME_RECORD_BONUS;
    }
    for (const section of touchedSections) {
      const page = sectionPage[section];
      if (sectionMask[section] === pageMask[page] && pageWhole[page] === 0) pageWhole[page] = SAME_SECTION_BONUS;
    }
    // rarer words weigh more: log(1 + pages / pages holding the word), damped so one rare word cannot outweigh the rest
    const weights = pagesPerConcept.map((holding) =>
      holding ? Math.log(1 + allowed.pages / holding) ** WEIGHT_POWER : 0,
    );
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    let bestCoverage = 0;
    const scored = touchedPages.map((page) => {
      let score = 0;
      let covered = 0;
      for (let index = 0; index < count; index += 1) {
        const slot = page * MAX_CONCEPTS + index;
        const best = pageBest[slot];
        if (best === 0) continue;
        covered += weights[index];
        score += weights[index] * (best + 0.2 * Math.min(pageSum[slot] - best, best));
      }
      const coverage = covered / totalWeight;
      bestCoverage = Math.max(bestCoverage, coverage);
      const proximity = bits(pageMask[page]) > 1 && pageWhole[page] > 0 ? pageWhole[page] : 1;
      const titleTerms = pageTitleTerms[page];
      const inTitle =
        concepts.filter((concept) => [...concept.terms].some((term) => titleTerms.has(term))).length / count;
      return {
        page,
        key: pageKeys[page],
        score: score * coverage ** COVERAGE_POWER * proximity * (1 + TITLE_BONUS * inTitle),
        coverage,
        sections: Math.min(pageSections[page], MAX_HITS_PER_PAGE),
      };
    });
    const ranked = scored
      .filter((page) => page.coverage >= bestCoverage * MIN_RELATIVE_COVERAGE - 1e-9)
      .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
    // each ranked page's records, with their masks and scores, before the scratch space is reset
    const shownPages = new Set(ranked.map((page) => page.page));
    const pageRecords = new Map<number, Array<{id: number; covered: number; score: number}>>();
    for (const id of touchedRecords) {
      const page = recordPage[id];
      if (!shownPages.has(page)) continue;
      let list = pageRecords.get(page);
      if (!list) pageRecords.set(page, (list = []));
      list.push({id, covered: bits(recordMask[id]), score: recordScore[id]});
    }
    // terms close together: the best pages gain when consecutive query words stand side by side in one of
    // their best records (title, heading or text)
    if (count > 1) {
      const starts = startsOf(concepts.flatMap((concept) => [...concept.terms]));
      for (const page of ranked.slice(0, PHRASE_PAGES)) {
        const list = pageRecords.get(page.page)!;
        list.sort(bySections);
        let pairs = 0;
        for (const entry of list.slice(0, PHRASE_RECORDS)) {
          if (entry.covered > 1) pairs = Math.max(pairs, adjacentPairs(records[entry.id], concepts, starts));
        }
        page.score *= 1 + (PHRASE_BONUS * pairs) / (count - 1);
      }
      ranked.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
    }
    for (const id of touchedRecords) {
      recordMask[id] = 0;
      recordScore[id] = 0;
    }
    for (const section of touchedSections) sectionMask[section] = 0;
    for (const page of touchedPages) {
      pageMask[page] = 0;
      pageWhole[page] = 0;
      pageSections[page] = 0;
      pageBest.fill(0, page * MAX_CONCEPTS, page * MAX_CONCEPTS + count);
      pageSum.fill(0, page * MAX_CONCEPTS, page * MAX_CONCEPTS + count);
    }
    return {ranked, pageRecords};
  };

  /**
   * A page's best sections: one record per URL, records holding more of the
   * words first. When stop words were left out of the search, a record whose
   * own heading or title holds every typed word, stop words included, leads.
   */
  const bestSections = (
    list: Array<{id: number; covered: number; score: number}>,
    typed: string[] | null,
  ): Array<{id: number; score: number}> => {
    list.sort(bySections);
    if (typed) {
      const holdsAll = (id: number): boolean => {
        const record = records[id];
        const own = new Set(
          wordsOf(ownHeading(record) || record.hierarchy.lvl1 || '').map((word) => word.toLowerCase()),
        );
        return typed.every((word) => own.has(word));
      };
      const whole = list.filter((entry) => holdsAll(entry.id));
      if (whole.length > 0) list = [...whole, ...list.filter((entry) => !whole.includes(entry))];
    }
    const seen = new Set<number>();
    const shown: Array<{id: number; score: number}> = [];
    for (const entry of list) {
      const section = recordSection[entry.id];
      if (seen.has(section)) continue;
      seen.add(section);
      shown.push(entry);
      if (shown.length === MAX_HITS_PER_PAGE) break;
    }
    return shown;
  };

  return {
    size: records.length,
    search(request, options = {}) {
      const started = performance.now();
      const query = String(request.query ?? '').slice(0, MAX_QUERY_LENGTH);
      const hitsPerPage = Math.max(1, Math.min(1000, Number(request.hitsPerPage ?? 20) || 20));
      const page = Math.max(0, Number(request.page ?? 0) || 0);
      const pre = request.highlightPreTag ?? '<em>';
      const post = request.highlightPostTag ?? '</em>';
      const ellipsis = request.snippetEllipsisText ?? '…';
      // keep the case as typed: camelCase words split into their parts
      const typedWords = [...new Map(wordsOf(query).map((word) => [word.toLowerCase(), word])).values()];
      const searched = searchedWords(typedWords);

      const concepts = searched
        .slice(0, MAX_CONCEPTS)
        .map((word, index, list) => conceptOf(word, index === list.length - 1, options.loose === true, known));
      const allowed = allowedIds(request.facetFilters);
      const stopWordsLeftOut =
        searched.length < typedWords.length ? typedWords.map((word) => word.toLowerCase()) : null;

      // hits in page order; only the pages up to the requested slice get their sections sorted
      const shown: Array<{id: number; score: number}> = [];
      let nbHits = 0;
      if (concepts.length > 0) {
        const {ranked, pageRecords} = rankPages(concepts, allowed);
        const from = page * hitsPerPage;
        const to = from + hitsPerPage;
        for (const match of ranked) {
          if (nbHits < to) {
            const sections = bestSections(pageRecords.get(match.page)!, stopWordsLeftOut);
            for (const [offset, entry] of sections.entries()) {
              if (nbHits + offset >= from && nbHits + offset < to) shown.push(entry);
            }
            nbHits += sections.length;
          } else {
            nbHits += match.sections;
          }
        }
      }
      // the index terms the shown hits matched (fuzzy and prefix expansions included): all a highlight needs
      const shownIds = new Set(shown.map((entry) => entry.id));
      const matchedTerms = new Set<string>();
      for (const concept of concepts) {
        const results = wordResults(concept);
        results.ids.forEach((id, at) => {
          if (!shownIds.has(id)) return;
          const terms = results.terms[at];
          (Array.isArray(terms) ? terms : Object.keys(terms)).forEach((term) => matchedTerms.add(term));
        });
      }
      const matcher: Matcher = {
        concepts,
        starts: startsOf(concepts.flatMap((concept) => [...concept.terms])),
        terms: matchedTerms,
      };
      // page titles and headings repeat across hits: read each distinct text once per query
      const analysedTexts = new Map<string, Analysed>();
      const read = (text: string): Analysed => {
        let analysed = analysedTexts.get(text);
        if (!analysed) {
          analysed = analyse(text, matcher);
          analysedTexts.set(text, analysed);
        }
        return analysed;
      };
      const hits = shown.map(({id, score}): AlgoliaHit => {
        const record = records[id];
        const highlightHierarchy: Record<string, HighlightResult> = {};
        const snippetHierarchy: Record<string, SnippetResult> = {};
        for (const level of HIERARCHY_LEVELS) {
          const value = record.hierarchy[level];
          if (value === null) continue;
          const analysed = read(value);
          highlightHierarchy[level] = highlight(analysed, pre, post);
          snippetHierarchy[level] = snippet(
            analysed,
            pre,
            post,
            snippetWords(request.attributesToSnippet, `hierarchy.${level}`),
            ellipsis,
          );
        }
        const hit: AlgoliaHit = {
          ...record,
          hierarchy: {...record.hierarchy},
          _highlightResult: {hierarchy: highlightHierarchy},
          _snippetResult: {hierarchy: snippetHierarchy},
          _rankingInfo: {score},
        };
        if (record.content !== null) {
          const analysed = read(record.content);
          // the whole text marked up: DocSearch shows only the snippet, so it is built when first read
          let contentHighlight: HighlightResult | undefined;
          Object.defineProperty(hit._highlightResult, 'content', {
            enumerable: true,
            configurable: true,
            get: () => (contentHighlight ??= highlight(analysed, pre, post)),
          });
          hit._snippetResult.content = snippet(
            analysed,
            pre,
            post,
            snippetWords(request.attributesToSnippet, 'content'),
            ellipsis,
          );
        }
        return hit;
      });
      return {
        hits,
        nbHits,
        page,
        nbPages: Math.ceil(nbHits / hitsPerPage),
        hitsPerPage,
        exhaustiveNbHits: true,
        processingTimeMS: Math.round(performance.now() - started),
        query,
        params: `query=${encodeURIComponent(query)}&hitsPerPage=${hitsPerPage}`,
        index: request.indexName ?? 'local',
      };
    },
  };
}
