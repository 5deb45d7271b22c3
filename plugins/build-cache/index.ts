import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {filesUnder} from '../shared/filesUnder';

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
      const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-plugins-${buildPluginsHash()}`;
      return {};
    },
  };
}
