import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { modulesToPlace, type PlaceExpectedResult, type SessionExpectation } from '@collegium/domain/expected-modules';
import { CellNote, ScrollTable } from '../../../components/table/fold-table.tsx';
import { usePlaceExpected, type StudentModuleSession } from './api/student-modules.ts';

// Issue 18: the modules a session is expected to take (from the enrolment and next year's
// intention, domain/src/expected-modules.ts) against the places held, and registry's one click
// placing the student on those not yet placed, through the same checks as any placement.

type ExpectedRow = SessionExpectation['modules'][number];

const stateOf = (m: ExpectedRow, label: string) =>
  m.placed ? 'Placed' : m.instanceId === null ? `Not taught at the student's hub in ${label}` : 'Not placed';

function Outcome({ result }: { result: PlaceExpectedResult }) {
  const placed = result.placed.map((p) => p.moduleCode).join(', ');
  return (
    <Alert severity={result.refused.length > 0 ? 'warning' : 'success'} role="status" sx={{ mt: 1 }}>
      <Typography variant="body2">{placed ? `Placed on ${placed}.` : 'No module was placed.'}</Typography>
      {result.refused.map((r) => (
        <Typography variant="body2" key={r.moduleCode}>
          {r.moduleCode} not placed: {r.reason}
        </Typography>
      ))}
    </Alert>
  );
}

export function ExpectedModules({
  studentId,
  session,
  expected,
  canPlace,
}: {
  studentId: number;
  session: StudentModuleSession;
  expected: SessionExpectation;
  canPlace: boolean;
}) {
  const place = usePlaceExpected(studentId);
  // Offered only when the one click would place something: an open module taught at the hub
  // that still fits the session's expected credits (the rule the server places by).
  const placeable =
    modulesToPlace(
      expected.credits,
      expected.placedCredits,
      expected.modules.filter((m) => !m.placed && m.instanceId !== null),
    ).length > 0;
  const headingId = `expected-${session.sessionId ?? session.academicYear}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" id={headingId}>
        Expected modules
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {expected.reason}
      </Typography>
      {expected.modules.length > 0 && (
        <ScrollTable caption={`Expected modules in ${session.label}: ${expected.credits} credits`} minWidth={300}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Module</TableCell>
              <TableCell scope="col" align="right">
                Credits
              </TableCell>
              <TableCell scope="col">Place</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {expected.modules.map((m) => (
              <TableRow key={m.moduleId}>
                <TableCell component="th" scope="row">
                  <Box component="span" sx={{ fontWeight: 500 }}>
                    {m.moduleCode}
                  </Box>
                  <CellNote>{m.moduleTitle}</CellNote>
                </TableCell>
                <TableCell align="right">{m.credits}</TableCell>
                <TableCell>{stateOf(m, session.label)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {canPlace && placeable && session.sessionId !== null && (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={place.isPending}
          onClick={() => session.sessionId !== null && place.mutate(session.sessionId)}
        >
          Place on expected modules
        </Button>
      )}
      {place.data && <Outcome result={place.data} />}
      {place.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {place.error.message}
        </Alert>
      )}
    </Box>
  );
}
