import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@collegium/domain/user-profile';
import { useId, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useChangePassword } from '../api/profile.ts';
import { fieldMessages, generalMessage } from './field-errors.ts';

// My profile: changing my own password (the current one, then the new one twice).

export function PasswordForm({ profile }: { profile: UserProfile }) {
  const headingId = useId();
  const change = useChangePassword();
  const notify = useSnackbarStore((s) => s.notify);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const mismatch = again !== '' && again !== next;
  const errors = (param: string) => fieldMessages(change.error, param);
  const refusal = generalMessage(change.error, 'Your password could not be changed.');
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (mismatch) return;
        change
          .mutateAsync({ currentPassword: current, newPassword: next })
          .then(() => {
            setCurrent('');
            setNext('');
            setAgain('');
            notify('Your password is changed. You stay signed in here; everywhere else you are signed out.', {
              type: 'success',
            });
          })
          .catch(() => undefined);
      }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        Password
      </Typography>
      {!profile.passwordSet && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your account has no password: you sign in with your work account. Ask IT for a link to set one.
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => {
            setCurrent(e.target.value);
            change.reset();
          }}
          required
          error={errors('currentPassword').length > 0}
          helperText={errors('currentPassword').join(' ') || ' '}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => {
            setNext(e.target.value);
            change.reset();
          }}
          required
          error={errors('newPassword').length > 0}
          helperText={errors('newPassword').join(' ') || 'At least 10 characters.'}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          required
          error={mismatch}
          helperText={mismatch ? 'The two new passwords differ.' : ' '}
        />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <AppButton
            type="submit"
            disabled={change.isPending || !profile.passwordSet || current === '' || next === '' || mismatch}
          >
            Change password
          </AppButton>
        </Box>
      </Stack>
    </Paper>
  );
}
