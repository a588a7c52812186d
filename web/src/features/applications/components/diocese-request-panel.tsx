import { dioceseRequestSchema } from '@collegium/domain/diocese-request';
import { formatDate } from '@collegium/domain/date-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import type { ReviewRecord as ApplicationReview } from '@collegium/domain/application-review';
import { useDioceseRequest } from '../../../lib/api/application-review.ts';
import { NO_ERRORS, type ReviewErrors, reviewErrorsFrom } from './review-errors.ts';
import { isStaleVersion } from '../../../components/ui/stale-version-alert.tsx';

// The diocese evidence request (spec 9, source Diocese): to whom the upload link last went and
// until when it works; staff send it, or send it again, to the diocese's address or to a
// diocesan contact they name (the DDO, a diocesan administrator). A new link replaces the old.

const when = (iso: string) => formatDate(iso, getConfig().dateFormat);

export function DioceseRequestPanel({ record, canEdit }: { record: ApplicationReview; canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const sent = record.dioceseRequest;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }}
    >
      <Typography component="h2" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
        {record.diocese ? `Evidence from the ${record.diocese}` : 'Evidence from a diocese'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {!record.diocese
          ? 'The applicant names no diocese.'
          : sent
            ? `Upload link sent to ${sent.email} on ${when(sent.sentAt)}; it works until ${when(sent.expiresAt)}.`
            : 'The diocese has not been asked for its evidence yet.'}
      </Typography>
      {canEdit && record.diocese && (
        <Box>
          <AppButton size="small" variant="outlined" onClick={() => setOpen(true)}>
            {sent ? 'Resend diocese request' : 'Send diocese request'}
          </AppButton>
        </Box>
      )}
      {open && <RequestDialog record={record} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function RequestDialog({ record, onClose }: { record: ApplicationReview; onClose: () => void }) {
  const send = useDioceseRequest(record.id);
  const notify = useSnackbarStore((s) => s.notify);
  const titleId = useId();
  const [contactName, setContactName] = useState('');
  const [email, setEmail] = useState(record.dioceseEmail ? '' : (record.dioceseRequest?.email ?? ''));
  const [errors, setErrors] = useState<ReviewErrors>(NO_ERRORS);
  const close = () => {
    if (!send.isPending) onClose();
  };

  const submit = async () => {
    const parsed = dioceseRequestSchema.safeParse({ contactName, email });
    if (!parsed.success) {
      setErrors({
        fields: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
        form: null,
      });
      return;
    }
    if (parsed.data.email === '' && !record.dioceseEmail) {
      setErrors({
        fields: { email: 'The diocese has no e-mail address on record: enter the contact’s address.' },
        form: null,
      });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const answer = await send.mutateAsync(parsed.data);
      notify(`The diocese request has been sent to ${answer.dioceseRequest?.email ?? 'the diocese'}.`, {
        type: 'success',
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && isStaleVersion(error)) setErrors({ fields: {}, form: error.message });
      else {
        const shown = reviewErrorsFrom(error, ['contactName', 'email']);
        if (shown) setErrors(shown);
        else handleApiError(error);
      }
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <DialogTitle id={titleId}>Ask the {record.diocese} for its evidence</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {`An e-mail with a link to upload files (BAP recommendation, finance, safeguarding) goes to the address below. Any earlier link stops working.`}
          </DialogContentText>
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
          <TextField
            label="Contact name (optional)"
            value={contactName}
            onChange={(e) => (setContactName(e.target.value), setErrors(NO_ERRORS))}
            error={Boolean(errors.fields.contactName)}
            helperText={errors.fields.contactName ?? 'Whom the e-mail greets, e.g. the DDO. Empty: the diocese.'}
            autoComplete="off"
          />
          <TextField
            label="Contact e-mail"
            type="email"
            value={email}
            onChange={(e) => (setEmail(e.target.value), setErrors(NO_ERRORS))}
            error={Boolean(errors.fields.email)}
            helperText={
              errors.fields.email ??
              (record.dioceseEmail
                ? `Empty: the diocese’s address, ${record.dioceseEmail}.`
                : 'The diocese has no address on record.')
            }
            autoComplete="off"
          />
        </DialogContent>
        <DialogActions>
          <AppButton variant="text" onClick={close} disabled={send.isPending}>
            Cancel
          </AppButton>
          <AppButton type="submit" variant="contained" disabled={send.isPending}>
            Send request
          </AppButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
