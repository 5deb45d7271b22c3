import {createSearchEngine} from './engine';
import {fetchIndex} from './fetchIndex';
import {unpackIndex} from './indexFile';
import type {SearchQuery, SearchResult} from './types';
import type {FromWorker, ToWorker} from './worker/protocol';
import {spawnSearchWorker} from './worker/spawn';

/**
 * The embedded-mode search client. The index is fetched, parsed and indexed in a Web Worker
 * (`worker/search.worker.ts`), which also runs every query: the page's main thread only sends the query and
 * renders the answer, so a keystroke is painted at once whatever the engine costs. One query is in the worker at
 * a time; while it runs, a newer query replaces any that waits, and the replaced one's callers get the newer
 * answer (DocSearch shows only the latest anyway): typing never queues work for queries already out of date.
 * Where workers are missing (jsdom), the engine runs on the page as before. Queries and results are the engine's
 * plain ones; the search modal turns them into DocSearch's (algolia.ts).
 */
export interface LocalSearch {
  /** Answers `queries` (one result per query). */
  search(queries: SearchQuery[]): Promise<SearchResult[]>;
}

let loading: Promise<LocalSearch> | null = null;

/** A User Timing mark set when the worker's index is ready; its `detail` is the worker's `LoadTiming`. */
export const SEARCH_READY_MARK = 'mrt-search-index-ready';

/** DocSearch shows its error screen only for Algolia's RetryError. */
function retryError(cause: unknown): Error {
  const error = new Error(`Unable to load the search index: ${cause instanceof Error ? cause.message : String(cause)}`);
  error.name = 'RetryError';
  return error;
}

interface Waiter {
  resolve: (results: SearchResult[]) => void;
  reject: (error: Error) => void;
}
interface Pending {
  queries: SearchQuery[];
  waiters: Waiter[];
}

/** The page's side of the worker: load once, then one query at a time, the newest waiting one next. */
function workerSearch(worker: Worker, url: string): Promise<LocalSearch> {
  let nextId = 0;
  let running: (Pending & {id: number}) | null = null;
  let waiting: Pending | null = null;
  let failLoad: (error: Error) => void = () => {};

  const send = (pending: Pending) => {
    running = {...pending, id: (nextId += 1)};
    const message: ToWorker = {type: 'search', id: running.id, queries: pending.queries};
    worker.postMessage(message);
  };
  const settle = (outcome: {results: SearchResult[]} | {error: Error}) => {
    const done = running;
    running = null;
    if (waiting) {
      send(waiting);
      waiting = null;
    }
    done?.waiters.forEach((waiter) =>
      'error' in outcome ? waiter.reject(outcome.error) : waiter.resolve(outcome.results),
    );
  };
  /** The worker is gone (its script failed to load or it crashed): every caller fails, the next load starts anew. */
  const fail = (error: Error) => {
    worker.terminate();
    loading = null;
    failLoad(error);
    const all = [running, waiting].filter((pending): pending is Pending & {id: number} => pending !== null);
    running = null;
    waiting = null;
    all.forEach((pending) => pending.waiters.forEach((waiter) => waiter.reject(error)));
  };

  const api: LocalSearch = {
    search(queries) {
      return new Promise((resolve, reject) => {
        const waiter = {resolve, reject};
        if (!running) send({queries, waiters: [waiter]});
        else if (waiting) waiting = {queries, waiters: [...waiting.waiters, waiter]};
        else waiting = {queries, waiters: [waiter]};
      });
    },
  };

  return new Promise((resolve, reject) => {
    failLoad = reject;
    worker.onerror = (event) => {
      event.preventDefault();
      fail(retryError(event.message || 'the search worker failed'));
    };
    worker.onmessage = ({data}: MessageEvent<FromWorker>) => {
      if (data.type === 'loaded') {
        // for benchmarks and the browser's performance panel: where the time to a ready index went
        performance.mark?.(SEARCH_READY_MARK, {detail: data.timing}); // (jsdom has no marks)
        resolve(api);
      } else if (data.type === 'results' && data.id === running?.id) settle({results: data.results});
      else if (data.type === 'failed' && data.id === null) fail(retryError(data.message));
      else if (data.type === 'failed' && data.id === running?.id) settle({error: retryError(data.message)});
    };
    const message: ToWorker = {type: 'load', url: new URL(url, window.location.href).href};
    worker.postMessage(message);
  });
}

/** The engine on the page itself, where no worker can run. */
async function inPageSearch(url: string): Promise<LocalSearch> {
  try {
    const engine = createSearchEngine(unpackIndex(await fetchIndex(url)));
    return {search: async (queries) => queries.map((query) => engine.search(query))};
  } catch (cause) {
    loading = null;
    throw retryError(cause);
  }
}

/**
 * Starts (or reuses) loading the index: on the first sign the visitor may search (the search button hovered,
 * focused or touched, or its shortcut), so the index is usually ready when the first letter is typed. A failed
 * load is retried on the next call.
 */
export function loadSearchEngine(url: string): Promise<LocalSearch> {
  if (!loading) {
    const worker = spawnSearchWorker();
    loading = worker ? workerSearch(worker, url) : inPageSearch(url);
  }
  return loading;
}

type FailureListener = (failed: boolean) => void;
const failureListeners = new Set<FailureListener>();

/**
 * Search failures, reported for the error screen. DocSearch 4.7 flags its
 * error state on a RetryError, but autocomplete-core resets the status to
 * "idle" as the failed request settles, so its own error screen never stays
 * up; SearchModal renders the same screen from these reports instead.
 */
export function onSearchFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Wraps a search function so every failure and recovery is reported. */
export function reportingFailures<A extends unknown[], R>(
  search: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) =>
    search(...args).then(
      (result) => {
        failureListeners.forEach((listener) => listener(false));
        return result;
      },
      (error: unknown) => {
        failureListeners.forEach((listener) => listener(true));
        throw error;
      },
    );
}

/** Test hook: forget the loaded index. */
export function resetLocalSearch(): void {
  loading = null;
}
