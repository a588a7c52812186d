import { applicationStatusLabel } from '@collegium/domain/application-statuses';
import { formatDate } from '@collegium/domain/date-format';
import { statusColour } from '@collegium/domain/status-colour';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { getConfig } from '../../../lib/config.ts';
import type { ApplicationState } from '@collegium/domain/application-state';
import { ApplicationSummary } from '../../../components/application/review-step.tsx';

// The application once it has left the applicant's hands: its status, how the references are
// coming along, and the answers as sent.

export function SubmittedApplication({ state }: { state: ApplicationState }) {
  const dateFormat = getConfig().dateFormat;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert severity="success" sx={{ overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}>
        {state.submittedAt
          ? `Your application was sent to the college on ${formatDate(state.submittedAt, dateFormat)}. We will be in touch by e-mail at ${state.email}.`
          : `Your application is with the college. We will be in touch by e-mail at ${state.email}.`}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography component="h2" variant="h6">
            Status
          </Typography>
          <StatusChip
            label={applicationStatusLabel(state.status, state.status !== 'In progress')}
            colour={statusColour(state.status)}
          />
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          References
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {state.references.map((r) => (
            <Box component="li" key={r.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {r.name} {r.kind === 'leader' ? '(church leader)' : ''}
              </Typography>
              <StatusChip
                label={r.status === 'Requested' ? 'Waiting for the reference' : r.status}
                colour={statusColour(r.status)}
              />
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          What you sent
        </Typography>
        <ApplicationSummary state={state} />
      </Paper>
    </Box>
  );
}
