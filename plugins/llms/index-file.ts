import type {NavItem} from '../../src/navigation/types';

/**
 * `/llms.txt` (the llmstxt.org format) and `/llms-full.txt`, from the one
 * navigation model: the docs pages in drawer order, grouped as the drawer
 * groups them, each linked to its Markdown twin.
 */

/** Docs routes are the navigation entries under this path. */
export const DOCS_BASE = '/docs';

export interface TwinInfo {
  title: string;
  description: string;
}

export interface DocsSection {
  /** The drawer's group label, with its sub-group's (`Guides: Essentials`). */
  title: string;
  routes: string[];
}

const isDocsRoute = (href: string): boolean => href === DOCS_BASE || href.startsWith(`${DOCS_BASE}/`);

/** The path of a route's Markdown twin: `/docs/guides/sorting` → `/docs/guides/sorting.md`. */
export const twinPath = (route: string): string => `${route.replace(/\/$/, '') || '/index'}.md`;

/**
 * The docs pages of the navigation model, grouped as the drawer groups them: one section per top-level group,
 * and one per sub-group (Guides → Essentials…), in drawer order. Anchors (`/docs/guides#essentials`) name a
 * sub-group, not a page.
 */
/**
 * Pages outside the docs that still get a Markdown twin and a line in `/llms.txt`, where the navigation lists
 * them: tools whose page explains how to use them.
 */
export const TOOL_ROUTES: readonly string[] = ['/builder'];

export function docsSections(navigation: NavItem[]): DocsSection[] {
  const sections: DocsSection[] = [];
  const seen = new Set<string>();
  const add = (section: DocsSection, href: string) => {
    if ((!isDocsRoute(href) && !TOOL_ROUTES.includes(href)) || href.includes('#') || seen.has(href)) return;
    seen.add(href);
    section.routes.push(href);
  };
  for (const item of navigation) {
    if (item.external) continue;
    const top: DocsSection = {title: item.label, routes: []};
    sections.push(top);
    if (!item.items && !item.secondaryItems) add(top, item.href);
    for (const child of item.items ?? []) {
      const children = [...(child.items ?? []), ...(child.secondaryItems ?? [])];
      if (children.length === 0) {
        add(top, child.href);
        continue;
      }
      const sub: DocsSection = {title: `${item.label}: ${child.label}`, routes: []};
      sections.push(sub);
      add(sub, child.href);
      children.forEach((grandchild) => add(sub, grandchild.href));
    }
    for (const child of item.secondaryItems ?? []) add(top, child.href);
  }
  return sections.filter((section) => section.routes.length > 0);
}

/** Every docs route of the navigation model, in drawer order. */
export const docsRoutes = (navigation: NavItem[]): string[] =>
  docsSections(navigation).flatMap((section) => section.routes);

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export interface LlmsIndexOptions {
  siteUrl: string;
  title: string;
  summary: string;
  /** Title and description of each twin, by route; routes without a twin are left out. */
  twins: Map<string, TwinInfo>;
  /** Blog posts. */
  posts?: string[];
  /** Path of the file holding all these pages (`/llms-full.txt`), if there is one. */
  fullPath?: string;
  /** Cut docs versions, each with the path of its own index (`/docs/3.2/llms.txt`). */
  versions?: Array<{name: string; indexPath: string}>;
}

export function buildLlmsIndex(sections: DocsSection[], options: LlmsIndexOptions): string {
  const origin = options.siteUrl.replace(/\/$/, '');
  const entry = (route: string) => {
    const twin = options.twins.get(route);
    if (!twin) return null;
    const description = oneLine(twin.description);
    return `- [${oneLine(twin.title)}](${origin}${twinPath(route)})${description ? `: ${description}` : ''}`;
  };
  const lines = [`# ${options.title}`, '', `> ${oneLine(options.summary)}`, ''];
  const full = options.fullPath ? ` [All docs pages in one file](${origin}${options.fullPath}).` : '';
  lines.push(
    `Every page below is the Markdown twin of a page of ${origin}: add \`.md\` to a docs or blog address to read it as Markdown.${full}`,
    '',
  );
  for (const section of sections) {
    const entries = section.routes.map(entry).filter((line): line is string => line !== null);
    if (entries.length === 0) continue;
    lines.push(`## ${section.title}`, '', ...entries, '');
  }
  if (options.versions && options.versions.length > 0) {
    lines.push('## Other docs versions', '');
    for (const version of options.versions)
      lines.push(
        `- [Docs ${version.name}](${origin}${version.indexPath}): the docs as frozen at version ${version.name}`,
      );
    lines.push('');
  }
  const posts = (options.posts ?? []).map(entry).filter((line): line is string => line !== null);
  if (posts.length > 0) lines.push('## Optional', '', ...posts, '');
  return `${lines.join('\n').trim()}\n`;
}

/** `/llms-full.txt`: the twins of `routes`, in that order, each preceded by its page's address. */
export function buildLlmsFull(
  routes: string[],
  twins: Map<string, string>,
  options: {siteUrl: string; title: string; summary: string},
): string {
  const origin = options.siteUrl.replace(/\/$/, '');
  const pages = routes
    .filter((route) => twins.has(route))
    .map((route) => `Source: ${origin}${route}\n\n${twins.get(route)!.trim()}`);
  return `# ${options.title}\n\n> ${oneLine(options.summary)}\n\n${pages.join('\n\n---\n\n')}\n`;
}
