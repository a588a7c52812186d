import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { assetUrl, getConfig } from '../../lib/config.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { NavMenu } from '../navigation/nav-menu.tsx';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../theme/create-app-theme.ts';
import { Brand } from '../../components/layout/brand.tsx';
import { useNavEntries } from '../../hooks/use-menu.ts';

// The sliding drawer of small screens (MUI's Drawer with its modal, focus trap and transition) is
// fetched after the shell has drawn, and only on small screens; wide screens draw the sidebar as a
// plain fixed column (issue 19: initial JS budget).
const loadMobileDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(() => loadMobileDrawer().then((m) => ({ default: m.MobileDrawer })));

export interface AppDrawerProps {
  /** Wide screens keep the drawer in place; small ones slide it over the page. */
  permanent: boolean;
}

/** The sidebar: the bar image under the bar colour (spec 3, 9) and the permission-filtered menu. */
export function AppDrawer({ permanent }: AppDrawerProps) {
  const entries = useNavEntries();
  const { barColour, barImage, drawerOpen, drawerMini, setDrawerOpen, toggleDrawerMini } = useUiStore();
  const mini = permanent && drawerMini;
  const width = mini ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH;
  const image = assetUrl(barImage ?? getConfig().sidebarImage);
  const close = useCallback(() => setDrawerOpen(false), [setDrawerOpen]);
  // Mounted from the first opening on, so that closing plays the slide out.
  const [opened, setOpened] = useState(false);
  if (drawerOpen && !opened) setOpened(true);
  useEffect(() => {
    if (!permanent) void loadMobileDrawer().catch(() => undefined);
  }, [permanent]);

  // The whole drawer is the navigation landmark, so nothing in it sits outside a landmark.
  const content = (
    <Box component="nav" aria-label="Main menu" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'space-between',
          px: 2,
          py: 1,
          minHeight: 64,
        }}
      >
        <Brand inverse mini={mini} />
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <NavMenu entries={entries} mini={mini} onNavigate={permanent ? undefined : close} />
        {entries.length === 0 && !mini && (
          <Typography variant="body2" sx={{ px: 3, py: 2, color: 'rgba(255,255,255,.85)' }}>
            Your pages appear here as they become available.
          </Typography>
        )}
      </Box>
      {permanent && (
        <Box sx={{ display: 'flex', justifyContent: mini ? 'center' : 'flex-end', p: 1 }}>
          <IconButton
            onClick={toggleDrawerMini}
            aria-label={mini ? 'Expand the menu' : 'Collapse the menu'}
            sx={{ color: '#fff' }}
          >
            {mini ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
        </Box>
      )}
    </Box>
  );

  const paperSx = {
    width,
    boxSizing: 'border-box',
    border: 0,
    color: '#fff',
    // The bar colour lies over the bar image; the plain colour under both keeps text readable
    // while the image loads (and for contrast checkers that cannot see images).
    backgroundColor: '#1b1d22',
    backgroundImage: `linear-gradient(${barColour}, ${barColour}), url("${image}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    transition: 'width 200ms',
    overflowX: 'hidden',
  } as const;

  return (
    <Box sx={{ width: permanent ? width : 0, flexShrink: 0, transition: 'width 200ms' }}>
      {permanent ? (
        <Box sx={{ ...paperSx, ...dockedSx }}>{content}</Box>
      ) : (
        opened && (
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onClose={close} paperSx={{ ...paperSx, width: SIDEBAR_WIDTH }}>
              {content}
            </MobileDrawer>
          </Suspense>
        )
      )}
    </Box>
  );
}

/** Where MUI's permanent drawer puts its paper: fixed at the left, the full height, above the page. */
const dockedSx = {
  position: 'fixed',
  top: 0,
  left: 0,
  height: '100%',
  zIndex: 'drawer',
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
} as const;
