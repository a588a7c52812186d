import Groups from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '../ui/visually-hidden.ts';

// Issue 20, feature cohortGroupLabels: a student's cohort group (spec 9: Candidate, Student,
// NLM 2022, ...) as a labelled chip, on the students list and the record header. A screen reader
// hears "Cohort group NLM 2022"; the icon and the hover title mark it for the eye.

export function CohortGroupChip({ group, size = 'small' }: { group: string; size?: 'small' | 'medium' }) {
  return (
    <Chip
      icon={<Groups aria-hidden />}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Cohort group{' '}
          </Box>
          {group}
        </>
      }
      size={size}
      variant="outlined"
      color="primary"
      title={`Cohort group: ${group}`}
      data-testid="cohort-group-chip"
    />
  );
}
