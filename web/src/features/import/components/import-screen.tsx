import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT_KIND_LABELS, type ImportMapping, type ImportRun, type RowAction } from '@collegium/domain/data-import';
import { formatDateTime } from '@collegium/domain/date-format';
import type { StatusColour } from '@collegium/domain/status-colour';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { fieldError } from '../../../lib/upload.ts';
import { downloadFailedRows, useCheckImport, useCommitImport, useImportRun, useImports } from '../api/imports.ts';
import { UploadForm } from './upload-form.tsx';
// Issue 15, Administration > Import (admin:sysadmin): upload a CSV or Excel file, map its columns
// (the mapping is remembered per source), dry-run it to see per row what would happen, then import
// it as a background job with a progress bar. Failed rows download as a CSV to fix and re-import.

const ACTION_LABEL: Record<RowAction, string> = {
  create: 'Create',
  update: 'Update',
  duplicate: 'Duplicate',
  error: 'Error',
};
const ACTION_COLOUR: Record<RowAction, StatusColour | undefined> = {
  create: 'success',
  update: 'info',
  duplicate: undefined,
  error: 'danger',
};
const STATUS_LABEL: Record<ImportRun['status'], string> = {
  uploaded: 'Uploaded',
  checked: 'Dry run done',
  queued: 'Waiting to import',
  running: 'Importing',
  done: 'Imported',
  failed: 'Failed',
};

