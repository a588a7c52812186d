import { formatDate } from '@collegium/domain/date-format';
import { statusColour } from '@collegium/domain/status-colour';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppButton } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { StatusChip } from '../ui/status-chip.tsx';
import { getConfig } from '../../lib/config.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import type { ReviewRecord as ApplicationReview, ReviewReference } from '@collegium/domain/application-review';
import { useReferenceAction } from '../../lib/api/application-review.ts';

// The references (spec 3): who was asked, where each stands, the answers once received, and a
// reminder or a fresh link for one still awaited.

const ANSWER_LABELS: [keyof NonNullable<ReviewReference['answers']>, string][] = [
  ['relationshipApplicant', 'Relationship to the applicant'],
  ['timeKnown', 'Time known'],
  ['academicAbility', 'Academic ability'],
  ['interactionAbility', 'Interaction with others'],
  ['suitabilityPostgraduate', 'Suitability for postgraduate study'],
  ['comments', 'Comments'],
];

const when = (iso: string | null) => (iso ? formatDate(iso, getConfig().dateFormat) : '');

export function ReferencesPanel({ record, canEdit }: { record: ApplicationReview; canEdit: boolean }) {
  const action = useReferenceAction(record.id);
  const notify = useSnackbarStore((s) => s.notify);
  if (record.references.length === 0) return <EmptyState title="No referees have been named yet." />;

  const send = async (reference: ReviewReference, kind: 'reminder' | 'resend') => {
    try {
      await action.mutateAsync({ referenceId: reference.id, action: kind });
      notify(
        kind === 'reminder'
          ? `A reminder has been sent to ${reference.name}.`
          : `A new link has been sent to ${reference.name}.`,
        { type: 'success' },
      );
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {record.references.map((r) => {
        const label = r.status === 'Requested' ? 'Waiting for the reference' : r.status;
        return (
          <Paper
            key={r.id}
            component="section"
            variant="outlined"
            aria-labelledby={`reference-${r.id}`}
            sx={{ p: 2, display: 'grid', gap: 1 }}
          >
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <Typography
                component="h3"
                variant="subtitle1"
                id={`reference-${r.id}`}
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {`${r.kind === 'leader' ? 'Church leader' : 'Referee'}: ${r.name}`}
              </Typography>
              <StatusChip label={label} colour={statusColour(r.status)} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {[
                r.email,
                r.requestedAt && `asked ${when(r.requestedAt)}`,
                r.receivedAt && `received ${when(r.receivedAt)}`,
                r.linkExpiresAt && `link works until ${when(r.linkExpiresAt)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {r.answers && (
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 1fr) 2fr' },
                  columnGap: 2,
                  rowGap: 0.5,
                }}
              >
                {ANSWER_LABELS.filter(([key]) => (r.answers?.[key] ?? '') !== '').map(([key, text]) => (
                  <Box key={key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                      {text}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {r.answers?.[key]}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {canEdit && r.status === 'Requested' && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <AppButton
                  size="small"
                  variant="outlined"
                  disabled={action.isPending}
                  onClick={() => void send(r, 'reminder')}
                  aria-label={`Send ${r.name} a reminder`}
                >
                  Send reminder
                </AppButton>
                <AppButton
                  size="small"
                  variant="outlined"
                  disabled={action.isPending}
                  onClick={() => void send(r, 'resend')}
                  aria-label={`Send ${r.name} a new link`}
                >
                  Resend link
                </AppButton>
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
