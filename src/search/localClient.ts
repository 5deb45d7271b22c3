import {createSearchEngine, type AlgoliaRequest, type AlgoliaResponse, type SearchEngine} from './engine';
import {unpackIndex} from './indexFile';
import type {SearchIndexFile} from './types';

/**
 * The embedded-mode search client: loads the index once (on first open of
 * the modal, never with the page) and answers DocSearch's `search({requests})`
 * in Algolia's response shape.
 */

let engine: Promise<SearchEngine> | null = null;

/** DocSearch shows its error screen only for Algolia's RetryError. */
function retryError(cause: unknown): Error {
  const error = new Error(`Unable to load the search index: ${cause instanceof Error ? cause.message : String(cause)}`);
  error.name = 'RetryError';
  return error;
}

async function fetchIndex(url: string): Promise<SearchIndexFile> {
  if (process.env.NODE_ENV === 'development') {
    // `npm start` writes no HTML: the plugin serves an index built from the Markdown sources
    return (await import('@mrt/search-dev-index')).default as SearchIndexFile;
  }
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}

/** Starts (or reuses) loading the index; a failed load is retried on the next call. */
export function loadSearchEngine(url: string): Promise<SearchEngine> {
  if (!engine) {
    engine = fetchIndex(url)
      .then((file) => createSearchEngine(unpackIndex(file)))
      .catch((cause: unknown) => {
        engine = null;
        throw retryError(cause);
      });
  }
  return engine;
}

export async function searchLocally(url: string, requests: AlgoliaRequest[]): Promise<{results: AlgoliaResponse[]}> {
  const loaded = await loadSearchEngine(url);
  return {results: requests.map((request) => loaded.search(request))};
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
  engine = null;
}
