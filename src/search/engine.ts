import MiniSearch, {type SearchResult} from 'minisearch';
import {HIERARCHY_LEVELS, type SearchRecord} from './types';

/**
 * Answers DocSearch's Algolia queries from the embedded records, in the
 * browser. MiniSearch (7.2, ~7 KB gzip) gives prefix and fuzzy matching and
 * per-field boosts; this module adds Algolia's request/response shape:
 * facetFilters, hitsPerPage/page, `_highlightResult` and `_snippetResult`.
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
const BOOST = {title: 8, heading: 4, path: 1.5, content: 1} as const;
/** Record-type boosts: a page's title record leads its group, text records trail. */
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl0: 3, lvl1: 3, lvl2: 1.5, lvl3: 1.4, lvl4: 1.3, lvl5: 1.2, lvl6: 1.2, content: 1,
};

// Same word boundaries for indexing, querying and highlighting.
const WORD = /[\p{L}\p{N}]+/gu;
const tokenize = (text: string): string[] => text.match(WORD) ?? [];

const allWords = (query: string): string[] => [...new Set(tokenize(query.toLowerCase()))];

/**
 * Words too common to narrow a search. A query drops them when it has other
 * words ("for the table or one column" searches "table one column"): each
 * appears in over half of the records, and ANDing them in cost more time than
 * the rest of the query while changing which records match by almost nothing.
 * A query made only of them ("to", "the") still searches them.
 */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or',
  'that', 'the', 'their', 'then', 'this', 'to', 'was', 'with',
]);

/** The words to search for: `typed` without stop words, unless it has nothing else. */
function searchedWords(typed: string[]): string[] {
  const meaningful = typed.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : typed;
}

/** The query's distinct words, lowercased, without stop words unless it has nothing else. */
export function queryWords(query: string): string[] {
  return searchedWords(allWords(query));
}

/** How many of the best results are checked for every typed word, stop words included. */
const RERANK_DEPTH = 50;

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

function ownHeading(record: SearchRecord): string {
  if (record.type === 'content' || record.type === 'lvl0' || record.type === 'lvl1') return '';
  return record.hierarchy[record.type] ?? '';
}

function headingPath(record: SearchRecord): string {
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3));
  const parts: string[] = [];
  for (let lvl = 2; lvl < own && lvl <= 6; lvl += 1) {
    const value = record.hierarchy[HIERARCHY_LEVELS[lvl]];
    if (value) parts.push(value);
  }
  return parts.join(' ');
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
  /** Query words, lowercased. */
  words: string[];
  /** Index terms the engine matched (fuzzy and prefix expansions included). */
  terms: Set<string>;
}

/** Length of the highlighted part of `word`, and which query word it answers. */
function matchWord(word: string, matcher: Matcher): {length: number; queryWord: string} | null {
  const lower = word.toLowerCase();
  let best: {length: number; queryWord: string} | null = null;
  for (const queryWord of matcher.words) {
    if (lower === queryWord) return {length: word.length, queryWord};
    if (lower.startsWith(queryWord) && (!best || queryWord.length > best.length)) best = {length: queryWord.length, queryWord};
  }
  if (best) return best;
  if (matcher.terms.has(lower)) {
    // a fuzzy match: credit the closest query word
    return {length: word.length, queryWord: matcher.words[0] ?? lower};
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
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length >= matcher.words.length ? 'full' : 'partial';
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
    html += escapeHtml(text.slice(last, hit.start)) + pre + escapeHtml(text.slice(hit.start, hit.start + hit.length)) + post;
    last = hit.start + hit.length;
  }
  return html + escapeHtml(text.slice(last, end));
}

