/**
 * A visitor's pointer, tap, key or focus on a table that is not live yet brings it to life at once, before
 * the event goes on: the pointer passes over a table before it clicks, a finger's tap is delivered where it
 * lands once the finger lifts, and the focus is carried over to the same element of the live table. The
 * listeners sit on `document` in the capture phase, ahead of React's own on the root.
 */
const EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'focusin', 'mouseover'] as const;

const openers = new WeakMap<Element, (target: Element | null) => void>();
let installed = false;

function onInteraction(event: Event): void {
  for (let node = event.target instanceof Node ? event.target : null; node; node = node.parentNode) {
    const open = openers.get(node as Element);
    if (open) {
      open(event.target instanceof Element ? event.target : null);
      return;
    }
  }
}

/**
 * Calls `open` with the event's target when the visitor reaches `element`; returns the function that stops
 * listening for it.
 */
export function openOnInteraction(element: Element, open: (target: Element | null) => void): () => void {
  if (!installed) {
    installed = true;
    for (const type of EVENTS) document.addEventListener(type, onInteraction, {capture: true, passive: true});
  }
  openers.set(element, open);
  return () => {
    openers.delete(element);
  };
}
