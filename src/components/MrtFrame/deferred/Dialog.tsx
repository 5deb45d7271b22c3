import {deferred} from './deferred';

/** MRT's editing dialog, loaded when it first opens. */
export default deferred(() => import('./parts/dialog').then((m) => ({default: m.Dialog})), 'dialog', {
  quiet: true,
  untilOpen: true,
  common: true,
});
