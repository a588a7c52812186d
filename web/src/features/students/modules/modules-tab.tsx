import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { meetsAll } from '@collegium/domain/permissions';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { recordPath, recordRouteOf } from '../../../lib/entity/entity-routes.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { OutcomeChip } from '../../../components/student/outcome-chip.tsx';
import { QueryContent } from '../../../components/student/query-content.tsx';
import { CellNote, ScrollTable, useNarrow } from '../../../components/table/fold-table.tsx';
import { useStudentModules, type StudentModulePlace, type StudentModuleSession } from './api/student-modules.ts';
import { ExpectedModules } from './expected-modules.tsx';
import { PlaceOnInstance } from './place-on-instance.tsx';
import { RemovePlaceDialog } from './remove-place-dialog.tsx';

// Issue 18, the student record's Modules tab: the student's places per enrolment session with the
// marks so far and the result; registry places the student on an instance of an open session and
// takes a place off (one with marks stays, with the reason). An open session also shows its
// expected modules against the places (expected-modules.tsx).

const marksSoFar = (p: StudentModulePlace) =>
  p.marks.length === 0 ? 'No assignments yet' : p.marks.map((m) => `${m.title} ${m.mark ?? '—'}`).join(' · ');

function sessionHeading(s: StudentModuleSession) {
  return [s.label, s.programme, s.level === null ? null : `level ${s.level}`, s.status].filter(Boolean).join(' · ');
}

function PlacesTable({
  session,
  canPlace,
  onRemove,
}: {
  session: StudentModuleSession;
  canPlace: boolean;
  onRemove: (p: StudentModulePlace) => void;
}) {
  const narrow = useNarrow();
  const permissions = usePermissions();
  const moduleRoute = recordRouteOf('modules');
  const canOpen = moduleRoute !== undefined && meetsAll(permissions, moduleRoute.requires);
  return (
    <ScrollTable caption={`Modules in ${session.label}: ${session.credits} credits`} minWidth={narrow ? 300 : 640}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Module</TableCell>
          {!narrow && <TableCell scope="col">Hub</TableCell>}
          {!narrow && (
            <TableCell scope="col" align="right">
              Credits
            </TableCell>
          )}
          <TableCell scope="col">Marks so far</TableCell>
          <TableCell scope="col">Result</TableCell>
          {canPlace && <TableCell scope="col">Place</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {session.places.map((p) => (
          <TableRow key={p.instanceId}>
            <TableCell component="th" scope="row">
              {canOpen && moduleRoute ? (
                <Link component={RouterLink} to={recordPath(moduleRoute, p.moduleId)} sx={{ fontWeight: 500 }}>
                  {p.moduleCode}
                </Link>
              ) : (
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {p.moduleCode}
                </Box>
              )}
              <CellNote>{p.moduleTitle}</CellNote>
              {narrow && (
                <CellNote>
                  {p.hub}, {p.credits} credits
                </CellNote>
              )}
            </TableCell>
            {!narrow && <TableCell>{p.hub}</TableCell>}
            {!narrow && <TableCell align="right">{p.credits}</TableCell>}
            <TableCell>{marksSoFar(p)}</TableCell>
            <TableCell>
              <OutcomeChip label={p.outcome} />
              {p.mark !== null && <CellNote>Mark {p.mark}</CellNote>}
              {p.creditsAwarded !== null && <CellNote>{p.creditsAwarded} credits awarded</CellNote>}
            </TableCell>
            {canPlace && (
              <TableCell>
                <Button size="small" color="error" onClick={() => onRemove(p)} aria-label={`Remove ${p.moduleCode}`}>
                  Remove
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function Session({
  studentId,
  session,
  canPlace,
}: {
  studentId: number;
  session: StudentModuleSession;
  canPlace: boolean;
}) {
  const [removing, setRemoving] = useState<StudentModulePlace | null>(null);
  const headingId = `modules-session-${session.sessionId ?? session.academicYear}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" id={headingId} sx={{ mb: 1 }}>
        {sessionHeading(session)}
      </Typography>
      {session.places.length === 0 ? (
        <Typography>No module places in this session.</Typography>
      ) : (
        <PlacesTable session={session} canPlace={canPlace} onRemove={setRemoving} />
      )}
      {session.expected && (
        <ExpectedModules studentId={studentId} session={session} expected={session.expected} canPlace={canPlace} />
      )}
      {canPlace && session.options.length > 0 && <PlaceOnInstance studentId={studentId} session={session} />}
      {removing && <RemovePlaceDialog studentId={studentId} place={removing} onClose={() => setRemoving(null)} />}
    </Box>
  );
}

export function ModulesTab({ studentId }: { studentId: number }) {
  const modules = useStudentModules(studentId);
  return (
    <QueryContent query={modules} what="the student’s modules">
      {(data) =>
        data.sessions.length === 0 ? (
          <EmptyState
            title="No enrolment sessions"
            text="Modules are taken in an enrolment session of an engagement."
          />
        ) : (
          data.sessions.map((s) => (
            <Session
              key={s.sessionId ?? `y${s.academicYear}`}
              studentId={studentId}
              session={s}
              canPlace={data.abilities.canPlace}
            />
          ))
        )
      }
    </QueryContent>
  );
}
