import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** The visibility switch in MRT's show/hide columns menu, loaded when the menu first opens. */
export default deferred(
  () => import('@mui/material/Switch').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'switch', {quiet: true},
);
