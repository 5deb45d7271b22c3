import type {Person} from '../db';
import {integer, pick, seededRandom} from '../random';
import {methodNotAllowed, notFound, type ApiResponse} from '../responses';
import {personName} from './common';
import {pathParts} from './match';

/** An activity log read with a cursor: GET /demo-api/events?size=50[&cursor=id] → {data: ActivityEvent[], nextCursor, meta: {totalRowCount}} */
export interface ActivityEvent {
  id: string;
  /** ISO date-time. */
  time: string;
  actor: string;
  action: string;
  target: string;
}

export const EVENT_COUNT = 230;
const ACTIONS = ['opened', 'closed', 'commented on', 'approved', 'merged', 'labelled', 'assigned'];
const TARGETS = ['invoice', 'pull request', 'ticket', 'design doc', 'release', 'budget'];

let eventsCache: ActivityEvent[] | null = null;

/** The whole log, newest first (event 1 is the newest). */
export function activityEvents(): ActivityEvent[] {
  if (eventsCache) return eventsCache;
  const random = seededRandom(230);
  let time = Date.UTC(2026, 10, 20, 18, 0, 0);
  eventsCache = Array.from({length: EVENT_COUNT}, (_, index) => {
    time -= integer(random, 3, 180) * 60_000;
    return {
      id: `evt-${String(index + 1).padStart(4, '0')}`,
      time: new Date(time).toISOString(),
      actor: personName(random),
      action: pick(random, ACTIONS),
      target: `${pick(random, TARGETS)} #${integer(random, 100, 999)}`,
    };
  });
  return eventsCache;
}

export function eventsPage(cursor: string | null, size: number): ApiResponse {
  const events = activityEvents();
  let start = 0;
  if (cursor) {
    const index = events.findIndex((event) => event.id === cursor);
    if (index < 0) return {status: 400, body: {error: `Unknown cursor: ${cursor}`}};
    start = index + 1;
  }
  const data = events.slice(start, start + size);
  const last = data[data.length - 1];
  const nextCursor = last && start + size < events.length ? last.id : null;
  return {status: 200, body: {data, nextCursor, meta: {totalRowCount: events.length}}};
}

export function handle(_people: Person[], method: string, url: URL): ApiResponse {
  if (method !== 'GET') return methodNotAllowed(method);
  if (pathParts(url).length !== 1) return notFound(url.pathname);
  const size = Math.min(100, Math.max(1, Number(url.searchParams.get('size')) || 50));
  return eventsPage(url.searchParams.get('cursor'), size);
}
