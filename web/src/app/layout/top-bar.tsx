import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useUiStore } from '../../lib/ui-store.ts';
import { UserMenu } from './user-menu.tsx';

// The progress bar is fetched once the bar has drawn, ready for the first navigation, not with the
// shell (issue 19: initial JS budget).
const loadProgress = () => import('./navigation-progress.tsx');
const NavigationProgress = lazy(() => loadProgress().then((m) => ({ default: m.NavigationProgress })));

/** The app bar: menu button on small screens, the page title (spec 2.2 step 5), the user menu. */
export function TopBar({ permanent }: { permanent: boolean }) {
  const title = useUiStore((s) => s.pageTitle);
  const setDrawerOpen = useUiStore((s) => s.setDrawerOpen);
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => void loadProgress().catch(() => undefined), []);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {!permanent && (
          <IconButton edge="start" aria-label="Open the menu" onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component="div"
          variant="h6"
          noWrap
          sx={{ flexGrow: 1, fontSize: '1.1rem' }}
          data-testid="app-bar-title"
        >
          {title}
        </Typography>
        <UserMenu />
      </Toolbar>
      {navigating && (
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
      )}
    </AppBar>
  );
}
