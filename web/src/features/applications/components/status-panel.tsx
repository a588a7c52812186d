import { statusColour } from '@collegium/domain/status-colour';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { AppButton } from '../../../components/ui/button.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import type { ApplicationReview } from '@collegium/domain/application-review';
import { useConfirmApplication, useQuickAccept, useSetApplicationStatus } from '../../../lib/api/application-review.ts';
import { NO_ERRORS, type ReviewErrors, reviewErrorsFrom } from './review-errors.ts';

// The overall status (only the sensible next statuses, domain application-status-transitions.ts)
// and quick accept (spec 4.4) behind a confirmation.

export function StatusPanel({ record, canEdit }: { record: ApplicationReview; canEdit: boolean }) {
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<ReviewErrors>(NO_ERRORS);
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetApplicationStatus(record.id);
  const quickAccept = useQuickAccept(record.id);
  const confirmPlace = useConfirmApplication(record.id);
  const [confirmingPlace, setConfirmingPlace] = useState(false);
  const [student, setStudent] = useState<number | null>(null);
  const confirmTitleId = useId();
  const notify = useSnackbarStore((s) => s.notify);
  const titleId = useId();
  const offered = record.nextStatuses;
  const chosen = offered.some((s) => s.value === next) ? next : '';

  const changeStatus = async () => {
    if (chosen === '') {
      setErrors({ fields: { status: 'Choose the new status.' }, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const record2 = await setStatus.mutateAsync({ status: chosen, version: record.version });
      setNext('');
      notify(`The application is now ${record2.statusLabel}.`, { type: 'success' });
    } catch (error) {
      const shown = reviewErrorsFrom(error, ['status']);
      if (shown) setErrors(shown);
      else handleApiError(error);
    }
  };

  const accept = async () => {
    try {
      await quickAccept.mutateAsync({ version: record.version });
      setConfirming(false);
      notify('Every section has been accepted or acknowledged.', { type: 'success' });
    } catch (error) {
      setConfirming(false);
      const shown = reviewErrorsFrom(error, []);
      if (shown) setErrors(shown);
      else handleApiError(error);
    }
  };

  const confirm = async () => {
    try {
      const answer = await confirmPlace.mutateAsync({ version: record.version });
      setConfirmingPlace(false);
      setStudent(answer.studentId);
      notify(
        answer.createdStudent
          ? 'Place confirmed: the applicant is now a student starting at their intake.'
          : 'Place confirmed.',
        { type: 'success' },
      );
    } catch (error) {
      setConfirmingPlace(false);
      const shown = reviewErrorsFrom(error, []);
      if (shown) setErrors(shown);
      else handleApiError(error);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="application-status-title"
      sx={{ p: 2, mb: 3, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h6" id="application-status-title">
          Status
        </Typography>
        <StatusChip label={record.statusLabel} colour={statusColour(record.status)} size="medium" />
      </Box>
      {errors.form && <Alert severity="warning">{errors.form}</Alert>}
      {student !== null && (
        <Alert severity="success">
          The student record is ready:{' '}
          <Link component={RouterLink} to={`/students/${student}`} underline="always">
            open the student
          </Link>
          .
        </Alert>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
          {offered.length > 0 ? (
            <>
              <TextField
                select
                size="small"
                id="application-next-status"
                label="New status"
                value={chosen}
                onChange={(e) => {
                  setNext(e.target.value);
                  setErrors(NO_ERRORS);
                }}
                error={errors.fields.status !== undefined}
                helperText={errors.fields.status}
                sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
              >
                {offered.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    {s.label}
                  </MenuItem>
                ))}
              </TextField>
              <AppButton variant="contained" onClick={() => void changeStatus()} disabled={setStatus.isPending}>
                Change status
              </AppButton>
            </>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
              No further status can be set here.
            </Typography>
          )}
          {record.status !== 'Confirmed' && (
            <AppButton
              variant="outlined"
              color="success"
              onClick={() => setConfirming(true)}
              disabled={quickAccept.isPending}
            >
              Quick accept
            </AppButton>
          )}
          {record.status === 'Place accepted' && (
            <AppButton
              variant="contained"
              color="success"
              onClick={() => setConfirmingPlace(true)}
              disabled={confirmPlace.isPending}
            >
              Confirm (deposit paid)
            </AppButton>
          )}
        </Box>
      )}
      <Dialog
        open={confirming}
        onClose={() => !quickAccept.isPending && setConfirming(false)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Quick accept this application?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every section’s review becomes Accepted, except disabilities, learning support, neurodiversity, health and
            disability, and convictions, which become Acknowledged. The bursary reviews are left as they are, and so are
            the notes and the overall status.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={quickAccept.isPending}>
            Cancel
          </Button>
          <AppButton variant="contained" color="success" onClick={() => void accept()} disabled={quickAccept.isPending}>
            Accept every section
          </AppButton>
        </DialogActions>
      </Dialog>
      <Dialog
        open={confirmingPlace}
        onClose={() => !confirmPlace.isPending && setConfirmingPlace(false)}
        aria-labelledby={confirmTitleId}
      >
        <DialogTitle id={confirmTitleId}>Confirm this place?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Confirm once the deposit is paid. The applicant becomes a student with an engagement Starting at the
            application’s intake; their account opens the student portal now and they are sent the onboarding e-mails.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingPlace(false)} disabled={confirmPlace.isPending}>
            Cancel
          </Button>
          <AppButton
            variant="contained"
            color="success"
            onClick={() => void confirm()}
            disabled={confirmPlace.isPending}
          >
            Confirm place
          </AppButton>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
