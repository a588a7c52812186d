import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import type { UserProfile } from '@collegium/domain/user-profile';
import { useId, useState } from 'react';
import { initials } from '../../../lib/navigation/nav-target.ts';
import { AppButton } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { getConfig } from '../../../lib/config.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useEndOtherSessions, useProfile, useProfilePicture, useSaveNames } from '../api/profile.ts';
import { AccountSessions } from './account-sessions.tsx';
import { fieldMessages, generalMessage } from './field-errors.ts';
import { PasswordForm } from './password-form.tsx';
// The user-profile route (spec 2.5, issue 15): any signed-in user's own name, picture, password,
// sessions and work-account link.

export function ProfileScreen() {
  const profile = useProfile();
  const acting = useSessionStore((s) => s.user?.overridingUser ?? null);
  return (
    <>
      <PageHeader title="My profile" />
      {acting && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are acting as someone else: you can read their profile but not change it.
        </Alert>
      )}
      {profile.isError ? (
        <Alert severity="error">Your profile could not be loaded.</Alert>
      ) : !profile.data ? (
        <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <NamesForm key={profile.data.version} profile={profile.data} />
          <PasswordForm profile={profile.data} />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <Sessions profile={profile.data} />
          </Box>
        </Box>
      )}
    </>
  );
}

function NamesForm({ profile }: { profile: UserProfile }) {
  const headingId = useId();
  const save = useSaveNames();
  const notify = useSnackbarStore((s) => s.notify);
  const dateFormat = getConfig().dateFormat;
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [preferredName, setPreferredName] = useState(profile.preferredName ?? '');
  const errors = (param: string) => fieldMessages(save.error, param);
  const refusal = generalMessage(save.error, 'Your name could not be saved.');
  const changed =
    firstName !== profile.firstName || lastName !== profile.lastName || preferredName !== (profile.preferredName ?? '');
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        save
          .mutateAsync({
            firstName,
            lastName,
            preferredName: preferredName.trim() === '' ? null : preferredName,
            version: profile.version,
          })
          .then(() => notify('Your name is saved.', { type: 'success' }))
          .catch(() => undefined);
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar
          src={profile.picture ?? undefined}
          alt=""
          sx={{ width: 64, height: 64, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials(profile.name).slice(0, 2)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {profile.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {profile.email}
          </Typography>
        </Box>
      </Box>
      <PictureButtons hasPicture={profile.picture !== null} />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Work account (SSO)
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {profile.ssoLinked
            ? 'Linked: you can sign in with it'
            : 'Not linked: it links itself the first time you sign in with it'}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Last signed in
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {profile.lastLoginAt ? formatDateTime(profile.lastLoginAt, dateFormat) : 'Never'}
        </Typography>
      </Box>
      <Stack spacing={2}>
        <TextField
          label="First name"
          value={firstName}
          onChange={(e) => {
            setFirstName(e.target.value);
            save.reset();
          }}
          required
          error={errors('firstName').length > 0}
          helperText={errors('firstName').join(' ') || ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Last name"
          value={lastName}
          onChange={(e) => {
            setLastName(e.target.value);
            save.reset();
          }}
          required
          error={errors('lastName').length > 0}
          helperText={errors('lastName').join(' ') || ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Preferred name"
          value={preferredName}
          onChange={(e) => {
            setPreferredName(e.target.value);
            save.reset();
          }}
          helperText={errors('preferredName').join(' ') || 'What colleagues call you, if not your first name.'}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <AppButton type="submit" disabled={!changed || save.isPending}>
            Save name
          </AppButton>
        </Box>
      </Stack>
    </Paper>
  );
}

function Sessions({ profile }: { profile: UserProfile }) {
  const end = useEndOtherSessions();
  const notify = useSnackbarStore((s) => s.notify);
  const others = profile.sessions.filter((s) => !s.current).length;
  return (
    <Stack spacing={1}>
      <AccountSessions sessions={profile.sessions} title="Where you are signed in" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          disabled={others === 0 || end.isPending}
          onClick={() =>
            end.mutate(undefined, {
              onSuccess: (r) =>
                notify(`${r.ended} other ${r.ended === 1 ? 'session' : 'sessions'} ended.`, { type: 'success' }),
            })
          }
        >
          Sign out everywhere else
        </Button>
      </Box>
    </Stack>
  );
}

/** Issue 15: upload (JPEG or PNG, re-encoded by the server like a student photo) or remove one's picture. */
function PictureButtons({ hasPicture }: { hasPicture: boolean }) {
  const picture = useProfilePicture();
  const notify = useSnackbarStore((s) => s.notify);
  const done = (message: string) => () => notify(message, { type: 'success' });
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component="label" variant="outlined" size="small" disabled={picture.isPending}>
          {hasPicture ? 'Change picture' : 'Add a picture'}
          <input
            type="file"
            accept="image/jpeg,image/png"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) picture.mutate(file, { onSuccess: done('Your picture is saved.') });
            }}
          />
        </Button>
        {hasPicture && (
          <Button
            variant="text"
            size="small"
            color="error"
            disabled={picture.isPending}
            onClick={() => picture.mutate(null, { onSuccess: done('Your picture is removed.') })}
          >
            Remove picture
          </Button>
        )}
      </Box>
      {picture.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {picture.error.message}
        </Alert>
      )}
    </Box>
  );
}
