import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { fieldError } from '../../lib/upload.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { useExportQuery, useRunQuery } from './adhoc-api.ts';
import { ReportingViews } from './reporting-views.tsx';

// Issue 16, Reporting > Ad hoc queries (admin:sysadmin): one read-only SELECT over the reporting
// views, its rows as a table (at most 1,000) or as Excel. Every query is audited with its text.

const EXAMPLE =
  'select hub, status, count(*) as students\nfrom report_students\ngroup by hub, status\norder by hub, status';

export function AdhocQueriesScreen() {
  const [sql, setSql] = useState(EXAMPLE);
  const run = useRunQuery();
  const excel = useExportQuery();
  const notify = useSnackbarStore((s) => s.notify);
  const problem = run.error ?? excel.error;
  const atField = fieldError(problem, 'sql');
  const result = run.data;
  return (
    <>
      <PageHeader
        title="Ad hoc queries"
        subtitle="Read-only SQL over the reporting views. Every query is audited with its text."
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' } }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0, alignContent: 'start' }}>
          <Paper sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <TextField
              label="SQL query"
              multiline
              minRows={6}
              value={sql}
              onChange={(e) => setSql(e.target.value)}
              error={Boolean(atField)}
              helperText={
                atField ?? 'One SELECT (or WITH … SELECT). It stops after a few seconds and shows at most 1,000 rows.'
              }
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            {problem && !atField && isApiError(problem) && <Alert severity="error">{problem.message}</Alert>}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => (excel.reset(), run.mutate(sql))} disabled={run.isPending}>
                Run query
              </Button>
              <Button
                variant="outlined"
                onClick={() => (
                  run.reset(),
                  excel.mutate(sql, { onSuccess: (name) => notify(`Downloaded ${name}.`, { type: 'success' }) })
                )}
                disabled={excel.isPending}
              >
                Export to Excel
              </Button>
            </Box>
          </Paper>
          {run.isPending && <LinearProgress aria-label="Running the query" />}
          {result && (
            <Paper component="section" aria-labelledby="adhoc-result-title" sx={{ p: 2, minWidth: 0 }}>
              <Typography id="adhoc-result-title" component="h2" variant="h6">
                Result
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="adhoc-summary">
                {`${result.rows.length.toLocaleString('en-GB')} rows in ${result.milliseconds} ms`}
                {result.truncated ? ` (only the first ${result.maxRows.toLocaleString('en-GB')} are shown)` : ''}
              </Typography>
              {result.columns.length > 0 && (
                <Box sx={{ overflow: 'auto', maxHeight: 520 }} tabIndex={0} role="region" aria-label="Result rows">
                  <Table size="small" stickyHeader aria-labelledby="adhoc-result-title">
                    <TableHead>
                      <TableRow>
                        {result.columns.map((c) => (
                          <TableCell key={c}>{c}</TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {result.rows.map((row, r) => (
                        <TableRow key={r}>
                          {row.map((v, i) => (
                            <TableCell key={i}>{v === null ? '' : String(v)}</TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </Paper>
          )}
        </Box>
        <Paper sx={{ p: 2, alignSelf: 'start', minWidth: 0 }}>
          <ReportingViews />
        </Paper>
      </Box>
    </>
  );
}
