import {makePeople, makeUsers, type Person, type User} from './db';

/**
 * The stand-in API the server-backed examples call with `fetch`, as a real
 * app calls its own backend. It pages, sorts and filters for real; writes
 * validate like a server would and live in memory until the page reloads.
 *
 *   GET    /demo-api/people?start=0&size=10&sorting=[…]&filters=[…]&globalFilter=…
 *          → {data: Person[], meta: {totalRowCount}}
 *   GET    /demo-api/users                 → User[]
 *   POST   /demo-api/users       (User)    → 201 User | 400 {errors}
 *   PUT    /demo-api/users/:id   (User)    → 200 User | 400 {errors} | 404
 *   DELETE /demo-api/users/:id             → 204 | 404
 */
import {API_PREFIX} from './constants';
import {methodNotAllowed, notFound, type ApiResponse} from './responses';

export type {ApiResponse};

export interface Database {
  people: Person[];
  users: User[];
}

export function createDatabase(): Database {
  return {people: makePeople(1000), users: makeUsers(10)};
}

interface SortSpec {
  id: string;
  desc: boolean;
}
interface FilterSpec {
  id: string;
  value: unknown;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const text = (value: unknown) => String(value ?? '').toLowerCase();

export function queryPeople(people: Person[], params: URLSearchParams): ApiResponse {
  const start = Math.max(0, Number(params.get('start')) || 0);
  const size = Math.min(100, Math.max(1, Number(params.get('size')) || 10));
  const sorting = parseJson<SortSpec[]>(params.get('sorting'), []);
  const filters = parseJson<FilterSpec[]>(params.get('filters'), []);
  const globalFilter = text(params.get('globalFilter'));
  let rows = people.filter((person) =>
    filters.every(({id, value}) => text(person[id as keyof Person]).includes(text(value))),
  );
  if (globalFilter) {
    rows = rows.filter((person) => Object.values(person).some((value) => text(value).includes(globalFilter)));
  }
  for (const {id, desc} of [...sorting].reverse()) {
    const key = id as keyof Person;
    if (!people[0] || !(key in people[0])) continue;
    rows = [...rows].sort((a, b) => {
      const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      return desc ? -order : order;
    });
  }
  return {status: 200, body: {data: rows.slice(start, start + size), meta: {totalRowCount: rows.length}}};
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Server-side validation: a missing name or a malformed email is refused with a message per field. */
export function validateUser(user: Partial<User>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!user.firstName?.trim()) errors.firstName = 'First name is required';
  if (!user.lastName?.trim()) errors.lastName = 'Last name is required';
  if (!user.email || !EMAIL.test(user.email)) errors.email = 'Enter a valid email address';
  return errors;
}

/** Answers paths beyond the people and users collections, or returns null (a module of routes/). */
export type ExtraRoutes = (people: Person[], method: string, url: URL) => ApiResponse | null;

export function handleRequest(
  db: Database,
  method: string,
  url: URL,
  bodyText: string | null,
  extraRoutes?: ExtraRoutes,
): ApiResponse {
  const routed = extraRoutes?.(db.people, method, url);
  if (routed) return routed;
  const path = url.pathname.slice(API_PREFIX.length).replace(/\/+$/, '');
  const [collection, id] = path.split('/');
  if (collection === 'people' && !id && method === 'GET') return queryPeople(db.people, url.searchParams);
  if (collection !== 'users') return notFound(url.pathname);

  let body: Partial<User> = {};
  if (bodyText) {
    try {
      body = JSON.parse(bodyText) as Partial<User>;
    } catch {
      return {status: 400, body: {error: 'The request body is not JSON'}};
    }
  }
  if (!id && method === 'GET') return {status: 200, body: db.users};
  if (!id && method === 'POST') {
    const errors = validateUser(body);
    if (Object.keys(errors).length) return {status: 400, body: {errors}};
    const nextId = String(Math.max(0, ...db.users.map((user) => Number(user.id) || 0)) + 1);
    const user: User = {
      id: nextId,
      firstName: body.firstName!.trim(),
      lastName: body.lastName!.trim(),
      email: body.email!,
      state: body.state ?? '',
    };
    db.users = [...db.users, user];
    return {status: 201, body: user};
  }
  const index = db.users.findIndex((user) => user.id === id);
  if (index < 0) return {status: 404, body: {error: `No user with id ${id}`}};
  if (method === 'PUT') {
    const merged = {...db.users[index], ...body, id: db.users[index].id};
    const errors = validateUser(merged);
    if (Object.keys(errors).length) return {status: 400, body: {errors}};
    db.users = db.users.map((user, i) => (i === index ? merged : user));
    return {status: 200, body: merged};
  }
  if (method === 'DELETE') {
    db.users = db.users.filter((_, i) => i !== index);
    return {status: 204};
  }
  return methodNotAllowed(method);
}
