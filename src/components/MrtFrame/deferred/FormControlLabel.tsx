import {deferred} from './deferred';

/** The labelled rows of MRT's show/hide columns menu, loaded when the menu first opens. */
export default deferred(() => import('@mui/material/FormControlLabel'), 'form control label', {
  quiet: true,
});
