import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { academicYear } from '@collegium/domain/academic-year';
import { formatDate } from '@collegium/domain/date-format';
import type { FeeAssessmentDetail } from '@collegium/domain/fee-assessment';
import { schedulesFor } from '@collegium/domain/instalment-plan';
import { formatPounds } from '@collegium/domain/money-format';
import type { FeeKind } from '@collegium/domain/payment-terms';
import { useId, useState } from 'react';
import { StatusChip } from '../../../../components/ui/status-chip.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { getConfig } from '../../../../lib/config.ts';
import { useAssessSession, useChangeAssessment, useFeeAssessments, useIssueInvoices } from './fee-assessments-api.ts';

// Issue 14, on the student's Finance tab for finance (students:invoice, feature invoices): the
// fee assessments with their invoices (drafts and issued), a session's fee assessed by hand, a
// change of schedule (the drafts regenerated, issued invoices kept) and the drafts issued.

const pounds = (pence: number) => formatPounds(pence / 100);

function messageOf(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.body?.details?.[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

function Assessment({ studentId, a }: { studentId: number; a: FeeAssessmentDetail }) {
  const selectId = useId();
  const [schedule, setSchedule] = useState(a.schedule);
  const change = useChangeAssessment(studentId);
  const issue = useIssueInvoices(studentId);
  const drafts = a.invoices.filter((i) => i.state === 'draft');
  const date = (iso: string) => formatDate(iso, getConfig().dateFormat);
  const error = messageOf(change.error) ?? messageOf(issue.error);
  return (
    <Box
      component="section"
      aria-label={`Fee assessment ${academicYear(a.academicYear)}`}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {academicYear(a.academicYear)}: {pounds(a.fee)} on {a.schedule}
        {a.classification ? ` (${a.classification})` : ''}, paid by {a.sponsorName ?? a.fundingSource}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The invoices ask {pounds(a.total)} in all; {pounds(a.invoiced)} issued.
      </Typography>
      <Box
        component="ul"
        aria-label={`Invoices of ${academicYear(a.academicYear)}`}
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {a.invoices.map((i) => (
          <Box
            component="li"
            key={i.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
              py: 0.5,
            }}
          >
            <span>
              {i.state === 'draft' ? 'Draft' : i.number}: {i.description}, due {date(i.dueOn)}
            </span>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <strong>{pounds(i.amount)}</strong>
              <StatusChip
                label={i.state === 'draft' ? 'Draft' : 'Issued'}
                colour={i.state === 'draft' ? 'warning' : 'success'}
              />
            </Box>
          </Box>
        ))}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Payment schedule"
          id={selectId}
          value={schedule}
          onChange={(e) => setSchedule(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {schedulesFor(a.intake === 'January' ? 'January' : 'September', a.feeKind as FeeKind).map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={schedule === a.schedule || change.isPending}
          onClick={() => change.mutate({ id: a.id, schedule, version: a.version })}
        >
          Change schedule
        </Button>
        <Button
          variant="contained"
          disabled={drafts.length === 0 || issue.isPending}
          onClick={() => issue.mutate(a.id)}
        >
          {drafts.length === 0
            ? 'Nothing to issue'
            : `Issue ${drafts.length} draft invoice${drafts.length === 1 ? '' : 's'}`}
        </Button>
      </Box>
    </Box>
  );
}

export function FeeAssessmentsPanel({ studentId }: { studentId: number }) {
  const query = useFeeAssessments(studentId);
  const assess = useAssessSession(studentId);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="fee-assessments-title">
      <Typography id="fee-assessments-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Fees and invoices
      </Typography>
      {query.isPending && <Typography>Loading the fee assessments…</Typography>}
      {query.isError && <Alert severity="error">{messageOf(query.error)}</Alert>}
      {query.data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {query.data.unassessed.map((u) => (
            <Box key={u.sessionId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Typography>
                The {academicYear(u.academicYear)} session of {u.programmeCode} has no fee yet.
              </Typography>
              <Button
                variant="outlined"
                disabled={assess.isPending}
                onClick={() => assess.mutate({ sessionId: u.sessionId })}
              >
                Assess the {academicYear(u.academicYear)} fee
              </Button>
            </Box>
          ))}
          {assess.error && <Alert severity="error">{messageOf(assess.error)}</Alert>}
          {query.data.items.length === 0 && query.data.unassessed.length === 0 && (
            <Typography color="text.secondary">No session to assess.</Typography>
          )}
          {query.data.items.map((a) => (
            <Assessment key={`${a.id}-${a.version}`} studentId={studentId} a={a} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
