import React, {type ReactNode} from 'react';
import {__unsafe_useEmotionCache as useEmotionCache} from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import {ThemeProvider} from '@mui/material/styles';
import {AppStateProvider} from '@site/src/layout/AppStateContext';
import {htmlAttributeStorageManager, muiTheme} from '@site/src/theme-mui/muiTheme';
import {insertHoverRulesForHoverOnly} from '@site/src/lib/hoverOnly/ruleText';

/**
 * The theme's CSS variables (`--mui-spacing`, `--mui-palette-*`), for both
 * colour schemes. Rendered before the page, so they come first in the served
 * HTML: the browser paints while it is still parsing a long page, and every
 * spacing and colour of the shell is `var(--mui-…)` without a fallback. Left
 * to the ThemeProvider they would come after the whole page, and everything
 * would move once they arrived.
 */
const themeVariables = muiTheme.generateStyleSheets();

/**
 * Wraps the whole app once: MUI theme (following `data-theme`) and shell state. Transitions are turned off
 * around a theme switch by the toggle itself (src/layout/withoutTransitions.ts), not by the provider.
 */
export default function Root({children}: {children: ReactNode}) {
  // MUI's and MRT's hover-descendant rules go under @media (hover: hover), so that a tap on a phone
  // restyles only what it touches (src/lib/hoverOnly); null on the server, where the build does it
  insertHoverRulesForHoverOnly(useEmotionCache());
  return (
    <ThemeProvider
      theme={muiTheme}
      defaultMode="dark"
      storageManager={htmlAttributeStorageManager}
      disableStyleSheetGeneration
      forceThemeRerender>
      <GlobalStyles styles={themeVariables} />
      <AppStateProvider>{children}</AppStateProvider>
    </ThemeProvider>
  );
}
