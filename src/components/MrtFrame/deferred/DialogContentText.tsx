import {deferred} from './deferred';

/** Text of a dialog an example opens (loads with MRT's dialog parts). */
export default deferred(
  () => import('./parts/dialog').then((m) => ({default: m.DialogContentText})),
  'dialog content text',
  {
    quiet: true,
    common: true,
  },
);
