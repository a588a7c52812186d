import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { formatPounds } from '@collegium/domain/money-format';
import type { BursaryApplicationView } from '@collegium/domain/student-finance';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { useBursaryApplication } from './api.ts';
import { BursaryForm } from './bursary-form.tsx';

// spec 2.6 /forms/bursary-application (feature `bursaries`, forms:bursary): the student applies to
// the college's bursary committee for this academic year. A draft may be saved; once submitted the
// application is read only, with its status and, when decided, the outcome.

const COLOUR = {
  Submitted: 'info',
  'Under consideration': 'info',
  Awarded: 'success',
  Declined: 'danger',
  Draft: 'warning',
} as const;

function Submitted({ view }: { view: BursaryApplicationView }) {
  const v = view.values;
  // One money style on the page (spec 5/9): pounds with two decimals, the award's too.
  const pounds = (n: number | null) => (n === null ? 'Not given' : formatPounds(n));
  const rows: [string, string][] = [
    ['Bursary', v.bursaryType],
    ['Amount asked for', pounds(v.amountRequested)],
    ['Household income', v.incomeBand],
    ['People who depend on you', v.dependants === null ? 'Not given' : String(v.dependants)],
    ['Monthly outgoings', pounds(v.monthlyOutgoings)],
    [
      'Other funding',
      `${v.otherFunding || 'None'}${v.otherFundingTotal ? ` (${formatPounds(v.otherFundingTotal)})` : ''}`,
    ],
  ];
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="span">Status:</Typography>
        {view.status && <StatusChip label={view.status} colour={COLOUR[view.status]} size="medium" />}
      </Box>
      {view.status === 'Awarded' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          The committee has awarded you {formatPounds((view.awardedAmount ?? 0) / 100)}
          {view.decidedAt ? ` (${formatDate(view.decidedAt)})` : ''}. It is taken off your fee: see Finance, Overview.
        </Alert>
      )}
      {view.status === 'Declined' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The committee could not award a bursary this time.{view.decisionNote ? ` ${view.decisionNote}` : ''}
        </Alert>
      )}
      {(view.status === 'Submitted' || view.status === 'Under consideration') && (
        <Typography sx={{ mb: 2 }}>
          Sent {view.submittedAt ? formatDateTime(view.submittedAt) : ''}. The bursary committee meets each term; the
          finance office will write to you with its decision.
        </Typography>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 2, m: 0 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: { sm: 1 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Statement of need
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{v.statement}</Typography>
    </>
  );
}

export function BursaryApplicationScreen() {
  const query = useBursaryApplication();
  const view = query.data;
  return (
    <>
      <PageHeader
        title="Bursary Application"
        subtitle={
          view
            ? `Ask the college's bursary committee for help with your fees for ${view.academicYearLabel}. Everything you write is seen only by the committee and the finance office.`
            : undefined
        }
      />
      <Paper component="section" aria-label="Your bursary application" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        {query.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading your application" />
          </Box>
        )}
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          >
            {query.error.message}
          </Alert>
        )}
        {view && (view.status === null || view.status === 'Draft') && (
          <>
            {view.status === 'Draft' && view.updatedAt && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Draft saved {formatDateTime(view.updatedAt)}: not yet sent. Submit it when it is complete.
              </Alert>
            )}
            <BursaryForm view={view} />
          </>
        )}
        {view && view.status !== null && view.status !== 'Draft' && <Submitted view={view} />}
      </Paper>
    </>
  );
}
