import React, {type ReactNode} from 'react';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';

/** The dayjs localization context MRT's date filter pickers need (loaded with them). */
export function PickerContext({children}: {children: ReactNode}) {
  return <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;
}
