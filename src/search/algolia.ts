import type {SearchEngine} from './engine';
import {fullyMarked, markedHtml, snippetHtml} from './highlight';
import {TUNING} from './tuning';
import type {
  HighlightResult,
  RecordFilter,
  SearchQuery,
  SearchRecord,
  SearchResult,
  SectionHit,
  SnippetResult,
  TextMatch,
} from './types';

/**
 * The DocSearch adapter: Algolia's wire format, as far as DocSearch speaks it. A request becomes the engine's
 * plain query (its facetFilters a record filter, its page a window of sections) and the engine's ranked pages
 * and sections become Algolia's response, each section a hit with its highlights and snippets marked up with the
 * request's tags. The engine itself (engine.ts) knows nothing of this format.
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

/** A request as the search modal sends it from a current-docs page (contextual facetFilters, 20 hits); the MCP server's search sends it. */
export const DOCSEARCH_REQUEST: AlgoliaRequest = {
  indexName: 'material-react-table',
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

/** Algolia's default `hitsPerPage`, and the most it allows. */
const HITS_PER_PAGE = {fallback: 20, max: 1000} as const;

/** A request's paging and display settings, with Algolia's defaults filled in. */
interface Display {
  hitsPerPage: number;
  page: number;
  pre: string;
  post: string;
  ellipsis: string;
  attributesToSnippet: string[] | undefined;
  indexName: string;
}

function displayOf(request: AlgoliaRequest): Display {
  const hitsPerPage = Number(request.hitsPerPage ?? HITS_PER_PAGE.fallback) || HITS_PER_PAGE.fallback;
  return {
    hitsPerPage: Math.max(1, Math.min(HITS_PER_PAGE.max, hitsPerPage)),
    page: Math.max(0, Number(request.page ?? 0) || 0),
    pre: request.highlightPreTag ?? '<em>',
    post: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
    attributesToSnippet: request.attributesToSnippet,
    indexName: request.indexName ?? 'local',
  };
}

/** `[["a:1","a:2"], "b:3", "-c:4"]`: an AND of ORs, a leading `-` negating one, as Algolia reads facetFilters. */
function filterOf(facetFilters: AlgoliaRequest['facetFilters']): RecordFilter | undefined {
  if (!facetFilters) return undefined;
  return (Array.isArray(facetFilters) ? facetFilters : [facetFilters]).map((group) =>
    (Array.isArray(group) ? group : [group]).map((filter) => {
      const separator = filter.indexOf(':');
      const negated = filter.startsWith('-');
      return {field: filter.slice(negated ? 1 : 0, separator), value: filter.slice(separator + 1), negated};
    }),
  );
}

/** The engine's query for a DocSearch request: its page is a window of sections. */
export function queryOf(request: AlgoliaRequest): SearchQuery {
  const {page, hitsPerPage} = displayOf(request);
  return {
    text: String(request.query ?? ''),
    filter: filterOf(request.facetFilters),
    offset: page * hitsPerPage,
    limit: hitsPerPage,
  };
}

/** The words to snippet for `attribute` (`attributesToSnippet: ["content:15"]`). */
function snippetWords(attributesToSnippet: string[] | undefined, attribute: string): number {
  const entry = attributesToSnippet?.find((item) => item.split(':')[0] === attribute);
  const words = entry ? Number(entry.split(':')[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : TUNING.snippetWords;
}

type MatchLevel = HighlightResult['matchLevel'];
const matchLevelOf = ({matchedWords}: TextMatch, searched: number): MatchLevel =>
  matchedWords.length === 0 ? 'none' : matchedWords.length >= searched ? 'full' : 'partial';

function highlightOf(match: TextMatch, matchLevel: MatchLevel, {pre, post}: Display): HighlightResult {
  return {
    value: markedHtml(match, pre, post),
    matchLevel,
    matchedWords: match.matchedWords,
    fullyHighlighted: matchLevel === 'full' && fullyMarked(match),
  };
}

function snippetOf(match: TextMatch, matchLevel: MatchLevel, attribute: string, display: Display): SnippetResult {
  const words = snippetWords(display.attributesToSnippet, attribute);
  return {value: snippetHtml(match, display.pre, display.post, words, display.ellipsis), matchLevel};
}

/** One section as an Algolia hit: its hierarchy and content highlighted and snippeted, and its ranking score. */
function hitOf({record, score, hierarchy, content}: SectionHit, searched: number, display: Display): AlgoliaHit {
  const highlightHierarchy: Record<string, HighlightResult> = {};
  const snippetHierarchy: Record<string, SnippetResult> = {};
  for (const [level, match] of Object.entries(hierarchy)) {
    const matchLevel = matchLevelOf(match, searched);
    highlightHierarchy[level] = highlightOf(match, matchLevel, display);
    snippetHierarchy[level] = snippetOf(match, matchLevel, `hierarchy.${level}`, display);
  }
  const hit: AlgoliaHit = {
    ...record,
    hierarchy: {...record.hierarchy},
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {hierarchy: snippetHierarchy},
    _rankingInfo: {score},
  };
  if (content) {
    const matchLevel = matchLevelOf(content, searched);
    // the whole text marked up: DocSearch shows only the snippet, so it is built when first read
    let contentHighlight: HighlightResult | undefined;
    Object.defineProperty(hit._highlightResult, 'content', {
      enumerable: true,
      configurable: true,
      get: () => (contentHighlight ??= highlightOf(content, matchLevel, display)),
    });
    hit._snippetResult.content = snippetOf(content, matchLevel, 'content', display);
  }
  return hit;
}

/** The engine's result as the response DocSearch reads. */
export function responseOf(result: SearchResult, request: AlgoliaRequest): AlgoliaResponse {
  const started = performance.now();
  const display = displayOf(request);
  const {hitsPerPage, page, indexName} = display;
  const searched = result.words.length;
  const hits = result.pages.flatMap((found) => found.sections.map((section) => hitOf(section, searched, display)));
  return {
    hits,
    nbHits: result.total,
    page,
    nbPages: Math.ceil(result.total / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(result.ms + performance.now() - started),
    query: result.text,
    params: `query=${encodeURIComponent(result.text)}&hitsPerPage=${hitsPerPage}`,
    index: indexName,
  };
}

/** One request answered by an engine at hand. */
export const answer = (engine: SearchEngine, request: AlgoliaRequest): AlgoliaResponse =>
  responseOf(engine.search(queryOf(request)), request);

/**
 * DocSearch's `search({requests})`, answered by `search` (the engine, wherever it runs: the embedded client runs
 * it in a worker).
 */
export async function answerRequests(
  requests: AlgoliaRequest[],
  search: (queries: SearchQuery[]) => Promise<SearchResult[]>,
): Promise<{results: AlgoliaResponse[]}> {
  const results = await search(requests.map(queryOf));
  return {results: results.map((result, at) => responseOf(result, requests[at]))};
}
