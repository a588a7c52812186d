import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ModuleResultRow } from '@collegium/domain/module-results';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useRecordResit } from '../api/results.ts';

// Issue 18, resits: registry records the mark of a student's resit attempt after the board (a
// first result of Resit only). The result is then capped at the pass mark; an empty mark clears it.

export function ResitDialog(props: {
  instanceId: number;
  row: ModuleResultRow;
  passMark: number;
  onClose: () => void;
}) {
  const { row } = props;
  const save = useRecordResit(props.instanceId);
  const [text, setText] = useState(row.resitMark === null ? '' : String(row.resitMark));
  const error = save.error;
  const fieldError =
    isApiError(error) && error.status === 422
      ? (error.body?.details ?? []).map((d) => d.message).join(' ')
      : error
        ? isApiError(error)
          ? error.message
          : 'The resit could not be saved. Please try again.'
        : '';
  const submit = () =>
    save.mutate(
      { studentId: row.studentId, mark: text.trim() === '' ? null : Number(text) },
      { onSuccess: props.onClose },
    );
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="resit-title">
      <DialogTitle id="resit-title">Resit for {row.name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          First attempt {row.firstMark ?? '—'} ({row.firstOutcome ?? 'not complete'}). A resit of {props.passMark} or
          more passes with the mark capped at {props.passMark}; below it the module is failed. Leave it empty to clear a
          resit recorded by mistake.
        </Typography>
        <TextField
          autoFocus
          label="Resit mark"
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="numeric"
          error={fieldError !== ''}
          helperText={fieldError || '0 to 100'}
          fullWidth
        />
        {save.isError && !isApiError(save.error) && <Alert severity="error">{fieldError}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Save resit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
