import {createDatabase, handleRequest, type ExtraRoutes} from './server';
import {lazyRouteOf, type LazyRoute} from './routes/match';

/** Each lazy route in its own chunk: a page downloads only the routes its examples call. */
const LAZY_ROUTES: Record<LazyRoute, () => Promise<{handle: ExtraRoutes}>> = {
  details: () => import('./routes/details'),
  org: () => import('./routes/org'),
  sales: () => import('./routes/sales'),
  events: () => import('./routes/events'),
};

/**
 * Answers stand-in API requests as a server would over HTTP: reads the body,
 * waits `delay` ms so loading states show, and replies with JSON (no body for
 * 204). The database is created once, with the responder, and lives until the
 * page reloads. Each route in routes/ (beyond people and users) loads with the first request for it.
 */
export function createResponder(): (request: Request, url: URL, delay: number) => Promise<Response> {
  const db = createDatabase();
  return async (request, url, delay) => {
    const bodyText = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    await new Promise((resolve) => setTimeout(resolve, delay));
    const route = lazyRouteOf(url);
    const extraRoutes = route ? (await LAZY_ROUTES[route]()).handle : undefined;
    const {status, body} = handleRequest(db, request.method, url, bodyText, extraRoutes);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: {'Content-Type': 'application/json'},
    });
  };
}
