/** The site's custom analytics events, sent through the page-view script's event hook. */
export type AnalyticsEventName =
  | 'version-select'
  | 'open-search'
  | 'toggle-theme-light-mode'
  | 'toggle-theme-dark-mode'
  | 'page-filter'
  | 'edit-on-github'
  | 'copy-page'
  | 'open-page-markdown'
  | 'open-page-chatgpt'
  | 'open-page-claude'
  | 'page-feedback-yes'
  | 'page-feedback-no';

type EventProps = Record<string, string | number | boolean>;

interface AnalyticsWindow {
  plausible?: (name: string, options?: {props?: EventProps}) => void;
}

/**
 * Sends one custom event. The page-view script (plugins/analytics) defines
 * `window.plausible` only when analytics is configured; otherwise — and
 * whenever the script misbehaves — this is a silent no-op.
 */
export function trackEvent(name: AnalyticsEventName, props?: EventProps): void {
  try {
    if (typeof window === 'undefined') return;
    const send = (window as unknown as AnalyticsWindow).plausible;
    if (typeof send !== 'function') return;
    send(name, props ? {props} : undefined);
  } catch {
    // analytics must never break the page
  }
}
