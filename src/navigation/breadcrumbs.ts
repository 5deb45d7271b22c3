import {activeCutVersion, unversionedPath, type VersionedPathContext} from './versionedPaths';
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
      UPPERCASE_WORDS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/**
 * Breadcrumbs for a path: Home first, then one crumb per path segment,
 * labelled from the navigation model when it lists that path.
 *
 * With the site's docs versions given, a page of a cut version
 * (`/docs/2.9/guides/sorting`) gets the labels of the working page it was
 * copied from, a crumb for the version after "Docs", and links into that
 * version (only to pages the version has).
 */
export function buildBreadcrumbs(pathname: string, navigation: NavItem[], versions?: VersionedPathContext): Crumb[] {
  const version = versions ? activeCutVersion(pathname, versions) : undefined;
  if (!versions || !version) return buildPlainBreadcrumbs(pathname, navigation);
  const root = normalizePath(versions.docsRoot);
  const versionRoot = normalizePath(version.path);
  const docPaths = new Set(version.docPaths.map(normalizePath));
  const base = buildPlainBreadcrumbs(unversionedPath(normalizePath(pathname), versions), navigation);
  return base.flatMap((crumb, index): Crumb[] => {
    const isLast = index === base.length - 1;
    if (crumb.href === root) {
      const versionCrumb = {
        href: versionRoot,
        label: version.label,
        linkable: isLast || docPaths.has(versionRoot),
      };
      return [{...crumb, linkable: isLast ? false : crumb.linkable}, versionCrumb];
    }
    if (!crumb.href.startsWith(`${root}/`)) return [crumb];
    const href = `${versionRoot}${crumb.href.slice(root.length)}`;
    return [{...crumb, href, linkable: isLast || docPaths.has(href)}];
  });
}

function buildPlainBreadcrumbs(pathname: string, navigation: NavItem[]): Crumb[] {
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
  return crumbs
    .slice(0, -1)
    .reverse()
    .find((crumb) => crumb.linkable);
}

export const BREADCRUMB_MAX_ITEMS = 8;
export const BREADCRUMB_ITEMS_BEFORE_COLLAPSE = 1;
export const BREADCRUMB_ITEMS_AFTER_COLLAPSE = 1;

export type CollapsedCrumbs<T> =
  {collapsed: false; items: T[]} | {collapsed: true; before: T[]; hidden: T[]; after: T[]};

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

/**
 * Whether `pathname` is under the docs but no doc of any version is there. Docusaurus serves such an address
 * the not-found content inside the docs' own route (its DocRoot), not through the 404 page, so the shell has
 * to tell from the docs plugin's list of docs. False when that list is unknown (no versions).
 */
export function isMissingDoc(pathname: string, docs: VersionedPathContext): boolean {
  if (docs.versions.length === 0) return false;
  const path = normalizePath(pathname);
  if (path !== docs.docsRoot && !path.startsWith(`${docs.docsRoot}/`)) return false;
  return !docs.versions.some((version) => version.docPaths.some((docPath) => normalizePath(docPath) === path));
}

export const NOT_FOUND_LABEL = 'Page Not Found';

/** The crumbs of an address with no page: Home, then "Page Not Found" (nothing made up from the address). */
export function notFoundBreadcrumbs(pathname: string): Crumb[] {
  return [
    {href: '/', label: 'Home', linkable: true},
    {href: normalizePath(pathname), label: NOT_FOUND_LABEL, linkable: false},
  ];
}
