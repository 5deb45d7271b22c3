import type {ApiResponse, Database, ExtraRoutes} from './server';
import {lazyRouteOf, type LazyRoute} from './routes/match';

/** Each lazy route in its own chunk: a page downloads only the routes its examples call. */
const LAZY_ROUTES: Record<LazyRoute, () => Promise<{handle: ExtraRoutes}>> = {
  details: () => import('./routes/details'),
  org: () => import('./routes/org'),
  sales: () => import('./routes/sales'),
  events: () => import('./routes/events'),
};

/** Routes that make up their own data: they answer without the people and users database. */
const STANDALONE: readonly LazyRoute[] = ['org', 'sales', 'events'];

/**
 * Answers stand-in API requests as a server would over HTTP: reads the body,
 * waits `delay` ms so loading states show, and replies with JSON (no body for
 * 204). The database and its server (server.ts) load with the first request
 * that needs them, and live until the page reloads; a page that calls only
 * standalone routes never downloads them. Each route in routes/ (beyond people
 * and users) loads with the first request for it.
 */
export function createResponder(): (request: Request, url: URL, delay: number) => Promise<Response> {
  let server: Promise<{db: Database; handleRequest: typeof import('./server').handleRequest}> | null = null;
  const loadServer = () =>
    (server ??= import('./server').then(({createDatabase, handleRequest}) => ({db: createDatabase(), handleRequest})));
  return async (request, url, delay) => {
    const bodyText = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    const route = lazyRouteOf(url);
    const standalone = route !== null && STANDALONE.includes(route);
    const ready = standalone ? null : loadServer(); // loads while the delay runs
    await new Promise((resolve) => setTimeout(resolve, delay));
    const extraRoutes = route ? (await LAZY_ROUTES[route]()).handle : undefined;
    let answer: ApiResponse | null = standalone && extraRoutes ? extraRoutes([], request.method, url) : null;
    if (!answer) {
      const {db, handleRequest} = await (ready ?? loadServer());
      answer = handleRequest(db, request.method, url, bodyText, extraRoutes);
    }
    const {status, body} = answer;
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: {'Content-Type': 'application/json'},
    });
  };
}
