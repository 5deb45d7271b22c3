/**
 * Every stand-in of this folder (server only, see serverWarmup.ts). Each one starts loading its part when it is
 * evaluated on the server (deferred.tsx); plugins/mrt-deferred checks the list against the stand-ins of
 * plugins/patches/manifest.ts.
 */
import './Autocomplete';
import './Chip';
import './DatePicker';
import './DateTimePicker';
import './Dialog';
import './DialogActions';
import './DialogContent';
import './DialogContentText';
import './DialogTitle';
import './FilledInput';
import './FormControlLabel';
import './ListItemIcon';
import './Menu';
import './MenuItem';
import './Pagination';
import './PaginationItem';
import './Popover';
import './Radio';
import './Slider';
import './Switch';
import './TimePicker';
