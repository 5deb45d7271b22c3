import type {ComponentType} from 'react';
import {deferred} from './deferred';

/** The labelled rows of MRT's show/hide columns menu, loaded when the menu first opens. */
export default deferred(
  () => import('@mui/material/FormControlLabel').then((m) => m.default as unknown as ComponentType<Record<string, unknown>>),
  'labelled control', {quiet: true},
);
