import {labelForPath, normalizePath, pagePaths} from './model';
import type {NavItem} from './types';

export interface Crumb {
  href: string;
  label: string;
  /** A page exists at `href` (the model lists it); otherwise the crumb is plain text. */
  linkable: boolean;
}

/** Words always written in capitals in breadcrumb labels. */
const UPPERCASE_WORDS = new Set(['mrt', 'css', 'ui', 'api']);

/** `mrt-components` → `MRT Components`; `migrating-to-v3` → `Migrating To V3`. */
export function labelFromSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment when it is not valid percent-encoding
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) =>
      UPPERCASE_WORDS.has(word.toLowerCase())
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/**
 * Breadcrumbs for a path: Home first, then one crumb per path segment,
 * labelled from the navigation model when it lists that path.
 */
export function buildBreadcrumbs(pathname: string, navigation: NavItem[]): Crumb[] {
  const segments = normalizePath(pathname).split('/').filter(Boolean);
  const pages = new Set(pagePaths(navigation));
  return [
    {href: '/', label: 'Home', linkable: true},
    ...segments.map((segment, index) => {
      const href = `/${segments.slice(0, index + 1).join('/')}`;
      const label = labelForPath(navigation, href) ?? labelFromSegment(segment);
      return {href, label, linkable: pages.has(href) || index === segments.length - 1};
    }),
  ];
}

/** Where the back button goes: the nearest ancestor that is a page. */
export function parentCrumb(crumbs: Crumb[]): Crumb | undefined {
  return crumbs.slice(0, -1).reverse().find((crumb) => crumb.linkable);
}

export const BREADCRUMB_MAX_ITEMS = 8;
export const BREADCRUMB_ITEMS_BEFORE_COLLAPSE = 1;
export const BREADCRUMB_ITEMS_AFTER_COLLAPSE = 1;

export type CollapsedCrumbs<T> =
  | {collapsed: false; items: T[]}
  | {collapsed: true; before: T[]; hidden: T[]; after: T[]};

/** Collapses a trail longer than `max`, keeping `before` and `after` items visible. */
export function collapseBreadcrumbs<T>(
  items: T[],
  max = BREADCRUMB_MAX_ITEMS,
  before = BREADCRUMB_ITEMS_BEFORE_COLLAPSE,
  after = BREADCRUMB_ITEMS_AFTER_COLLAPSE,
): CollapsedCrumbs<T> {
  if (items.length <= max || before + after >= items.length) return {collapsed: false, items};
  return {
    collapsed: true,
    before: items.slice(0, before),
    hidden: items.slice(before, items.length - after),
    after: items.slice(items.length - after),
  };
}

/** schema.org BreadcrumbList for the page head. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.href === '/' ? '' : crumb.href}`,
    })),
  };
}
