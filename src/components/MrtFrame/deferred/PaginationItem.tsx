import {deferred} from './deferred';

/** A page button of MRT's page-number pagination (loads with it). */
export default deferred(
  () => import('./parts/pagination').then((m) => ({default: m.PaginationItem})),
  'pagination item',
  {quiet: true},
);
