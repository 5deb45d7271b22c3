import React, {useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Box from '@mui/material/Box';
import {trackEvent} from '@site/src/lib/analytics';
import {BREAKPOINTS, up} from '@site/src/layout/constants';
import {useSiteSettings} from '@site/src/site/useSiteSettings';
import {SEARCH_WARM_DELAY, SEARCH_WARM_QUIET} from '@site/src/search/widget';
import {afterDelayWhenIdle} from '@site/src/lib/whenIdle';
import type {SearchModalProps} from './SearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

/**
 * The DocSearch button in the top bar. Only the button and
 * the keyboard shortcuts ship with every page: they are DocSearch's button
 * markup and shortcut rules re-implemented in a few lines, because
 * `@docsearch/react/button` and its keyboard hook cost ~3 KB gzip on every
 * page. DocSearch's modal, its CSS and the embedded search adapter load on
 * first intent (hover, focus, touch), and so does the embedded index (in a worker);
 * or, sooner, once the page has been idle a while (`useSearchWarmUp`).
 */
let LoadedModal: ComponentType<SearchModalProps> | null = null;
function loadModal(): Promise<void> {
  if (LoadedModal) return Promise.resolve();
  return import('./SearchModal').then((module) => {
    LoadedModal = module.default;
  });
}

/** Embedded mode: the index starts loading (in its worker) on the same first intent as the modal. */
function preloadIndex(indexUrl: string): void {
  import('@site/src/search/localClient').then(
    ({loadSearchEngine}) => loadSearchEngine(indexUrl).catch(() => {}), // the modal shows a failure when opened
    () => {},
  );
}

/** Whether the visitor asked the browser to save data (Save-Data) or is on a 2G connection. */
function savesData(): boolean {
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection?.saveData) || /2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Gets search ready before it is asked for: once the page has been idle for a while, and the visitor has not
 * pressed, typed or scrolled for a moment (SEARCH_WARM_QUIET), the modal's code is
 * loaded and (embedded mode) the index is fetched and indexed in its worker, so even the keyboard shortcut,
 * which gives no hover first, opens onto a ready index and paints its first hits at once. Not where the
 * visitor saves data: then search loads on the first intent only.
 */
function useSearchWarmUp(warm: () => void): void {
  useEffect(() => {
    if (savesData()) return undefined;
    return afterDelayWhenIdle(warm, SEARCH_WARM_DELAY, 3000, SEARCH_WARM_QUIET);
  }, [warm]);
}

/** A single letter or digit with no modifier: typed into the search box. */
const isSearchCharacter = (event: KeyboardEvent): boolean =>
  !event.ctrlKey && !event.metaKey && !event.altKey && /^[\p{L}\p{N}]$/u.test(event.key);

/** Whether a keystroke's target takes text (then '/' is typed, not a shortcut). */
function isEditing(event: globalThis.KeyboardEvent): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (!target || !target.tagName) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName);
}

/** Ctrl/Cmd+K toggles, '/' opens when nothing editable has focus, Escape closes. */
function useSearchShortcuts(isOpen: boolean, onOpen: () => void, onClose: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event);
      const escape = event.key === 'Escape' && isOpen;
      if (!commandK && !slash && !escape) return;
      event.preventDefault();
      if (isOpen) onClose();
      else onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose]);
}

const SearchIcon = () => (
  <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="11" cy="11" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m21 21-4.3-4.3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export default function SearchBar() {
  const {algolia} = useSiteSettings();
  const indexUrl = useBaseUrl('/search-index.json');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const onIntent = useCallback(() => {
    loadModal().catch(() => {});
    if (!algolia) preloadIndex(indexUrl);
  }, [algolia, indexUrl]);

  const openModal = useCallback(() => {
    if (document.body.classList.contains('DocSearch--active')) return; // already open
    trackEvent('open-search');
    if (!algolia) preloadIndex(indexUrl);
    loadModal().then(
      () => setIsOpen(true),
      () => setIsOpen(false),
    );
  }, [algolia, indexUrl]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useSearchShortcuts(isOpen, openModal, closeModal);

  useSearchWarmUp(onIntent);

  // the shortcut hint says ⌘ on Apple platforms, Ctrl elsewhere (after hydration: the server cannot know)
  const [isApple, setIsApple] = useState(false);
  useEffect(() => setIsApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isSearchCharacter(event)) return;
    event.preventDefault(); // the character goes into the modal's input, once
    setInitialQuery(event.key);
    openModal();
  };

  return (
    <Box
      className="mrt-search"
      sx={{
        '& .DocSearch-Button': {width: 'unset'},
        [up(BREAKPOINTS.md)]: {'& .DocSearch-Button': {width: 250}},
        [up(BREAKPOINTS.lg)]: {'& .DocSearch-Button': {width: 400}},
      }}>
      {algolia && (
        <Head>
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
        onClick={openModal}
        onKeyDown={onButtonKeyDown}
        onMouseOver={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}>
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">Search</span>
          <span className="mrt-search-sr">Search</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd className={`DocSearch-Button-Key${isApple ? '' : ' DocSearch-Button-Key--ctrl'}`}>
            {isApple ? '⌘' : 'Ctrl'}
          </kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {isOpen &&
        LoadedModal &&
        createPortal(
          <LoadedModal onClose={closeModal} initialQuery={initialQuery} algolia={algolia} indexUrl={indexUrl} />,
          document.body,
        )}
    </Box>
  );
}
