import { exitAwardLabel } from '@collegium/domain/student-types';
import { ENGAGEMENT_DETAIL_FIELDS, engagementDetailsInput } from '@collegium/domain/engagement-details';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { PAYMENT_TERMS } from '@collegium/domain/payment-terms';
import { STUDY_PACES } from '@collegium/domain/study-pace';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import { useId, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useFacultyChoices } from './api/get-faculty-choices.ts';
import { useLookupChoices, withHeld } from '../../../lib/lookups.ts';
import { refreshStudent } from './api/get-student-engagements.ts';
import { useUpdateEngagementDetails } from './api/update-engagement-details.ts';
import { SelectField, TextInput } from './dialog-fields.tsx';
import { issuesByField, NO_ERRORS, type WriteErrors, writeErrorsFrom } from './write-errors.ts';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';

// Edit details: what a registry officer keeps up to date on an engagement (status, programme and
// level change only by a status change or a transfer).

const FIELDS = Object.keys(ENGAGEMENT_DETAIL_FIELDS);
const L = ENGAGEMENT_DETAIL_FIELDS;

interface Values {
  personalTutorId: string;
  pathway: string;
  pace: string;
  studentType: string;
  cohortGroup: string;
  exitAward: string;
  paymentTerm: string;
  auditing: boolean;
}

const valuesOf = (e: EngagementView): Values => ({
  personalTutorId: e.personalTutorId === null ? '' : String(e.personalTutorId),
  pathway: e.pathway ?? '',
  pace: e.pace ?? '',
  studentType: e.studentType ?? '',
  cohortGroup: e.cohortGroup ?? '',
  exitAward: e.exitAward ?? '',
  paymentTerm: e.paymentTerm ?? '',
  auditing: e.auditing,
});

export interface DetailsDialogProps {
  studentId: number;
  engagement: EngagementView;
  open: boolean;
  onClose: () => void;
}

export function DetailsDialog(props: DetailsDialogProps) {
  const [stale, setStale] = useState(false);
  if (!props.open) return null;
  const onClose = () => {
    setStale(false);
    props.onClose();
  };
  // A fresh form for each version, so after a 409 it shows the engagement as it is now.
  return (
    <DetailsForm
      key={`${props.engagement.id}-${props.engagement.version}`}
      {...props}
      onClose={onClose}
      stale={stale}
      onStale={() => setStale(true)}
    />
  );
}

function DetailsForm({
  studentId,
  engagement,
  onClose,
  stale,
  onStale,
}: DetailsDialogProps & { stale: boolean; onStale: () => void }) {
  const titleId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(engagement));
  const [errors, setErrors] = useState<WriteErrors>(NO_ERRORS);
  const update = useUpdateEngagementDetails(studentId);
  const faculty = useFacultyChoices(true);
  const notify = useSnackbarStore((s) => s.notify);

  const tutors = faculty.data ?? [];
  const tutorOptions =
    engagement.personalTutorId !== null && !tutors.some((t) => t.value === String(engagement.personalTutorId))
      ? [
          {
            value: String(engagement.personalTutorId),
            label: engagement.personalTutorName ?? `Faculty ${engagement.personalTutorId}`,
          },
          ...tutors,
        ]
      : tutors;

  const set = (name: keyof Values) => (value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, fields: { ...e.fields, [name]: undefined } as Record<string, string> }));
  };

  const close = () => {
    if (!update.isPending) onClose();
  };

  const submit = async () => {
    const parsed = engagementDetailsInput.safeParse({
      version: engagement.version,
      personalTutorId: values.personalTutorId === '' ? null : Number(values.personalTutorId),
      pathway: values.pathway,
      pace: values.pace || null,
      studentType: values.studentType || null,
      cohortGroup: values.cohortGroup || null,
      exitAward: values.exitAward || null,
      paymentTerm: values.paymentTerm || null,
      auditing: values.auditing,
    });
    if (!parsed.success) {
      setErrors({ fields: issuesByField(parsed.error.issues), form: [], stale: false });
      return;
    }
    try {
      await update.mutateAsync({ engagementId: engagement.id, input: parsed.data });
      notify('Engagement details saved.', { type: 'success' });
      onClose();
    } catch (error) {
      const shown = writeErrorsFrom(error, FIELDS);
      if (shown === null) handleApiError(error);
      else setErrors(shown);
      if (shown?.stale) {
        onStale();
        await refreshStudent(studentId);
      }
    }
  };

  // Student types, cohort groups and exit awards are System data lists (a retired value only for
  // the engagement holding it); the server checks the same lists.
  const studentTypes = useLookupChoices('student-types').data?.values ?? [];
  const cohortGroups = useLookupChoices('cohort-groups').data?.values ?? [];
  const exitAwards = useLookupChoices('exit-awards').data?.values ?? [];
  const select = (
    name: Exclude<keyof Values, 'auditing' | 'pathway' | 'personalTutorId'>,
    options: readonly (string | { value: string; label: string })[],
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <SelectField
        name={name}
        label={L[name]}
        placeholder="None"
        options={options}
        value={values[name]}
        error={errors.fields[name]}
        onChange={set(name)}
      />
    </Grid>
  );

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Edit engagement details</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          {(stale || errors.stale) && <StaleVersionAlert thing="engagement" sx={{ mb: 1 }} />}
          {errors.form.length > 0 && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errors.form.join(' ')}
            </Alert>
          )}
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                name="personalTutorId"
                label={L.personalTutorId}
                placeholder="None"
                options={tutorOptions}
                value={values.personalTutorId}
                error={errors.fields.personalTutorId}
                helper={
                  faculty.isError
                    ? 'The faculty list could not be loaded; the tutor can be kept or removed.'
                    : undefined
                }
                onChange={set('personalTutorId')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                name="pathway"
                label={L.pathway}
                maxLength={100}
                value={values.pathway}
                error={errors.fields.pathway}
                onChange={set('pathway')}
              />
            </Grid>
            {select('pace', STUDY_PACES)}
            {select('studentType', withHeld(studentTypes, engagement.studentType))}
            {select('cohortGroup', withHeld(cohortGroups, engagement.cohortGroup))}
            {select(
              'exitAward',
              withHeld(exitAwards, engagement.exitAward).map((a) => ({ value: a, label: exitAwardLabel(a) })),
            )}
            {select('paymentTerm', PAYMENT_TERMS)}
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    name="auditing"
                    checked={values.auditing}
                    onChange={(e) => set('auditing')(e.target.checked)}
                  />
                }
                label={`${L.auditing} (attends without taking credit)`}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <AppButton type="submit" disabled={update.isPending}>
            Save details
          </AppButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
