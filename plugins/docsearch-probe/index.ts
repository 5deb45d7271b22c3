import type {Plugin} from '@docusaurus/types';
import {patchGuard} from '../patches/guard';
import {partsOf} from '../patches/manifest';
import {loaderRules} from '../patches/register';

/**
 * DocSearch's localStorage probe, once per page instead of on every render of its modal (probeLoader.cjs;
 * plugins/PATCHES.md, "docsearch-probe"). The loader throws, failing the build, when the probe's code is not
 * found exactly once in the installed DocSearch; the guard fails the browser build when the loader's rule
 * (the part of "docsearch-probe" in plugins/patches/manifest.ts) matched no module.
 */
export default function docSearchProbePlugin(): Plugin {
  return {
    name: 'docsearch-probe',
    configureWebpack(_config, isServer) {
      return {
        module: {rules: loaderRules(partsOf('docsearch-probe', 'loader'))},
        plugins: [patchGuard('docsearch-probe', isServer ? 'server' : 'browser')],
      };
    },
  };
}
