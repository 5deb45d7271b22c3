import {createTheme, lighten} from '@mui/material/styles';
import type {StorageManager} from '@mui/material/styles';

/** The secondary colour; light mode lightens it by 0.1. */
export const SECONDARY_COLOR = 'rgb(20,184,166)';
export const BACKGROUND = {light: '#fff', dark: '#111'} as const;

/**
 * MUI theme with CSS variables keyed on Docusaurus' `<html data-theme>`:
 * the attribute set before first paint selects the palette, so MUI
 * components never flash the wrong scheme. Dark is the default scheme, so
 * its variables sit on `:root` and apply even before any script runs.
 */
export const muiTheme = createTheme({
  cssVariables: {colorSchemeSelector: 'data-theme'},
  defaultColorScheme: 'dark',
  breakpoints: {values: {xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536}},
  colorSchemes: {
    light: {
      palette: {
        // Infima's light primary: MUI's default #1976d2 is only 4.1:1 on the
        // selected nav entry's tinted background (WCAG AA needs 4.5:1).
        primary: {main: '#1565c0'},
        secondary: {main: lighten(SECONDARY_COLOR, 0.1)},
        background: {default: BACKGROUND.light, paper: BACKGROUND.light},
      },
    },
    dark: {
      palette: {
        secondary: {main: SECONDARY_COLOR},
        background: {default: BACKGROUND.dark, paper: BACKGROUND.dark},
      },
    },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif',
  },
});

export type ColorScheme = 'light' | 'dark';

const readAttribute = (): ColorScheme =>
  document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';

/**
 * MUI's mode "storage" is the `data-theme` attribute Docusaurus owns: MUI
 * reads it on start and follows every change, and never writes storage of its
 * own. Docusaurus' color mode is therefore the single source of truth.
 */
export const htmlAttributeStorageManager: StorageManager = ({key}) => ({
  get: (defaultValue: unknown) =>
    typeof document === 'undefined' || !key.endsWith('mode') ? defaultValue : readAttribute(),
  set: () => undefined,
  subscribe: (handler: (value: unknown) => void) => {
    if (typeof MutationObserver === 'undefined' || !key.endsWith('mode')) return () => undefined;
    const observer = new MutationObserver(() => handler(readAttribute()));
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    return () => observer.disconnect();
  },
});
