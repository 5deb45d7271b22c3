import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's progress bar (`showProgressBars`, saving), loaded when it first shows. */
export default deferred(
  () => import('@mui/material/LinearProgress').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'progress bar',
);
