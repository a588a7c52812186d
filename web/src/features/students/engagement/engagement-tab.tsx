import { Typography } from '@mui/material';

/** The Engagement tab of the student record page (spec 4.2). */
export function EngagementTab({ studentId }: { studentId: number }) {
  return (
    <Typography variant="body2" color="text.secondary" data-student-id={studentId}>
      Loading the engagement…
    </Typography>
  );
}
