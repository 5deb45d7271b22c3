import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's page-number pagination, loaded when a table uses it. */
export default deferred(
  () => import('./parts/pagination').then((m) => m.Pagination as unknown as ComponentType<Record<string, unknown>>),
  'pagination',
);
