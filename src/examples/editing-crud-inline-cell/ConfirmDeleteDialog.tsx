import {useId, useState} from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDeleteDialogProps {
  /** What is about to be deleted; the dialog is open while this is not null. */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Details under the question, e.g. what else goes with it. */
  details?: string;
  /** True while the deletion runs (disables the Delete button). */
  busy?: boolean;
}

/** Asks before a row is deleted: Cancel keeps it, Delete calls onConfirm. */
export function ConfirmDeleteDialog({name, onCancel, onConfirm, details, busy = false}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  // keep showing the last question while the dialog fades out
  const [shown, setShown] = useState({name, details});
  if (name !== null && (name !== shown.name || details !== shown.details)) setShown({name, details});
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete {shown.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown.details ?? 'This cannot be undone.'}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {busy ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
