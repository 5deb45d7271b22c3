import type {SearchIndexFile} from './types';

/** Fetches the served index; under `npm start` (no HTML to index) the plugin's index built from the sources. */
export async function fetchIndex(url: string): Promise<SearchIndexFile> {
  if (process.env.NODE_ENV === 'development') {
    return (await import('@mrt/search-dev-index')).default as SearchIndexFile;
  }
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}
