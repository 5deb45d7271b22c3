import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import './styles.css';

interface MrtFrameProps {
  children: ReactNode;
  /** Extra class for the frame (e.g. page-specific spacing). */
  className?: string;
}

/**
 * Every Material React Table on this site renders inside this frame.
 *
 * - MRT computes its colours in JavaScript from the MUI theme, so the
 *   prerendered table is always the dark (default) scheme. A light-mode
 *   visitor would see a dark table until hydration; instead the frame keeps
 *   its place but stays invisible in light mode until the client has rendered
 *   (`data-hydrated`), then shows the table in the right colours. The table is
 *   still in the static HTML for search and with JS off (which is dark).
 * - MRT's date filter pickers load on first use, with their own dayjs
 *   localization context (pickers/), so plain tables don't download them.
 * - Infima's plain-`table` styles are reset inside the frame (styles.css).
 */
export function MrtFrame({children, className}: MrtFrameProps) {
  const isBrowser = useIsBrowser();
  return (
    <div className={className ? `mrt-frame ${className}` : 'mrt-frame'} data-hydrated={isBrowser ? 'true' : undefined}>
      {children}
    </div>
  );
}
