import React from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import {trackEvent} from '@site/src/lib/analytics';
import {writeColorMode} from '@site/src/layout/themeStorage';
import {withoutTransitions} from '@site/src/layout/withoutTransitions';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Light/dark toggle. Docusaurus' color mode is the one source of truth (MUI
 * follows `<html data-theme>`); the choice is stored under `isLightTheme`.
 * Both icons are rendered and CSS shows the right one, so the button is
 * correct before hydration too.
 */
export function ThemeToggle() {
  const {colorMode, setColorMode} = useColorMode();
  const toggle = () => {
    const current = document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
    const next = current === 'light' ? 'dark' : 'light';
    withoutTransitions(() => setColorMode(next));
    writeColorMode(safeLocalStorage(), next);
    trackEvent(next === 'light' ? 'toggle-theme-light-mode' : 'toggle-theme-dark-mode');
  };
  const label = colorMode === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <IconButton
      title="Toggle light/dark theme"
      onClick={toggle}
      aria-label={label}
      className="mrt-theme-toggle"
      sx={{
        '& .icon-light': {display: 'none'},
        '[data-theme="light"] & .icon-light': {display: 'inline-block'},
        '[data-theme="light"] & .icon-dark': {display: 'none'},
      }}>
      <LightModeIcon className="icon-dark" />
      <DarkModeIcon className="icon-light" />
    </IconButton>
  );
}
