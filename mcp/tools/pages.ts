import {twinPath} from '../../plugins/llms/index-file';
import {notFoundQuery, pathQuery} from '../../src/search/pathQuery';
import {closest} from './closest';
import type {DocsContext} from './context';
import {failure, ok} from './result';

/**
 * `get_page`: a page's Markdown twin (what "Open as Markdown" serves), by path or URL. A path that is no page
 * answers with the pages the site's not-found page would suggest for it (the path's words, searched by the
 * same engine with looser typos), or else the routes nearest in spelling.
 */

/** `/docs/guides/sorting` from a path or URL as a reader would paste it (origin, `.md`, anchor, slash…). */
export function routeOf(input: string): string {
  let path = input.trim();
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (origin) path = path.slice(origin[0].length);
  path = path
    .replace(/[?#].*$/, '')
    .replace(/\.(md|mdx|html)$/, '')
    .replace(/\/+$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path === '/index' ? '/' : path;
}

export const MAX_SUGGESTIONS = 5;

export function suggestPages(context: DocsContext, route: string): string[] {
  const query = pathQuery(route);
  const found = query ? context.engine.search(notFoundQuery(query)).pages.map((page) => page.url) : [];
  const known = found.filter((url) => context.pages.has(url));
  return known.length ? known.slice(0, MAX_SUGGESTIONS) : closest(route, context.pages.keys(), MAX_SUGGESTIONS);
}

export function getPage(context: DocsContext, input: string) {
  const route = routeOf(input);
  const page = context.pages.get(route);
  if (!page) {
    const suggestions = suggestPages(context, route);
    const list = suggestions.map((url) => `- ${url}: ${context.pages.get(url)?.title ?? ''}`).join('\n');
    return failure(`No page at ${route}. The closest pages:\n${list}`, {route, suggestions});
  }
  return ok(page.markdown, {
    route,
    title: page.title,
    url: context.absolute(route),
    markdownUrl: context.absolute(twinPath(route)),
  });
}
