import {startTransition, useEffect, useLayoutEffect, useState} from 'react';

/** Whether the app has hydrated (Docusaurus sets the attribute then): a page rendered after that was navigated to. */
const navigatedTo = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.getAttribute('data-has-hydrated') === 'true';

/** Scrolls to the address's `#heading` as Docusaurus does after a navigation, for a heading that came late. */
function scrollToHash(): void {
  const {hash} = window.location;
  if (!hash) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  document.getElementById(id)?.scrollIntoView();
}

/**
 * Whether a page's body is shown yet. On the first load (server HTML, hydration) it always is. After a
 * client-side navigation the page first renders without it, so the tap's own task paints the new title and
 * stays short, and the body follows in a transition: React renders it in slices the browser can interrupt to
 * paint or to answer input. A `#heading` in the address, which Docusaurus scrolled to before it existed, is
 * scrolled to when the body arrives.
 */
export function useBodyAfterTitle(): boolean {
  const [shown, setShown] = useState(() => !navigatedTo());
  const [late] = useState(() => !shown);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  useLayoutEffect(() => {
    if (shown && late) scrollToHash();
  }, [shown, late]);
  return shown;
}
