import {highlight, snippet, type Analysed} from './highlight';
import {TUNING} from './tuning';
import {HIERARCHY_LEVELS, type HighlightResult, type SearchRecord, type SnippetResult} from './types';

/**
 * Algolia's wire format, as far as DocSearch speaks it: the request it sends, the response it reads, and in
 * between facetFilters, paging and the shape of each hit.
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
/** Distinct sections (URLs) shown per page: DocSearch shows 5 of them narrow, 10 wide. */
export const MAX_HITS_PER_PAGE = 6;
/** Algolia's default `hitsPerPage`, and the most it allows. */
const HITS_PER_PAGE = {fallback: 20, max: 1000} as const;

/** A request's query and display settings, with Algolia's defaults filled in. */
export interface RequestParams {
  query: string;
  hitsPerPage: number;
  page: number;
  pre: string;
  post: string;
  ellipsis: string;
  attributesToSnippet: string[] | undefined;
  indexName: string;
}

export function readRequest(request: AlgoliaRequest): RequestParams {
  const hitsPerPage = Number(request.hitsPerPage ?? HITS_PER_PAGE.fallback) || HITS_PER_PAGE.fallback;
  return {
    query: String(request.query ?? '').slice(0, MAX_QUERY_LENGTH),
    hitsPerPage: Math.max(1, Math.min(HITS_PER_PAGE.max, hitsPerPage)),
    page: Math.max(0, Number(request.page ?? 0) || 0),
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
    attributesToSnippet: request.attributesToSnippet,
    indexName: request.indexName ?? 'local',
  };
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

/** The records (by position) a request's facetFilters let through, and how many pages they belong to. */
export interface Allowed {
  /** null: every record passes, so the search needs no filter at all. */
  ids: Set<number> | null;
  pages: number;
}

/**
 * The records each facetFilters value allows. Each distinct value is checked against every record once; later
 * queries look the answer up.
 */
export function facetFilter(
  records: SearchRecord[],
  pageOf: (record: SearchRecord) => string,
): (facetFilters: AlgoliaRequest['facetFilters']) => Allowed {
  const allowedByFilters = new Map<string, Allowed>();
  return (facetFilters) => {
    const key = JSON.stringify(facetFilters ?? null);
    if (!allowedByFilters.has(key)) {
      const predicate = facetPredicate(facetFilters);
      const passing = records.filter(predicate);
      const allowed = new Set(records.flatMap((record, position) => (predicate(record) ? [position] : [])));
      const pages = new Set(passing.map(pageOf)).size;
      allowedByFilters.set(key, {ids: allowed.size === records.length ? null : allowed, pages});
    }
    return allowedByFilters.get(key)!;
  };
}

/**
 * The hits of the requested page, and the number of hits in all: ranked pages contribute their sections in
 * order, and only the pages up to the requested slice get their sections listed (the rest count theirs).
 */
export function pageSlice<Page extends {sections: number}, Hit>(
  ranked: Page[],
  sectionsOf: (page: Page) => Hit[],
  {page, hitsPerPage}: RequestParams,
): {shown: Hit[]; nbHits: number} {
  const shown: Hit[] = [];
  let nbHits = 0;
  const from = page * hitsPerPage;
  const to = from + hitsPerPage;
  for (const match of ranked) {
    if (nbHits < to) {
      const sections = sectionsOf(match);
      for (const [offset, entry] of sections.entries()) {
        if (nbHits + offset >= from && nbHits + offset < to) shown.push(entry);
      }
      nbHits += sections.length;
    } else {
      nbHits += match.sections;
    }
  }
  return {shown, nbHits};
}

/** The words to snippet for `attribute` (`attributesToSnippet: ["content:15"]`). */
function snippetWords(attributesToSnippet: string[] | undefined, attribute: string): number {
  const entry = attributesToSnippet?.find((item) => item.split(':')[0] === attribute);
  const words = entry ? Number(entry.split(':')[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : TUNING.snippetWords;
}

/** One record as an Algolia hit: its hierarchy and content highlighted and snippeted, and its ranking score. */
export function shapeHit(
  record: SearchRecord,
  score: number,
  read: (text: string) => Analysed,
  {pre, post, ellipsis, attributesToSnippet}: RequestParams,
): AlgoliaHit {
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
      snippetWords(attributesToSnippet, `hierarchy.${level}`),
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
    hit._snippetResult.content = snippet(analysed, pre, post, snippetWords(attributesToSnippet, 'content'), ellipsis);
  }
  return hit;
}

/** The response DocSearch reads; `started` is when the search began (`performance.now()`). */
export function algoliaResponse(
  hits: AlgoliaHit[],
  nbHits: number,
  {query, page, hitsPerPage, indexName}: RequestParams,
  started: number,
): AlgoliaResponse {
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
    index: indexName,
  };
}
