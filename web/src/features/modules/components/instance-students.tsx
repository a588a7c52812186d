import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { academicYear } from '@collegium/domain/academic-year';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { StudentName } from '../../../components/student/student-name.tsx';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import Button from '@mui/material/Button';
import { useInstanceStudents } from '../api/get-instance-students.ts';
import { useRemovePlace } from '../api/places.ts';
import { ExpectedStudents } from './expected-students.tsx';
import { PlaceStudents } from './place-students.tsx';
import { CellNote, ScrollTable, useNarrow } from '../../../components/table/fold-table.tsx';

/** The students placed on one module instance, with how it went for each. */
export function InstanceStudents({ instanceId }: { instanceId: number }) {
  const students = useInstanceStudents(instanceId);
  const narrow = useNarrow();
  const moduleId = students.data?.instance.moduleId ?? 0;
  const remove = useRemovePlace(moduleId, instanceId);
  const canPlace = students.data?.abilities.canPlace ?? false;
  const heading = students.data
    ? `Students on ${students.data.instance.moduleCode} in ${academicYear(students.data.instance.academicYear)} at ${students.data.instance.hub}`
    : 'Students';
  return (
    <Box component="section" aria-labelledby="instance-students-heading" sx={{ mt: 3 }}>
      <Typography id="instance-students-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {students.isPending ? (
        <Typography>{LOADING_TEXT}</Typography>
      ) : students.isError ? (
        <Alert severity="error">The students could not be loaded.</Alert>
      ) : students.data.items.length === 0 ? (
        <Typography>No students are enrolled on it.</Typography>
      ) : (
        <ScrollTable caption={`${students.data.items.length} enrolled`} minWidth={320}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Name</TableCell>
              {!narrow && <TableCell scope="col">Partner id</TableCell>}
              <TableCell scope="col">Outcome</TableCell>
              <TableCell scope="col" align="right">
                Mark
              </TableCell>
              {canPlace && <TableCell scope="col">Place</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {students.data.items.map((s) => (
              <TableRow key={s.studentId}>
                <TableCell component="th" scope="row">
                  <StudentName studentId={s.studentId} name={s.name} />
                  {narrow && <CellNote>Partner id {formatPartnerId(s.partnerId)}</CellNote>}
                </TableCell>
                {!narrow && <TableCell>{formatPartnerId(s.partnerId)}</TableCell>}
                <TableCell>{s.outcome}</TableCell>
                <TableCell align="right">{s.mark ?? '—'}</TableCell>
                {canPlace && (
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(s.studentId)}
                      aria-label={`Take ${s.name} off`}
                    >
                      Take off
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {remove.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {remove.error.message}
        </Alert>
      )}
      {students.data && canPlace && (
        <ExpectedStudents moduleId={moduleId} instanceId={instanceId} expected={students.data.expected} />
      )}
      {students.data && canPlace && (
        <PlaceStudents moduleId={moduleId} instanceId={instanceId} hub={students.data.instance.hub} />
      )}
    </Box>
  );
}
