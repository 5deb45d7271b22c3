import type {ApiSource} from './types';

/**
 * The parts of an entry name between which a line may break: before a capital that follows a lowercase
 * letter or a digit, and after an underscore (`columnResizeDirection` → `column`, `Resize`, `Direction`;
 * `useMRT_Rows` → `use`, `MRT_`, `Rows`). Joined, the parts are the name.
 */
export function nameParts(name: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let index = 1; index < name.length; index += 1) {
    const previous = name[index - 1];
    const current = name[index];
    const camel = /[A-Z]/.test(current) && /[a-z0-9]/.test(previous);
    if (camel || (previous === '_' && current !== '_')) {
      parts.push(name.slice(start, index));
      start = index;
    }
  }
  parts.push(name.slice(start));
  return parts;
}

export interface EntryFilter {
  /** What the visitor typed: every word must occur in the entry's name or description (any case). */
  query: string;
  /** Only entries declared by this source; empty for all. */
  source: ApiSource | '';
}

/** Whether an entry stays listed under a filter. */
export function entryMatches(
  entry: {name: string; description: string; source: ApiSource},
  filter: EntryFilter,
): boolean {
  if (filter.source && entry.source !== filter.source) return false;
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${entry.name}\n${entry.description.replace(/`/g, '')}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
