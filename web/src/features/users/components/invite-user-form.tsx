import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { missingRights } from '@collegium/domain/permission-subset';
import { splitPermissions } from '@collegium/domain/permissions';
import type { InviteResult } from '@collegium/domain/user-accounts';
import { useMemo, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { useAllRoles } from '../api/get-all-roles.ts';
import { useInviteUser } from '../api/invite-user.ts';
import { fieldMessages, generalMessage } from './field-errors.ts';
import { PermissionPreview } from './permission-preview.tsx';

/**
 * Issue 15: a new staff account with its roles: invited by e-mail to set a password, or for the
 * work account only (matched by this address on its first single sign-on).
 */
export function InviteUserForm({ onCreated }: { onCreated: (result: InviteResult) => void }) {
  const mine = usePermissions();
  const roles = useAllRoles();
  const invite = useInviteUser();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [signIn, setSignIn] = useState<'password' | 'sso'>('password');
  const [chosen, setChosen] = useState<number[]>([]);
  const granted = useMemo(
    () => [
      ...new Set(
        (roles.data ?? []).filter((r) => chosen.includes(r.id)).flatMap((r) => splitPermissions(r.permissions)),
      ),
    ],
    [roles.data, chosen],
  );
  const errors = (param: string) => fieldMessages(invite.error, param);
  const refusal = generalMessage(invite.error, 'The account could not be created.');
  const field = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    invite.reset();
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        component="form"
        aria-label="New user"
        sx={{ p: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          invite
            .mutateAsync({ firstName, lastName, email, roleIds: chosen, signIn })
            .then(onCreated)
            .catch(() => undefined);
        }}
      >
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="First name"
              value={firstName}
              onChange={field(setFirstName)}
              required
              error={errors('firstName').length > 0}
              helperText={errors('firstName').join(' ') || ' '}
            />
            <TextField
              label="Last name"
              value={lastName}
              onChange={field(setLastName)}
              required
              error={errors('lastName').length > 0}
              helperText={errors('lastName').join(' ') || ' '}
            />
          </Box>
          <TextField
            label="Sign-in e-mail"
            type="email"
            value={email}
            onChange={field(setEmail)}
            required
            error={errors('email').length > 0}
            helperText={errors('email').join(' ') || ' '}
          />
          <FormControl>
            <FormLabel id="invite-sign-in">How they sign in</FormLabel>
            <RadioGroup
              aria-labelledby="invite-sign-in"
              value={signIn}
              onChange={(e) => setSignIn(e.target.value as 'password' | 'sso')}
            >
              <FormControlLabel value="password" control={<Radio />} label="E-mail them a link to choose a password" />
              <FormControlLabel
                value="sso"
                control={<Radio />}
                label="Work account only (single sign-on with this address)"
              />
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">Roles</FormLabel>
            <FormGroup>
              {(roles.data ?? []).map((role) => {
                const lacking = missingRights(mine, splitPermissions(role.permissions));
                return (
                  <FormControlLabel
                    key={role.id}
                    control={
                      <Checkbox
                        checked={chosen.includes(role.id)}
                        disabled={lacking.length > 0}
                        onChange={(e) =>
                          setChosen((list) =>
                            e.target.checked ? [...list, role.id] : list.filter((x) => x !== role.id),
                          )
                        }
                      />
                    }
                    label={lacking.length > 0 ? `${role.name} (holds rights you do not)` : role.name}
                  />
                );
              })}
            </FormGroup>
          </FormControl>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <AppButton type="submit" disabled={invite.isPending}>
              {signIn === 'password' ? 'Create and send invitation' : 'Create account'}
            </AppButton>
          </Box>
        </Stack>
      </Paper>
      <PermissionPreview permissions={granted} title="What this account will open" />
    </Box>
  );
}
