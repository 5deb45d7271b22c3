import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {filesUnder} from '../shared/filesUnder';

/**
 * The bundler's persistent cache (node_modules/.cache) keeps each module's loader output and resolution
 * across builds, keyed on the module's own files and the site config; it does not see a change to this
 * site's build plugins (a loader such as plugins/examples/loader.cjs, a module replacement such as
 * plugins/mrt-deferred) or to the stand-ins they point at. Rspack's own option for that is the cache's
 * `buildDependencies`: this plugin lists those files there, through Docusaurus' `configureWebpack` merge, so
 * changing one starts the cache afresh. Documentation files (`*.md`) are left out: editing them changes no
 * build output.
 */
const ROOT = path.resolve(__dirname, '../..');
const WATCHED = ['plugins', 'src/components/MrtFrame/deferred'];

/** Every file whose change must start the persistent cache afresh. */
export function buildDependencies(): string[] {
  return WATCHED.flatMap((dir) => filesUnder(path.join(ROOT, dir)))
    .filter((file) => !file.endsWith('.md'))
    .sort();
}

/**
 * The configuration to merge: the files above added to the persistent cache's `buildDependencies` when
 * Docusaurus turned that cache on (`experiments.cache`, Rspack 1); nothing when it is off.
 */
export function cacheConfig(experiments: unknown): {experiments?: {cache: {buildDependencies: string[]}}} {
  const cache = (experiments as {cache?: unknown} | undefined)?.cache;
  if (!cache || typeof cache !== 'object') return {};
  return {experiments: {cache: {buildDependencies: buildDependencies()}}};
}

export default function buildCachePlugin(): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      return cacheConfig(config.experiments);
    },
  };
}
