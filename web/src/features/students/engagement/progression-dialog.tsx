import { exitAwardLabel } from '@collegium/domain/student-types';
import { EARLIEST_EFFECTIVE_DATE, latestEffectiveDate } from '@collegium/domain/engagement-status-change';
import {
  type ProgressionDecision,
  progressionDecisionInput,
  type ProgressionView,
} from '@collegium/domain/progression';
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
import { isApiError } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useDecideProgression } from './api/progression.ts';
import { refreshStudent } from './api/get-student-engagements.ts';
import { DateField, SelectField } from './dialog-fields.tsx';
import { issuesByField, localToday, NO_ERRORS, type WriteErrors, writeErrorsFrom } from './write-errors.ts';

// The exam board's decision for the engagement's level (issue 18): progress, repeat or exit, with
// the effective date whose academic year names the session. The server decides whether the credits
// allow it; its 422 details land beside the fields, and a 409 (stale, or the session already has a
// decision) is shown in its own words with the record read again.

const FIELDS = ['decision', 'effectiveDate'] as const;

type Current = NonNullable<ProgressionView['current']>;

/** The decisions in words for the level the student is at. */
export function decisionChoices(level: string, current: Current): { value: ProgressionDecision; label: string }[] {
  const award = current.exitAward ? ` with ${exitAwardLabel(current.exitAward)}` : '';
  return [
    {
      value: 'progress',
      label:
        current.completes || current.nextLevel === null
          ? `Complete the programme${award}`
          : `Progress to level ${current.nextLevel}`,
    },
    { value: 'repeat', label: `Repeat level ${level}` },
    {
      value: 'exit',
      label: current.exitAward ? `Exit with ${exitAwardLabel(current.exitAward)}` : 'Exit (no award yet)',
    },
  ];
}

export interface ProgressionDialogProps {
  studentId: number;
  view: ProgressionView;
  open: boolean;
  onClose: () => void;
}

export function ProgressionDialog({ studentId, view, open, onClose }: ProgressionDialogProps) {
  const titleId = useId();
  const today = localToday();
  const initial = { decision: view.current?.suggested ?? '', effectiveDate: today };
  const [values, setValues] = useState<{ decision: string; effectiveDate: string }>(initial);
  const [errors, setErrors] = useState<WriteErrors>(NO_ERRORS);
  const decide = useDecideProgression(studentId, view.engagementId);
  const notify = useSnackbarStore((s) => s.notify);

  const set = (name: 'decision' | 'effectiveDate') => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, fields: { ...e.fields, [name]: undefined } as Record<string, string> }));
  };

  const close = () => {
    if (decide.isPending) return;
    setValues(initial);
    setErrors(NO_ERRORS);
    onClose();
  };

  const submit = async () => {
    const checked = progressionDecisionInput.safeParse({ ...values, version: view.version });
    if (!checked.success) {
      setErrors({ fields: issuesByField(checked.error.issues), form: [], stale: false });
      return;
    }
    try {
      const saved = await decide.mutateAsync(checked.data);
      notify(
        saved.exitAward && saved.exitAward !== view.exitAward
          ? `Decision recorded: ${exitAwardLabel(saved.exitAward)} awarded.`
          : 'Decision recorded.',
        { type: 'success' },
      );
      setErrors(NO_ERRORS);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setErrors({ fields: {}, form: [error.message], stale: false });
        await refreshStudent(studentId);
        return;
      }
      const shown = writeErrorsFrom(error, FIELDS);
      if (shown === null) handleApiError(error);
      else setErrors(shown);
    }
  };

  const current = view.current;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Record the exam board's decision</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          {current && (
            <DialogContentText sx={{ mb: 1 }}>
              {view.programme} level {view.level}: <strong>{current.passed}</strong> of {current.needed} credits passed.
            </DialogContentText>
          )}
          {errors.form.length > 0 && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errors.form.join(' ')}
            </Alert>
          )}
          {current && view.level && (
            <SelectField
              name="decision"
              label="Decision"
              required
              options={decisionChoices(view.level, current)}
              value={values.decision}
              error={errors.fields.decision}
              onChange={set('decision')}
            />
          )}
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
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={decide.isPending}>
            Cancel
          </Button>
          <AppButton type="submit" disabled={decide.isPending}>
            Record decision
          </AppButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
