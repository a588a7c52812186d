import { MIN_PASSWORD_LENGTH } from '@collegium/domain/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { resetPasswordSchema, useResetPassword, useResetToken } from '../api/reset-password.ts';
import type { ResetPasswordValues } from '../api/reset-password.ts';

const SIGN_IN = (
  <Link component={RouterLink} to="/pages/login">
    Go to sign in
  </Link>
);

/** The message for a failed reset call: 410 means the link is no good any more. */
function problem(error: unknown): string {
  if (isApiError(error) && error.status === 410) {
    return 'This link is no longer valid: it has been used or has expired. Ask an administrator for a new one.';
  }
  return error instanceof Error ? error.message : String(error);
}

/** /pages/reset/:token: choose a new password from a reset link. */
export function ResetPasswordPage() {
  const token = useParams().token ?? '';
  const info = useResetToken(token);
  const reset = useResetPassword(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit((values) =>
    reset.mutateAsync(values).catch((error: unknown) => {
      // spec 8: a 422 names the field; show it there.
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      for (const d of details) if (d.param === 'password') setError('password', { message: d.message });
    }),
  );

  let body;
  if (info.isPending) {
    body = <CircularProgress aria-label="Checking the link" />;
  } else if (info.isError) {
    body = (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem(info.error)}
        </Alert>
        {SIGN_IN}
      </>
    );
  } else if (reset.isSuccess) {
    body = (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          Your password has been changed. You can now sign in with it.
        </Alert>
        {SIGN_IN}
      </>
    );
  } else {
    body = (
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>
          For <strong>{info.data.name}</strong> ({info.data.email}).
        </Typography>
        {reset.isError && !(isApiError(reset.error) && reset.error.status === 422) && (
          <Alert severity="error">{problem(reset.error)}</Alert>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password !== undefined}
          helperText={
            errors.password?.message ??
            `At least ${MIN_PASSWORD_LENGTH} characters, not a common one. A few unrelated words make a strong one.`
          }
          {...register('password')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm !== undefined}
          helperText={errors.confirm?.message}
          {...register('confirm')}
        />
        <AppButton type="submit" color="primary" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save the new password'}
        </AppButton>
      </Box>
    );
  }

  return (
    <PublicCard>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Choose a new password
      </Typography>
      {body}
    </PublicCard>
  );
}
