import type {ClientModule} from '@docusaurus/types';
import './routeProgress.css';

/**
 * The thin bar across the top while a client-side navigation loads its page
 * (stands in for Docusaurus' nprogress module, see plugins/slim-runtime): it
 * appears only when loading takes longer than DELAY_MS, creeps towards the
 * right while waiting, then fills and fades out when the page is shown.
 */
export const DELAY_MS = 200;
const FADE_MS = 300;
const BAR_ID = 'mrt-route-progress';

function show(): void {
  if (document.getElementById(BAR_ID)) return;
  const bar = document.createElement('div');
  bar.id = BAR_ID;
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', 'Loading page');
  document.body.appendChild(bar);
  // next frame: start the creep from 0 (a transition needs a first layout at the start value)
  requestAnimationFrame(() => bar.setAttribute('data-state', 'loading'));
}

function finish(): void {
  const bar = document.getElementById(BAR_ID);
  if (!bar) return;
  bar.setAttribute('data-state', 'done');
  window.setTimeout(() => bar.remove(), FADE_MS);
}

const routeProgress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(show, DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    finish();
  },
};

export default routeProgress;
