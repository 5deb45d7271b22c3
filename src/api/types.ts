import type {ApiPage} from './pages';

export {API_PAGES, type ApiPage} from './pages';

export type ApiSource = 'TanStack Table' | 'MRT';

/** A prop an MRT component declares itself (inherited MUI props are not listed). */
export interface GeneratedProp {
  name: string;
  type: string;
  optional: boolean;
}

/** One entry as `scripts/generate-api.ts` writes it to `src/api/generated/<page>.json`. */
export interface GeneratedEntry {
  name: string;
  type: string;
  source: ApiSource;
  optional?: boolean;
  defaultValue?: string;
  props?: GeneratedProp[];
}

export interface GeneratedPage {
  page: ApiPage;
  typeName: string;
  entries: GeneratedEntry[];
}

/** What a person writes about an entry: `src/api/descriptions/<page>.ts`. */
export interface ApiDescription {
  description: string;
  /** Guide paths such as `/docs/guides/sorting`. */
  guides: string[];
  /**
   * `false` for a description that only says what the entry is (no default, condition or effect), written with
   * `plain()`. Every other description states behaviour and has a claims test (tests/unit/api/claimsCoverage).
   */
  statesBehaviour?: false;
}

export type ApiDescriptions = Record<string, ApiDescription>;

/** A generated entry with its description: one row of a reference table. */
export interface ApiEntry extends GeneratedEntry, ApiDescription {}

/** An entry of an options table, which can mix entries of several reference pages. */
export interface ApiExcerptEntry extends ApiEntry {
  page: ApiPage;
}

/** Shorthand for description files: `d('Turns sorting on.', 'sorting')`. */
export const d = (description: string, ...guides: string[]): ApiDescription => ({
  description,
  guides: guides.map((slug) => `/docs/guides/${slug}`),
});

/** A description that states no behaviour, only what the entry is: `plain('The row object.', 'data-columns')`. */
export const plain = (description: string, ...guides: string[]): ApiDescription => ({
  ...d(description, ...guides),
  statesBehaviour: false,
});
