import React from 'react';
import Drawer from '@mui/material/Drawer';
import {APP_BAR_HEIGHT, DRAWER_WIDTH, NAV_CLOSE_DELAY_MS} from '@site/src/layout/constants';
import {DeferNavigationContext} from '../NavLink';
import {NavList} from './NavList';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Closes the drawer after a link is chosen, then runs `navigate` (the link's navigation). */
  onNavigate: (navigate?: () => void) => void;
}

/**
 * Below 900px the navigation is a temporary (modal) drawer. It opens below
 * the fixed top bar, which stacks above it (MUI gives a temporary drawer the
 * drawer z-index, one under the top bar's): the paper starts at the bar's
 * bottom edge, so nothing of the drawer is ever under the bar, and the bar's
 * controls stay usable while it is open (its toggle closes the drawer). For
 * those controls, focus may leave the drawer on a click (search, the version
 * menu); Tab still cycles within the drawer.
 */
export default function TemporaryDrawer({open, onClose, onNavigate}: Props) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      disableEnforceFocus
      transitionDuration={{enter: 225, exit: NAV_CLOSE_DELAY_MS}}
      slotProps={{
        paper: {
          sx: {
            top: `${APP_BAR_HEIGHT}px`,
            height: `calc(100% - ${APP_BAR_HEIGHT}px)`,
            width: `${DRAWER_WIDTH}px`,
            maxWidth: '85vw',
            overflow: 'hidden',
            bgcolor: 'background.default',
            backgroundImage: 'none',
          },
          component: 'nav',
          'aria-label': 'Main navigation',
        } as object,
      }}>
      <DeferNavigationContext.Provider value={onNavigate}>
        <NavList idPrefix="nav-modal" />
      </DeferNavigationContext.Provider>
    </Drawer>
  );
}
