import {
  EARLIEST_EFFECTIVE_DATE,
  latestEffectiveDate,
  STATUS_CHANGE_REASON_MAX,
} from '@collegium/domain/engagement-status-change';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { INTENTION_CHOICES } from '@collegium/domain/intentions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useChangeEngagementStatus } from './api/change-engagement-status.ts';
import { refreshStudent } from './api/get-student-engagements.ts';
import { DateField, SelectField, TextInput } from './dialog-fields.tsx';
import {
  asksForIntention,
  checkStatusChange,
  initialValues,
  offeredStatuses,
  type StatusChangeValues,
} from './status-change-form.ts';
import { localToday, NO_ERRORS, type WriteErrors, writeErrorsFrom } from './write-errors.ts';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';

// Change status (spec 4.2): only the allowed next statuses are offered; a reason and an effective
// date are required, and an intention for next year when the new status is Current or IoS. The
// server checks the same rules; its 422 details land beside the fields.

const FIELDS = ['status', 'reason', 'effectiveDate', 'intention'] as const;

export interface StatusChangeDialogProps {
  studentId: number;
  engagement: EngagementView;
  open: boolean;
  onClose: () => void;
}

export function StatusChangeDialog({ studentId, engagement, open, onClose }: StatusChangeDialogProps) {
  const titleId = useId();
  const today = localToday();
  const [values, setValues] = useState<StatusChangeValues>(() => initialValues(engagement, today));
  const [errors, setErrors] = useState<WriteErrors>(NO_ERRORS);
  const change = useChangeEngagementStatus(studentId);
  const notify = useSnackbarStore((s) => s.notify);
  const offered = offeredStatuses(engagement);
  // After a reload (409) the choice made may no longer be open.
  const status = offered.includes(values.status) ? values.status : '';

  const set = (name: keyof StatusChangeValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, fields: { ...e.fields, [name]: undefined } as Record<string, string> }));
  };

  const close = () => {
    if (change.isPending) return;
    setValues(initialValues(engagement, today));
    setErrors(NO_ERRORS);
    onClose();
  };

  const submit = async () => {
    const checked = checkStatusChange({ ...values, status }, engagement.version);
    if (!checked.ok) {
      setErrors({ fields: checked.errors, form: [], stale: false });
      return;
    }
    try {
      const saved = await change.mutateAsync({ engagementId: engagement.id, input: checked.input });
      notify(`The engagement is now ${saved.status}.`, { type: 'success' });
      setErrors(NO_ERRORS);
      setValues(initialValues(saved, today));
      onClose();
    } catch (error) {
      const shown = writeErrorsFrom(error, FIELDS);
      if (shown === null) handleApiError(error);
      else setErrors(shown);
      if (shown?.stale) await refreshStudent(studentId);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Change status</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 1 }}>
            {engagement.programmeCode} engagement, now <strong>{engagement.status}</strong>.
          </DialogContentText>
          {errors.stale && <StaleVersionAlert thing="engagement" sx={{ mb: 1 }} />}
          {errors.form.length > 0 && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errors.form.join(' ')}
            </Alert>
          )}
          {offered.length === 0 ? (
            <Alert severity="info">An engagement that is {engagement.status} cannot change status.</Alert>
          ) : (
            <>
              <SelectField
                name="status"
                label="New status"
                required
                options={offered}
                value={status}
                error={errors.fields.status}
                onChange={set('status')}
              />
              {asksForIntention(status) && (
                <SelectField
                  name="intention"
                  label="Intention for next year"
                  required
                  options={INTENTION_CHOICES}
                  value={values.intention}
                  error={errors.fields.intention}
                  helper={`Required when the status is ${status}.`}
                  onChange={set('intention')}
                />
              )}
              <TextInput
                name="reason"
                label="Reason"
                required
                multiline
                maxLength={STATUS_CHANGE_REASON_MAX}
                value={values.reason}
                error={errors.fields.reason}
                onChange={set('reason')}
              />
              <DateField
                name="effectiveDate"
                label="Effective date"
                required
                min={EARLIEST_EFFECTIVE_DATE}
                max={latestEffectiveDate(today)}
                value={values.effectiveDate}
                error={errors.fields.effectiveDate}
                onChange={set('effectiveDate')}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          {offered.length > 0 && (
            <AppButton type="submit" disabled={change.isPending}>
              Change status
            </AppButton>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
