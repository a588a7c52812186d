import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { initials } from '../../lib/navigation/nav-target.ts';

// The panel (a popover with its modal, transitions and list) is fetched when the pointer or the
// focus reaches the account button, not with the signed-in shell (issue 19: initial JS budget).
const loadPanel = () => import('./user-menu-panel.tsx');
const UserMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.UserMenuPanel })));

/** The signed-in user's menu: who they are, the theme switch and sign out. */
export function UserMenu() {
  const user = useSessionStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing plays the popover's exit transition.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  if (user === null) return null;
  const open = anchor !== null;
  const prefetch = () => void loadPanel().catch(() => undefined);
  return (
    <>
      <IconButton
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={`Account menu for ${user.name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.picture ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.9rem' }}
        >
          {initials(user.name).slice(0, 2)}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuPanel id={panelId} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
