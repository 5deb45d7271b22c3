import React, {createContext, useContext, useMemo, useState, type ReactNode} from 'react';
import {SECONDARY_COLOR} from '../theme-mui/muiTheme';

/**
 * Shell state that outlives page navigations (held in `@theme/Root`):
 * the nav drawer's explicit open state and the sandbox-open flag.
 */
interface AppState {
  /** `null` until the visitor toggles: the breakpoint default applies (CSS). */
  navOpen: boolean | null;
  setNavOpen: (open: boolean | null) => void;
  /** A code sandbox is open: the content goes full width and the drawer is closed unless opened. */
  isSandboxOpen: boolean;
  setIsSandboxOpen: (open: boolean) => void;
  primaryColor?: string;
  secondaryColor: string;
}

const AppStateContext = createContext<AppState | null>(null);

export function AppStateProvider({children}: {children: ReactNode}) {
  const [navOpen, setNavOpen] = useState<boolean | null>(null);
  const [isSandboxOpen, setIsSandboxOpen] = useState(false);
  const value = useMemo<AppState>(
    () => ({
      navOpen,
      setNavOpen,
      isSandboxOpen,
      setIsSandboxOpen,
      secondaryColor: SECONDARY_COLOR,
    }),
    [navOpen, isSandboxOpen],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const context = useContext(AppStateContext);
  if (!context) throw new Error('useAppState must be used inside <AppStateProvider> (@theme/Root)');
  return context;
}
