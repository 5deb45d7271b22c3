import {deferred} from './deferred';

/** MRT's range-slider filter, loaded when such a filter first renders. */
export default deferred(() => import('@mui/material/Slider'), 'slider');
