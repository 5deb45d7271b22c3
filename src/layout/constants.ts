/** Layout constants (breakpoints, drawer and bar sizes, limits), in one place for CSS-in-JS and tests. */
export const BREAKPOINTS = {
  /** Product name shows from here up. */
  sm: 600,
  /** Drawer becomes permanent; search box 250px wide. */
  md: 900,
  /** Drawer open by default (no sandbox); nav toggle hidden; search box 400px. */
  lg: 1500,
  /** Outline beside the content with every heading level; ads re-trigger. */
  xl: 1800,
} as const;

export const DRAWER_WIDTH = 300;
export const NAV_CLOSE_DELAY_MS = 200;
export const CONTENT_MAX_WIDTH = 1200;
export const APP_BAR_HEIGHT = 56;
export const OUTLINE = {top: 60, right: '2rem', maxWidth: 250} as const;
export const COPIED_MS = 3000;

export const up = (px: number): string => `@media (min-width: ${px}px)`;
export const down = (px: number): string => `@media (max-width: ${px - 0.05}px)`;
