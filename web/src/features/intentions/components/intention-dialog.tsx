import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { INTENTION_CHOICES } from '@collegium/domain/intentions';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { IntentionsRow } from '@collegium/domain/intentions-list';
import { useSetIntention } from '../api/set-intention.ts';
import { isStaleVersion } from '../../../components/ui/stale-version-alert.tsx';

// Records what a student intends for next year. A refused value shows under the select; a
// change made meanwhile by someone else (409) asks to reload.

export const NOT_STATED = 'Not stated';

export function IntentionDialog({
  row,
  onClose,
  onSaved,
}: {
  row: IntentionsRow;
  onClose: () => void;
  onSaved: (row: IntentionsRow) => void;
}) {
  const [value, setValue] = useState(row.intention ?? '');
  const save = useSetIntention();
  const error = save.error;
  const fieldError =
    isApiError(error) && error.status === 422
      ? (error.body?.details?.find((d) => d.param === 'intention')?.message ?? error.message)
      : null;
  const otherError =
    error && !fieldError
      ? isApiError(error)
        ? error.message
        : 'The intention could not be saved. Please try again.'
      : null;

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="intention-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="intention-dialog-title">Intention of {row.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {row.programme} level {row.level ?? '–'}, {row.status}. Intentions: {row.intentionsStatus ?? 'none'}.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Intention for next year"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            save.reset();
          }}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{NOT_STATED}</option>
          {INTENTION_CHOICES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </TextField>
        {otherError && (
          <Alert severity={isStaleVersion(error) ? 'warning' : 'error'} sx={{ mt: 1 }}>
            {otherError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <AppButton
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { engagementId: row.engagementId, intention: value === '' ? null : value, version: row.version },
              { onSuccess: onSaved },
            )
          }
        >
          Save
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
