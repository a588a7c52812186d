import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoginForm } from './login-form.tsx';
import { LoginFrame } from './login-frame.tsx';

export const SYSADMIN_PATH = '/pages/sysadmin';

/** /pages/sysadmin (spec 2.1): sign-in for system administrators only. */
export function SysadminPage() {
  const navigate = useNavigate();
  useEffect(
    () => () => {
      // spec 2.1: leaving this page reloads the window, so the app starts afresh with the new
      // session. (React's development double-mount stays on this page and is not a leave.)
      if (!window.location.pathname.endsWith(SYSADMIN_PATH)) window.location.reload();
    },
    [],
  );
  return (
    <LoginFrame title="Sysadmin sign-in" intro="For system administrators of this college only.">
      <Alert severity="info" sx={{ mb: 2 }}>
        Only accounts allowed to administer the system can sign in here.
      </Alert>
      <LoginForm sysadmin submitLabel="Sign in as sysadmin" onSignedIn={() => void navigate('/', { replace: true })} />
    </LoginFrame>
  );
}
