import {
  EARLIEST_EFFECTIVE_DATE,
  latestEffectiveDate,
  STATUS_CHANGE_REASON_MAX,
} from '@collegium/domain/engagement-status-change';
import { transferInput } from '@collegium/domain/engagement-transfer';
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
import { useProgrammeCodes, useProgrammeLevels } from '../../../lib/lookups.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { refreshStudent } from './api/get-student-engagements.ts';
import { useTransferEngagement } from './api/transfer-engagement.ts';
import { DateField, SelectField, TextInput } from './dialog-fields.tsx';
import { issuesByField, localToday, NO_ERRORS, type WriteErrors, writeErrorsFrom } from './write-errors.ts';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';

// Transfer (spec 4.2, 5): the student moves to another programme; the old engagement becomes
// Transferred and a new Current one starts, in one step on the server.

const FIELDS = ['programmeCode', 'level', 'pathway', 'reason', 'effectiveDate', 'intention'] as const;

interface Values {
  programmeCode: string;
  level: string;
  pathway: string;
  reason: string;
  effectiveDate: string;
  intention: string;
}

const initial = (engagement: EngagementView, today: string): Values => ({
  programmeCode: '',
  level: '',
  pathway: '',
  reason: '',
  effectiveDate: today,
  intention: engagement.intention ?? '',
});

export interface TransferDialogProps {
  studentId: number;
  engagement: EngagementView;
  open: boolean;
  onClose: () => void;
}

export function TransferDialog({ studentId, engagement, open, onClose }: TransferDialogProps) {
  const titleId = useId();
  const today = localToday();
  const [values, setValues] = useState<Values>(() => initial(engagement, today));
  const [errors, setErrors] = useState<WriteErrors>(NO_ERRORS);
  const transfer = useTransferEngagement(studentId);
  const notify = useSnackbarStore((s) => s.notify);
  const programmes = useProgrammeCodes().filter((p) => p !== engagement.programmeCode);
  const programmeLevels = useProgrammeLevels();
  const levels = programmeLevels(values.programmeCode);

  const set = (name: keyof Values) => (value: string) => {
    setValues((v) => ({
      ...v,
      [name]: value,
      ...(name === 'programmeCode'
        ? { level: programmeLevels(value).length === 1 ? (programmeLevels(value)[0] ?? '') : '' }
        : {}),
    }));
    setErrors((e) => ({ ...e, fields: { ...e.fields, [name]: undefined } as Record<string, string> }));
  };

  const close = () => {
    if (transfer.isPending) return;
    setValues(initial(engagement, today));
    setErrors(NO_ERRORS);
    onClose();
  };

  const submit = async () => {
    const parsed = transferInput.safeParse({
      programmeCode: values.programmeCode || undefined,
      level: values.level || undefined,
      pathway: values.pathway,
      reason: values.reason,
      effectiveDate: values.effectiveDate || undefined,
      intention: values.intention || null,
      version: engagement.version,
    });
    const fields = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (!values.intention)
      fields.intention ??=
        "Choose the student's intention for next year: it is required on the new, Current engagement.";
    if (!parsed.success || Object.keys(fields).length > 0) {
      setErrors({ fields, form: [], stale: false });
      return;
    }
    try {
      const created = await transfer.mutateAsync({ engagementId: engagement.id, input: parsed.data });
      notify(`Transferred to ${created.programmeCode} level ${created.level ?? ''}.`, { type: 'success' });
      setErrors(NO_ERRORS);
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
      <DialogTitle id={titleId}>Transfer to another programme</DialogTitle>
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
            The {engagement.programmeCode} engagement becomes Transferred and a new, Current engagement starts on the
            programme you choose.
          </DialogContentText>
          {errors.stale && <StaleVersionAlert thing="engagement" sx={{ mb: 1 }} />}
          {errors.form.length > 0 && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errors.form.join(' ')}
            </Alert>
          )}
          <SelectField
            name="programmeCode"
            label="New programme"
            required
            options={programmes}
            value={values.programmeCode}
            error={errors.fields.programmeCode}
            onChange={set('programmeCode')}
          />
          <SelectField
            name="level"
            label="Level"
            required
            disabled={levels.length === 0}
            placeholder={levels.length === 0 ? 'Choose a programme first' : 'Choose…'}
            options={levels}
            value={values.level}
            error={errors.fields.level}
            onChange={set('level')}
          />
          <TextInput
            name="pathway"
            label="Pathway"
            maxLength={100}
            value={values.pathway}
            error={errors.fields.pathway}
            onChange={set('pathway')}
          />
          <SelectField
            name="intention"
            label="Intention for next year"
            required
            options={INTENTION_CHOICES}
            value={values.intention}
            error={errors.fields.intention}
            onChange={set('intention')}
          />
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
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={transfer.isPending}>
            Cancel
          </Button>
          <AppButton type="submit" disabled={transfer.isPending}>
            Transfer
          </AppButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
