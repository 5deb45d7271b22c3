import type {Person} from '../db';
import {integer, seededRandom} from '../random';
import {methodNotAllowed, notFound, type ApiResponse} from '../responses';
import {hashSeed, personName} from './common';
import {pathParts} from './match';

/** GET /demo-api/org[?parentId=1.2] → {data: OrgNode[]}: the children of a node (the roots without parentId). */
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
    name: personName(random),
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

export function handle(_people: Person[], method: string, url: URL): ApiResponse {
  if (method !== 'GET') return methodNotAllowed(method);
  if (pathParts(url).length !== 1) return notFound(url.pathname);
  const parentId = url.searchParams.get('parentId');
  const children = orgChildren(parentId);
  return children ? {status: 200, body: {data: children}} : notFound(`org node ${parentId}`);
}
