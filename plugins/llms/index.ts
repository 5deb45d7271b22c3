import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readBuiltPage} from '../shared/builtHtml';
import {navigation} from '../../src/navigation/navigation';
import {htmlToMarkdown} from './markdown';
import {
  DOCS_BASE,
  TOOL_ROUTES,
  buildLlmsFull,
  buildLlmsIndex,
  docsSections,
  twinPath,
  type TwinInfo,
} from './index-file';

export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** A blog post's route: `/blog/<slug>`, not the lists (pages, tags, authors, archive). */
export const isBlogPostRoute = (route: string): boolean =>
  /^\/blog\/[^/]+$/.test(route) && !/^\/blog\/(tags|authors|archive|page)$/.test(route);
export const isDocsRoute = (route: string): boolean => route === DOCS_BASE || route.startsWith(`${DOCS_BASE}/`);

async function readVersionNames(siteDir: string): Promise<string[]> {
  try {
    const names: unknown = JSON.parse(await fs.readFile(path.join(siteDir, 'versions.json'), 'utf8'));
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Docs for assistants and copy-paste readers. After the build writes the HTML, every docs page (every version)
 * and blog post gets a Markdown twin next to it (`docs/guides/sorting.html` → `docs/guides/sorting.md`),
 * converted from the built page by ./markdown.ts; then `/llms.txt` indexes the current docs as the drawer
 * groups them and `/llms-full.txt` holds them all in drawer order. Each cut version gets its own index at
 * `/docs/<version>/llms.txt`, linked from `/llms.txt`.
 */
export default function llmsPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const siteUrl = siteConfig.url;
      const routes = [...new Set(routesPaths)]
        .filter((route) => isDocsRoute(route) || isBlogPostRoute(route) || TOOL_ROUTES.includes(route))
        .sort();
      const infos = new Map<string, TwinInfo>();
      const twins = new Map<string, string>();
      await Promise.all(
        routes.map(async (route) => {
          const html = await readBuiltPage(outDir, route);
          const page = html && htmlToMarkdown(html, {siteUrl, siteTitle: siteConfig.title, route});
          if (!page) return;
          infos.set(route, {title: page.title, description: page.description});
          twins.set(route, page.markdown);
          await fs.writeFile(path.join(outDir, twinPath(route)), page.markdown);
        }),
      );

      const sections = docsSections(navigation);
      const summary = siteConfig.tagline;
      const versions = await readVersionNames(context.siteDir);
      const versionIndexes = [];
      for (const name of versions) {
        const prefix = `${DOCS_BASE}/${name}`;
        // a cut version keeps the drawer's order: the current docs' sections, at the version's paths
        const versionSections = sections.map((section) => ({
          title: section.title,
          routes: section.routes
            .map((route) => `${prefix}${route.slice(DOCS_BASE.length)}`)
            .filter((route) => twins.has(route)),
        }));
        if (!versionSections.some((section) => section.routes.length > 0)) continue;
        const indexPath = `${prefix}/${LLMS_INDEX_FILE}`;
        await fs.mkdir(path.join(outDir, prefix), {recursive: true});
        await fs.writeFile(
          path.join(outDir, indexPath),
          buildLlmsIndex(versionSections, {
            siteUrl,
            title: `${siteConfig.title} (version ${name})`,
            summary,
            twins: infos,
          }),
        );
        versionIndexes.push({name, indexPath});
      }

      const posts = routes.filter(isBlogPostRoute);
      await fs.writeFile(
        path.join(outDir, LLMS_INDEX_FILE),
        buildLlmsIndex(sections, {
          siteUrl,
          title: siteConfig.title,
          summary,
          twins: infos,
          posts,
          versions: versionIndexes,
          fullPath: `/${LLMS_FULL_FILE}`,
        }),
      );
      const current = sections.flatMap((section) => section.routes);
      await fs.writeFile(
        path.join(outDir, LLMS_FULL_FILE),
        buildLlmsFull(current, twins, {siteUrl, title: siteConfig.title, summary}),
      );
    },
  };
}
