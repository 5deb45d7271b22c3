import {lazyPicker} from './deferred';

export const TimePicker = lazyPicker(
  () => import('@mui/x-date-pickers/TimePicker').then((m) => ({default: m.TimePicker})),
  'time picker',
);
