import type {ApiEntry, ApiPage} from '../../src/api/types';
import type {CompatRow, Measurement} from '../../src/components/CompatTable/data';
import type {SearchIndexFile} from '../../src/search/types';

/**
 * What the MCP server answers from: everything the data build (build.ts) derives from the site's sources,
 * written once to one JSON file and read by the server at start.
 */

export interface PageData {
  /** `/docs/guides/sorting` */
  route: string;
  title: string;
  description: string;
  kind: 'docs' | 'page' | 'blog';
  /** The Markdown twin, as plugins/llms writes it. */
  markdown: string;
  /** The page's h2–h6 headings with their anchors. */
  headings: Array<{level: number; id: string; text: string}>;
}

export interface ApiEntryData extends ApiEntry {
  page: ApiPage;
  pageTitle: string;
}

export interface ApiPageData {
  page: ApiPage;
  title: string;
  /** The type whose members the page lists (`MRT_ColumnDef`), when it lists a type's members. */
  typeName: string | null;
  summary: string;
}

export interface ExampleData {
  /** Folder below src/examples, e.g. `guides/sorting/multi-sort`: the example's id. */
  folder: string;
  /** Where the demo is shown: `/docs/guides/sorting#managing-the-sorting-state`. */
  url: string;
  /** The page's title and the heading the demo is under. */
  title: string;
  files: Array<{name: string; code: string}>;
}

export interface KnownIssueData {
  title: string;
  /** `/docs/guides/known-issues#…` */
  url: string;
  section: string;
  markdown: string;
  /** API entry names the issue mentions (in code), such as `memoMode`. */
  names: string[];
}

export interface CompatData {
  measurement: {measuredOn: string; materialReactTable: string; node: string; npm: string};
  history: Measurement[];
  rows: CompatRow[];
  knownWarnings: Array<{id: string; match: string; what: string}>;
}

export interface McpData {
  format: number;
  /** Hash of every source the data was built from (freshness.ts). */
  fingerprint: string;
  /** Hash of the sources' names, sizes and times at the build: a quick check of the same (freshness.ts). */
  stamps: string;
  versions: {materialReactTable: string; tanstackTable: string; typescript: string};
  siteUrl: string;
  pages: PageData[];
  search: SearchIndexFile;
  apiPages: ApiPageData[];
  api: ApiEntryData[];
  examples: ExampleData[];
  knownIssues: KnownIssueData[];
  compat: CompatData;
}
