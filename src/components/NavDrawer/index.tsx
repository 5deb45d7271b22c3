import React, {lazy, Suspense, useState} from 'react';
import Box from '@mui/material/Box';
import {useMediaQuery} from '@site/src/hooks/useMediaQuery';
import {useAppState} from '@site/src/layout/AppStateContext';
import {APP_BAR_HEIGHT, BREAKPOINTS, DRAWER_WIDTH} from '@site/src/layout/constants';
import {NavList} from './NavList';

/** The modal drawer (MUI Drawer, Modal, Slide) loads the first time it opens. */
const TemporaryDrawer = lazy(() => import('./TemporaryDrawer'));

/**
 * The left navigation. From 900px it is a permanent panel beside the content
 * (its visibility is pure CSS, see Shell, so the server-rendered page is right
 * at every width); below 900px it is a temporary modal drawer.
 */
export function NavDrawer() {
  const {navOpen, setNavOpen, closeNavAfterNavigate} = useAppState();
  const isNarrow = useMediaQuery(`(max-width:${BREAKPOINTS.md - 0.05}px)`);
  const [everOpened, setEverOpened] = useState(false);
  if (navOpen === true && isNarrow && !everOpened) setEverOpened(true);

  return (
    <>
      <Box
        component="nav"
        aria-label="Main navigation"
        className="mrt-permanent-nav"
        sx={{
          position: 'fixed',
          top: `${APP_BAR_HEIGHT}px`,
          bottom: 0,
          left: 0,
          width: `${DRAWER_WIDTH}px`,
          overflow: 'hidden',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          zIndex: (theme) => theme.zIndex.drawer,
        }}>
        {/* on a phone the permanent panel is hidden (CSS): once that is known, its hundred-odd links are not
            rendered, nor rendered again on every navigation */}
        {isNarrow ? null : <NavList idPrefix="nav" />}
      </Box>
      {isNarrow && everOpened ? (
        <Suspense fallback={null}>
          <TemporaryDrawer
            open={navOpen === true}
            onClose={() => setNavOpen(false)}
            onNavigate={closeNavAfterNavigate}
          />
        </Suspense>
      ) : null}
    </>
  );
}
