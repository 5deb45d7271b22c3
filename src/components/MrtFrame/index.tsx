import React, {startTransition, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadPartsShownIn, preloadDeferredParts} from './deferred/deferred';
import {openOnInteraction} from './gate/interactions';
import {createGate, createOpeningQueue, type OpeningQueue} from './gate/queue';
import {elementAtPath, pathTo} from './gate/path';
import './styles.css';
import {ChromeClassNames} from '@site/src/layout/classNames';
import {whenIdle} from '@site/src/lib/whenIdle';

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
function useScrollHints(frame: React.RefObject<HTMLDivElement | null>, live: boolean) {
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
  }, [frame, live]);
}

/**
 * Marks the frame `data-offscreen` while none of it is in the viewport, so styles.css pauses the endless
 * animations a loading table shows (skeletons, spinner, progress bar). A browser keeps running them off
 * screen: a loading table far down the page would otherwise restyle and repaint on every frame, which on a
 * phone takes about half of the main thread and delays every tap on the page. Set on the element, not
 * through state: scrolling never re-renders the table.
 */
function usePauseOffscreen(frame: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) element.toggleAttribute('data-offscreen', !entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.removeAttribute('data-offscreen');
    };
  }, [frame]);
}

/** Fetches the deferred parts once the browser is idle (or after `timeout` ms at the latest). */
function useIdlePreload(live: boolean, timeout = 3000) {
  useEffect(() => (live ? whenIdle(preloadDeferredParts, timeout) : undefined), [live, timeout]);
}

/** One queue for the page: tables come to life one per task (gate/queue.ts). */
const queue: OpeningQueue | null =
  typeof window === 'undefined'
    ? null
    : createOpeningQueue({
        nextTask: (run) => setTimeout(run, 0),
        settleTimeout: (run, ms) => {
          const id = setTimeout(run, ms);
          return () => clearTimeout(id);
        },
      });

type GateControl = ReturnType<typeof createGate>;

/**
 * How far outside the viewport a table starts to come to life. Prerendered, the table is already on screen
 * as HTML and only needs to be live before it is used; after a client-side navigation it is a placeholder
 * until then, so it starts a screen ahead.
 */
const MARGIN = {prerendered: '50% 0px', rendered: '100% 0px'} as const;

/**
 * Asks for the gate to open when the frame nears the viewport and, after a client-side navigation, when the
 * browser is idle (then the page's tables all mount in turn, so a reader who scrolls or jumps rarely meets a
 * placeholder). Prerendered pages skip the idle step: their tables are on screen as HTML already, and bringing
 * them to life unasked would only block the main thread.
 */
function useGateRequests(
  frame: React.RefObject<HTMLDivElement | null>,
  control: GateControl | null,
  prerendered: boolean,
) {
  useEffect(() => {
    const element = frame.current;
    if (!control || !queue || !element || control.gate.opened) return undefined;
    const request = () => queue.request(control);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && request(), {
      rootMargin: prerendered ? MARGIN.prerendered : MARGIN.rendered,
    });
    observer.observe(element);
    const cancelIdle = prerendered ? undefined : whenIdle(request, 4000, 1000);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [frame, control, prerendered]);
}

/** Reports, after the table's first commit, that it is live. */
function Settled({onSettled}: {onSettled: () => void}) {
  useEffect(onSettled, [onSettled]);
  return null;
}

interface MrtFrameProps {
  children: ReactNode;
  /** Extra class for the frame (e.g. page-specific spacing). */
  className?: string;
  /** Render the table at once, wherever it is (the sandbox, whose table the visitor just asked for). */
  eager?: boolean;
}

const BODY = 'mrt-frame__body';

/** The inner HTML of the frame `id`'s body as the server sent it (read during hydration only). */
function serverHtmlOf(id: string): string | null {
  return document.querySelector(`[data-mrt-frame="${CSS.escape(id)}"] > .${BODY}`)?.innerHTML ?? null;
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
 * - A table comes to life when it nears the viewport, one table per task (gate/queue.ts), or at once when the
 *   visitor reaches it (pointer, tap, focus: gate/interactions.ts): a page pays for the tables in view, not
 *   for every table it has. Until then a prerendered table is the server's HTML, kept as it is (React is
 *   given the same HTML to keep, not the table to hydrate), so it is painted and laid out as it will be once
 *   live; after a client-side navigation it is a placeholder. `data-hydrated="true"` marks a live table.
 */
export function MrtFrame({children, className, eager = false}: MrtFrameProps) {
  const isBrowser = useIsBrowser();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // no gate on the server, in the sandbox, or where nothing could open it (no IntersectionObserver: jsdom)
  const [control] = useState<GateControl | null>(() =>
    eager || typeof window === 'undefined' || typeof IntersectionObserver === 'undefined' ? null : createGate(),
  );
  // during hydration the server's HTML is on screen; after a client-side navigation (when the previous
  // page is still in the document) nothing of this page is yet
  const [prerendered] = useState(!isBrowser);
  const [serverHtml] = useState(() => (control && prerendered ? serverHtmlOf(id) : null));
  // no server HTML to keep (it should always be found): render the table at once, as before the gate
  const [open, setOpen] = useState(control === null || (prerendered && serverHtml === null));
  const [live, setLive] = useState(false);
  const [onSettled] = useState(() => () => {
    setLive(true);
    if (control) queue?.settled(control);
  });

  useEffect(() => {
    if (!control || open) return undefined;
    // a kept table fetches the parts its HTML shows first, so that coming to life changes nothing in view
    control.gate.onOpen(() => {
      if (serverHtml === null) startTransition(() => setOpen(true));
      else void loadPartsShownIn(serverHtml).then(() => startTransition(() => setOpen(true)));
    });
    const element = ref.current;
    if (!element || !queue) return undefined;
    // the visitor reached the table: render it now, and carry the focus over to the same element
    return openOnInteraction(element, (target) => {
      const body = element.querySelector(`:scope > .${BODY}`);
      const path = body && target ? pathTo(body, target) : null;
      const hadFocus = target !== null && target === document.activeElement;
      queue.openNow(control);
      flushSync(() => setOpen(true));
      const live = element.querySelector(`:scope > .${BODY}`);
      const twin = live && path ? elementAtPath(live, path) : null;
      if (hadFocus && twin instanceof HTMLElement) twin.focus({preventScroll: true});
    });
  }, [control, open, serverHtml]);
  useGateRequests(ref, control, prerendered);
  const [preloadParts] = useState(() => () => {
    preloadDeferredParts();
    if (serverHtml !== null) void loadPartsShownIn(serverHtml);
  });
  useIdlePreload(live);
  useScrollHints(ref, live);
  usePauseOffscreen(ref);

  let body: ReactNode;
  if (open) {
    body = (
      <div key="live" className={BODY}>
        {children}
        <Settled onSettled={onSettled} />
      </div>
    );
  } else if (serverHtml !== null) {
    // the same HTML the server sent: React keeps it as it is
    body = <div key="static" className={BODY} dangerouslySetInnerHTML={{__html: serverHtml}} />;
  } else {
    body = <div key="placeholder" className={`${BODY} mrt-frame__placeholder`} aria-hidden="true" />;
  }
  return (
    <div
      ref={ref}
      className={className ? `${ChromeClassNames.frame} ${className}` : ChromeClassNames.frame}
      data-mrt-frame={id}
      data-hydrated={live ? 'true' : undefined}
      onPointerEnter={preloadParts}>
      {body}
    </div>
  );
}
