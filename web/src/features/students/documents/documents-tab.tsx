import { Typography } from '@mui/material';

/** The Documents tab of the student record page (spec 4.2): stored documents for one student. */
export function DocumentsTab({ studentId }: { studentId: number }) {
  return (
    <Typography variant="body2" color="text.secondary" data-student-id={studentId}>
      Loading the documents…
    </Typography>
  );
}
