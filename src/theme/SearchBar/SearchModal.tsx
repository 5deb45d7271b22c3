import React, {useEffect, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteSettings} from '@site/src/site/settings';
import {answerRequests, type AlgoliaRequest} from '@site/src/search/algolia';
import {loadSearchEngine, onSearchFailure, reportingFailures} from '@site/src/search/localClient';
import {MAX_QUERY_LENGTH} from '@site/src/search/engine';
import {EMBEDDED_INDEX_NAME} from '@site/src/search/widget';
import '@docsearch/css/dist/modal.css';

/** The search modal's settings (hits, recent searches, hits per group, query length), in one place. */
export const SEARCH_WIDGET = {
  /** Hits per request to Algolia (hosted mode, as stock DocSearch). */
  hitsPerPage: 20,
  /** Hits per request to the embedded engine: it returns up to 10 sections per page, so 30 shows at least three pages. */
  embeddedHitsPerPage: 20,
  recentSearchesLimit: 7,
  recentSearchesWithFavoritesLimit: 4,
  /** Hits per lvl1 group up to 768px wide, and above. */
  maxResultsPerGroupNarrow: 5,
  maxResultsPerGroupWide: 6,
  narrowMaxWidth: 768,
  /** Index name of the embedded mode (recent searches are stored under it). */
  embeddedIndexName: EMBEDDED_INDEX_NAME,
  maxQueryLength: MAX_QUERY_LENGTH,
} as const;

/** Said in the modal's footer instead of DocSearch's "Powered by Algolia" when searching the embedded index. */
export const EMBEDDED_FOOTER_TEXT = 'Searched in your browser, on this site’s own index';

const ERROR_SCREEN = {
  titleText: 'Unable to fetch results',
  helpText: 'You might want to check your network connection.',
};

/** DocSearch's error screen, same markup and classes (see onSearchFailure for why it is ours). */
function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen mrt-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{ERROR_SCREEN.titleText}</p>
      <p className="DocSearch-Help">{ERROR_SCREEN.helpText}</p>
    </div>
  );
}

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

/**
 * A hit stays a real link (open in a new tab, copy its address), and a plain click moves client-side as a
 * Docusaurus `Link` does. Not a `Link` itself: a `Link` prefetches its page's chunks as soon as it is visible,
 * which for 30 hits re-rendered on every keystroke was most of the main thread's work while typing. DocSearch
 * puts the link inside a listbox option, which axe reports as a nested interactive control; the arrow keys and
 * Enter work through the options either way (Enter goes through `navigator` below).
 */
function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  const history = useHistory();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * DocSearch 4 renders its backdrop as `role="button"` wrapping the whole
 * modal (a button with an input, links and buttons inside), and the search
 * bar as a `<header>` (a second banner landmark next to the site's top bar).
 * Give assistive technology what it is: a modal dialog labelled by the
 * search input's label. React never rewrites these attributes: their values
 * in DocSearch's render do not change while the modal is open.
 */
function useDialogSemantics(): void {
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    if (!container) return;
    container.setAttribute('role', 'dialog');
    container.setAttribute('aria-modal', 'true');
    container.setAttribute('tabindex', '-1');
    container.removeAttribute('aria-expanded');
    container.removeAttribute('aria-haspopup');
    container.querySelector('header.DocSearch-SearchBar')?.setAttribute('role', 'none');
  }, []);
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

  // embedded mode: the index is already loading when the shortcut or a first intent opened the modal
  useEffect(() => {
    if (!algolia) loadSearchEngine(indexUrl).catch(() => {});
  }, [algolia, indexUrl]);

  // a query is at most 64 characters (DocSearch 4 hard-codes 512 and offers no prop)
  useEffect(() => {
    document
      .querySelector('.DocSearch-Modal input.DocSearch-Input')
      ?.setAttribute('maxlength', String(SEARCH_WIDGET.maxQueryLength));
  }, []);

  useDialogSemantics();

  const [failed, setFailed] = useState(false);
  useEffect(() => onSearchFailure(setFailed), []);
  useEffect(() => {
    document.querySelector('.DocSearch-Container')?.classList.toggle('DocSearch-Container--Errored', failed);
    document.querySelector('.DocSearch-Container')?.classList.toggle('mrt-search-errored', failed);
  }, [failed]);
  const dropdown = failed ? document.querySelector('.DocSearch-Dropdown') : null;

  // embedded mode: DocSearch's footer credits Algolia, which is not what answers; say what does
  const [footerLogo, setFooterLogo] = useState<Element | null>(null);
  useEffect(() => {
    if (algolia) return;
    const logo = document.querySelector('.DocSearch-Footer .DocSearch-Logo');
    logo?.classList.add('mrt-search-embedded-logo');
    setFooterLogo(logo);
  }, [algolia]);

  const transformSearchClient = useMemo<TransformSearchClient>(
    () =>
      algolia
        ? (client) => {
            client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
            return {...client, search: reportingFailures(client.search.bind(client))} as SearchClient;
          }
        : (client) =>
            ({
              ...client,
              // the engine answers in its worker; its plain results become DocSearch's here, at the edge
              search: reportingFailures(({requests}: {requests: AlgoliaRequest[]}) =>
                answerRequests(requests, async (queries) => (await loadSearchEngine(indexUrl)).search(queries)),
              ),
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
    <>
      {dropdown && createPortal(<ErrorScreen />, dropdown)}
      {footerLogo &&
        createPortal(<span className="DocSearch-Label mrt-search-engine">{EMBEDDED_FOOTER_TEXT}</span>, footerLogo)}
      <DocSearchModal
        appId={algolia?.appId ?? 'embedded'}
        apiKey={algolia?.apiKey ?? 'embedded'}
        indexName={algolia?.indexName ?? SEARCH_WIDGET.embeddedIndexName}
        searchParameters={{
          hitsPerPage: algolia ? SEARCH_WIDGET.hitsPerPage : SEARCH_WIDGET.embeddedHitsPerPage,
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
        translations={{
          errorScreen: ERROR_SCREEN,
          noResultsScreen: {noResultsText: 'No results for'},
        }}
      />
    </>
  );
}
