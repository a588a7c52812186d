import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useNavigation } from 'react-router';
import { useUiStore } from '../../lib/ui-store.ts';
import { UserMenu } from './user-menu.tsx';

/** The app bar: menu button on small screens, the page title (spec 2.2 step 5), the user menu. */
export function TopBar({ permanent }: { permanent: boolean }) {
  const title = useUiStore((s) => s.pageTitle);
  const setDrawerOpen = useUiStore((s) => s.setDrawerOpen);
  const navigating = useNavigation().state !== 'idle';
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
        <LinearProgress
          aria-label="Loading the page"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
        />
      )}
    </AppBar>
  );
}
