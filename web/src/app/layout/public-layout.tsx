import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** The frame of the signed-out pages: one main landmark, no drawer. */
export function PublicLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
