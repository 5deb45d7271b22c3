import React from 'react';
import Drawer from '@mui/material/Drawer';
import {DRAWER_WIDTH, NAV_CLOSE_DELAY_MS} from '@site/src/layout/constants';
import {NavList} from './NavList';

interface Props {
  open: boolean;
  onClose: () => void;
  onNavigate: () => void;
}

/** Below 900px the navigation is a temporary (modal) drawer. */
export default function TemporaryDrawer({open, onClose, onNavigate}: Props) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      transitionDuration={{enter: 225, exit: NAV_CLOSE_DELAY_MS}}
      slotProps={{
        paper: {
          sx: {width: `${DRAWER_WIDTH}px`, maxWidth: '85vw', bgcolor: 'background.default', backgroundImage: 'none'},
          'data-nav-scroll': true,
          component: 'nav',
          'aria-label': 'Main navigation',
        } as object,
      }}>
      <NavList idPrefix="nav-modal" onNavigate={onNavigate} />
    </Drawer>
  );
}
