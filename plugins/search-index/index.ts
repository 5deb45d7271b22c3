import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readBuiltPage} from '../shared/builtHtml';
import type {SiteSettings} from '../../src/site/settings';
import {packIndex} from '../../src/search/indexFile';
import type {SearchRecord} from '../../src/search/types';
import {buildPageRecords, isIndexableRoute} from './records';
import {recordsFromSources} from './sources';

/** File name of the embedded index, served from the site root. */
export const SEARCH_INDEX_FILE = 'search-index.json';
/** Module the client imports for the dev-server index (a stub in production). */
export const DEV_INDEX_MODULE = '@mrt/search-dev-index';

/**
 * The embedded search index (used when no Algolia settings are given).
 * - Build: after the HTML is written, every page is parsed into DocSearch
 *   records and written to `/search-index.json`, which the search modal
 *   fetches on first open.
 * - Dev server: no HTML exists, so the records come from the Markdown sources
 *   and reach the client as a lazily imported generated module.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin<{devIndexPath: string | null}> {
  const isDev = process.env.NODE_ENV === 'development';
  // hosted mode (ALGOLIA_* set) searches Algolia's index: nothing to build
  const hosted = Boolean((context.siteConfig.customFields?.settings as SiteSettings | undefined)?.algolia);
  return {
    name: 'search-index',
    async loadContent() {
      return {devIndexPath: null};
    },
    async contentLoaded({content, actions}) {
      const records = isDev && !hosted ? recordsFromSources(context.siteDir) : [];
      content.devIndexPath = await actions.createData('search-dev-index.json', JSON.stringify(packIndex(records)));
    },
    getPathsToWatch() {
      return isDev
        ? [path.join(context.siteDir, 'docs/**/*.{md,mdx}'), path.join(context.siteDir, 'blog/**/*.{md,mdx}')]
        : [];
    },
    configureWebpack(_config, _isServer, _utils, content) {
      return {resolve: {alias: {[DEV_INDEX_MODULE]: content.devIndexPath!}}};
    },
    async postBuild({outDir, routesPaths, siteConfig}) {
      if (hosted) return;
      const records: SearchRecord[] = [];
      const routes = [...new Set(routesPaths)].filter(isIndexableRoute).sort();
      for (const route of routes) {
        const html = await readBuiltPage(outDir, route);
        if (html) records.push(...buildPageRecords(html, {url: route, siteTitle: siteConfig.title}));
      }
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(packIndex(records)));
    },
  };
}
