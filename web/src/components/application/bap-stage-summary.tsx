import { type BapCandidateView, bapDateLabel, bapStageColour } from '@collegium/domain/bap';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../ui/status-chip.tsx';
import { BapDialog } from './bap-dialog.tsx';

// Issue 20, feature bap: a candidate's Bishops' Advisory Panel stage, panel date and notes, shown on
// the application record and on the student record of the person the application became. Whoever
// may edit candidates updates it in the same dialog as the BAP panels list.

export function BapStageSummary({
  candidate,
  canEdit,
  applicationLink = false,
}: {
  candidate: BapCandidateView;
  canEdit: boolean;
  /** On the student record: a link to the application the stage belongs to. */
  applicationLink?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        Bishops’ Advisory Panel
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <StatusChip label={candidate.stage} colour={bapStageColour(candidate.stage)} />
        <Typography variant="body2">
          {candidate.panelDate === null ? 'No panel date' : `Panel ${bapDateLabel(candidate.panelDate)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Applicant’s answer: {candidate.answer ?? 'not given'}
        </Typography>
        {candidate.evidence && (
          <Typography variant="body2" color="text.secondary">
            Recommendation: {candidate.evidence.fileName}
          </Typography>
        )}
        {applicationLink && (
          <Link component={RouterLink} to={`/applications/${candidate.applicationId}`}>
            Open the application
          </Link>
        )}
        {canEdit && (
          <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
            Update BAP stage
          </Button>
        )}
      </Box>
      {candidate.notes !== '' && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {candidate.notes}
        </Typography>
      )}
      {editing && <BapDialog candidate={candidate} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
