import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchGuard} from '../patches/guard';
import {DEFERRED_DIR, partsOf} from '../patches/manifest';
import {isPatchOff} from '../patches/off';
import {redirectPlugin} from '../patches/register';

/**
 * Defers the filter inputs MRT imports but most tables never show and the
 * other parts only some tables show (dialogs, menus, chips...:
 * src/components/MrtFrame/deferred), so a table page downloads them only
 * when they first render. The imports redirected to the stand-ins are the
 * parts of "mrt-deferred" in plugins/patches/manifest.ts, each with its
 * importer; every other import of those MUI components is left alone.
 */
const ROOT = path.resolve(__dirname, '../..');
const REDIRECTS = partsOf('mrt-deferred', 'redirect');
/** Server only: loads every stand-in's part before the build renders pages (deferred/serverWarmup.ts). */
const SERVER_WARMUP = path.resolve(ROOT, DEFERRED_DIR, 'serverWarmup.ts');
const ALL_PARTS = path.resolve(ROOT, DEFERRED_DIR, 'allParts.ts');
/** Stand-ins that are not `deferred()` parts (the Tooltip runs its own rules and loads on first open). */
const NOT_PARTS = new Set(['Tooltip']);
/** The stand-ins of DEFERRED_DIR the redirects point at, by name (`Menu` for `deferred/Menu.tsx`). */
export const DEFERRED_STAND_INS = [
  ...new Set(
    REDIRECTS.filter((redirect) => path.dirname(redirect.replacement) === DEFERRED_DIR).map((redirect) =>
      path.basename(redirect.replacement, '.tsx'),
    ),
  ),
].sort();
const listedParts = new Set(
  [...fs.readFileSync(ALL_PARTS, 'utf8').matchAll(/^import '\.\/(\w+)';$/gm)].map((m) => m[1]),
);
const unlisted = DEFERRED_STAND_INS.filter((name) => !NOT_PARTS.has(name) && !listedParts.has(name));
if (unlisted.length > 0) {
  throw new Error(`[mrt-deferred] ${path.relative(process.cwd(), ALL_PARTS)} misses: ${unlisted.join(', ')}`);
}

export default function mrtDeferredPlugin(): Plugin {
  return {
    name: 'mrt-deferred',
    getClientModules() {
      return [SERVER_WARMUP];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const serverFlag = new currentBundler.instance.DefinePlugin({__MRT_DEFERRED_SERVER__: JSON.stringify(isServer)});
      // measuring what the redirects save (scripts/bench-patches.mjs): the flag only, MRT's own imports
      if (isPatchOff('mrt-deferred')) return {plugins: [serverFlag]};
      // the virtualizer's stand-in is for the browser only: the server renders with the real library
      const redirects = REDIRECTS.filter((redirect) => redirect.bundles === 'both' || !isServer);
      const side = isServer ? 'server' : 'browser';
      // each redirect must have fired for its own importer: one whose target moved fails the build by name
      return {
        plugins: [serverFlag, redirectPlugin(currentBundler.instance, redirects), patchGuard('mrt-deferred', side)],
      };
    },
  };
}
