import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppButton } from '../../../components/ui/button.tsx';
import { useSessionStore } from '../../../lib/session/session-store.ts';

// spec 2.1, 7.1: sign-in with e-mail and password. Field problems show next to the field; the
// server's answer shows in an alert with its status, and details joined by line breaks (spec 8).

const loginSchema = z.object({
  /** The account's e-mail address. */
  email: z.string().trim().min(1, 'Enter your e-mail address.').pipe(z.email('Enter a valid e-mail address.')),
  /** The account's password (checked by the server only). */
  password: z.string().min(1, 'Enter your password.'),
});

export type LoginValues = z.infer<typeof loginSchema>;

// Statuses the spec 8 status texts do not name; the server's message says the rest (until when).
const ALERT_TITLES: Readonly<Record<number, string>> = { 423: 'Account locked', 429: 'Too many attempts' };

function alertTitle(code: number | false, statusMessage: string): string {
  if (code === false) return statusMessage;
  return ALERT_TITLES[code] ?? `${code} · ${statusMessage}`;
}

export interface LoginFormProps {
  /** Sysadmin sign-in (posts sysadmin: true). */
  sysadmin?: boolean;
  submitLabel?: string;
  onSignedIn: () => void;
}

export function LoginForm({ sysadmin = false, submitLabel = 'Sign in', onSignedIn }: LoginFormProps) {
  const login = useSessionStore((s) => s.login);
  const status = useSessionStore((s) => s.status);
  const error = useSessionStore((s) => s.error);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    const ok = await login(sysadmin ? { ...values, sysadmin: true } : values);
    if (ok) onSignedIn();
  });

  const serverField = (name: keyof LoginValues) => (status === 'error' ? error?.fields[name] : undefined);
  const fieldError = (name: keyof LoginValues) => errors[name]?.message ?? serverField(name);

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {status === 'error' && error !== null && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}>
          <AlertTitle>{alertTitle(error.code, error.statusMessage)}</AlertTitle>
          {error.details || error.message}
        </Alert>
      )}
      <TextField
        label="E-mail address"
        type="email"
        autoComplete={sysadmin ? 'off' : 'username'}
        required
        fullWidth
        error={fieldError('email') !== undefined}
        helperText={fieldError('email')}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        error={fieldError('password') !== undefined}
        helperText={fieldError('password')}
        {...register('password')}
      />
      <AppButton
        type="submit"
        size="large"
        color="primary"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        {isSubmitting ? 'Signing in…' : submitLabel}
      </AppButton>
    </Box>
  );
}
