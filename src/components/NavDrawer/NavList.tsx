import React, {memo, useCallback, useContext, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {normalizePath} from '@site/src/navigation/model';
import {useVersionedPaths} from '@site/src/hooks/useVersionedPaths';
import {DeferNavigationContext} from '../NavLink';
import {loadFilter} from './filterLoader';
import {FilterInput} from './FilterInput';
import {NavNode} from './NavNode';
import styles from './styles.module.css';
import {useFilteredNavigation} from './useFilteredNavigation';
import {useOpenBestMatch} from './useOpenBestMatch';
import {usePageFilterAnalytics} from './usePageFilterAnalytics';
import {useScrollSelectedIntoView} from './useScrollSelectedIntoView';

interface NavListProps {
  /** Unique prefix for element ids (two lists can exist at once). */
  idPrefix: string;
}

/**
 * The drawer's navigation: the Find Page box over the (filtered) list of entries. Memoized: its parent
 * re-renders when the viewport crosses the drawer breakpoint (right after hydration on a phone), and the
 * hundred-odd entries need not render again for that.
 */
export const NavList = memo(function NavList({idPrefix}: NavListProps) {
  const {pathname} = useLocation();
  const {unversioned, hrefFor} = useVersionedPaths();
  // on a cut docs version the model's entry for the same page is current, and
  // doc links stay inside that version where it has the page
  const currentPath = unversioned(normalizePath(pathname));
  const linkHref = useCallback((href: string) => hrefFor(href, pathname), [hrefFor, pathname]);
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  const {nodes, isFiltering} = useFilteredNavigation(query);
  usePageFilterAnalytics(query, isFiltering);
  useScrollSelectedIntoView(listRef, currentPath);

  // in the phone's drawer, choosing an entry closes it (NavLink then hands it the navigation)
  const closeDrawer = useContext(DeferNavigationContext);
  const chosen = useCallback(() => {
    setQuery('');
    closeDrawer?.();
  }, [closeDrawer]);
  const openBestMatch = useOpenBestMatch(chosen, linkHref);

  return (
    <div className={styles.panel}>
      <FilterInput
        id={`${idPrefix}-filter`}
        listId={`${idPrefix}-list`}
        query={query}
        onQueryChange={setQuery}
        onSubmit={openBestMatch}
        onFocus={() => void loadFilter()}
      />
      {/* only the list scrolls: the Find Page box stays at the top */}
      <div ref={listRef} className={styles.scroller} data-nav-scroll>
        {isFiltering && nodes.length === 0 ? (
          <Typography role="status" sx={{px: 2, py: 1, overflowWrap: 'anywhere'}}>
            No results found for &quot;{query}&quot;
          </Typography>
        ) : (
          <Box id={`${idPrefix}-list`}>
            {nodes.map((node) => (
              <NavNode
                key={node.item.href + node.item.label}
                node={node}
                depth={0}
                currentPath={currentPath}
                isFiltering={isFiltering}
                onChoose={chosen}
                linkHref={linkHref}
              />
            ))}
          </Box>
        )}
      </div>
    </div>
  );
});
