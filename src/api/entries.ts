import type {ApiDescriptions, ApiEntry, ApiPage, GeneratedPage} from './types';

/** Joins the generated entries of a page with their written descriptions (missing ones stay empty). */
export function mergeEntries(generated: GeneratedPage, descriptions: ApiDescriptions): ApiEntry[] {
  return generated.entries.map((entry) => ({
    ...entry,
    description: descriptions[entry.name]?.description ?? '',
    guides: descriptions[entry.name]?.guides ?? [],
  }));
}

/** The entry name a location hash points at (`#enableSorting`), if it is one of `names`. */
export function entryFromHash(hash: string, names: ReadonlySet<string>): string | undefined {
  if (!hash.startsWith('#')) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  return names.has(name) ? name : undefined;
}

/** `/docs/api/table-options#enableSorting` */
export const entryHref = (page: ApiPage, name: string) => `/docs/api/${page}#${name}`;
