import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {flushSync} from 'react-dom';
import {SECONDARY_COLOR} from '../theme-mui/muiTheme';
import {NAV_CLOSE_DELAY_MS} from './constants';

/**
 * Shell state that outlives page navigations (held in `@theme/Root`):
 * the nav drawer's explicit open state and the sandbox-open flag.
 */
interface AppState {
  /** `null` until the visitor toggles: the breakpoint default applies (CSS). */
  navOpen: boolean | null;
  setNavOpen: (open: boolean | null) => void;
  /**
   * Closes the drawer `NAV_CLOSE_DELAY_MS` after a link in it is chosen. The timer lives here, above every
   * page, so the close still happens when the navigation unmounts the page (and the drawer) that scheduled it.
   * Given `navigate`, the drawer's link waits for the close and navigates right after it: building the new
   * page takes the main thread for a while on a phone, and the drawer must not stay open meanwhile.
   */
  closeNavAfterNavigate: (navigate?: () => void) => void;
  /** A code sandbox is open: the content goes full width and the drawer is closed unless opened. */
  isSandboxOpen: boolean;
  setIsSandboxOpen: (open: boolean) => void;
  primaryColor?: string;
  secondaryColor: string;
}

const AppStateContext = createContext<AppState | null>(null);

/** The setters alone: stable, so a component that only sets state does not re-render when it changes. */
type AppActions = Pick<AppState, 'setNavOpen' | 'closeNavAfterNavigate' | 'setIsSandboxOpen'>;
const AppActionsContext = createContext<AppActions | null>(null);

export function AppStateProvider({children}: {children: ReactNode}) {
  const [navOpen, setNavOpenState] = useState<boolean | null>(null);
  const [isSandboxOpen, setIsSandboxOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const setNavOpen = useCallback((open: boolean | null) => {
    clearTimeout(closeTimer.current);
    setNavOpenState(open);
  }, []);
  const closeNavAfterNavigate = useCallback((navigate?: () => void) => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      // flushSync: the close is rendered now, ahead of the new page's render, so the drawer starts to slide
      // away on time; a navigation handed over starts in the next task, once that frame can be painted
      flushSync(() => setNavOpenState(false));
      if (navigate) setTimeout(navigate, 0);
    }, NAV_CLOSE_DELAY_MS);
  }, []);
  const value = useMemo<AppState>(
    () => ({
      navOpen,
      setNavOpen,
      closeNavAfterNavigate,
      isSandboxOpen,
      setIsSandboxOpen,
      secondaryColor: SECONDARY_COLOR,
    }),
    [navOpen, isSandboxOpen, setNavOpen, closeNavAfterNavigate],
  );
  const actions = useMemo<AppActions>(
    () => ({setNavOpen, closeNavAfterNavigate, setIsSandboxOpen}),
    [setNavOpen, closeNavAfterNavigate],
  );
  return (
    <AppActionsContext.Provider value={actions}>
      <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>
    </AppActionsContext.Provider>
  );
}

export function useAppState(): AppState {
  const context = useContext(AppStateContext);
  if (!context) throw new Error('useAppState must be used inside <AppStateProvider> (@theme/Root)');
  return context;
}

/**
 * The shell's setters, for components that do not read the state: unlike `useAppState`, they do not
 * re-render when the drawer opens or closes (a demo re-rendered its whole table on every close).
 */
export function useAppActions(): AppActions {
  const context = useContext(AppActionsContext);
  if (!context) throw new Error('useAppActions must be used inside <AppStateProvider> (@theme/Root)');
  return context;
}
