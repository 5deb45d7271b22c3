import {useEffect} from 'react';
import {trackEvent} from '@site/src/lib/analytics';

const MAX_FILTER_EVENT_LENGTH = 64;
const PAUSE_MS = 1000;

/** Sends the `page-filter` event (query cut to 64 characters) once the visitor pauses typing a filter. */
export function usePageFilterAnalytics(query: string, isFiltering: boolean): void {
  useEffect(() => {
    if (!isFiltering) return undefined;
    const timer = setTimeout(() => {
      trackEvent('page-filter', {query: query.slice(0, MAX_FILTER_EVENT_LENGTH)});
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, isFiltering]);
}
