/**
 * Starts the search worker. Its own module because the bundler reads `new Worker(new URL(…, import.meta.url))`
 * as "bundle this file as a worker", and jest (CommonJS) cannot parse `import.meta`: the unit tests map this
 * module to `tests/unit/__mocks__/searchWorker.ts`. Null where workers are not available.
 */
export function spawnSearchWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search'});
}
