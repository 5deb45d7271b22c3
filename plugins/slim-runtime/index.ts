import type {Plugin} from '@docusaurus/types';
import {patchGuard} from '../patches/guard';
import {partsOf} from '../patches/manifest';
import {aliasConfig} from '../patches/register';

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
 *
 * theme-classic's `prism-include-languages` client module imports
 * `prism-react-renderer` (33 KB gzip, all its languages) into every page's
 * main bundle only to hand Prism to a swizzle point. Code is coloured at
 * build time (plugins/shiki) and nothing on a page highlights, so it gets
 * src/lib/noIncludeLanguages.ts, which does nothing. The live editor loads
 * its own Prism (src/components/Example/editorPrism.ts).
 *
 * Chunk files are named by their numeric id instead of their name
 * (`assets/js/[id].[contenthash:8].js`): with `[name]` in the template, the
 * webpack runtime every page loads carries a map from each of the site's
 * several hundred chunk ids to its name, which grows with every page.
 */
export default function slimRuntimePlugin(): Plugin {
  return {
    name: 'slim-runtime',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        ...(config.mode === 'production' ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
        // the aliases are the parts of "slim-runtime" in plugins/patches/manifest.ts
        resolve: {alias: aliasConfig(partsOf('slim-runtime', 'alias'))},
        // an alias whose target moved would leave the original in the bundle without a word
        plugins: [patchGuard('slim-runtime', 'browser')],
      };
    },
  };
}
