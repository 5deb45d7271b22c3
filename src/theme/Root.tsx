import React, {type ReactNode} from 'react';
import {ThemeProvider} from '@mui/material/styles';
import {AppStateProvider} from '@site/src/layout/AppStateContext';
import {htmlAttributeStorageManager, muiTheme} from '@site/src/theme-mui/muiTheme';

/** Wraps the whole app once: MUI theme (following `data-theme`) and shell state. */
export default function Root({children}: {children: ReactNode}) {
  return (
    <ThemeProvider
      theme={muiTheme}
      defaultMode="dark"
      storageManager={htmlAttributeStorageManager}
      disableTransitionOnChange
      forceThemeRerender>
      <AppStateProvider>{children}</AppStateProvider>
    </ThemeProvider>
  );
}
