import type {NavItem} from './types';

/** A navigation entry together with the entries above it. */
export interface FlatNavEntry {
  item: NavItem;
  parents: NavItem[];
  /** Listed through a parent's `secondaryItems`. */
  secondary: boolean;
}

/** Children of an entry, primary first, then secondary. */
export const childrenOf = (item: NavItem): NavItem[] => [...(item.items ?? []), ...(item.secondaryItems ?? [])];

/** Every entry, depth first, in navigation order. */
export function flattenNav(items: NavItem[], parents: NavItem[] = []): FlatNavEntry[] {
  return items.flatMap((item) => [
    {item, parents, secondary: false},
    ...flattenNav(item.items ?? [], [...parents, item]),
    ...flattenNav(item.secondaryItems ?? [], [...parents, item]).map((entry) =>
      entry.parents.length === parents.length + 1 ? {...entry, secondary: true} : entry,
    ),
  ]);
}

/** Internal page paths (no anchors, no external links), in navigation order, unique. */
export function pagePaths(items: NavItem[]): string[] {
  const paths = flattenNav(items)
    .map(({item}) => item)
    .filter((item) => !item.external && !item.href.includes('#'))
    .map((item) => item.href);
  return [...new Set(paths)];
}

/** Normalises a location path: no trailing slash (except `/`), no query or hash. */
export function normalizePath(pathname: string): string {
  return trimTrailingSlash(pathname.split(/[?#]/)[0] ?? '/');
}

/** `/docs/` → `/docs`; a path of slashes only → `/`. */
export function trimTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** The first (outermost) navigation label for a path, if the model lists it. */
export function labelForPath(items: NavItem[], pathname: string): string | undefined {
  const path = normalizePath(pathname);
  return flattenNav(items).find(({item}) => !item.external && item.href === path)?.item.label;
}

/** Whether `item` (or one of its descendants) is the page at `pathname`. */
export function containsPath(item: NavItem, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (!item.external && item.href === path) return true;
  return childrenOf(item).some((child) => containsPath(child, path));
}
