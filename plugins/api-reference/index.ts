import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Builds `@site/src/api/reference?page=...` and `?excerpt=...` (loader.cjs): an
 * API page's entries, or just the entries a guide's options table names. The MDX
 * side (rewriting `<ApiOptionsTable>` into such an import) is remark.cjs,
 * registered with the docs, blog and pages content plugins.
 */
export default function apiReferencePlugin(): Plugin {
  return {
    name: 'api-reference',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]src[\\/]api[\\/]reference\.ts$/,
              resourceQuery: /^\?(page|excerpt)=/,
              enforce: 'pre' as const,
              use: [{loader: path.resolve(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
