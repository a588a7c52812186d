import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReportDefinition } from '@collegium/domain/custom-reports';
import { useState } from 'react';
import { handleApiError } from '../../lib/error-handler.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { downloadExport, useDirectExport, useExportProgress, useQueueExport } from './custom-reports-api.ts';

// Export to Excel: a report of up to `limit` rows downloads at once (streamed); a bigger one runs
// as a background job, with a progress bar and a download link when it is done.

interface Props {
  definition: ReportDefinition;
  total: number;
  limit: number;
  onProblem: (error: unknown) => void;
}

export function ReportExport({ definition, total, limit, onProblem }: Props) {
  const direct = useDirectExport();
  const queue = useQueueExport();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useExportProgress(jobId);
  const notify = useSnackbarStore((s) => s.notify);
  const big = total > limit;
  const run = () => {
    if (big) queue.mutate(definition, { onSuccess: (v) => setJobId(v.id), onError: onProblem });
    else
      direct.mutate(definition, {
        onSuccess: (name) => notify(`Downloaded ${name}.`, { type: 'success' }),
        onError: onProblem,
      });
  };
  const data = job.data;
  const percent = data?.total ? Math.round((100 * data.written) / data.total) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button variant="outlined" onClick={run} disabled={direct.isPending || queue.isPending || total === 0}>
          {big ? 'Export to Excel in the background' : 'Export to Excel'}
        </Button>
      </Box>
      {direct.isPending && <LinearProgress aria-label="Making the spreadsheet" />}
      {data && (data.status === 'queued' || data.status === 'running') && (
        <Box>
          <Typography variant="body2" id="report-export-progress">
            {data.status === 'queued'
              ? 'Waiting for the exporter…'
              : `Written ${data.written.toLocaleString('en-GB')} of ${(data.total ?? 0).toLocaleString('en-GB')} rows`}
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-labelledby="report-export-progress" />
        </Box>
      )}
      {data?.status === 'done' && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => void downloadExport(data.id).catch(handleApiError)}>
              Download
            </Button>
          }
        >
          {`${data.fileName} is ready (${data.written.toLocaleString('en-GB')} rows).`}
        </Alert>
      )}
      {data?.status === 'failed' && (
        <Alert severity="error">{`The export failed: ${data.error ?? 'unknown error'}`}</Alert>
      )}
    </Box>
  );
}
