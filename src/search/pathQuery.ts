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
