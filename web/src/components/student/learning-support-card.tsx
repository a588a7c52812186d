import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { getConfig } from '../../lib/config.ts';
import type { LearningSupportNeed } from '@collegium/domain/my-students';

/** The needs, agreed adjustments and disclosure date of one student, read-only. */
export function LearningSupportDetails({ need }: { need: LearningSupportNeed }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        component="ul"
        aria-label="Categories"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
      >
        {need.categories.map((c) => (
          <Chip key={c} component="li" label={c} size="small" variant="outlined" />
        ))}
      </Box>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          Needs:{' '}
        </Box>
        {need.needs}
      </Typography>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          Agreed adjustments:{' '}
        </Box>
        {need.adjustments ?? 'None recorded'}
      </Typography>
      {need.disclosedOn && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Disclosed on {formatDate(need.disclosedOn, getConfig().dateFormat)}
        </Typography>
      )}
    </Box>
  );
}
