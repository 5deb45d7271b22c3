import {answer, DOCSEARCH_REQUEST} from '../../src/search/algolia';
import {MAX_QUERY_LENGTH} from '../../src/search/engine';
import type {DocsContext} from './context';
import {ok} from './result';

/**
 * `search_docs`: the site's own search (src/search/engine.ts) asked through the search modal's adapter with its
 * request (DOCSEARCH_REQUEST), so the pages come in the modal's order and the snippets are the modal's. Each
 * page's best sections follow it.
 */

export interface SearchHit {
  title: string;
  /** The heading the hit is under (the page title for the page's opening). */
  section: string;
  /** `/docs/guides/sorting#…` */
  path: string;
  url: string;
  snippet: string;
}

/** Sections shown per page: the modal shows up to six; two keep an assistant's answer short. */
export const SECTIONS_PER_PAGE = 2;

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
/** The engine's highlighted HTML as Markdown: `<mark>` becomes bold, entities their characters. */
const markdownOf = (html: string) =>
  html.replace(/<\/?mark>/g, '**').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

export function searchDocs(context: DocsContext, query: string, limit: number) {
  const {hits} = answer(context.engine, {...DOCSEARCH_REQUEST, query});
  const pages = [...new Set(hits.map((hit) => hit.url.split('#')[0]))].slice(0, limit);
  const results: SearchHit[] = [];
  for (const page of pages) {
    for (const hit of hits.filter((candidate) => candidate.url.split('#')[0] === page).slice(0, SECTIONS_PER_PAGE)) {
      const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const;
      const level = levels.find((name) => hit.hierarchy[name]) ?? 'lvl1';
      const snippet = hit._snippetResult.content ?? hit._snippetResult.hierarchy[level];
      results.push({
        title: hit.hierarchy.lvl1 ?? page,
        section: hit.hierarchy[level] ?? '',
        path: hit.url,
        url: context.absolute(hit.url),
        snippet: snippet ? markdownOf(snippet.value) : '',
      });
    }
  }
  const cut = query.length > MAX_QUERY_LENGTH;
  const lines = [
    `${pages.length ? `${pages.length} pages` : 'No page'} for "${query.slice(0, MAX_QUERY_LENGTH)}"` +
      `${cut ? ` (the search reads the first ${MAX_QUERY_LENGTH} characters)` : ''}` +
      ` in the Material React Table ${context.data.versions.materialReactTable} docs.`,
    ...results.map(
      (hit) =>
        `- **${hit.title}**${hit.section && hit.section !== hit.title ? ` › ${hit.section}` : ''}: ${hit.path}\n  ${hit.snippet}`,
    ),
  ];
  if (pages.length) lines.push('', 'Read a page with get_page({path}).');
  return ok(lines.join('\n'), {query, pages, hits: results});
}

/**
 * Runs the engine over every page title once, when the server starts: the first searches of a fresh process
 * are several times slower (the engine's code is not optimised yet), and an assistant's first question
 * should not pay for it.
 */
export function warmSearch(context: DocsContext) {
  for (const page of context.data.pages) answer(context.engine, {...DOCSEARCH_REQUEST, query: page.title});
}
