import type {Person} from '../db';
import {integer, pick, seededRandom} from '../random';
import {isLazyRoute, pathParts} from './match';

/**
 * Endpoints for the examples that fetch on demand or build their table from
 * the server's answer. Everything is generated from seeds when asked, so the
 * answers are the same on every load and nothing large ships with the page.
 *
 *   GET /demo-api/people/:id/details           → PersonDetails | 404
 *   GET /demo-api/org[?parentId=1.2]           → {data: OrgNode[]}           (the children of a node; roots without parentId)
 *   GET /demo-api/sales/columns?period=quarter → {columns: SalesColumn[]}    (period: quarter | month)
 *   GET /demo-api/sales?period=quarter         → {data: SalesRow[]}
 *   GET /demo-api/events?size=50[&cursor=id]   → {data: ActivityEvent[], nextCursor: string | null, meta: {totalRowCount}}
 */
export interface ApiAnswer {
  status: number;
  body?: unknown;
}

/** A stable number from a string, to seed the generator per record. */
export function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

const notFound = (what: string): ApiAnswer => ({status: 404, body: {error: `No such resource: ${what}`}});

// ---- details of one person

export interface PersonDetails {
  id: string;
  phone: string;
  address: string;
  bio: string;
  skills: string[];
  projects: {name: string; status: 'active' | 'done' | 'paused'}[];
}

const STREETS = ['Maple Avenue', 'Harbor Road', 'Elm Street', 'Cedar Lane', 'Lakeview Drive', 'Mill Street', 'Park Row', 'Orchard Way'];
const SKILLS = ['Budgeting', 'Public speaking', 'SQL', 'Mentoring', 'Negotiation', 'Spanish', 'Design reviews', 'Forecasting', 'Hiring', 'Writing'];
const PROJECTS = ['Atlas', 'Beacon', 'Cobalt', 'Drift', 'Ember', 'Fathom', 'Granite', 'Harbor', 'Iris', 'Juniper'];
const STATUSES = ['active', 'done', 'paused'] as const;
const HOBBIES = ['trail running', 'chess', 'pottery', 'sailing', 'baking bread', 'birdwatching', 'jazz piano', 'climbing'];

export function personDetails(person: Person): PersonDetails {
  const random = seededRandom(hashSeed(`details:${person.id}`));
  const skills = [...SKILLS].sort(() => random() - 0.5).slice(0, integer(random, 2, 4));
  const projectNames = [...PROJECTS].sort(() => random() - 0.5).slice(0, integer(random, 1, 3));
  return {
    id: person.id,
    phone: `(${integer(random, 200, 989)}) 555-${String(integer(random, 0, 9999)).padStart(4, '0')}`,
    address: `${integer(random, 1, 999)} ${pick(random, STREETS)}, ${person.city}, ${person.state}`,
    bio: `${person.firstName} has worked as ${/^[AEIOU]/.test(person.jobTitle) ? 'an' : 'a'} ${person.jobTitle.toLowerCase()} since ${person.startDate.slice(0, 4)} and spends weekends ${pick(random, HOBBIES)}.`,
    skills,
    projects: projectNames.map((name) => ({name, status: pick(random, STATUSES)})),
  };
}

// ---- an organisation chart, one level per request

export interface OrgNode {
  /** Dotted path from the root, e.g. "2.1.3". */
  id: string;
  name: string;
  title: string;
  /** How many direct reports the server holds for this person (0: a leaf). */
  reportCount: number;
}

const ORG_ROOTS = 4;
const ORG_DEPTH = 4;
const TITLES = ['Director', 'Manager', 'Team Lead', 'Engineer'];
const GIVEN = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Iris', 'Omar', 'Lena', 'Kai', 'Nora', 'Ravi', 'Sofia', 'Theo', 'Yara', 'Hugo'];
const FAMILY = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Novak', 'Schmidt', 'Haddad', 'Rossi', 'Nguyen', 'Silva', 'Costa', 'Larsen'];

/** Direct reports of a node: none at the deepest level, 0 to 4 above it (seeded by the id). */
export function orgChildCount(id: string): number {
  const depth = id.split('.').length;
  if (depth >= ORG_DEPTH) return 0;
  return integer(seededRandom(hashSeed(`org:${id}`)), depth === 1 ? 2 : 0, 4);
}

