import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's single-row selection radio, loaded when a table uses it. */
export default deferred(
  () => import('@mui/material/Radio').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'radio',
);
