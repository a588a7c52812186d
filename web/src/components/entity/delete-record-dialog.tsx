import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { AppButton } from '../ui/button.tsx';

export interface DeleteRecordDialogProps {
  open: boolean;
  /** The record's name, e.g. 'St Mary's Church'. */
  title: string;
  pending: boolean;
  /** The server's reason for refusing (409: other records still point at this one). */
  refusal: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a record is deleted, and says why when the server refuses. */
export function DeleteRecordDialog({ open, title, pending, refusal, onCancel, onConfirm }: DeleteRecordDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Delete {title}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>This cannot be undone.</DialogContentText>
        {refusal !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {refusal === null ? 'Cancel' : 'Close'}
        </Button>
        {refusal === null && (
          <AppButton color="error" onClick={onConfirm} disabled={pending}>
            Delete
          </AppButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
