/**
 * Search records in the shape DocSearch expects from Algolia (one record per
 * heading plus one per text block), and the compact file they are shipped in.
 */
export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface SearchRecord {
  objectID: string;
  /** Page path plus the heading anchor the record belongs to (none for the page title). */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Text of a paragraph, list item or table cell; null on heading records. */
  content: string | null;
  /** Contextual-search tag: `default` outside docs, `docs-{pluginId}-{version}` in docs. */
  docusaurus_tag: string;
  language: string;
}

/**
 * The served index (`/search-index.json`). Page-level fields are stored once
 * per page; each record is `[pageIndex, anchor, level (0 = content), headings
 * below lvl1, content]`. Gzip squeezes the rest.
 */
export interface SearchIndexFile {
  version: 1;
  pages: Array<{url: string; title: string; tag: string; lang: string}>;
  records: Array<[number, string, number, string[], string | null]>;
}

export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/**
 * The engine's plain interface (engine.ts): a query in, ranked pages and their best sections out. Nothing here
 * is Algolia's; algolia.ts turns these into DocSearch's requests and responses.
 */

/** One condition on a record's field: `language` is `en`, or (negated) is anything but. */
export interface FieldCondition {
  field: string;
  value: string;
  negated: boolean;
}

/** The records a search may answer with: in every group, at least one condition holds. */
export type RecordFilter = FieldCondition[][];

export interface SearchQuery {
  /** The text searched; only its first `MAX_QUERY_LENGTH` characters are read. */
  text: string;
  /** Only records passing it answer (all when left out or empty). */
  filter?: RecordFilter;
  /** Looser typo matching (two edits from eight letters on), for text that was not typed as a query: an address. */
  loose?: boolean;
  /** Sections to skip, in rank order (default 0). */
  offset?: number;
  /** Sections to return (default 20). */
  limit?: number;
}

/** One word of a text that answers the query: its place among the words, where it starts, the length to mark. */
export interface WordMatch {
  word: number;
  start: number;
  length: number;
}

/** Where a text answers the query: where each of its words starts, the words that match, the query words they answer. */
export interface TextMatch {
  text: string;
  starts: number[];
  hits: WordMatch[];
  matchedWords: string[];
}

/** A section (a record: heading or text) that answers the query, and where each of its texts does. */
export interface SectionHit {
  record: SearchRecord;
  score: number;
  hierarchy: Partial<Record<HierarchyLevel, TextMatch>>;
  content: TextMatch | null;
}

/** A page that answers the query, with its best sections in the requested window. */
export interface PageHit {
  /** The page's path, without an anchor. */
  url: string;
  title: string;
  score: number;
  sections: SectionHit[];
}

export interface SearchResult {
  /** The text searched (cut to `MAX_QUERY_LENGTH`). */
  text: string;
  /** The words searched, lowercase: stop words are left out of a query that has others. */
  words: string[];
  /** Sections answering the query in all (at most six per page), in and out of the window. */
  total: number;
  /** The pages with sections in the window, best first. */
  pages: PageHit[];
  /** How long the search took (ms). */
  ms: number;
}

/**
 * DocSearch's highlight and snippet of one attribute (Algolia's `_highlightResult` and `_snippetResult`), as
 * algolia.ts builds them.
 */
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
