import type {ComponentType} from 'react';
import {lazyPicker} from './deferred';

export const DatePicker = lazyPicker(
  () => import('@mui/x-date-pickers/DatePicker').then((m) => m.DatePicker as ComponentType<Record<string, unknown>>),
  'date picker',
);
