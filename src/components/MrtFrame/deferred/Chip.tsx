import {deferred} from './deferred';

/** MRT's chips (grouping banner, multi-select filter values), loaded when one first renders. */
export default deferred(() => import('@mui/material/Chip'), 'chip', {quiet: true});
