import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type FormEvent, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { LabelledInput } from '../../../components/ui/labelled-input.tsx';
import { preloadSignedIn } from '../../../lib/routing/signed-in-preload.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import type { SessionError } from '../../../lib/session/session-error.ts';

// spec 2.1, 7.1: sign-in with e-mail and password. Field problems show next to the field and in
// the GOV.UK error summary at the top (issue 19), whose links lead to the fields; the server's answer shows in an alert as a sentence (issue 19: never "401 · Needs authentication"),
// with details joined by line breaks (spec 8). Every message clears on the next attempt.
// Validated by hand, not with react-hook-form and zod: the sign-in page is the first page most
// people load, and those libraries are a fifth of its JavaScript (issue 19: initial JS budget).

export interface LoginValues {
  email: string;
  password: string;
}

type FieldErrors = Partial<Record<keyof LoginValues, string>>;

// The inputs' ids: the error summary's links lead to them.
const FIELD_IDS: Readonly<Record<keyof LoginValues, string>> = { email: 'login-email', password: 'login-password' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problems of the fields before anything is sent (an empty object when there are none). */
export function checkLogin(values: LoginValues): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'Enter your e-mail address.';
  else if (!EMAIL.test(email)) errors.email = 'Enter a valid e-mail address.';
  if (values.password === '') errors.password = 'Enter your password.';
  return errors;
}

// Statuses whose own heading says more than the message; otherwise the message is the sentence.
const ALERT_TITLES: Readonly<Record<number, string>> = { 423: 'Account locked', 429: 'Too many attempts' };

/** The sentence the alert shows for a failed sign-in. */
export function loginFailureSentence(error: SessionError): string {
  if (error.code === false) return 'The college server could not be reached. Check your connection and try again.';
  if (error.code === 401 && !error.message) return 'The e-mail or password is not right.';
  return error.message || 'Signing in did not work. Try again in a moment.';
}

export interface LoginFormProps {
  /** Sysadmin sign-in (posts sysadmin: true). */
  sysadmin?: boolean;
  submitLabel?: string;
  /** Where the user goes after sign-in: its screen and the shell are fetched while the request runs. */
  goingTo?: string;
  onSignedIn: () => void;
}

export function LoginForm({ sysadmin = false, submitLabel = 'Sign in', goingTo, onSignedIn }: LoginFormProps) {
  const login = useSessionStore((s) => s.login);
  const status = useSessionStore((s) => s.status);
  const error = useSessionStore((s) => s.error);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [attempts, setAttempts] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const problems = checkLogin(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    if (goingTo !== undefined) preloadSignedIn(goingTo);
    const payload = { email: values.email.trim(), password: values.password };
    const ok = await login(sysadmin ? { ...payload, sysadmin: true } : payload);
    setSubmitting(false);
    if (ok) onSignedIn();
  };

  const serverField = (name: keyof LoginValues) => (status === 'error' ? error?.fields[name] : undefined);
  const fieldError = (name: keyof LoginValues) => errors[name] ?? serverField(name);
  const field = (name: keyof LoginValues) => ({
    id: FIELD_IDS[name],
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: fieldError(name),
  });
  const problems = (['email', 'password'] as const).flatMap((name) => {
    const message = fieldError(name);
    return message ? [{ fieldId: FIELD_IDS[name], message }] : [];
  });
  const title = status === 'error' && error !== null && error.code !== false ? ALERT_TITLES[error.code] : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ErrorSummary problems={problems} attempt={attempts} />
      {status === 'error' && error !== null && !submitting && problems.length === 0 && (
        <Alert
          severity="error"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}
        >
          {title && <AlertTitle>{title}</AlertTitle>}
          {error.details || loginFailureSentence(error)}
        </Alert>
      )}
      <LabelledInput
        label="E-mail address"
        type="email"
        autoComplete={sysadmin ? 'off' : 'username'}
        required
        {...field('email')}
      />
      <LabelledInput label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <AppButton
        type="submit"
        size="large"
        color="primary"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        {submitting ? 'Signing in…' : submitLabel}
      </AppButton>
    </Box>
  );
}