function highlight(analysed: Analysed, pre: string, post: string): HighlightResult {
  const {text, matchLevel, matchedWords, hits, starts} = analysed;
  // fully highlighted: every character of the text sits inside a mark
  const fullyHighlighted =
    matchLevel === 'full' && hits.length === starts.length && hits.reduce((sum, hit) => sum + hit.length, 0) === text.length;
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

export interface SearchEngine {
  search(request: AlgoliaRequest): AlgoliaResponse;
  readonly size: number;
}

export function createSearchEngine(records: SearchRecord[]): SearchEngine {
  const miniSearch = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: ['title', 'heading', 'path', 'content'],
    storeFields: [],
    tokenize,
    extractField: (record, field) => {
      switch (field) {
        case 'objectID':
          return record.objectID;
        case 'title':
          return record.hierarchy.lvl1 ?? '';
        case 'heading':
          return ownHeading(record);
        case 'path':
          return headingPath(record);
        case 'content':
          return record.content ?? '';
        default:
          return '';
      }
    },
  });
  miniSearch.addAll(records);
  const byId = new Map(records.map((record) => [record.objectID, record]));
  const typeBoost = new Map(records.map((record) => [record.objectID, TYPE_BOOST[record.type]]));
  // each distinct facetFilters value is checked against every record once; later queries look the answer up
  const allowedByFilters = new Map<string, Set<string> | null>();
  const allowedIds = (facetFilters: AlgoliaRequest['facetFilters']): Set<string> | null => {
    const key = JSON.stringify(facetFilters ?? null);
    if (!allowedByFilters.has(key)) {
      const predicate = facetPredicate(facetFilters);
      const allowed = new Set(records.filter(predicate).map((record) => record.objectID));
      // null: every record passes, so the search needs no filter at all
      allowedByFilters.set(key, allowed.size === records.length ? null : allowed);
    }
    return allowedByFilters.get(key)!;
  };

  /**
   * When stop words were left out of the search, the best results whose own
   * heading or page title holds every typed word (stop words included) move to
   * the front, in score order: "for the table or one column" then finds the
   * heading of that name first, as a search with the stop words would.
   */
  const preferWholeQuery = (results: SearchResult[], typed: string[]): SearchResult[] => {
    const head = results.slice(0, RERANK_DEPTH);
    const holdsAll = (result: SearchResult): boolean => {
      const record = byId.get(result.id as string)!;
      const own = new Set(tokenize(`${ownHeading(record) || record.hierarchy.lvl1 || ''}`.toLowerCase()));
      return typed.every((word) => own.has(word));
    };
    const whole = head.filter(holdsAll);
    if (whole.length === 0) return results;
    const wholeSet = new Set(whole);
    return [...whole, ...head.filter((result) => !wholeSet.has(result)), ...results.slice(RERANK_DEPTH)];
  };

  const run = (words: string[], combineWith: 'AND' | 'OR', allowed: Set<string> | null): SearchResult[] =>
    miniSearch.search(words.join(' '), {
      combineWith,
      boost: BOOST,
      // as Algolia's default (prefixLast): only the word being typed, the last, matches as a prefix
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      boostDocument: (id) => typeBoost.get(id as string)!,
      ...(allowed ? {filter: (result: SearchResult) => allowed.has(result.id as string)} : {}),
    });

  return {
    size: records.length,
    search(request) {
      const started = performance.now();
      const query = String(request.query ?? '').slice(0, MAX_QUERY_LENGTH);
      const hitsPerPage = Math.max(1, Math.min(1000, Number(request.hitsPerPage ?? 20) || 20));
      const page = Math.max(0, Number(request.page ?? 0) || 0);
      const pre = request.highlightPreTag ?? '<em>';
      const post = request.highlightPostTag ?? '</em>';
      const ellipsis = request.snippetEllipsisText ?? '…';
      const typed = allWords(query);
      const words = searchedWords(typed);
      const allowed = allowedIds(request.facetFilters);

      let results: SearchResult[] = [];
      if (words.length > 0) {
        results = run(words, 'AND', allowed);
        // like Algolia's "remove words if no results": fall back to any word
        if (results.length === 0 && words.length > 1) results = run(words, 'OR', allowed);
        if (typed.length > words.length) results = preferWholeQuery(results, typed);
      }
      const shown = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      // the index terms the shown hits matched (fuzzy and prefix expansions included): all a highlight needs
      const matcher: Matcher = {words, terms: new Set(shown.flatMap((result) => result.terms))};
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
      const hits = shown.map((result): AlgoliaHit => {
        const record = byId.get(result.id as string)!;
        const highlightHierarchy: Record<string, HighlightResult> = {};
        const snippetHierarchy: Record<string, SnippetResult> = {};
        for (const level of HIERARCHY_LEVELS) {
          const value = record.hierarchy[level];
          if (value === null) continue;
          const analysed = read(value);
          highlightHierarchy[level] = highlight(analysed, pre, post);
          snippetHierarchy[level] = snippet(analysed, pre, post, snippetWords(request.attributesToSnippet, `hierarchy.${level}`), ellipsis);
        }
        const hit: AlgoliaHit = {
          ...record,
          hierarchy: {...record.hierarchy},
          _highlightResult: {hierarchy: highlightHierarchy},
          _snippetResult: {hierarchy: snippetHierarchy},
          _rankingInfo: {score: result.score},
        };
        if (record.content !== null) {
          const analysed = read(record.content);
          hit._highlightResult.content = highlight(analysed, pre, post);
          hit._snippetResult.content = snippet(analysed, pre, post, snippetWords(request.attributesToSnippet, 'content'), ellipsis);
        }
        return hit;
      });
      return {
        hits,
        nbHits: results.length,
        page,
        nbPages: Math.ceil(results.length / hitsPerPage),
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
