import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** A page button of MRT's page-number pagination (loads with it). */
export default deferred(
  () => import('./parts/pagination').then((m) => m.PaginationItem as unknown as ComponentType<Record<string, unknown>>),
  'pagination item', {quiet: true},
);
