import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Brand } from './brand.tsx';

/** A centred card for the small public pages (status, reset, not found). */
export function PublicCard({ children, width = 520 }: { children: ReactNode; width?: number }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 1.5, sm: 3 },
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: width, p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ mb: 3 }}>
          <Brand />
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
