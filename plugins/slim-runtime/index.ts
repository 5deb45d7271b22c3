import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Small savings in the bundle every page loads.
 *
 * `@docusaurus/utils-common` is CommonJS whose index `require`s tslib, so the
 * browser bundle carried all of tslib (~3 KB gzip) for four small helpers the
 * theme imports. Client code gets src/lib/docusaurusUtilsCommon.ts instead:
 * the same exports, taken from the package's helper files directly.
 *
 * theme-classic's `nprogress` client module (the loading bar on client-side
 * navigations) brings the nprogress library (~1.6 KB gzip) for one bar:
 * src/lib/routeProgress.ts draws the same bar with a CSS transition.
 */
const THEME_CLASSIC = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
export default function slimRuntimePlugin(): Plugin {
  return {
    name: 'slim-runtime',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            '@docusaurus/utils-common$': path.resolve(__dirname, '../../src/lib/docusaurusUtilsCommon.ts'),
            [`${path.join(THEME_CLASSIC, 'lib/nprogress')}$`]: path.resolve(__dirname, '../../src/lib/routeProgress.ts'),
          },
        },
      };
    },
  };
}
