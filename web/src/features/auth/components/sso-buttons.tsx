import Login from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { getConfig } from '../../../lib/config.ts';

/** spec 2.1: one single-sign-on link per configured provider, to the browser route /auth/<key>. */
export function SsoButtons() {
  const providers = getConfig().ssoProviders;
  if (providers.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 3 }}>
      <Divider>or</Divider>
      {providers.map((p) => (
        <Button
          key={p.key}
          variant="outlined"
          size="large"
          href={`/auth/${encodeURIComponent(p.key)}`}
          startIcon={<Login />}
          sx={{ borderRadius: 999 }}
        >
          Sign in with {p.name}
        </Button>
      ))}
    </Box>
  );
}
