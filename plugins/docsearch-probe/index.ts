import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * DocSearch's localStorage probe, once per page instead of on every render of its modal (probeLoader.cjs;
 * plugins/PATCHES.md, "docsearch-probe"). The loader throws, failing the build, when the probe's code is not
 * found exactly once in the installed DocSearch.
 */
export default function docSearchProbePlugin(): Plugin {
  return {
    name: 'docsearch-probe',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [{loader: path.resolve(__dirname, 'probeLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
