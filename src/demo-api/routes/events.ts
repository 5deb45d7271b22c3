import type {Person} from '../db';
import {integer, pick, seededRandom} from '../random';
import {methodNotAllowed, notFound, type ApiResponse} from '../responses';
import {personName} from './common';
import {pathParts} from './match';

/**
 * An activity log read with a cursor:
 * GET /demo-api/events?size=50[&cursor=id][&sorting=[…]][&filters=[…]][&globalFilter=…]
 * → {data: ActivityEvent[], nextCursor, meta: {totalRowCount}}. Sorting and filters use the same JSON
 * as /demo-api/people; the cursor is the id of the last event of the previous page in that order.
 */
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

export interface EventsQuery {
  sorting?: {id: string; desc: boolean}[];
  filters?: {id: string; value: unknown}[];
  globalFilter?: string;
}

const text = (value: unknown) => String(value ?? '').toLowerCase();
const FIELDS = ['id', 'time', 'actor', 'action', 'target'] as const;
/** What filters and the search look in: the time is shown formatted, so its ISO text is not searched. */
const SEARCHED = ['id', 'actor', 'action', 'target'] as const;
const isField = (id: string): id is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(id);

/** The log filtered (case-insensitive "contains", not on the time) and sorted as asked; ties keep the newest first. */
export function queryEvents({sorting = [], filters = [], globalFilter = ''}: EventsQuery): ActivityEvent[] {
  const search = text(globalFilter);
  let rows = activityEvents().filter(
    (event) =>
      filters.every(({id, value}) => !isField(id) || id === 'time' || text(event[id]).includes(text(value))) &&
      (!search || SEARCHED.some((field) => text(event[field]).includes(search))),
  );
  for (const {id, desc} of [...sorting].reverse()) {
    if (!isField(id)) continue;
    rows = [...rows].sort((a, b) => {
      const order = a[id] < b[id] ? -1 : a[id] > b[id] ? 1 : 0;
      return desc ? -order : order;
    });
  }
  return rows;
}

export function eventsPage(cursor: string | null, size: number, query: EventsQuery = {}): ApiResponse {
  const events = queryEvents(query);
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

function parseList<T>(json: string | null): T[] {
  try {
    const value = JSON.parse(json ?? '[]') as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function handle(_people: Person[], method: string, url: URL): ApiResponse {
  if (method !== 'GET') return methodNotAllowed(method);
  if (pathParts(url).length !== 1) return notFound(url.pathname);
  const size = Math.min(100, Math.max(1, Number(url.searchParams.get('size')) || 50));
  const params = url.searchParams;
  return eventsPage(params.get('cursor'), size, {
    sorting: parseList(params.get('sorting')),
    filters: parseList(params.get('filters')),
    globalFilter: params.get('globalFilter') ?? '',
  });
}
