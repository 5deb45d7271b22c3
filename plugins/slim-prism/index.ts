import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleGraphGuard} from '../shared/patchGuard';

/**
 * Swaps `prism-react-renderer` for src/prism (same API, only the languages
 * this site shows): src/prism/index.tsx highlights on the server, and
 * src/prism/client.tsx hydrates code blocks from the server's markup without
 * Prism. The config keeps the real package for its colour themes.
 *
 * Also empties theme-classic's `prism-include-languages` client module: it
 * imports Prism into the main bundle of every page only to call a function
 * this site swizzled to a no-op. Prism then ships with the code blocks that
 * use it, in their pages' chunks.
 */
const INCLUDE_LANGUAGES_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);
export default function slimPrismPlugin(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack(_config, isServer) {
      const highlighter = path.resolve(__dirname, `../../src/prism/${isServer ? 'index' : 'client'}.tsx`);
      const noIncludeLanguages = path.resolve(__dirname, '../../src/prism/noIncludeLanguages.ts');
      return {
        resolve: {
          alias: {
            // the browser re-reads the server's highlighting and loads Prism only for new code
            'prism-react-renderer$': highlighter,
            [`${INCLUDE_LANGUAGES_CLIENT_MODULE}$`]: noIncludeLanguages,
          },
        },
        // an alias whose target moved would leave the original in the bundle without a word
        plugins: [
          moduleGraphGuard('slim-prism', {
            required: [highlighter, ...(isServer ? [] : [noIncludeLanguages])],
            forbidden: [
              /[\\/]prism-react-renderer[\\/]dist[\\/]/,
              ...(isServer ? [] : [/[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/]),
            ],
          }),
        ],
      };
    },
  };
}
