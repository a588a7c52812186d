import { MIN_PASSWORD_LENGTH } from '@collegium/domain/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { registerFormSchema, useRegister } from '../api/register.ts';
import type { RegisterFormValues } from '../api/register.ts';

// /pages/register (spec 2.1, issue 6): open an applicant account. The answer is the same
// whether or not the address already has an account; the next step is the link in the e-mail.

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirm'] as const;

export function RegisterPage() {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirm: '' },
  });

  const submit = handleSubmit((values) =>
    registration.mutateAsync(values).catch((error: unknown) => {
      // spec 8: a 422 names the field; show it there.
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      for (const d of details)
        if ((FIELDS as readonly string[]).includes(d.param))
          setError(d.param as (typeof FIELDS)[number], { message: d.message });
    }),
  );
  const fieldProblem = registration.isError && !(isApiError(registration.error) && registration.error.status === 422);

  return (
    <PublicCard width={560}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        Apply to study
      </Typography>
      {registration.isSuccess ? (
        <>
          <Alert severity="success" sx={{ mb: 2, overflowWrap: 'anywhere', '& .MuiAlert-message': { minWidth: 0 } }}>
            {registration.data.message}
          </Alert>
          <Typography sx={{ mb: 2 }}>
            Nothing there? Look in your junk mail folder, or register again to get a new link.
          </Typography>
          <Link underline="always" component={RouterLink} to="/pages/login">
            Go to sign in
          </Link>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>
            Create an account to start your application. We will send a link to your e-mail address to confirm it.
          </Typography>
          {fieldProblem && <Alert severity="error">{registration.error.message}</Alert>}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField
              label="First name"
              required
              autoComplete="given-name"
              error={!!errors.firstName}
              helperText={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              required
              autoComplete="family-name"
              error={!!errors.lastName}
              helperText={errors.lastName?.message}
              {...register('lastName')}
            />
          </Box>
          <TextField
            label="E-mail address"
            type="email"
            required
            autoComplete="email"
            error={!!errors.email}
            helperText={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            error={!!errors.password}
            helperText={
              errors.password?.message ??
              `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`
            }
            {...register('password')}
          />
          <TextField
            label="Password again"
            type="password"
            required
            autoComplete="new-password"
            error={!!errors.confirm}
            helperText={errors.confirm?.message}
            {...register('confirm')}
          />
          <AppButton type="submit" color="primary" disabled={registration.isPending}>
            {registration.isPending ? 'Sending…' : 'Create account'}
          </AppButton>
          <Typography variant="body2">
            Already registered?{' '}
            <Link underline="always" component={RouterLink} to="/pages/login">
              Sign in
            </Link>
          </Typography>
        </Box>
      )}
    </PublicCard>
  );
}
