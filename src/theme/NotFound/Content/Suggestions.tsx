import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSiteSettings} from '@site/src/site/useSiteSettings';
import {notFoundQuery, pathQuery, suggestionsOf} from '@site/src/search/pathQuery';

/** How many pages the not-found page suggests. */
export const MAX_SUGGESTIONS = 5;

/**
 * The best matches for the address the visitor typed, from the same search
 * engine as the search modal (typos are looser here: an address is not typed
 * word by word). Embedded mode only: hosted mode ships no local index.
 */
export default function Suggestions() {
  const {algolia} = useSiteSettings();
  const indexUrl = useBaseUrl('/search-index.json');
  const baseUrl = useBaseUrl('/');
  const [found, setFound] = useState<Array<{url: string; title: string}> | null>(null);
  useEffect(() => {
    if (algolia) return;
    const query = pathQuery(window.location.pathname, baseUrl);
    if (!query) return;
    let cancelled = false;
    // the engine loads with the index, not with the page
    import('@site/src/search/localClient')
      .then(({loadSearchEngine}) => loadSearchEngine(indexUrl))
      .then((engine) => engine.search([notFoundQuery(query)]))
      .then(([result]) => {
        if (!cancelled) setFound(suggestionsOf(result, MAX_SUGGESTIONS));
      })
      .catch(() => setFound([]));
    return () => {
      cancelled = true;
    };
  }, [algolia, indexUrl, baseUrl]);
  if (!found || found.length === 0) return null;
  return (
    <section className="mrt-not-found-suggestions" aria-labelledby="mrt-not-found-suggestions">
      <h2 id="mrt-not-found-suggestions">Best matches for this address</h2>
      <ul>
        {found.map((page) => (
          <li key={page.url}>
            <Link to={page.url}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
