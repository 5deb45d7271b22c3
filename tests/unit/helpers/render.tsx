import React, {type ReactElement, type ReactNode} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {ThemeProvider} from '@mui/material/styles';
import {AppStateProvider} from '@site/src/layout/AppStateContext';
import {muiTheme} from '@site/src/theme-mui/muiTheme';

/**
 * The providers of `@theme/Root`: the site's MUI theme and the shell state.
 * Without Root's storage manager, which follows `<html data-theme>` through a
 * MutationObserver and would update state outside `act` in every test.
 */
function Providers({children}: {children: ReactNode}) {
  return (
    <ThemeProvider theme={muiTheme} defaultMode="dark" storageManager={null}>
      <AppStateProvider>{children}</AppStateProvider>
    </ThemeProvider>
  );
}

export function renderInShell(ui: ReactElement): RenderResult {
  return render(ui, {wrapper: Providers});
}
