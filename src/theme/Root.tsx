import React, {useState, type ReactNode} from 'react';
import createCache from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {prefixer} from 'stylis';
import GlobalStyles from '@mui/material/GlobalStyles';
import {ThemeProvider} from '@mui/material/styles';
import {AppStateProvider} from '@site/src/layout/AppStateContext';
import {htmlAttributeStorageManager, muiTheme} from '@site/src/theme-mui/muiTheme';
import {hoverMediaPlugin} from '@site/src/lib/hoverOnly/stylisPlugin';

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
 * Emotion's cache as its default one (key `css`, Stylis' prefixer), plus the plugin that puts MRT's
 * and MUI's hover-descendant rules (`:hover td::after`) under `@media (hover: hover)`, so a tap on a
 * phone restyles only what it touches (src/lib/hoverOnly). One per page render on the server, one
 * for the app's life in the browser.
 */
const createEmotionCache = () =>
  createCache({key: 'css', stylisPlugins: [prefixer as never, hoverMediaPlugin as never]});

/**
 * Wraps the whole app once: MUI theme (following `data-theme`) and shell state. Transitions are turned off
 * around a theme switch by the toggle itself (src/layout/withoutTransitions.ts), not by the provider.
 */
export default function Root({children}: {children: ReactNode}) {
  const [emotionCache] = useState(createEmotionCache);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider
        theme={muiTheme}
        defaultMode="dark"
        storageManager={htmlAttributeStorageManager}
        disableStyleSheetGeneration
        forceThemeRerender>
        <GlobalStyles styles={themeVariables} />
        <AppStateProvider>{children}</AppStateProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
