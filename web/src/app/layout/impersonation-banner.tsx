import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session/session-store.ts';

/** spec 1, 3: while acting as another user, say so and offer the way back in one click. */
export function ImpersonationBanner() {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  if (!user?.overridingUser) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => void navigate('/cancel-loginas')}>
          Return to my account
        </Button>
      }
    >
      You are acting as <strong>{user.name}</strong>. You signed in as {user.overridingUser.name}.
    </Alert>
  );
}
