import {createDatabase, handleRequest} from './server';
import {isLazyRoute} from './routes/match';

/**
 * Answers stand-in API requests as a server would over HTTP: reads the body,
 * waits `delay` ms so loading states show, and replies with JSON (no body for
 * 204). The database is created once, with the responder, and lives until the
 * page reloads. The routes of routes/lazy.ts load with the first request for one.
 */
export function createResponder(): (request: Request, url: URL, delay: number) => Promise<Response> {
  const db = createDatabase();
  return async (request, url, delay) => {
    const bodyText = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    await new Promise((resolve) => setTimeout(resolve, delay));
    const extraRoutes = isLazyRoute(url) ? (await import('./routes/lazy')).handleLazyRoutes : undefined;
    const {status, body} = handleRequest(db, request.method, url, bodyText, extraRoutes);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: {'Content-Type': 'application/json'},
    });
  };
}
