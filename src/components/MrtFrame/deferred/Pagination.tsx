import {deferred} from './deferred';

/** MRT's page-number pagination, loaded when a table uses it. */
export default deferred(() => import('./parts/pagination').then((m) => ({default: m.Pagination})), 'pagination');
