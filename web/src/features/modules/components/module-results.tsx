import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { academicYear } from '@collegium/domain/academic-year';
import { formatDateTime } from '@collegium/domain/date-format';
import { useState } from 'react';
import { ScrollTable } from '../../../components/table/fold-table.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import type { ModuleResultRow } from '@collegium/domain/module-results';
import { downloadYearResults } from '../api/mark-sheet.ts';
import { useConfirmResults, useModuleResults } from '../api/results.ts';
import { ResitDialog } from './resit-dialog.tsx';

// Issue 18 part 4: the instance's module results under its marks (mark weighted by the
// assignments, outcome, credits), and registry's exam-board confirmation, which locks the marks;
// registry also downloads the board's workbook of the instance's whole academic year from here.

/** `academicYear`: the instance's year, whose whole exam-board workbook registry may download. */
export function ModuleResultsPanel({ instanceId, academicYear: year }: { instanceId: number; academicYear?: number }) {
  const results = useModuleResults(instanceId);
  const confirm = useConfirmResults(instanceId);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [resitting, setResitting] = useState<ModuleResultRow | null>(null);

  if (results.isPending) return <Typography sx={{ mt: 3 }}>{LOADING_TEXT}</Typography>;
  if (results.isError) return <Alert severity="error">The results could not be loaded.</Alert>;
  const data = results.data;
  const canResit = data.confirmedAt !== null && data.abilities.canConfirm;
  const downloadYear = (y: number) => {
    setProblem(null);
    downloadYearResults(y).catch((e: unknown) => setProblem(e instanceof Error ? e.message : String(e)));
  };
  const board = () =>
    confirm.mutate(undefined, {
      onSuccess: () => setAsking(false),
      onError: (error) => {
        setAsking(false);
        const details = isApiError(error) ? (error.body?.details ?? []) : [];
        setProblem(details.length > 0 ? details.map((d) => d.message).join(' ') : error.message);
      },
    });

  return (
    <Box component="section" aria-labelledby="results-heading" sx={{ mt: 3 }}>
      <Typography id="results-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Module results
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Level {data.level ?? 'unknown'}, {data.credits} credits; pass mark {data.passMark}. A mark within 10 below the
        pass mark gives a resit; a passed resit is capped at the pass mark.
      </Typography>
      {data.confirmedAt ? (
        <Alert severity="success" sx={{ mb: 1 }}>
          Confirmed by the exam board on {formatDateTime(data.confirmedAt, getConfig().dateFormat)}
          {data.confirmedBy ? ` (${data.confirmedBy})` : ''}. A mark changed now needs a reason.
        </Alert>
      ) : (
        data.abilities.canConfirm && (
          <Box sx={{ mb: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={!data.complete || data.rows.length === 0}
              onClick={() => setAsking(true)}
            >
              Confirm results (exam board)
            </Button>
            {!data.complete && <Typography variant="body2">Every student needs all their marks first.</Typography>}
          </Box>
        )
      )}
      {year !== undefined && data.abilities.canConfirm && (
        <Box sx={{ mb: 1 }}>
          <Button variant="outlined" size="small" onClick={() => downloadYear(year)}>
            Download all {academicYear(year)} results (exam board)
          </Button>
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      {data.rows.length === 0 ? (
        <Typography>No students are placed on it.</Typography>
      ) : (
        <ScrollTable caption={`Module results: ${data.rows.length} students`} minWidth={300}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Student</TableCell>
              <TableCell scope="col">Mark</TableCell>
              <TableCell scope="col">Outcome</TableCell>
              <TableCell scope="col">Credits</TableCell>
              {canResit && <TableCell scope="col">Resit</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.studentId}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell>
                  {row.mark ?? '—'}
                  {row.resitMark !== null && ` (first ${row.firstMark ?? '—'}, resit ${row.resitMark})`}
                </TableCell>
                <TableCell>{row.outcome ?? 'Not complete'}</TableCell>
                <TableCell>{row.creditsAwarded}</TableCell>
                {canResit && (
                  <TableCell>
                    {row.firstOutcome === 'Resit' && (
                      <Button size="small" onClick={() => setResitting(row)} aria-label={`Resit for ${row.name}`}>
                        {row.resitMark === null ? 'Record resit' : 'Change resit'}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {resitting && (
        <ResitDialog
          instanceId={instanceId}
          row={resitting}
          passMark={data.passMark}
          onClose={() => setResitting(null)}
        />
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="board-title">
        <DialogTitle id="board-title">Confirm these results?</DialogTitle>
        <DialogContent>
          <Typography>
            The outcomes and credits go onto each student&apos;s transcript, and from then on a changed mark needs a
            reason, kept in the history.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button variant="contained" onClick={board} disabled={confirm.isPending}>
            Confirm results
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
