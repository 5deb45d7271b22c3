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

/** A field with the query's words marked (`pre`…`post`), and how much of the query it matched. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** A few words of a field around its first match, marked like a highlight. */
export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}
