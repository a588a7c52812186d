import { NOT_YET_REVIEWED } from '@collegium/domain/section-review-statuses';
import { reviewSectionLabel } from '@collegium/domain/application-review-sections';
import { formatDate } from '@collegium/domain/date-format';
import { statusColour } from '@collegium/domain/status-colour';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { getConfig } from '../../../lib/config.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import type { SectionReview } from '@collegium/domain/application-review';
import { useSetSectionReview } from '../../../lib/api/application-review.ts';
import { NO_ERRORS, type ReviewErrors, reviewErrorsFrom } from './review-errors.ts';

// One section of the review (spec 4.4): its status chip, a select offering exactly that
// section's statuses (or Not yet reviewed) and the staff's notes, saved together.

const NONE = '';
export const NOTES_MAX = 4000;

export interface SectionReviewCardProps {
  applicationId: number;
  version: number;
  review: SectionReview;
  canEdit: boolean;
}

export function SectionReviewCard({ applicationId, version, review, canEdit }: SectionReviewCardProps) {
  const label = reviewSectionLabel(review.section);
  const [status, setStatus] = useState(review.status ?? NONE);
  const [notes, setNotes] = useState(review.notes);
  const [errors, setErrors] = useState<ReviewErrors>(NO_ERRORS);
  const save = useSetSectionReview(applicationId);
  const notify = useSnackbarStore((s) => s.notify);
  const changed = status !== (review.status ?? NONE) || notes.trim() !== review.notes;
  const shown = review.status ?? NOT_YET_REVIEWED;
  const id = `review-${review.section}`;

  const submit = async () => {
    if (notes.length > NOTES_MAX) {
      setErrors({ fields: { notes: `Keep the notes to ${NOTES_MAX} characters.` }, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const record = await save.mutateAsync({
        section: review.section,
        status: status === NONE ? null : status,
        notes,
        version,
      });
      const saved = record.sections.find((s) => s.section === review.section);
      setStatus(saved?.status ?? NONE);
      setNotes(saved?.notes ?? '');
      notify(`${label} review saved.`, { type: 'success' });
    } catch (error) {
      const shownErrors = reviewErrorsFrom(error, ['status', 'notes']);
      if (shownErrors) setErrors(shownErrors);
      else handleApiError(error);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" id={`${id}-title`} sx={{ fontWeight: 600 }}>
          {label}
          {review.optional && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
              (optional)
            </Typography>
          )}
        </Typography>
        <StatusChip label={shown} colour={statusColour(shown)} />
      </Box>
      {review.updatedAt && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`Last changed ${formatDate(review.updatedAt, getConfig().dateFormat)}${review.updatedBy ? ` by ${review.updatedBy}` : ''}`}
        </Typography>
      )}
      {canEdit ? (
        <>
          {errors.form && <Alert severity="warning">{errors.form}</Alert>}
          <TextField
            select
            size="small"
            id={`${id}-status`}
            label={`${label} review status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setErrors(NO_ERRORS);
            }}
            error={errors.fields.status !== undefined}
            helperText={errors.fields.status}
          >
            <MenuItem value={NONE}>{NOT_YET_REVIEWED}</MenuItem>
            {review.options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={`${id}-notes`}
            label={`${label} notes`}
            multiline
            minRows={2}
            size="small"
            value={notes}
            onChange={(e) => {
              setNotes(e.target.value);
              setErrors(NO_ERRORS);
            }}
            error={errors.fields.notes !== undefined}
            helperText={errors.fields.notes}
            slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
          />
          <Box>
            <AppButton
              variant="contained"
              size="small"
              onClick={() => void submit()}
              disabled={!changed || save.isPending}
              aria-label={`Save the ${label} review`}
            >
              Save
            </AppButton>
          </Box>
        </>
      ) : (
        review.notes !== '' && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.notes}
          </Typography>
        )
      )}
    </Paper>
  );
}
