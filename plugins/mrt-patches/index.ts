import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Build-time patches to material-react-table's ES module (see patches.cjs for each one and why). They
 * change when MRT renders, never what it renders: every table on the site shows exactly what MRT 3.2.1
 * shows. The loader fails the build if a patched passage is not found exactly once (a new MRT version).
 */
export default function mrtPatchesPlugin(): Plugin {
  return {
    name: 'mrt-patches',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]material-react-table[\\/]dist[\\/]index\.esm\.js$/,
              enforce: 'pre',
              use: [{loader: path.resolve(__dirname, 'patches.cjs')}],
            },
          ],
        },
      };
    },
  };
}
