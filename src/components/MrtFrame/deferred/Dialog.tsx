import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's editing dialog, loaded when it first opens. */
export default deferred(
  () => import('./parts/dialog').then((m) => m.Dialog as unknown as ComponentType<Record<string, unknown>>),
  'dialog', {quiet: true, untilOpen: true},
);
