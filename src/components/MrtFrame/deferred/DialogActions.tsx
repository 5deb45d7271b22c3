import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** Part of MRT's editing dialog (loads with it). */
export default deferred(
  () => import('./parts/dialog').then((m) => m.DialogActions as unknown as ComponentType<Record<string, unknown>>),
  'dialog actions', {quiet: true},
);
