import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's loading skeletons (`showSkeletons`), loaded when a table first shows them. */
export default deferred(
  () => import('@mui/material/Skeleton').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'skeleton',
);
