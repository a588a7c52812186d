import { bapDateLabel, bapStageColour } from '@collegium/domain/bap';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { BapDialog } from '../../../components/application/bap-dialog.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { useBapRecord } from '../../../lib/api/bap.ts';

// Issue 20, feature bap: the candidate's Bishops' Advisory Panel stage on the application record
// (shown only while the feature is on); admissions update it in the same dialog as the BAP list.

export function BapStagePanel({ applicationId }: { applicationId: number }) {
  const record = useBapRecord(applicationId);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  if (!record.data) return null;
  const { candidate, abilities } = record.data;
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
        {abilities.canEdit && (
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
