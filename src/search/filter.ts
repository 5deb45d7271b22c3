import type {RecordFilter, SearchRecord} from './types';

/**
 * Which records a search may answer with: the filter's groups must each hold (any condition within a group),
 * as the docs' contextual search asks: this language, and pages outside the docs or in the version being read.
 */

/** What a reader of the current docs in English is shown (the not-found page and the benchmarks ask this). */
export const CURRENT_DOCS: RecordFilter = [
  [{field: 'language', value: 'en', negated: false}],
  [
    {field: 'docusaurus_tag', value: 'default', negated: false},
    {field: 'docusaurus_tag', value: 'docs-default-current', negated: false},
  ],
];

function predicate(filter: RecordFilter | undefined): (record: SearchRecord) => boolean {
  if (!filter || filter.length === 0) return () => true;
  return (record) =>
    filter.every((group) =>
      group.some(({field, value, negated}) => {
        const actual = (record as unknown as Record<string, unknown>)[field];
        return negated ? actual !== value : actual === value;
      }),
    );
}

/** The records (by position) a filter lets through, and how many pages they belong to. */
export interface Allowed {
  /** null: every record passes, so the search needs no filter at all. */
  ids: Set<number> | null;
  pages: number;
}

/**
 * The records each filter allows. Each distinct filter is checked against every record once; later queries
 * look the answer up.
 */
export function recordFilter(
  records: SearchRecord[],
  pageOf: (record: SearchRecord) => string,
): (filter: RecordFilter | undefined) => Allowed {
  const allowedByFilter = new Map<string, Allowed>();
  return (filter) => {
    const key = JSON.stringify(filter ?? null);
    let allowed = allowedByFilter.get(key);
    if (!allowed) {
      const passes = predicate(filter);
      const ids = new Set<number>();
      const pages = new Set<string>();
      records.forEach((record, position) => {
        if (!passes(record)) return;
        ids.add(position);
        pages.add(pageOf(record));
      });
      allowed = {ids: ids.size === records.length ? null : ids, pages: pages.size};
      allowedByFilter.set(key, allowed);
    }
    return allowed;
  };
}
