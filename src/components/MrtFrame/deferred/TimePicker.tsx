import type {ComponentType} from 'react';
import {lazyPicker} from './deferred';

export const TimePicker = lazyPicker(
  () => import('@mui/x-date-pickers/TimePicker').then((m) => m.TimePicker as ComponentType<Record<string, unknown>>),
  'time picker',
);
