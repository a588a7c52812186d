import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { getConfig } from '../../../lib/config.ts';
import { safeRedirect } from '../safe-redirect.ts';
import { LoginForm } from './login-form.tsx';
import { LoginFrame } from './login-frame.tsx';

// Single sign-on is configured by few colleges: its buttons load only where there are providers.
const SsoButtons = lazy(() => import('./sso-buttons.tsx').then((m) => ({ default: m.SsoButtons })));

/** /pages/login (spec 2.1): after sign-in, back to the page first asked for, or /. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goingTo = safeRedirect(params.get('redirect'));
  return (
    <LoginFrame title="Sign in" intro="Use your college e-mail address and password.">
      <LoginForm goingTo={goingTo} onSignedIn={() => void navigate(goingTo, { replace: true })} />
      {getConfig().ssoProviders.length > 0 && (
        <Suspense fallback={null}>
          <SsoButtons />
        </Suspense>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        New to the college?{' '}
        <Link component={RouterLink} to="/pages/register" underline="always">
          Apply to study
        </Link>
      </Typography>
    </LoginFrame>
  );
}
