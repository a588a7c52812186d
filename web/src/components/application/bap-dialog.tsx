import {
  BAP_DATED_STAGES,
  BAP_JOURNEY_STAGES,
  type BapCandidateView,
  type BapJourneyStage,
} from '@collegium/domain/bap';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useBapRecord, useSaveBap } from '../../lib/api/bap.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { DateField } from '../form/date-field.tsx';

// Issue 20, feature bap: the dialog admissions update a candidate's BAP stage, panel date, notes
// and the diocese's recommendation in. A stale version (someone saved since) is said in place.

const FIELDS = ['stage', 'panelDate', 'notes', 'evidenceId'] as const;
type Errors = { fields: Partial<Record<(typeof FIELDS)[number], string>>; form: string | null };

function errorsFrom(error: unknown): Errors | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return { fields: {}, form: error.body?.message ?? error.message };
  if (error.status !== 422) return null;
  const details = Array.isArray(error.body?.details)
    ? (error.body.details as { param?: unknown; message?: unknown }[])
    : [];
  const out: Errors = { fields: {}, form: null };
  for (const d of details) {
    const message = typeof d.message === 'string' ? d.message : error.message;
    if (typeof d.param === 'string' && (FIELDS as readonly string[]).includes(d.param))
      out.fields[d.param as (typeof FIELDS)[number]] = message;
    else out.form = message;
  }
  if (details.length === 0) out.form = error.message;
  return out;
}

export function BapDialog({ candidate, onClose }: { candidate: BapCandidateView; onClose: () => void }) {
  const titleId = useId();
  const record = useBapRecord(candidate.applicationId);
  const save = useSaveBap(candidate.applicationId);
  const notify = useSnackbarStore((s) => s.notify);
  const [stage, setStage] = useState<BapJourneyStage>(candidate.stage);
  const [panelDate, setPanelDate] = useState(candidate.panelDate ?? '');
  const [notes, setNotes] = useState(candidate.notes);
  const [evidenceId, setEvidenceId] = useState(candidate.evidence ? String(candidate.evidence.id) : '');
  const [errors, setErrors] = useState<Errors>({ fields: {}, form: null });
  const options = record.data?.evidenceOptions ?? (candidate.evidence ? [candidate.evidence] : []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {}, form: null });
    try {
      await save.mutateAsync({
        stage,
        panelDate: panelDate === '' ? null : panelDate,
        notes,
        evidenceId: evidenceId === '' ? null : Number(evidenceId),
        version: candidate.version,
      });
      notify(`${candidate.name}: ${stage}.`, { type: 'success' });
      onClose();
    } catch (error) {
      const shown = errorsFrom(error);
      if (shown) setErrors(shown);
      else handleApiError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>BAP: {candidate.name}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
          <TextField
            select
            label="Stage"
            value={stage}
            onChange={(e) => setStage(e.target.value as BapJourneyStage)}
            error={Boolean(errors.fields.stage)}
            helperText={errors.fields.stage}
          >
            {BAP_JOURNEY_STAGES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            label="Panel date"
            value={panelDate}
            onChange={setPanelDate}
            required={BAP_DATED_STAGES.includes(stage)}
            error={Boolean(errors.fields.panelDate)}
            helperText={errors.fields.panelDate ?? 'Needed once a panel is booked.'}
          />
          <TextField
            select
            label="Diocese's recommendation"
            value={evidenceId}
            onChange={(e) => setEvidenceId(e.target.value)}
            error={Boolean(errors.fields.evidenceId)}
            helperText={
              errors.fields.evidenceId ??
              (options.length === 0 ? 'No "BAP stage 2 recommendation" has been filed with the application yet.' : ' ')
            }
          >
            <MenuItem value="">None attached</MenuItem>
            {options.map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {o.fileName} ({o.createdAt.slice(0, 10)})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Outcome and notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={3}
            error={Boolean(errors.fields.notes)}
            helperText={errors.fields.notes}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
