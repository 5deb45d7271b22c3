import type {ApiResponse} from './server';

/** Paths the stand-in API answers (kept here so the server code itself loads only on first use). */
export const API_PREFIX = '/demo-api/';

/** How long the stand-in API takes to answer, so loading states show. */
export const API_DELAY_MS = 400;

let installed = false;

/**
 * Serves the stand-in API (server.ts) inside the page: `fetch` calls to
 * `/demo-api/...` are answered from memory after a short delay; every other
 * request goes to the network untouched. Installed once, in the browser only,
 * by the example framework before any example runs.
 */
export function installStandInApi(win: Window & typeof globalThis = window, delay = API_DELAY_MS): void {
  if (installed) return;
  installed = true;
  // the server and its seeded data load with the first request, not with every example page
  let server: Promise<{handle: (method: string, url: URL, body: string | null) => ApiResponse}> | null = null;
  const loadServer = () =>
    (server ??= import('./server').then(({createDatabase, handleRequest}) => {
      const db = createDatabase();
      return {handle: (method: string, url: URL, body: string | null) => handleRequest(db, method, url, body)};
    }));
  const realFetch = win.fetch.bind(win);
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, win.location.href);
    if (url.origin !== win.location.origin || !url.pathname.startsWith(API_PREFIX)) return realFetch(input, init);
    const bodyText = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    const [{handle}] = await Promise.all([loadServer(), new Promise((resolve) => setTimeout(resolve, delay))]);
    const {status, body} = handle(request.method, url, bodyText);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: {'Content-Type': 'application/json'},
    });
  };
}
