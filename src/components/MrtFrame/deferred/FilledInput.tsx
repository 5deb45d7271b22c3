import {deferred} from './deferred';

/**
 * The `variant="filled"` input of MUI's TextField and Select, which import it
 * beside the standard and outlined inputs although MRT's fields never use it;
 * loaded when a filled field first renders (plugins/mrt-deferred).
 */
const FilledInput = Object.assign(
  deferred(() => import('@mui/material/FilledInput'), 'filled input', {quiet: true}),
  {
    // FormControl recognises its input by this name (MUI's FilledInput carries the same)
    muiName: 'Input',
  },
);
export default FilledInput;
