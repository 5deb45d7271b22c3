import type {Plugin} from '@docusaurus/types';
import {PatchError} from '../patches/guard';

/**
 * Docusaurus moves every module that at least half of the site's pages use into one `common` chunk,
 * which every page then downloads. Once more than half of the pages show a live table (the examples,
 * the guides with demos, the API reference), the whole table stack (material-react-table, TanStack
 * Table and Virtual, MUI's table parts; about 97 KB gzip) crossed that line and landed on pages that
 * show no table at all, such as Install. Only modules that nearly every page uses (nine pages in ten)
 * belong in a chunk every page loads; the table stack stays in the chunks of the pages that render it.
 */
export const COMMON_CHUNK_SHARE = 0.9;

export default function commonChunkPlugin(): Plugin {
  return {
    name: 'common-chunk',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const group = splitChunks && typeof splitChunks === 'object' ? splitChunks.cacheGroups?.common : undefined;
      const common = group && typeof group === 'object' && !(group instanceof RegExp) ? group : undefined;
      if (!common || typeof common.minChunks !== 'number') {
        throw new PatchError(
          'common-chunk',
          'Docusaurus no longer defines splitChunks.cacheGroups.common with minChunks',
        );
      }
      // Docusaurus sets minChunks to half the number of pages
      common.minChunks = Math.ceil(common.minChunks * 2 * COMMON_CHUNK_SHARE);
      return {};
    },
  };
}
