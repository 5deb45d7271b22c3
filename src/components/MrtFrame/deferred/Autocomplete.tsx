import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** MRT's autocomplete filter input, loaded when such a filter first renders. */
export default deferred(
  () => import('@mui/material/Autocomplete').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'autocomplete',
);
