import {createSearchEngine, type SearchEngine} from '../engine';
import {fetchIndex} from '../fetchIndex';
import {unpackIndex} from '../indexFile';
import type {FromWorker, LoadTiming, ToWorker} from './protocol';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The search worker's logic (the worker file only wires it to `self`): fetch and index once, then answer each
 * query by its id. A failed load is forgotten, so the page's next attempt fetches again.
 */
export function createWorkerHandler(post: (message: FromWorker) => void): (message: ToWorker) => Promise<void> {
  let engine: Promise<SearchEngine> | null = null;
  let timing: LoadTiming = {fetch: 0, unpack: 0, index: 0};
  const load = async (url: string) => {
    const started = performance.now();
    const file = await fetchIndex(url);
    const fetched = performance.now();
    const records = unpackIndex(file);
    const unpacked = performance.now();
    const loaded = createSearchEngine(records);
    timing = {fetch: fetched - started, unpack: unpacked - fetched, index: performance.now() - unpacked};
    return loaded;
  };
  return async (message) => {
    if (message.type === 'load') {
      engine ??= load(message.url);
      try {
        post({type: 'loaded', records: (await engine).size, timing});
      } catch (error) {
        engine = null;
        post({type: 'failed', id: null, message: messageOf(error)});
      }
      return;
    }
    try {
      if (!engine) throw new Error('The search index is not loaded');
      const loaded = await engine;
      post({type: 'results', id: message.id, results: message.queries.map((query) => loaded.search(query))});
    } catch (error) {
      post({type: 'failed', id: message.id, message: messageOf(error)});
    }
  };
}
