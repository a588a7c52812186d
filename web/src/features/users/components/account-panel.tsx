import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import type { UserAccount } from '@collegium/domain/user-accounts';
import { useId, useState } from 'react';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { getConfig } from '../../../lib/config.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useEndSessions, useSendReset, useSetStatus } from '../api/account-actions.ts';
import { AccountSessions } from './account-sessions.tsx';
import { RightsEditor } from './rights-editor.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Issue 15: the account tab of a user's record: status, sign-in, actions, rights and sessions. */
export function AccountPanel({ account }: { account: UserAccount }) {
  const headingId = useId();
  const dateFormat = getConfig().dateFormat;
  const id = String(account.id);
  const notify = useSnackbarStore((s) => s.notify);
  const notifyError = useSnackbarStore((s) => s.notifyError);
  const status = useSetStatus(id);
  const sessions = useEndSessions(id);
  const reset = useSendReset(id);
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);
  const [resetLink, setResetLink] = useState<string | null>(null);
  const failed = (fallback: string) => (error: unknown) => notifyError(isApiError(error) ? error.message : fallback);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id={headingId} component="h2" variant="h6">
            Account
          </Typography>
          <StatusChip
            label={account.active ? 'Active' : 'Deactivated'}
            colour={account.active ? 'success' : 'danger'}
          />
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            m: 0,
          }}
        >
          <Fact label="Sign-in e-mail">{account.email}</Fact>
          <Fact label="Password">{account.passwordSet ? 'Set' : 'None yet'}</Fact>
          <Fact label="Work account (SSO)">{account.ssoLinked ? 'Linked' : 'Not linked'}</Fact>
          <Fact label="Last signed in">
            {account.lastLoginAt ? formatDateTime(account.lastLoginAt, dateFormat) : 'Never'}
          </Fact>
        </Box>
        {account.abilities.manage ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button
              variant="outlined"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: (r) => {
                    setResetLink(r.link);
                    notify(`A password reset link was e-mailed to ${account.email}.`, { type: 'success' });
                  },
                  onError: failed('The reset link could not be sent.'),
                })
              }
            >
              Send password reset
            </Button>
            <Button
              variant="outlined"
              disabled={sessions.isPending || account.sessions.length === 0}
              onClick={() =>
                sessions.mutate(undefined, {
                  onSuccess: () => notify('Every session of this account has ended.', { type: 'success' }),
                  onError: failed('The sessions could not be ended.'),
                })
              }
            >
              End all sessions
            </Button>
            {account.active ? (
              <Button variant="outlined" color="error" onClick={() => setConfirmDeactivate(true)}>
                Deactivate
              </Button>
            ) : (
              <Button
                variant="outlined"
                disabled={status.isPending}
                onClick={() =>
                  status.mutate('reactivate', {
                    onSuccess: () => notify('The account is active again.', { type: 'success' }),
                    onError: failed('The account could not be reactivated.'),
                  })
                }
              >
                Reactivate
              </Button>
            )}
          </Box>
        ) : (
          account.abilities.reason && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {account.abilities.reason}
            </Alert>
          )
        )}
        {resetLink && (
          <Alert severity="success" sx={{ mt: 2, overflowWrap: 'anywhere' }} onClose={() => setResetLink(null)}>
            Reset link (also e-mailed, valid 24 hours): {window.location.origin}
            {resetLink}
          </Alert>
        )}
      </Paper>
      <RightsEditor key={account.version} account={account} />
      <AccountSessions sessions={account.sessions} />
      <Dialog
        open={confirmDeactivate}
        onClose={() => setConfirmDeactivate(false)}
        aria-labelledby={`${headingId}-deactivate`}
      >
        <DialogTitle id={`${headingId}-deactivate`}>Deactivate {account.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            They are signed out everywhere at once and cannot sign in until the account is reactivated.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDeactivate(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={status.isPending}
            onClick={() =>
              status.mutate('deactivate', {
                onSuccess: () => {
                  setConfirmDeactivate(false);
                  notify('The account is deactivated and every session has ended.', { type: 'success' });
                },
                onError: (error) => {
                  setConfirmDeactivate(false);
                  failed('The account could not be deactivated.')(error);
                },
              })
            }
          >
            Deactivate
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
