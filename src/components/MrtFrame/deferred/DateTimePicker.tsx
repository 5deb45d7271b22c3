import type {ComponentType} from 'react';
import {lazyPicker} from './deferred';

export const DateTimePicker = lazyPicker(
  () =>
    import('@mui/x-date-pickers/DateTimePicker').then((m) => m.DateTimePicker as ComponentType<Record<string, unknown>>),
  'date and time picker',
);
