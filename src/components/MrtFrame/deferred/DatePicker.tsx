import {lazyPicker} from './deferred';

export const DatePicker = lazyPicker(
  () => import('@mui/x-date-pickers/DatePicker').then((m) => ({default: m.DatePicker})),
  'date picker',
);
