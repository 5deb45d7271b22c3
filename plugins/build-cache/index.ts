import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {filesUnder} from '../shared/filesUnder';
import {PatchError} from '../shared/patchGuard';

/**
 * The bundler's persistent cache (node_modules/.cache) keeps each module's loader output and resolution
 * across builds, keyed on the module's own files and the site config; it does not see a change to this
 * site's build plugins (a loader such as plugins/examples/loader.cjs, a module replacement such as
 * plugins/mrt-deferred) or to the stand-ins they point at. This plugin adds a hash of all of them to the
 * cache's version, so changing any one rebuilds instead of reusing stale output.
 */
const ROOT = path.resolve(__dirname, '../..');
const WATCHED = ['plugins', 'src/components/MrtFrame/deferred'];

export function buildPluginsHash(): string {
  const hash = crypto.createHash('md5');
  for (const file of WATCHED.flatMap((dir) => filesUnder(path.join(ROOT, dir)).sort())) {
    hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

export default function buildCachePlugin(): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      versionPersistentCache(config.experiments, process.env);
      return {};
    },
  };
}

/**
 * Adds the plugins' hash to the persistent cache's version. Docusaurus 3.10 with Rspack keeps that cache
 * in `experiments.cache`; if it moves (Rspack 2), stale loader output would be reused silently, so a
 * missing cache object fails the build unless the cache is turned off (DOCUSAURUS_NO_PERSISTENT_CACHE).
 */
export function versionPersistentCache(experiments: unknown, env: NodeJS.ProcessEnv): void {
  const cache = (experiments as {cache?: unknown} | undefined)?.cache;
  if (cache && typeof cache === 'object') {
    const persistent = cache as {version?: string};
    persistent.version = `${persistent.version ?? ''}-plugins-${buildPluginsHash()}`;
    return;
  }
  if (env.DOCUSAURUS_NO_PERSISTENT_CACHE) return;
  throw new PatchError('build-cache', 'the bundler config has no experiments.cache object to version');
}
