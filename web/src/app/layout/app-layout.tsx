import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useUiStore } from '../../lib/ui-store.ts';
import { Forbidden } from '../guard/forbidden.tsx';
import { isGuardData } from '../../lib/routing/guard-loader.ts';
import { AppDrawer } from './app-drawer.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { AgreementGate } from '../../features/users/components/agreement-gate.tsx';

/**
 * The signed-in frame: drawer (permanent on wide screens, temporary below 900 px), app bar and
 * main. A route the guard refused keeps its place and shows the 403 instead of its page
 * (spec 2.2 step 4).
 */
export function AppLayout() {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const setDrawerOpen = useUiStore((s) => s.setDrawerOpen);
  const matches = useMatches();
  const guard = matches.at(-1)?.loaderData;
  const refused = isGuardData(guard) && guard.outcome === 'forbidden' ? guard : null;

  useEffect(() => {
    if (permanent) setDrawerOpen(false);
  }, [permanent, setDrawerOpen]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppDrawer permanent={permanent} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar permanent={permanent} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, maxWidth: 1400, width: '100%', '&:focus': { outline: 'none' } }}
        >
          <ImpersonationBanner />
          <AgreementGate />
          {refused ? <Forbidden title={refused.title} error={refused.error} /> : <Outlet />}
        </Box>
      </Box>
    </Box>
  );
}
