import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { assetUrl, getConfig } from '../../lib/config.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { NavMenu } from '../navigation/nav-menu.tsx';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../theme/create-app-theme.ts';
import { Brand } from '../../components/layout/brand.tsx';
import { useNavEntries } from '../../hooks/use-menu.ts';

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
  const close = () => setDrawerOpen(false);

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
        <Drawer variant="permanent" open slotProps={{ paper: { sx: paperSx } }}>
          {content}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={close}
          ModalProps={{ keepMounted: false }}
          slotProps={{ paper: { 'aria-label': 'Main menu', sx: { ...paperSx, width: SIDEBAR_WIDTH } } }}
        >
          {content}
        </Drawer>
      )}
    </Box>
  );
}
