import React, {useEffect, useRef, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {preloadDeferredParts} from './deferred/deferred';
import './styles.css';
import {ChromeClassNames} from '@site/src/layout/classNames';

const CONTAINER = 'MuiTableContainer-root';

/** Marks a table container with the sides it can still scroll to (`data-more-left`, `data-more-right`). */
function markScrollable(container: HTMLElement) {
  const max = container.scrollWidth - container.clientWidth;
  container.toggleAttribute('data-more-left', container.scrollLeft > 1);
  container.toggleAttribute('data-more-right', container.scrollLeft < max - 1);
}

/**
 * Keeps the scroll marks of the frame's tables up to date (on scroll, and when the frame or a table changes
 * size), so a table wider than the screen shows that it scrolls (styles.css fades the edge it continues past).
 */
function useScrollHints(frame: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const containers = () => element.querySelectorAll<HTMLElement>(`.${CONTAINER}`);
    const markAll = () => containers().forEach(markScrollable);
    const onScroll = (event: Event) => {
      const target = event.target as HTMLElement;
      if (target.classList?.contains(CONTAINER)) markScrollable(target);
    };
    const resized = new ResizeObserver(markAll);
    resized.observe(element);
    containers().forEach((container) => container.firstElementChild && resized.observe(container.firstElementChild));
    element.addEventListener('scroll', onScroll, {capture: true, passive: true});
    markAll();
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', onScroll, {capture: true});
    };
  }, [frame]);
}

/** Fetches the deferred parts once the browser is idle (or after `timeout` ms at the latest). */
function useIdlePreload(timeout = 3000) {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preloadDeferredParts, {timeout});
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preloadDeferredParts, timeout);
    return () => clearTimeout(id);
  }, [timeout]);
}

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
 * - A table wider than the frame fades out at the edge it scrolls past, so a phone's visitor sees it scrolls.
 * - The deferred parts a first click opens (dialogs, menus) are fetched when the browser is idle or the
 *   pointer reaches the table, so that click does not wait for them (deferred/deferred.tsx).
 */
export function MrtFrame({children, className}: MrtFrameProps) {
  const isBrowser = useIsBrowser();
  const ref = useRef<HTMLDivElement>(null);
  useIdlePreload();
  useScrollHints(ref);
  return (
    <div
      ref={ref}
      className={className ? `${ChromeClassNames.frame} ${className}` : ChromeClassNames.frame}
      data-hydrated={isBrowser ? 'true' : undefined}
      onPointerEnter={preloadDeferredParts}>
      {children}
    </div>
  );
}
