import { Typography } from '@mui/material';

/** The Dissertation tab of the student record page (spec 4.6). */
export function DissertationTab({ studentId }: { studentId: number }) {
  return (
    <Typography variant="body2" color="text.secondary" data-student-id={studentId}>
      Loading the dissertation…
    </Typography>
  );
}
