import {API_DELAY_MS, API_PREFIX} from './constants';

type Respond = (request: Request, url: URL, delay: number) => Promise<Response>;

let installed = false;

/**
 * Serves the stand-in API (server.ts) inside the page: `fetch` calls to
 * `/demo-api/...` are answered from memory after a short delay; every other
 * request goes to the network untouched. Installed once, in the browser only,
 * by the site's client module (clientModule.ts) before any page renders.
 * This part ships with every page, so it only recognises the requests: the
 * server and its seeded data load with the first one (respond.ts).
 */
export function installStandInApi(win: Window & typeof globalThis = window, delay = API_DELAY_MS): void {
  if (installed) return;
  installed = true;
  let respond: Promise<Respond> | null = null;
  const realFetch = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, win.location.href);
    if (url.origin !== win.location.origin || !url.pathname.startsWith(API_PREFIX)) return realFetch(input, init);
    respond ??= import('./respond').then(({createResponder}) => createResponder());
    return respond.then((answer) => answer(request, url, delay));
  };
}
