/** MRT's editing dialog and its parts: one chunk, loaded when a dialog first opens. */
export {default as Dialog} from '@mui/material/Dialog';
export {default as DialogActions} from '@mui/material/DialogActions';
export {default as DialogContent} from '@mui/material/DialogContent';
export {default as DialogTitle} from '@mui/material/DialogTitle';
export {default as DialogContentText} from '@mui/material/DialogContentText';
