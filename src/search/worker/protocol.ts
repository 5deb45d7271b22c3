import type {SearchQuery, SearchResult} from '../types';

/**
 * The messages between the page and the search worker (`search.worker.ts`). The page sends the index's
 * address once, then one search at a time; the worker answers each by its `id`. Queries and results are the
 * engine's plain ones (no DocSearch format crosses the thread boundary).
 */
export type ToWorker = {type: 'load'; url: string} | {type: 'search'; id: number; queries: SearchQuery[]};

export type FromWorker =
  | {type: 'loaded'; records: number; timing: LoadTiming}
  | {type: 'results'; id: number; results: SearchResult[]}
  | {type: 'failed'; id: number | null; message: string};

/** Where the time to a ready index went, in the worker (ms): fetched and parsed, unpacked, indexed. */
export interface LoadTiming {
  fetch: number;
  unpack: number;
  index: number;
}
