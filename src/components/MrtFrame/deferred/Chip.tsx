import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's chips (grouping banner, multi-select filter values), loaded when one first renders. */
export default deferred(
  () => import('@mui/material/Chip').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'chip', {quiet: true},
);
