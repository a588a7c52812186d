import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { PrivacyPerson } from '@collegium/domain/privacy';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldError } from '../../../lib/upload.ts';
import { useAnonymise } from '../api/privacy.ts';

// Erasure with an explicit confirmation (issue 15): the administrator gives a reason (kept in the
// audit) and types the person's name; only then is the call made (it carries the record number).

const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().toLowerCase();

export function AnonymiseDialog({ person, onClose }: { person: PrivacyPerson; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const anonymise = useAnonymise(person.id);
  const error = anonymise.error;
  const confirmed = same(typed, person.name);
  return (
    <Dialog open onClose={onClose} aria-labelledby="anonymise-title" maxWidth="sm" fullWidth>
      <DialogTitle id="anonymise-title">Anonymise {person.name}?</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (confirmed) anonymise.mutate({ reason, confirmId: person.id }, { onSuccess: onClose });
        }}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Their name, contact details, address, sign-in and notes are removed for good, and their account is closed.
            The records HESA and finance must keep (student, engagements, invoices, payments, gifts, awards) stay, with
            only the year of birth and the outward part of the postcode. Someone who gave with Gift Aid in the last
            seven years cannot be anonymised yet: HMRC needs those gifts linked to a named donor. This cannot be undone.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            sx={{ mb: 2 }}
            error={Boolean(fieldError(error, 'reason'))}
            helperText={fieldError(error, 'reason') ?? 'Kept in the audit with your name.'}
          />
          <TextField
            label={`Type “${person.name}” to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            required
            fullWidth
            autoComplete="off"
            error={Boolean(fieldError(error, 'confirmId'))}
            helperText={fieldError(error, 'confirmId')}
          />
          {error && isApiError(error) && !error.body?.details && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={!confirmed || anonymise.isPending}>
            Anonymise
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
