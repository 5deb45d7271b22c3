import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface SaveBarProps {
  pendingCount: number;
  hasErrors: boolean;
  /** What went wrong with the last request, if anything. */
  problem: string | null;
  saving: boolean;
  onSave: () => void;
}

/** The Save button and a status line announcing what is pending (role="status"). */
export function SaveBar({pendingCount, hasErrors, problem, saving, onSave}: SaveBarProps) {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: '1rem', flexWrap: 'wrap'}}>
      <Button color="success" variant="contained" disabled={pendingCount === 0 || hasErrors || saving} onClick={onSave}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
      <Typography variant="body2" color={hasErrors || problem ? 'error' : 'text.secondary'} role="status">
        {hasErrors
          ? 'Fix the fields marked in red to save.'
          : (problem ??
            (pendingCount === 0
              ? 'No unsaved changes.'
              : `${pendingCount} ${pendingCount === 1 ? 'user has' : 'users have'} unsaved changes.`))}
      </Typography>
    </Box>
  );
}
