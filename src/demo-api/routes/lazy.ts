import type {Person} from '../db';
import type {ApiResponse} from '../responses';
import type {ExtraRoutes} from '../server';
import {handle as details} from './details';
import {handle as events} from './events';
import {lazyRouteOf, type LazyRoute} from './match';
import {handle as org} from './org';
import {handle as sales} from './sales';

/**
 * Every lazy route in one synchronous handler, for callers that have them all
 * (the unit tests). The page loads only the route asked for (respond.ts).
 * Everything is generated from seeds when asked, so the answers are the same
 * on every load and nothing large ships with the page.
 */
const HANDLERS: Record<LazyRoute, ExtraRoutes> = {details, org, sales, events};

/** Answers a lazy route's path, or returns null for the main server to handle. */
export function handleLazyRoutes(people: Person[], method: string, url: URL): ApiResponse | null {
  const route = lazyRouteOf(url);
  return route ? HANDLERS[route](people, method, url) : null;
}
