import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's range-slider filter, loaded when such a filter first renders. */
export default deferred(
  () => import('@mui/material/Slider').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'slider',
);
