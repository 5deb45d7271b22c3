import {API_PREFIX} from '../constants';

/** The routes answered by the modules in this folder, each loaded only when first requested (respond.ts). */
export type LazyRoute = 'details' | 'org' | 'sales' | 'events';
const LAZY_COLLECTIONS: readonly string[] = ['org', 'sales', 'events'] satisfies LazyRoute[];

/** The path's segments after the API prefix. */
export const pathParts = (url: URL): string[] => url.pathname.slice(API_PREFIX.length).replace(/\/+$/, '').split('/');

/** Which lazy route answers this path (one person's details, or one of the lazy collections), or null. */
export function lazyRouteOf(url: URL): LazyRoute | null {
  const parts = pathParts(url);
  if (parts[0] === 'people') return parts.length === 3 && parts[2] === 'details' ? 'details' : null;
  return LAZY_COLLECTIONS.includes(parts[0]!) ? (parts[0] as LazyRoute) : null;
}
