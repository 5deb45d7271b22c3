import {createSearchEngine, type SearchEngine} from '../../src/search/engine';
import {unpackIndex} from '../../src/search/indexFile';
import type {ApiEntryData, McpData, PageData} from '../data/types';

/**
 * What every tool reads: the data and the indexes built over it once, when the server starts.
 */
export interface DocsContext {
  data: McpData;
  /** The site's search engine over the records built from the sources. */
  engine: SearchEngine;
  pages: Map<string, PageData>;
  /** API entries by name (a name can be an entry of several pages: `enableSorting`). */
  apiByName: Map<string, ApiEntryData[]>;
  /** `https://…/docs/guides/sorting` from `/docs/guides/sorting`. */
  absolute(path: string): string;
}

export function createContext(data: McpData): DocsContext {
  const apiByName = new Map<string, ApiEntryData[]>();
  for (const entry of data.api) apiByName.set(entry.name, [...(apiByName.get(entry.name) ?? []), entry]);
  return {
    data,
    engine: createSearchEngine(unpackIndex(data.search)),
    pages: new Map(data.pages.map((page) => [page.route, page])),
    apiByName,
    absolute: (path) => `${data.siteUrl}${path}`,
  };
}
