import {deferred} from './deferred';

/** MRT's autocomplete filter input, loaded when such a filter first renders. */
export default deferred(() => import('@mui/material/Autocomplete'), 'autocomplete');