function MappingTable({
  run,
  mapping,
  onChange,
  problems,
}: {
  run: ImportRun;
  mapping: ImportMapping;
  onChange: (m: ImportMapping) => void;
  problems: unknown;
}) {
  const locked = !['uploaded', 'checked', 'failed'].includes(run.status);
  const missing = run.fields.filter((f) => f.required && !Object.values(mapping).includes(f.name));
  return (
    <Box component="section" aria-labelledby="import-mapping-title" sx={{ mb: 3 }}>
      <Typography id="import-mapping-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Columns
      </Typography>
      {missing.length > 0 && !locked && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Map a column to {missing.map((f) => f.label).join(', ')}: required.
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Columns of the file">
        <Table size="small" aria-label="Column mapping">
          <TableHead>
            <TableRow>
              <TableCell>Column in the file</TableCell>
              <TableCell>Imported as</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.headers.map((h) => (
              <TableRow key={h}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{h}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={mapping[h] ?? ''}
                    disabled={locked}
                    onChange={(e) => onChange({ ...mapping, [h]: e.target.value === '' ? null : e.target.value })}
                    label={h}
                    error={Boolean(fieldError(problems, h))}
                    helperText={fieldError(problems, h)}
                    sx={{ minWidth: { xs: 150, sm: 220 } }}
                  >
                    <MenuItem value="">(not imported)</MenuItem>
                    {run.fields.map((f) => (
                      <MenuItem key={f.name} value={f.name}>
                        {f.label}
                        {f.required ? ' *' : ''}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function Outcomes({ run }: { run: ImportRun }) {
  if (run.status === 'uploaded') return null;
  const { counts } = run;
  return (
    <Box component="section" aria-labelledby="import-result-title" sx={{ mb: 3 }}>
      <Typography id="import-result-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {run.status === 'done' ? 'Imported' : 'Dry run'}: {run.totalRows} rows
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }} data-testid="import-counts">
        {(Object.keys(ACTION_LABEL) as RowAction[]).map((a) => (
          <StatusChip key={a} label={`${ACTION_LABEL[a]}: ${counts[a]}`} colour={ACTION_COLOUR[a]} />
        ))}
      </Box>
      {run.hasFailedRows && (
        <Button variant="outlined" size="small" sx={{ mb: 1 }} onClick={() => void downloadFailedRows(run.id)}>
          Download the {counts.error} failed rows
        </Button>
      )}
      {run.outcomes.length > 0 && (
        <Box sx={{ overflowX: 'auto', maxHeight: 420 }} tabIndex={0} role="region" aria-label="Row results">
          <Table size="small" stickyHeader aria-label="What happens to each row">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Result</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.outcomes.map((o) => (
                <TableRow key={o.row}>
                  <TableCell>{o.row}</TableCell>
                  <TableCell>
                    <StatusChip label={ACTION_LABEL[o.action]} colour={ACTION_COLOUR[o.action]} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {o.errors.length > 0 ? o.errors.map((e) => `${e.column}: ${e.message}`).join(' ') : o.label}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

function RunPanel({ id }: { id: number }) {
  const run = useImportRun(id);
  const check = useCheckImport(id);
  const commit = useCommitImport(id);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const data = run.data;
  useEffect(() => {
    if (data?.mapping) setMapping(data.mapping);
  }, [data?.id, data?.mapping]);
  if (!data) return run.isLoading ? <LinearProgress aria-label="Loading the import" /> : null;
  const working = data.status === 'queued' || data.status === 'running';
  const percent = data.totalRows > 0 ? Math.round((100 * data.processedRows) / data.totalRows) : 0;
  const toWrite = data.status === 'checked' ? data.counts.create + data.counts.update : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="import-run-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography
          id="import-run-title"
          variant="h6"
          component="h2"
          sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}
        >
          {data.fileName} — {IMPORT_KIND_LABELS[data.kind]} from {data.source}
        </Typography>
        <StatusChip
          label={STATUS_LABEL[data.status]}
          colour={data.status === 'failed' ? 'danger' : data.status === 'done' ? 'success' : 'info'}
        />
      </Box>
      {data.lastError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The import failed and nothing was written: {data.lastError}
        </Alert>
      )}
      <MappingTable run={data} mapping={mapping} onChange={setMapping} problems={check.error} />
      {check.error && isApiError(check.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {check.error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="outlined"
          disabled={working || data.status === 'done' || check.isPending}
          onClick={() => check.mutate(mapping)}
        >
          Dry run
        </Button>
        <Button
          variant="contained"
          disabled={toWrite === null || toWrite === 0 || commit.isPending}
          onClick={() => commit.mutate()}
        >
          {toWrite === null || toWrite === 0 ? 'Import' : `Import ${toWrite} ${toWrite === 1 ? 'row' : 'rows'}`}
        </Button>
      </Box>
      {toWrite === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Nothing to import: every row is already here unchanged or has an error. Correct the file or the mapping and
          upload it again.
        </Alert>
      )}
      {check.isPending && <LinearProgress aria-label="Dry run in progress" sx={{ mb: 2 }} />}
      {working && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" id="import-progress-label">
            {data.status === 'queued'
              ? 'Waiting for the importer…'
              : `Imported ${data.processedRows} of ${data.totalRows} rows`}
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-labelledby="import-progress-label" />
        </Box>
      )}
      <Outcomes run={data} />
    </Paper>
  );
}

export function ImportScreen() {
  const [current, setCurrent] = useState<number | null>(null);
  const runs = useImports();
  const dateFormat = getConfig().dateFormat;
  return (
    <>
      <PageHeader
        title="Import"
        subtitle="Bring records over from another system: upload, map the columns, dry-run, then import."
      />
      <UploadForm onUploaded={setCurrent} />
      {current !== null && <RunPanel key={current} id={current} />}
      <Paper variant="outlined" component="section" aria-labelledby="import-history-title" sx={{ p: 2 }}>
        <Typography id="import-history-title" variant="h6" component="h2">
          Recent imports
        </Typography>
        {runs.data && runs.data.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>Nothing has been imported yet.</Typography>
        )}
        <List dense>
          {runs.data?.map((r) => (
            <ListItem key={r.id} disablePadding>
              <ListItemButton
                selected={r.id === current}
                onClick={() => setCurrent(r.id)}
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {r.fileName} — {IMPORT_KIND_LABELS[r.kind]}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatDateTime(r.createdAt, dateFormat)} · {r.createdBy ?? 'unknown'} · {r.totalRows} rows
                  </Typography>
                </Box>
                <StatusChip
                  label={STATUS_LABEL[r.status]}
                  colour={r.status === 'failed' ? 'danger' : r.status === 'done' ? 'success' : 'info'}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
