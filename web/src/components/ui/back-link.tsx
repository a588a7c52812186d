import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import { type CameFrom, useCameFrom } from '../../lib/navigation/came-from.ts';
import { LinkButton } from './link-button.tsx';

// Issue 19: the one back link of record pages, always in the same place (above the page's
// header, on the left): to the page the user came from (came-from.ts), else to the fallback (the
// record's list). A page with no fallback (a list) shows one only when a link said where it came
// from (a report's figure).

export function BackLink({ fallback, explicitOnly = false }: { fallback?: CameFrom | null; explicitOnly?: boolean }) {
  const cameFrom = useCameFrom(explicitOnly);
  const target = cameFrom ?? fallback ?? null;
  if (!target) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <LinkButton
        to={target.path}
        state={target.state}
        variant="outlined"
        color="primary"
        size="small"
        startIcon={<ArrowBack />}
      >
        {target.label}
      </LinkButton>
    </Box>
  );
}
