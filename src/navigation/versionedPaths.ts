/**
 * Paths of cut docs versions (`docusaurus docs:version X`), which Docusaurus
 * serves at `/docs/X/...` while the working docs stay at `/docs/...`.
 *
 * The navigation model, the outline rules and the breadcrumb labels all speak
 * about the working docs' paths. These helpers translate between the two, so a
 * frozen page gets the same shell as its current twin.
 */
import {normalizePath, trimTrailingSlash} from './model';

/** What the shell needs to know about one docs version (from Docusaurus' global data). */
export interface DocsVersionPaths {
  name: string;
  label: string;
  /** Version root, e.g. `/docs` (working docs) or `/docs/2.9`. */
  path: string;
  /** Paths of the version's docs, e.g. `/docs/2.9/guides/sorting`. */
  docPaths: string[];
}

export interface VersionedPathContext {
  /** Root of the docs the navigation model links to (`/docs`). */
  docsRoot: string;
  versions: DocsVersionPaths[];
}

const isUnder = (pathname: string, root: string): boolean => pathname === root || pathname.startsWith(`${root}/`);

/**
 * The cut version a path belongs to, or undefined for the working docs and
 * every non-docs page. The most specific version root wins.
 */
export function activeCutVersion(
  pathname: string,
  {docsRoot, versions}: VersionedPathContext,
): DocsVersionPaths | undefined {
  const path = normalizePath(pathname);
  const root = trimTrailingSlash(docsRoot);
  return versions
    .filter((version) => trimTrailingSlash(version.path) !== root && isUnder(path, trimTrailingSlash(version.path)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** `/docs/2.9/guides/sorting` → `/docs/guides/sorting`; any other path unchanged. */
export function unversionedPath(pathname: string, context: VersionedPathContext): string {
  const version = activeCutVersion(pathname, context);
  if (!version) return pathname;
  const versionRoot = trimTrailingSlash(version.path);
  const rest = pathname.slice(versionRoot.length);
  const root = trimTrailingSlash(context.docsRoot);
  return `${root === '/' ? '' : root}${rest}` || '/';
}

/**
 * A navigation href as seen from `pathname`: while reading a cut version,
 * links to working-docs pages point at the same page of that version when the
 * version has it; everything else (other pages, anchors-only groups,
 * external links) is left unchanged.
 */
export function versionedHref(href: string, pathname: string, context: VersionedPathContext): string {
  const version = activeCutVersion(pathname, context);
  if (!version) return href;
  const [path = '', hash] = href.split('#');
  const root = trimTrailingSlash(context.docsRoot);
  if (!path || !isUnder(trimTrailingSlash(path), root)) return href;
  const candidate = `${trimTrailingSlash(version.path)}${trimTrailingSlash(path).slice(root === '/' ? 0 : root.length)}`;
  if (!version.docPaths.some((docPath) => trimTrailingSlash(docPath) === trimTrailingSlash(candidate))) return href;
  return hash === undefined ? candidate : `${candidate}#${hash}`;
}
