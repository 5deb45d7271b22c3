import React, {useCallback, useRef, useState, type ComponentType, type KeyboardEvent} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Box from '@mui/material/Box';
import {trackEvent} from '@site/src/lib/analytics';
import {BREAKPOINTS, up} from '@site/src/layout/constants';
import {useSiteSettings} from '@site/src/site/useSiteSettings';
import type {SearchModalProps} from './SearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

/**
 * The DocSearch button in the top bar (SPEC §2 Search). Only the button and
 * the keyboard shortcuts ship with every page; DocSearch's modal, its CSS and
 * the embedded search adapter load on first intent (hover, focus, touch) and
 * the embedded index on first open.
 */
let LoadedModal: ComponentType<SearchModalProps> | null = null;
function loadModal(): Promise<void> {
  if (LoadedModal) return Promise.resolve();
  return import('./SearchModal').then((module) => {
    LoadedModal = module.default;
  });
}

/** A single letter or digit with no modifier: typed into the search box. */
const isSearchCharacter = (event: KeyboardEvent): boolean =>
  !event.ctrlKey && !event.metaKey && !event.altKey && /^[\p{L}\p{N}]$/u.test(event.key);

export default function SearchBar() {
  const {algolia} = useSiteSettings();
  const indexUrl = useBaseUrl('/search-index.json');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (document.body.classList.contains('DocSearch--active')) return;
    trackEvent('open-search');
    loadModal().then(
      () => setIsOpen(true),
      () => setIsOpen(false),
    );
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

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
      <DocSearchButton
        ref={buttonRef}
        onClick={openModal}
        onKeyDown={onButtonKeyDown}
        onMouseOver={loadModal}
        onFocus={loadModal}
        onTouchStart={loadModal}
        translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}}
      />
      {isOpen &&
        LoadedModal &&
        createPortal(
          <LoadedModal onClose={closeModal} initialQuery={initialQuery} algolia={algolia} indexUrl={indexUrl} />,
          document.body,
        )}
    </Box>
  );
}
