import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ExpectedStudent } from '@collegium/domain/expected-modules';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { StudentName } from '../../../components/student/student-name.tsx';
import { usePlaceStudents } from '../api/places.ts';
import { PlacesOutcome } from './place-students.tsx';

// Issue 18: students of the instance's hub whose session of its year expects its module (their
// enrolment and intention, domain/src/expected-modules.ts) but who hold no place on it; registry
// places them all at once through the places call, which checks each and says why it refuses.

export function ExpectedStudents({
  moduleId,
  instanceId,
  expected,
}: {
  moduleId: number;
  instanceId: number;
  expected: readonly ExpectedStudent[];
}) {
  const place = usePlaceStudents(moduleId, instanceId);
  return (
    <Box component="section" aria-labelledby="expected-students-heading" sx={{ mt: 2 }}>
      <Typography id="expected-students-heading" component="h3" variant="subtitle1">
        Expected but not placed ({expected.length})
      </Typography>
      {expected.length === 0 ? (
        <Typography variant="body2">Every student expected on this module here is placed.</Typography>
      ) : (
        <>
          <List dense aria-label="Expected but not placed">
            {expected.map((s) => (
              <ListItem key={s.studentId} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <StudentName studentId={s.studentId} name={s.name} />
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatPartnerId(s.partnerId)}, {s.programme} level {s.level}
                </Typography>
              </ListItem>
            ))}
          </List>
          <Button
            variant="outlined"
            disabled={place.isPending}
            onClick={() => place.mutate({ studentIds: expected.map((s) => s.studentId) })}
          >
            Place {expected.length === 1 ? 'this student' : `these ${expected.length} students`}
          </Button>
        </>
      )}
      {place.data && <PlacesOutcome result={place.data} />}
    </Box>
  );
}
