import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { academicYear } from '@collegium/domain/academic-year';
import { engagementStatusColour } from '@collegium/domain/engagement-status-colour';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { meetsAll } from '@collegium/domain/permissions';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { recordPath, recordRouteOf } from '../../../lib/entity/entity-routes.ts';
import { StudentName } from '../../../components/student/student-name.tsx';
import { CellNote, ScrollTable, useNarrow } from '../../../components/table/fold-table.tsx';
import type { FacultyTeaching as Teaching } from '@collegium/domain/teaching';
import { useFacultyTeaching } from '../api/get-faculty-teaching.ts';

// The Teaching tab of a member of faculty (issue 4): the module instances they teach, newest year
// first, and their tutees (students whose current engagement names them as personal tutor).

function ModulesTaught({ modules }: { modules: Teaching['modules'] }) {
  const permissions = usePermissions();
  const moduleRoute = recordRouteOf('modules');
  const canOpen = moduleRoute !== undefined && meetsAll(permissions, moduleRoute.requires);
  const narrow = useNarrow();
  if (modules.length === 0) return <Typography>No module instances are recorded for them.</Typography>;
  return (
    <ScrollTable caption="Module instances by academic year" minWidth={300}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Module</TableCell>
          <TableCell scope="col">{narrow ? 'Year and hub' : 'Academic year'}</TableCell>
          {!narrow && <TableCell scope="col">Hub</TableCell>}
          <TableCell scope="col" align="right">
            Students
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {modules.map((m) => (
          <TableRow key={m.instanceId}>
            <TableCell component="th" scope="row">
              {canOpen && moduleRoute ? (
                <Link component={RouterLink} to={recordPath(moduleRoute, m.moduleId)}>
                  {m.moduleCode} {m.moduleTitle}
                </Link>
              ) : (
                `${m.moduleCode} ${m.moduleTitle}`
              )}
            </TableCell>
            <TableCell>
              {academicYear(m.academicYear)}
              {narrow && <CellNote>{m.hub}</CellNote>}
            </TableCell>
            {!narrow && <TableCell>{m.hub}</TableCell>}
            <TableCell align="right">{m.studentCount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function Tutees({ teaching }: { teaching: Teaching }) {
  const narrow = useNarrow();
  if (teaching.tutees === null) {
    return (
      <Typography>
        {teaching.tuteeCount === 1 ? 'One student has' : `${teaching.tuteeCount} students have`} them as personal tutor.
        Seeing who needs permission to view student records.
      </Typography>
    );
  }
  if (teaching.tutees.length === 0) return <Typography>No current student has them as personal tutor.</Typography>;
  return (
    <ScrollTable caption={`${teaching.tutees.length} tutees`} minWidth={300}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Name</TableCell>
          {!narrow && <TableCell scope="col">Partner id</TableCell>}
          <TableCell scope="col">Programme</TableCell>
          <TableCell scope="col">Level</TableCell>
          <TableCell scope="col">Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {teaching.tutees.map((t) => (
          <TableRow key={t.studentId}>
            <TableCell component="th" scope="row">
              <StudentName studentId={t.studentId} name={t.name} />
              {narrow && <CellNote>Partner id {formatPartnerId(t.partnerId)}</CellNote>}
            </TableCell>
            {!narrow && <TableCell>{formatPartnerId(t.partnerId)}</TableCell>}
            <TableCell>{t.programme}</TableCell>
            <TableCell>{t.level ?? '—'}</TableCell>
            <TableCell>
              <StatusChip label={t.status} colour={engagementStatusColour(t.status)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function FacultyTeaching({ facultyId }: { facultyId: string }) {
  const teaching = useFacultyTeaching(facultyId);
  if (teaching.isPending) return <Typography>{LOADING_TEXT}</Typography>;
  if (teaching.isError) return <Alert severity="error">Their teaching could not be loaded.</Alert>;
  return (
    <>
      <Box component="section" aria-labelledby="faculty-modules-heading" sx={{ mb: 3 }}>
        <Typography id="faculty-modules-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          Modules taught
        </Typography>
        <ModulesTaught modules={teaching.data.modules} />
      </Box>
      <Box component="section" aria-labelledby="faculty-tutees-heading">
        <Typography id="faculty-tutees-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          Tutees
        </Typography>
        <Tutees teaching={teaching.data} />
      </Box>
    </>
  );
}
