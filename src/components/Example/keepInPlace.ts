/** How long a toggled layout may keep moving (the drawer's 200 ms slide, the editor arriving). */
const KEEP_MS = 1500;

/**
 * Keeps `element` at its current distance from the top of the viewport while the layout around it changes
 * (for `KEEP_MS`, on every frame), by scrolling the window by however far it has moved. The visitor's own
 * scrolling (wheel, touch, keys) ends it at once, and so does any scroll it did not make itself (the
 * scrollbar, a link to an anchor, an element scrolled into view): the window then is not where it was left.
 * The browser's scroll anchoring is off meanwhile, so the two never correct the same move twice.
 */
export function keepInPlace(element: HTMLElement, durationMs = KEEP_MS): () => void {
  const top = element.getBoundingClientRect().top;
  const root = document.documentElement;
  const previousAnchor = root.style.overflowAnchor;
  root.style.overflowAnchor = 'none';
  const end = performance.now() + durationMs;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    root.style.overflowAnchor = previousAnchor;
    for (const type of USER_SCROLL) window.removeEventListener(type, stop, true);
  };
  // where this left the window; a page grown shorter may only pull it up, to its new end
  let scrolledTo = window.scrollY;
  const step = () => {
    const y = window.scrollY;
    const atEnd = y >= root.scrollHeight - window.innerHeight - 1;
    if (Math.abs(y - scrolledTo) >= 1 && !(y < scrolledTo && atEnd)) {
      stop();
      return;
    }
    if (element.isConnected) {
      const moved = element.getBoundingClientRect().top - top;
      if (Math.abs(moved) >= 0.5) window.scrollBy(0, moved);
    }
    scrolledTo = window.scrollY;
    if (performance.now() < end && element.isConnected) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of USER_SCROLL) window.addEventListener(type, stop, {capture: true, passive: true});
  frame = requestAnimationFrame(step);
  return stop;
}

const USER_SCROLL = ['wheel', 'touchmove', 'keydown'] as const;
