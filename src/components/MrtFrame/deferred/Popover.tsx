import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's filter popover (`columnFilterDisplayMode: 'popover'`), loaded when it first opens. */
export default deferred(
  () => import('@mui/material/Popover').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'popover',
  {quiet: true, untilOpen: true},
);
