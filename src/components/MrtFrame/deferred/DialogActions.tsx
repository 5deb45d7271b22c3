import {deferred} from './deferred';

/** Part of MRT's editing dialog (loads with it). */
export default deferred(() => import('./parts/dialog').then((m) => ({default: m.DialogActions})), 'dialog actions', {
  quiet: true,
  common: true,
});
