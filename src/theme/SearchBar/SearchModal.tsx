import React, {useEffect, useMemo} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteSettings} from '@site/src/site/settings';
import {loadSearchEngine, searchLocally} from '@site/src/search/localClient';
import type {AlgoliaRequest} from '@site/src/search/engine';
import '@docsearch/css/dist/modal.css';

/** SPEC §9 search widget defaults, spelled out. */
export const SEARCH_WIDGET = {
  hitsPerPage: 20,
  recentSearchesLimit: 7,
  recentSearchesWithFavoritesLimit: 4,
  /** Hits per lvl1 group up to 768px wide, and above. */
  maxResultsPerGroupNarrow: 5,
  maxResultsPerGroupWide: 10,
  narrowMaxWidth: 768,
  /** Index name of the embedded mode (recent searches are stored under it). */
  embeddedIndexName: 'material-react-table',
} as const;

export interface SearchModalProps {
  onClose: () => void;
  initialQuery?: string;
  algolia: SiteSettings['algolia'];
  indexUrl: string;
}

type DocSearchModalProps = React.ComponentProps<typeof DocSearchModal>;
type TransformSearchClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
type SearchClient = Parameters<TransformSearchClient>[0];
type Item = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];

function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

/** Hosted hits carry absolute URLs: keep same-site ones as paths so navigation stays client-side. */
function toSitePath(url: string, siteUrl: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    if (parsed.origin === window.location.origin || parsed.origin === new URL(siteUrl).origin) {
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    }
  } catch {
    // not a URL: leave it
  }
  return url;
}

/** DocSearch's own modal, fed either by Algolia (hosted) or by the embedded index. */
export default function SearchModal({onClose, initialQuery, algolia, indexUrl}: SearchModalProps) {
  const history = useHistory();
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {locale, tags} = useContextualSearchFilters();

  // embedded mode: fetch the index as soon as the modal opens, before the first keystroke
  useEffect(() => {
    if (!algolia) loadSearchEngine(indexUrl).catch(() => {});
  }, [algolia, indexUrl]);

  const transformSearchClient = useMemo<TransformSearchClient>(
    () =>
      algolia
        ? (client) => {
            client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
            return client;
          }
        : (client) =>
            ({
              ...client,
              search: ({requests}: {requests: AlgoliaRequest[]}) => searchLocally(indexUrl, requests),
            }) as unknown as SearchClient,
    [algolia, indexUrl, siteMetadata.docusaurusVersion],
  );

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const narrow = window.matchMedia(`(max-width: ${SEARCH_WIDGET.narrowMaxWidth}px)`).matches;

  return (
    <DocSearchModal
      appId={algolia?.appId ?? 'embedded'}
      apiKey={algolia?.apiKey ?? 'embedded'}
      indexName={algolia?.indexName ?? SEARCH_WIDGET.embeddedIndexName}
      searchParameters={{
        hitsPerPage: SEARCH_WIDGET.hitsPerPage,
        // contextual search: this language, pages outside docs and the docs version being read
        facetFilters: [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)],
      }}
      transformSearchClient={transformSearchClient}
      transformItems={(items: Item[]) => items.map((item) => ({...item, url: toSitePath(item.url, siteConfig.url)}))}
      onClose={onClose}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      navigator={navigator as DocSearchModalProps['navigator']}
      hitComponent={Hit as DocSearchModalProps['hitComponent']}
      maxResultsPerGroup={narrow ? SEARCH_WIDGET.maxResultsPerGroupNarrow : SEARCH_WIDGET.maxResultsPerGroupWide}
      recentSearchesLimit={SEARCH_WIDGET.recentSearchesLimit}
      recentSearchesWithFavoritesLimit={SEARCH_WIDGET.recentSearchesWithFavoritesLimit}
      placeholder="Search docs"
      onAskAiToggle={() => {}}
    />
  );
}
