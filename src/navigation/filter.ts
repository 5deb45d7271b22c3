import {matchSorter, rankings} from 'match-sorter';
import {childrenOf} from './model';
import type {NavItem} from './types';

/** match-sorter's rank levels (best first), by the names the Find Page ranking uses. */
export const RANK = {
  CASE_SENSITIVE_EQUAL: rankings.CASE_SENSITIVE_EQUAL,
  EQUAL: rankings.EQUAL,
  STARTS_WITH: rankings.STARTS_WITH,
  WORD_STARTS_WITH: rankings.WORD_STARTS_WITH,
  CONTAINS: rankings.CONTAINS,
  ACRONYM: rankings.ACRONYM,
  MATCHES: rankings.MATCHES,
  NO_MATCH: rankings.NO_MATCH,
} as const;

/** Lowest rank that still counts as a match. */
export const FILTER_THRESHOLD = RANK.MATCHES;

const KEYS = ['label', (item: NavItem) => item.keywords ?? []];

/**
 * Ranks one entry against a query on its label and keywords (diacritics
 * stripped, the best key wins). Entries below the threshold rank NO_MATCH.
 */
export function rankNavItem(item: NavItem, query: string): number {
  let rank: number = RANK.NO_MATCH;
  matchSorter([item], query, {
    keys: KEYS,
    threshold: FILTER_THRESHOLD,
    sorter: (ranked) => {
      rank = ranked[0]?.rank ?? RANK.NO_MATCH;
      return ranked;
    },
  });
  return rank;
}

/** A filtered entry: the entry itself, its rank, and the filtered children. */
export interface FilteredNavItem {
  item: NavItem;
  rank: number;
  /** The best rank of this entry and everything below it. */
  bestRank: number;
  children: FilteredNavItem[];
}

function keepAll(item: NavItem, query: string): FilteredNavItem {
  const rank = rankNavItem(item, query);
  const children = childrenOf(item).map((child) => keepAll(child, query));
  return {item, rank, bestRank: Math.max(rank, ...children.map((c) => c.bestRank)), children};
}

function byBestRank(a: FilteredNavItem, b: FilteredNavItem): number {
  return b.bestRank - a.bestRank;
}

/**
 * Filters the navigation tree. An entry stays when it matches (then with all
 * of its children, so "Guides" lists every guide) or when something below it
 * matches. Siblings are ordered by their best rank (stable, so equal ranks
 * keep navigation order). An empty query returns `null`: no filtering.
 */
export function filterNavigation(items: NavItem[], query: string): FilteredNavItem[] | null {
  if (query.trim() === '') return null;
  const visit = (list: NavItem[]): FilteredNavItem[] =>
    list
      .map((item): FilteredNavItem | null => {
        const rank = rankNavItem(item, query);
        if (rank >= FILTER_THRESHOLD) return keepAll(item, query);
        const children = visit(childrenOf(item));
        if (children.length === 0) return null;
        return {item, rank, bestRank: Math.max(...children.map((c) => c.bestRank)), children};
      })
      .filter((entry): entry is FilteredNavItem => entry !== null)
      .sort(byBestRank);
  return visit(items);
}

/** The best-ranked link in a filtered tree (what Enter in the filter opens). */
export function bestFilteredLink(tree: FilteredNavItem[]): NavItem | undefined {
  let best: FilteredNavItem | undefined;
  const walk = (list: FilteredNavItem[]) => {
    for (const entry of list) {
      const linkable = !entry.item.href.includes('#');
      if (linkable && entry.rank >= FILTER_THRESHOLD && (!best || entry.rank > best.rank)) {
        best = entry;
      }
      walk(entry.children);
    }
  };
  walk(tree);
  return best?.item;
}
