import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { AppButton } from '../../../components/ui/button.tsx';

// Asks before marking sessions enrolled, and shows why the server refused them (422 names each).

export interface EnrolDialogProps {
  open: boolean;
  count: number;
  /** The academic year as shown, e.g. 2026/27. */
  year: string;
  busy: boolean;
  /** The refusal: a message and one line per session refused. */
  error: { message: string; lines: string[] } | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function EnrolDialog({ open, count, year, busy, error, onConfirm, onClose }: EnrolDialogProps) {
  const sessions = count === 1 ? '1 session' : `${count} sessions`;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="enrol-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="enrol-dialog-title">Mark {sessions} enrolled?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The {sessions} will be marked enrolled for {year} today, in your name. Sessions and students still Starting
          become Current.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
            {error.lines.length > 0 && (
              <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                {error.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <AppButton onClick={onConfirm} disabled={busy || error !== null}>
          Mark enrolled
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
