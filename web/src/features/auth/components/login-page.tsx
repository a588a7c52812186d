import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../safe-redirect.ts';
import { LoginForm } from './login-form.tsx';
import { LoginFrame } from './login-frame.tsx';
import { SsoButtons } from './sso-buttons.tsx';

// The single sign-on buttons come with the page, not after it: loaded later, they grew the
// vertically centred form and could move the Sign in button away from under the pointer.

/** /pages/login (spec 2.1): after sign-in, back to the page first asked for, or /. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goingTo = safeRedirect(params.get('redirect'));
  return (
    <LoginFrame title="Sign in" intro="Use your college e-mail address and password.">
      <LoginForm goingTo={goingTo} onSignedIn={() => void navigate(goingTo, { replace: true })} />
      <SsoButtons />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        New to the college?{' '}
        <Link component={RouterLink} to="/pages/register" underline="always">
          Apply to study
        </Link>
      </Typography>
    </LoginFrame>
  );
}
