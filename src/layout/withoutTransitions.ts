/** Matches every element and pseudo-element, so no colour fades from one theme's value to the other's. */
export const NO_TRANSITIONS_CSS = '*,*::before,*::after{-webkit-transition:none!important;transition:none!important}';

/** How long transitions stay off: long enough for MUI to re-render with the new scheme's colours. */
export const NO_TRANSITIONS_MS = 300;

/**
 * Runs `change` (a colour-scheme switch) with CSS transitions turned off for the whole page, for
 * NO_TRANSITIONS_MS. This replaces MUI's `disableTransitionOnChange`, which did the same on every colour-scheme
 * change it saw, including the one it reports right after hydration (from "unknown" to the scheme the page
 * already shows): adding and removing a `*` rule then restyled the whole page twice, for nothing.
 */
export function withoutTransitions(change: () => void, doc: Document = document): void {
  const style = doc.createElement('style');
  style.textContent = NO_TRANSITIONS_CSS;
  doc.head.appendChild(style);
  try {
    change();
  } finally {
    // apply the rule now, before the browser starts any transition to the new colours
    doc.defaultView?.getComputedStyle(doc.body).getPropertyValue('color');
    setTimeout(() => style.remove(), NO_TRANSITIONS_MS);
  }
}
