import { hasPermission } from '@collegium/domain/permissions';
import SwitchAccount from '@mui/icons-material/SwitchAccount';
import { LinkButton } from './link-button.tsx';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { type LoginAsMode, useLoginAsAbility } from '../../lib/api/login-as-ability.ts';

/**
 * "Log in as" on a user's or a student's record page (issue 11): offered to holders of
 * dashboard:loginas, not while already acting as someone, and only when the server says this
 * user may act as that one. It opens /loginas/{mode}/{id} (spec 2.1), which switches and goes home.
 */
export function LoginAsButton({ mode, id, name }: { mode: LoginAsMode; id: number; name: string }) {
  const user = useSessionStore((s) => s.user);
  const asked = user !== null && user.overridingUser === null && hasPermission(user.permissions, 'dashboard:loginas');
  const ability = useLoginAsAbility(mode, id, asked);
  if (!asked || ability.data?.canLoginAs !== true) return null;
  return (
    <LinkButton
      to={`/loginas/${mode}/${id}`}
      variant="outlined"
      color="primary"
      size="small"
      startIcon={<SwitchAccount />}
    >
      Log in as {name}
    </LinkButton>
  );
}
