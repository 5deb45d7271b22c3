import {lazyPicker} from './deferred';

export const DateTimePicker = lazyPicker(
  () => import('@mui/x-date-pickers/DateTimePicker').then((m) => ({default: m.DateTimePicker})),
  'date and time picker',
);