export function orgNode(id: string): OrgNode {
  const random = seededRandom(hashSeed(`name:${id}`));
  return {
    id,
    name: `${pick(random, GIVEN)} ${pick(random, FAMILY)}`,
    title: TITLES[id.split('.').length - 1],
    reportCount: orgChildCount(id),
  };
}

function orgExists(id: string): boolean {
  const parts = id.split('.');
  if (parts.length > ORG_DEPTH || parts.some((part) => !/^[1-9]\d*$/.test(part))) return false;
  if (Number(parts[0]) > ORG_ROOTS) return false;
  for (let depth = 1; depth < parts.length; depth += 1) {
    if (Number(parts[depth]) > orgChildCount(parts.slice(0, depth).join('.'))) return false;
  }
  return true;
}

export function orgChildren(parentId: string | null): OrgNode[] | null {
  if (parentId === null) return Array.from({length: ORG_ROOTS}, (_, i) => orgNode(String(i + 1)));
  if (!orgExists(parentId)) return null;
  return Array.from({length: orgChildCount(parentId)}, (_, i) => orgNode(`${parentId}.${i + 1}`));
}

// ---- a sales report whose columns depend on the period asked for

export interface SalesColumn {
  id: string;
  header: string;
  type: 'text' | 'currency';
}
export type SalesRow = Record<string, string | number>;

const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coastal', 'Mountain', 'Islands'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const SALES_PERIODS = ['quarter', 'month'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export function salesColumns(period: SalesPeriod): SalesColumn[] {
  const periods =
    period === 'quarter'
      ? [1, 2, 3, 4].map((q) => ({id: `q${q}`, header: `Q${q} 2025`}))
      : MONTHS.map((month) => ({id: month.toLowerCase(), header: `${month} 2025`}));
  return [{id: 'region', header: 'Region', type: 'text'}, ...periods.map((p) => ({...p, type: 'currency' as const}))];
}

/** Monthly figures are seeded per region; a quarter is the sum of its three months. */
export function salesRows(period: SalesPeriod): SalesRow[] {
  return REGIONS.map((region) => {
    const random = seededRandom(hashSeed(`sales:${region}`));
    const months = MONTHS.map(() => integer(random, 20, 90) * 1000);
    const row: SalesRow = {region};
    if (period === 'month') MONTHS.forEach((month, i) => (row[month.toLowerCase()] = months[i]));
    else [0, 1, 2, 3].forEach((q) => (row[`q${q + 1}`] = months[q * 3] + months[q * 3 + 1] + months[q * 3 + 2]));
    return row;
  });
}

// ---- an activity log read with a cursor

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
      actor: `${pick(random, GIVEN)} ${pick(random, FAMILY)}`,
      action: pick(random, ACTIONS),
      target: `${pick(random, TARGETS)} #${integer(random, 100, 999)}`,
    };
  });
  return eventsCache;
}

export function eventsPage(cursor: string | null, size: number): ApiAnswer {
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

// ---- dispatch

/** Answers the paths above, or returns null for the main server to handle. */
export function handleLazyRoutes(people: Person[], method: string, url: URL): ApiAnswer | null {
  if (!isLazyRoute(url)) return null;
  const parts = pathParts(url);
  const params = url.searchParams;
  const [collection] = parts;
  if (parts[0] === 'people') {
    if (method !== 'GET') return {status: 405, body: {error: `${method} is not supported here`}};
    const person = people.find((candidate) => candidate.id === parts[1]);
    return person ? {status: 200, body: personDetails(person)} : notFound(url.pathname);
  }
  if (method !== 'GET') return {status: 405, body: {error: `${method} is not supported here`}};
  if (collection === 'org' && parts.length === 1) {
    const children = orgChildren(params.get('parentId'));
    return children ? {status: 200, body: {data: children}} : notFound(`org node ${params.get('parentId')}`);
  }
  if (collection === 'sales' && parts.length <= 2 && (parts.length === 1 || parts[1] === 'columns')) {
    const period = params.get('period') ?? 'quarter';
    if (!SALES_PERIODS.includes(period as SalesPeriod)) return {status: 400, body: {error: `Unknown period: ${period}`}};
    return parts[1] === 'columns'
      ? {status: 200, body: {columns: salesColumns(period as SalesPeriod)}}
      : {status: 200, body: {data: salesRows(period as SalesPeriod)}};
  }
  if (collection === 'events' && parts.length === 1) {
    const size = Math.min(100, Math.max(1, Number(params.get('size')) || 50));
    return eventsPage(params.get('cursor'), size);
  }
  return notFound(url.pathname);
}
