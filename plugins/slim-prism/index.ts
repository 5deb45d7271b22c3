import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Swaps `prism-react-renderer` for src/prism (same API, only the languages
 * this site shows) in the client and server bundles. The config keeps the
 * real package for its colour themes.
 */
export default function slimPrismPlugin(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {'prism-react-renderer$': path.resolve(__dirname, '../../src/prism/index.tsx')},
        },
      };
    },
  };
}
