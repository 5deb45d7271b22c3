import {API_PREFIX} from '../constants';

/** The collections answered by routes/lazy.ts (loaded only when one is first requested). */
export const LAZY_COLLECTIONS = ['org', 'sales', 'events'];

/** The path's segments after the API prefix. */
export const pathParts = (url: URL): string[] => url.pathname.slice(API_PREFIX.length).replace(/\/+$/, '').split('/');

/** Whether routes/lazy.ts answers this path: one person's details, or one of LAZY_COLLECTIONS. */
export function isLazyRoute(url: URL): boolean {
  const parts = pathParts(url);
  return (parts[0] === 'people' && parts[2] === 'details' && parts.length === 3) || LAZY_COLLECTIONS.includes(parts[0]!);
}
