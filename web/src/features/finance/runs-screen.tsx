import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import { FINANCE_RUN_TITLES, type FinanceRunInput, type FinanceRunView } from '@collegium/domain/finance-runs';
import { invoiceYears } from '@collegium/domain/system-years';
import { formatDateTime } from '@collegium/domain/date-format';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { runBusy, useFinanceRuns, useStartRun } from './runs-api.ts';

// Issue 14, Finance > Runs (students:invoice): the bulk runs of the finance office. Each starts a
// background job; the list follows its progress and shows its result, with every student it could
// not do and why. Starting a run again does only what is left.

const thisMonth = () => new Date().toISOString().slice(0, 7);

function errorText(e: unknown, param: string): string | undefined {
  if (!isApiError(e)) return e ? String(e) : undefined;
  const details = (e.data as { details?: { param: string; message: string }[] } | null)?.details ?? [];
  return details.find((d) => d.param === param)?.message ?? e.message;
}

function StartPanel() {
  const nextYear = academicYearOf(new Date()) + 1;
  const [year, setYear] = useState(nextYear);
  const [month, setMonth] = useState(thisMonth());
  const assess = useStartRun();
  const issue = useStartRun();
  const start = (m: typeof assess, input: FinanceRunInput) => {
    m.reset();
    m.mutate(input);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 3 }}>
      <Paper component="section" aria-labelledby="run-assess" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="run-assess" component="h2" variant="h6" gutterBottom>
          {FINANCE_RUN_TITLES.assess}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Assesses every Starting or Current session of the year that has no fee yet, from the fee rates, and drafts its
          invoices.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label="Academic year"
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ minWidth: 160 }}
            error={assess.isError}
            helperText={assess.isError ? errorText(assess.error, 'academicYear') : undefined}
          >
            {invoiceYears(nextYear).map((y) => (
              <MenuItem key={y} value={y}>
                {academicYear(y)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={assess.isPending}
            onClick={() => start(assess, { kind: 'assess', academicYear: year })}
          >
            Create assessments
          </Button>
        </Box>
      </Paper>
      <Paper component="section" aria-labelledby="run-issue" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="run-issue" component="h2" variant="h6" gutterBottom>
          {FINANCE_RUN_TITLES.issue}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Issues every draft invoice due by the end of the month, numbered in its year’s series, and sends it to the
          accounting system.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            size="small"
            type="month"
            label="Due by the end of"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={issue.isError}
            helperText={issue.isError ? errorText(issue.error, 'month') : undefined}
          />
          <Button variant="contained" disabled={issue.isPending} onClick={() => start(issue, { kind: 'issue', month })}>
            Issue invoices
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

function RunCard({ run }: { run: FinanceRunView }) {
  const label = `run-${run.id}-label`;
  const percent = run.total > 0 ? Math.round((run.processed / run.total) * 100) : 0;
  const what = run.kind === 'assess' ? 'assessments made' : 'invoices issued';
  return (
    <Paper component="article" aria-labelledby={`run-${run.id}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`run-${run.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {FINANCE_RUN_TITLES[run.kind]} · {run.scope}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Run {run.id}, started {formatDateTime(run.createdAt, getConfig().dateFormat)}
        {run.createdBy ? ` by ${run.createdBy}` : ''}
      </Typography>
      {runBusy(run) && (
        <Box sx={{ my: 1 }}>
          <Typography variant="body2" id={label}>
            {run.status === 'queued' ? 'Waiting to start…' : `Done ${run.processed} of ${run.total}`}
          </Typography>
          <LinearProgress
            variant={run.status === 'queued' ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-labelledby={label}
          />
        </Box>
      )}
      {run.status === 'failed' && <Alert severity="error">The run stopped: {run.lastError}</Alert>}
      {run.status === 'done' && (
        <Typography role="status">
          {run.made} {what}
          {run.failed > 0 ? `; ${run.failed} could not be done.` : '.'}
          {run.total === 0 ? ' There was nothing left to do.' : ''}
        </Typography>
      )}
      {run.failures.length > 0 && (
        <Box component="ul" sx={{ pl: 2, mb: 0 }}>
          {run.failures.map((f) => (
            <li key={f.id}>
              {f.studentId ? (
                <Link component={RouterLink} to={`/students/${f.studentId}?tab=finance`} underline="always">
                  {f.studentName}
                </Link>
              ) : (
                f.studentName
              )}
              : {f.reason}
            </li>
          ))}
          {run.failed > run.failures.length && <li>and {run.failed - run.failures.length} more.</li>}
        </Box>
      )}
    </Paper>
  );
}

export function FinanceRunsScreen() {
  const runs = useFinanceRuns();
  return (
    <>
      <PageHeader
        title="Runs"
        subtitle="Bulk work for the finance office. A run does only what is left, so starting one again doubles nothing."
      />
      <StartPanel />
      <Typography component="h2" variant="h6" gutterBottom>
        Latest runs
      </Typography>
      {runs.isPending && <LinearProgress aria-label="Loading the runs" />}
      {runs.isError && <Alert severity="error">{runs.error.message}</Alert>}
      {runs.data?.length === 0 && <Typography color="text.secondary">No run yet.</Typography>}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {runs.data?.map((r) => (
          <RunCard key={r.id} run={r} />
        ))}
      </Box>
    </>
  );
}
