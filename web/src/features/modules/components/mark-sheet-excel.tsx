import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MarkSheetImport, MarkSheetRow } from '@collegium/domain/mark-sheet';
import { useState } from 'react';
import { ScrollTable } from '../../../components/table/fold-table.tsx';
import { downloadMarkSheet, downloadResults, useImportMarkSheet } from '../api/mark-sheet.ts';

// Issue 18, Excel beside the marking grid: the mark sheet and the board's results to download,
// and a mark sheet (the exported layout) back in: checked first, row by row, then saved at once.

const STATUS: Record<MarkSheetRow['status'], string> = { changed: 'Changed', unchanged: 'Unchanged', error: 'Error' };

const detail = (r: MarkSheetRow) =>
  [
    ...r.changes.map((c) => `${c.assignment}: ${c.from ?? '—'} → ${c.to ?? '—'}`),
    ...r.errors.map((e) => `${e.column}: ${e.message}`),
  ].join('; ') || '—';

function Report({ report }: { report: MarkSheetImport }) {
  const shown = report.rows.filter((r) => r.status !== 'unchanged');
  return (
    <Box sx={{ mt: 1 }}>
      <Alert severity={report.errors > 0 ? 'warning' : report.committed ? 'success' : 'info'} role="status">
        {report.committed
          ? `Saved: ${report.changed} ${report.changed === 1 ? 'student' : 'students'} changed.`
          : `Checked: ${report.changed} changed, ${report.unchanged} unchanged, ${report.errors} with errors.`}
      </Alert>
      {shown.length > 0 && (
        <ScrollTable caption="Rows of the mark sheet" minWidth={480}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Row</TableCell>
              <TableCell scope="col">Student</TableCell>
              <TableCell scope="col">Status</TableCell>
              <TableCell scope="col">Marks</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.row}>
                <TableCell>{r.row}</TableCell>
                <TableCell component="th" scope="row">
                  {r.name ?? r.studentId ?? '—'}
                </TableCell>
                <TableCell>{STATUS[r.status]}</TableCell>
                <TableCell>{detail(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Box>
  );
}

export function MarkSheetExcel({ instanceId }: { instanceId: number }) {
  const importSheet = useImportMarkSheet(instanceId);
  const [file, setFile] = useState<File | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const report = importSheet.data;
  const fetchFile = (get: (id: number) => Promise<string>) => {
    setDownloadError(null);
    get(instanceId).catch((e: unknown) => setDownloadError(e instanceof Error ? e.message : String(e)));
  };
  const check = (chosen: File) => {
    setFile(chosen);
    importSheet.mutate({ file: chosen, commit: false });
  };
  return (
    <Box component="section" aria-labelledby="mark-sheet-heading" sx={{ mt: 2 }}>
      <Typography id="mark-sheet-heading" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Excel
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={() => fetchFile(downloadMarkSheet)}>
          Download mark sheet
        </Button>
        <Button variant="outlined" size="small" onClick={() => fetchFile(downloadResults)}>
          Download results
        </Button>
        <Button variant="outlined" size="small" component="label">
          Import marks from a mark sheet
          <input
            hidden
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Mark sheet to import"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) check(chosen);
            }}
          />
        </Button>
      </Box>
      {downloadError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {downloadError}
        </Alert>
      )}
      {importSheet.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {importSheet.error.message}
        </Alert>
      )}
      {report && <Report report={report} />}
      {report && !report.committed && report.errors === 0 && report.changed > 0 && file && (
        <Button
          variant="contained"
          sx={{ mt: 1 }}
          disabled={importSheet.isPending}
          onClick={() => importSheet.mutate({ file, commit: true })}
        >
          Save {report.changed} changed {report.changed === 1 ? 'student' : 'students'}
        </Button>
      )}
    </Box>
  );
}
