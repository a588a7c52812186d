import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getConfig } from '../../lib/config.ts';

/** The college's name with the product mark, at the top of the drawer and public pages. */
export function Brand({ inverse = false, mini = false }: { inverse?: boolean; mini?: boolean }) {
  const name = getConfig().collegeName;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0, color: inverse ? '#fff' : 'text.primary' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          p: 0.75,
          borderRadius: 2,
          bgcolor: inverse ? 'rgba(255,255,255,.14)' : 'primary.main',
          color: inverse ? '#fff' : 'primary.contrastText',
        }}
      >
        <School fontSize="small" />
      </Box>
      {!mini && (
        // Issue 19: a long college name wraps onto a second line rather than being cut off.
        <Typography
          component="span"
          variant="h6"
          sx={{ fontWeight: 500, fontSize: '1.05rem', lineHeight: 1.25, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}
