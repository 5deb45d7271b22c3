import {deferred} from './deferred';

/** MRT's filter popover (`columnFilterDisplayMode: 'popover'`), loaded when it first opens. */
export default deferred(() => import('@mui/material/Popover'), 'popover', {quiet: true, untilOpen: true});
