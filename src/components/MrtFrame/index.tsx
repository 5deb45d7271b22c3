import React, {type ReactNode} from 'react';
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
 *   prerendered table's Emotion CSS holds the dark (default) scheme's colours.
 *   The build turns each of them into a CSS variable with its light value
 *   under `[data-theme='light']` (plugins/emotion-head/schemeColors.ts), so a
 *   light page paints its tables light before any script runs.
 * - MRT's date filter pickers load on first use, with their own dayjs
 *   localization context (pickers/), so plain tables don't download them.
 * - Infima's plain-`table` styles are reset inside the frame (styles.css).
 */
export function MrtFrame({children, className}: MrtFrameProps) {
  return <div className={className ? `mrt-frame ${className}` : 'mrt-frame'}>{children}</div>;
}
