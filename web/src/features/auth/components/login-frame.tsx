import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/layout/brand.tsx';
import { assetUrl, getConfig } from '../../../lib/config.ts';

export const LOGIN_IMAGE = 'login.jpg';

/** The sign-in pages: the login image beside (or, on phones, above) the form (spec 2.1). */
export function LoginFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const { collegeName } = getConfig();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' } }}>
      <Box sx={{ position: 'relative', minHeight: { xs: 120, md: '100vh' }, overflow: 'hidden', bgcolor: '#1d2a3a' }}>
        <Box
          component="img"
          src={assetUrl(LOGIN_IMAGE)}
          alt=""
          // Preloaded with the HTML (server/src/web/spa-routes.ts): the page's largest paint.
          fetchPriority="high"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <Box
          sx={{
            // On phones the brand above the form already names the college.
            display: { xs: 'none', md: 'block' },
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            p: { xs: 2, md: 5 },
            color: '#fff',
            background: 'linear-gradient(transparent, rgba(8,14,24,.85))',
          }}
        >
          <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 500 }}>
            {collegeName}
          </Typography>
          <Typography component="p" sx={{ opacity: 0.9 }}>
            Administration and student portal
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ width: '100%', maxWidth: 400 }}>
          <Box sx={{ mb: 4 }}>
            <Brand />
          </Box>
          <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
