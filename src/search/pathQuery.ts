import {CURRENT_DOCS} from './filter';
import type {SearchQuery, SearchResult} from './types';

/**
 * The words of a mistyped address, for the not-found page's suggestions:
 * `/docs/guides/sortng` → "sortng". Section folders that every page shares
 * (docs, guides, examples…) and file endings are left out; dashes,
 * underscores and dots separate words.
 */
const SECTION_WORDS = new Set([
  'docs',
  'doc',
  'guides',
  'guide',
  'examples',
  'example',
  'api',
  'getting',
  'started',
  'blog',
  'html',
  'htm',
  'index',
  'next',
  'current',
  'v1',
  'v2',
  'v3',
  'www',
]);

export function pathQuery(pathname: string, baseUrl = '/'): string {
  let path = pathname;
  if (baseUrl !== '/' && path.startsWith(baseUrl)) path = path.slice(baseUrl.length - 1);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: read it as written
  }
  const words = decoded
    .split(/[/\-_.\s+]+/)
    .map((word) => word.trim())
    .filter((word) => /^[\p{L}\p{N}]+$/u.test(word) && !SECTION_WORDS.has(word.toLowerCase()));
  return words.join(' ').slice(0, 64);
}

/** The not-found page's search for a query from `pathQuery`: looser typos (an address is not typed word by word). */
export const notFoundQuery = (text: string): SearchQuery => ({text, filter: CURRENT_DOCS, loose: true, limit: 50});

/** The pages to suggest from the not-found search's result: the first `count`, each with its title. */
export const suggestionsOf = (result: SearchResult, count: number): Array<{url: string; title: string}> =>
  result.pages.slice(0, count).map((page) => ({url: page.url, title: page.title || page.url}));
