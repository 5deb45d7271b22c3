/**
 * Which checks each route gets in the route sweep (tests/e2e/every-route.test.ts), derived from the sources so
 * a new page, demo or post is checked by existing: the routes (tests/e2e/routes.ts and the built sitemap), the
 * demos on each page (folders with an `Example.tsx` under `src/examples/`), the pages whose first demo must
 * start high (docs that contain `<ExampleDemo`), the page-weight budgets (scripts/lib/page-weight.cjs) and one
 * page of each kind for the layout-shift check in all four views.
 */
import fs from 'node:fs';
import path from 'node:path';
import {normalizePath} from '../../../src/navigation/model';
import {budgetedPages} from '../../../scripts/lib/page-weight.cjs';
import {ROUTES} from '../routes';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
const EXAMPLES_DIR = path.join(REPO_ROOT, 'src/examples');
const SITEMAP = path.join(REPO_ROOT, 'build', 'sitemap.xml');

/** Blog pages Docusaurus generates that the navigation model does not list on purpose. */
export const BLOG_GENERATED = /^\/blog\/(?:archive|authors|tags|page)(?:\/.+)?$/;
export const NOT_FOUND = '/docs/no-such-page';

/** Paths of every `<loc>` in the built sitemap. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(SITEMAP, 'utf8');
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!);
  if (locs.length === 0) throw new Error(`No <loc> entries in ${SITEMAP}`);
  return [...new Set(locs.map((loc) => normalizePath(decodeURI(new URL(loc).pathname))))];
}

const hasExample = (folder: string) => fs.existsSync(path.join(folder, 'Example.tsx'));
const subfolders = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/**
 * The demos of each page: `src/examples/<slug>/` is the example page /docs/examples/<slug>;
 * `src/examples/guides/<guide>/<slug>/` is a demo on the guide /docs/guides/<guide>.
 */
export function demosByPage(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const add = (page: string, slug: string) => pages.set(page, [...(pages.get(page) ?? []), slug]);
  for (const slug of subfolders(EXAMPLES_DIR)) {
    if (hasExample(path.join(EXAMPLES_DIR, slug))) add(`/docs/examples/${slug}`, slug);
  }
  for (const guide of subfolders(path.join(EXAMPLES_DIR, 'guides'))) {
    for (const slug of subfolders(path.join(EXAMPLES_DIR, 'guides', guide))) {
      if (hasExample(path.join(EXAMPLES_DIR, 'guides', guide, slug))) add(`/docs/guides/${guide}`, slug);
    }
  }
  return pages;
}

/** Routes of the pages in `docs/<section>` whose source has a live demo (the first must start high). */
export function demoPositionRoutes(section: 'examples' | 'guides'): string[] {
  const dir = path.join(REPO_ROOT, 'docs', section);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
    .filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes('<ExampleDemo'))
    .sort()
    .map((name) => `/docs/${section}/${name.replace(/\.mdx$/, '')}`);
}

/** First-load JavaScript budget (KB gzip) of each budgeted page. */
export function budgets(): Map<string, number> {
  return new Map(budgetedPages(REPO_ROOT).map((page) => [page.path, page.budgetKB]));
}

const readSource = (file: string): string => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const under = (section: string) => (route: string) => route.startsWith(`${section}/`);
const guideWithDemo = (route: string): boolean => {
  const file = `docs/guides/${route.slice('/docs/guides/'.length)}.mdx`;
  return (
    under('/docs/guides')(route) &&
    fs.existsSync(path.join(REPO_ROOT, file)) &&
    readSource(file).includes('<ExampleDemo')
  );
};
const postWithTable = (route: string): boolean =>
  under('/blog')(route) &&
  fs
    .readdirSync(path.join(REPO_ROOT, 'blog'))
    .some(
      (file) =>
        file.endsWith(`-${route.slice('/blog/'.length)}.mdx`) && readSource(`blog/${file}`).includes('MrtFrame'),
    );

/**
 * One page of each kind, checked for layout shift in all four views (both widths, both themes, each loaded
 * fresh); every other route is checked in the sweep's two views. The kinds differ in what can move.
 */
const KINDS: Array<[string, (route: string) => boolean]> = [
  ['home', (route) => route === '/'],
  ['getting-started page', under('/docs/getting-started')],
  ['guide with a demo', guideWithDemo],
  ['example', under('/docs/examples')],
  ['section index', (route) => route === '/docs/examples'],
  ['API index', (route) => route === '/docs/api'],
  ['API options table', (route) => /^\/docs\/api\/[\w-]+-options$/.test(route)],
  ['API instance table', (route) => /^\/docs\/api\/[\w-]+-instance-apis$/.test(route)],
  ['API components', (route) => route === '/docs/api/mrt-components'],
  ['API hooks', (route) => route === '/docs/api/mrt-hooks'],
  ['blog post with a table', postWithTable],
  ['about', (route) => route === '/about'],
];

/** route → kind, for the first route (in navigation order) of each kind; a kind without a page fails loudly. */
export function layoutShiftSample(): Map<string, string> {
  return new Map(
    KINDS.map(([kind, matches]) => {
      const route = ROUTES.find(matches);
      if (!route) throw new Error(`No route of the kind "${kind}" in tests/e2e/routes.ts`);
      return [route, kind] as const;
    }).map(([route, kind]) => [route, kind]),
  );
}
