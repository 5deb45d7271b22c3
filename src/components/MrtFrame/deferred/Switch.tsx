import {deferred} from './deferred';

/** The visibility switch in MRT's show/hide columns menu, loaded when the menu first opens. */
export default deferred(() => import('@mui/material/Switch'), 'switch', {quiet: true});
