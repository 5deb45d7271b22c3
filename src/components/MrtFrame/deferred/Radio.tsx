import {deferred} from './deferred';

/** MRT's single-row selection radio, loaded when a table uses it. */
export default deferred(() => import('@mui/material/Radio'), 'radio');
