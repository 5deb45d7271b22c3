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

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

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

interface Marked {
  html: string;
  matchedWords: string[];
  firstMatch: number;
  wordCount: number;
}

/** Escapes `text` and wraps matched words (or their matched prefix) in the highlight tags. */
function mark(text: string, matcher: Matcher, pre: string, post: string, fromWord = 0, toWord = Infinity): Marked {
  let html = '';
  let last = 0;
  let index = 0;
  let firstMatch = -1;
  const matched = new Set<string>();
  let start = -1;
  let end = text.length;
  for (const match of text.matchAll(WORD)) {
    const position = match.index ?? 0;
    if (index === fromWord) start = position;
    if (index === toWord) {
      end = position;
      break;
    }
    if (index >= fromWord) {
      const hit = matchWord(match[0], matcher);
      if (hit) {
        if (firstMatch < 0) firstMatch = index;
        matched.add(hit.queryWord);
        html += escapeHtml(text.slice(last, position)) + pre + escapeHtml(match[0].slice(0, hit.length)) + post;
        last = position + hit.length;
      }
    } else {
      last = position + match[0].length;
    }
    index += 1;
  }
  if (start < 0) start = 0;
  const body = html + escapeHtml(text.slice(Math.max(last, start), end));
  return {html: body, matchedWords: [...matched], firstMatch, wordCount: index};
}

function highlight(text: string, matcher: Matcher, pre: string, post: string): HighlightResult {
  const {html, matchedWords} = mark(text, matcher, pre, post);
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length >= matcher.words.length ? 'full' : 'partial';
  return {value: html, matchLevel, matchedWords, fullyHighlighted: matchLevel === 'full' && html.replace(/<[^>]+>/g, '').length === text.length};
}

/** A window of `words` words around the first match, with ellipses where text was cut. */
function snippet(text: string, matcher: Matcher, pre: string, post: string, words: number, ellipsis: string): SnippetResult {
  const all = tokenize(text);
  const first = mark(text, matcher, '', '').firstMatch;
  const level = highlight(text, matcher, pre, post).matchLevel;
  if (all.length <= words) return {value: mark(text, matcher, pre, post).html, matchLevel: level};
  const from = Math.max(0, Math.min(first < 0 ? 0 : first - 2, all.length - words));
  const to = from + words;
  const cut = mark(text, matcher, pre, post, from, to).html.trim();
  return {value: `${from > 0 ? ellipsis : ''}${cut}${to < all.length ? ellipsis : ''}`, matchLevel: level};
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

  const run = (words: string[], combineWith: 'AND' | 'OR', filter: (record: SearchRecord) => boolean): SearchResult[] =>
    miniSearch.search(words.join(' '), {
      combineWith,
      boost: BOOST,
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      boostDocument: (id) => TYPE_BOOST[byId.get(id as string)!.type],
      filter: (result) => filter(byId.get(result.id as string)!),
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
      const words = [...new Set(tokenize(query.toLowerCase()))];
      const filter = facetPredicate(request.facetFilters);

      let results: SearchResult[] = [];
      if (words.length > 0) {
        results = run(words, 'AND', filter);
        // like Algolia's "remove words if no results": fall back to any word
        if (results.length === 0 && words.length > 1) results = run(words, 'OR', filter);
      }
      const matcher: Matcher = {words, terms: new Set(results.flatMap((result) => result.terms))};
      const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result): AlgoliaHit => {
        const record = byId.get(result.id as string)!;
        const highlightHierarchy: Record<string, HighlightResult> = {};
        const snippetHierarchy: Record<string, SnippetResult> = {};
        for (const level of HIERARCHY_LEVELS) {
          const value = record.hierarchy[level];
          if (value === null) continue;
          highlightHierarchy[level] = highlight(value, matcher, pre, post);
          snippetHierarchy[level] = snippet(value, matcher, pre, post, snippetWords(request.attributesToSnippet, `hierarchy.${level}`), ellipsis);
        }
        const hit: AlgoliaHit = {
          ...record,
          hierarchy: {...record.hierarchy},
          _highlightResult: {hierarchy: highlightHierarchy},
          _snippetResult: {hierarchy: snippetHierarchy},
          _rankingInfo: {score: result.score},
        };
        if (record.content !== null) {
          hit._highlightResult.content = highlight(record.content, matcher, pre, post);
          hit._snippetResult.content = snippet(record.content, matcher, pre, post, snippetWords(request.attributesToSnippet, 'content'), ellipsis);
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
