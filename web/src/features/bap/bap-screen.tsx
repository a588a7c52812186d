import { bapDateLabel, bapStageColour, type BapCandidateView } from '@collegium/domain/bap';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BapDialog } from '../../components/application/bap-dialog.tsx';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { useBapCandidates } from '../../lib/api/bap.ts';

// Issue 20, feature bap: Applications → BAP panels. The candidates for the Bishops' Advisory Panel
// (upcoming panels first, soonest first), each with stage, panel date and the diocese's
// recommendation; admissions (abilities.canEdit) update one in a dialog.

const today = () => new Date().toISOString().slice(0, 10);

export function BapScreen() {
  const candidates = useBapCandidates();
  const [editing, setEditing] = useState<BapCandidateView | null>(null);
  return (
    <>
      <PageHeader
        title="BAP panels"
        subtitle="Ordinands and LLM candidates on their way to a Bishops' Advisory Panel, upcoming panels first."
      />
      <QueryContent query={candidates} what="the BAP candidates">
        {(data) => (
          <>
            {data.candidates.length === 0 && <Typography>No submitted application has a BAP candidate yet.</Typography>}
            <Box
              component="ul"
              aria-label="BAP candidates"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
            >
              {data.candidates.map((c) => (
                <CandidateRow
                  key={c.applicationId}
                  candidate={c}
                  onEdit={data.abilities.canEdit ? () => setEditing(c) : null}
                />
              ))}
            </Box>
          </>
        )}
      </QueryContent>
      {editing && <BapDialog candidate={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function CandidateRow({ candidate: c, onEdit }: { candidate: BapCandidateView; onEdit: (() => void) | null }) {
  const upcoming = c.panelDate !== null && c.panelDate >= today();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={c.name}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Link component={RouterLink} to={`/applications/${c.applicationId}?tab=review`} sx={{ fontWeight: 600 }}>
          {c.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {c.course} · {c.diocese ?? 'No diocese given'} · application {c.status}
        </Typography>
      </Box>
      <Box sx={{ flex: '0 1 180px' }}>
        <StatusChip label={c.stage} colour={bapStageColour(c.stage)} />
      </Box>
      <Box sx={{ flex: '0 1 160px' }}>
        <Typography variant="body2">
          {c.panelDate === null ? 'No panel date' : `${upcoming ? 'Panel' : 'Panel was'} ${bapDateLabel(c.panelDate)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {c.evidence ? 'Recommendation attached' : 'No recommendation attached'}
        </Typography>
      </Box>
      {onEdit && (
        <Button variant="outlined" size="small" onClick={onEdit} aria-label={`Update ${c.name}`}>
          Update
        </Button>
      )}
    </Paper>
  );
}
