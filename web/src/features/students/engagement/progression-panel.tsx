import { exitAwardLabel } from '@collegium/domain/student-types';
import { academicYear } from '@collegium/domain/academic-year';
import type { ProgressionView } from '@collegium/domain/progression';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { QueryContent } from '../../../components/student/query-content.tsx';
import { ScrollTable } from '../record/components/scroll-table.tsx';
import { useProgression } from './api/progression.ts';
import { ProgressionDialog } from './progression-dialog.tsx';

// Progression on the Engagement tab (issue 18): the credits passed at each of the programme's
// levels against what the level needs, the exam board's decisions per session with the award they
// recorded, and, for registry, the decision for the current level in a dialog.

const DECISION_WORDS: Readonly<Record<string, string>> = {
  progress: 'Progressed',
  repeat: 'Repeat',
  exit: 'Exit',
};
const ENDED = ['Completed', 'Withdrawn', 'Terminated', 'Transferred'];

function CreditsTable({ view }: { view: ProgressionView }) {
  return (
    <ScrollTable caption={`Credits passed by level, ${view.programme}`} minWidth={320}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Level</TableCell>
          <TableCell scope="col" align="right">
            Passed
          </TableCell>
          <TableCell scope="col" align="right">
            Needed
          </TableCell>
          <TableCell scope="col">State</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {view.levels.map((l) => (
          <TableRow key={l.level} selected={l.level === view.level}>
            <TableCell component="th" scope="row">
              {l.level}
              {l.level === view.level ? ' (current)' : ''}
            </TableCell>
            <TableCell align="right">{l.passed}</TableCell>
            <TableCell align="right">{l.needed}</TableCell>
            <TableCell>{l.passed >= l.needed ? 'Passed' : `${l.needed - l.passed} to go`}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function DecisionsTable({ view }: { view: ProgressionView }) {
  if (view.decisions.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        No exam board decision recorded yet.
      </Typography>
    );
  return (
    <ScrollTable caption="Exam board decisions by session, newest first" minWidth={360}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Session</TableCell>
          <TableCell scope="col">Level</TableCell>
          <TableCell scope="col">Decision</TableCell>
          <TableCell scope="col">Award</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {view.decisions.map((d) => (
          <TableRow key={d.academicYear}>
            <TableCell component="th" scope="row">
              {academicYear(d.academicYear)}
            </TableCell>
            <TableCell>{d.level || '—'}</TableCell>
            <TableCell>{DECISION_WORDS[d.decision] ?? d.decision}</TableCell>
            <TableCell>{d.exitAward ? exitAwardLabel(d.exitAward) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function Summary({ view }: { view: ProgressionView }) {
  const c = view.current;
  if (view.exitAward)
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        Award: <strong>{exitAwardLabel(view.exitAward)}</strong> ({view.programme}, {view.status.toLowerCase()}).
      </Alert>
    );
  if (!c)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        The engagement&apos;s level ({view.level ?? 'none'}) is not one of its programme&apos;s levels, so no decision
        can be recorded.
      </Alert>
    );
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      Level {view.level}: {c.passed} of {c.needed} credits passed; the credits suggest{' '}
      <strong>{c.suggested === 'progress' ? (c.completes ? 'completing the programme' : 'progress') : 'repeat'}</strong>
      . {c.exitAward ? `They give the exit award ${exitAwardLabel(c.exitAward)}.` : 'They give no exit award yet.'}
    </Typography>
  );
}

export function ProgressionPanel({
  studentId,
  engagementId,
  canEdit,
}: {
  studentId: number;
  engagementId: number;
  canEdit: boolean;
}) {
  const query = useProgression(studentId, engagementId);
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="engagement-progression-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography component="h3" variant="h6" id="engagement-progression-heading">
          Progression
        </Typography>
        {canEdit && query.data?.current && !ENDED.includes(query.data.status) && (
          <AppButton onClick={() => setOpen(true)}>Record decision</AppButton>
        )}
      </Stack>
      <QueryContent query={query} what="the progression">
        {(view) => (
          <>
            <Summary view={view} />
            <CreditsTable view={view} />
            <DecisionsTable view={view} />
            {canEdit && view.current && (
              <ProgressionDialog studentId={studentId} view={view} open={open} onClose={() => setOpen(false)} />
            )}
          </>
        )}
      </QueryContent>
    </Box>
  );
}
