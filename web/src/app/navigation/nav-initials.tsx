import Box from '@mui/material/Box';
import { initials } from '../../lib/navigation/nav-target.ts';

/** The text-mode mark of an entry without an icon (spec 2.7): the initials of its title. */
export function NavInitials({ title }: { title: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-testid="nav-initials"
      sx={{
        display: 'inline-block',
        width: 24,
        textAlign: 'center',
        fontSize: '0.75rem',
        fontWeight: 500,
        letterSpacing: 0.5,
      }}
    >
      {initials(title)}
    </Box>
  );
}
