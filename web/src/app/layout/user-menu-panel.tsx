import AccountCircle from '@mui/icons-material/AccountCircle';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../lib/session/current-user.ts';
import { useUiStore } from '../../lib/ui-store.ts';

export interface UserMenuPanelProps {
  /** The panel's id, named by the account button's aria-controls. */
  id: string;
  user: CurrentUser;
  /** The account button while the panel is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The account menu's panel: who the user is, the theme switch and sign out. */
export function UserMenuPanel({ id, user, anchor, onClose }: UserMenuPanelProps) {
  const themeMode = useUiStore((s) => s.themeMode);
  const toggleThemeMode = useUiStore((s) => s.toggleThemeMode);
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { minWidth: 260, maxWidth: 'calc(100vw - 24px)' },
        },
      }}
    >
      <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }} noWrap>
          {user.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {user.email}
        </Typography>
      </Box>
      <Divider />
      <List dense component="div">
        <ListItemButton
          onClick={() => {
            onClose();
            void navigate('/profile');
          }}
        >
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="My profile" />
        </ListItemButton>
        <ListItemButton onClick={toggleThemeMode}>
          <ListItemIcon>
            {themeMode === 'light' ? <DarkMode fontSize="small" /> : <LightMode fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={themeMode === 'light' ? 'Use the dark theme' : 'Use the light theme'} />
        </ListItemButton>
        <ListItemButton
          onClick={() => {
            onClose();
            void navigate('/logout');
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Sign out" />
        </ListItemButton>
      </List>
    </Popover>
  );
}
