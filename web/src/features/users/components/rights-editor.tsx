import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { malformedPermissions } from '@collegium/domain/permission-strings';
import { missingRights } from '@collegium/domain/permission-subset';
import { splitPermissions } from '@collegium/domain/permissions';
import type { UserAccount } from '@collegium/domain/user-accounts';
import { useId, useMemo, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useChangeRights } from '../api/account-actions.ts';
import { useAllRoles } from '../api/get-all-roles.ts';
import { fieldMessages, generalMessage } from './field-errors.ts';
import { PermissionPreview } from './permission-preview.tsx';

/**
 * Issue 15: an account's roles and direct permissions, set together, with the menu the account
 * would then see. A role holding a right the editor lacks cannot be ticked.
 */
export function RightsEditor({ account }: { account: UserAccount }) {
  const headingId = useId();
  const mine = usePermissions();
  const roles = useAllRoles();
  const change = useChangeRights(String(account.id));
  const notify = useSnackbarStore((s) => s.notify);
  const [chosen, setChosen] = useState<number[]>(account.roles.map((r) => r.id));
  const [direct, setDirect] = useState(account.directPermissions);
  const editable = account.abilities.manage;

  const after = useMemo(() => {
    const fromRoles = (roles.data ?? [])
      .filter((r) => chosen.includes(r.id))
      .flatMap((r) => splitPermissions(r.permissions));
    return [...new Set([...fromRoles, ...splitPermissions(direct.toLowerCase())])];
  }, [roles.data, chosen, direct]);
  const malformed = malformedPermissions(direct.toLowerCase());
  const notMine = missingRights(
    mine,
    splitPermissions(direct.toLowerCase()).filter((p) => !malformed.includes(p)),
  );
  const changed =
    direct !== account.directPermissions ||
    [...chosen].sort().join() !==
      account.roles
        .map((r) => r.id)
        .sort()
        .join();
  const directErrors =
    malformed.length > 0 ? [`Not a permission: ${malformed.join(', ')}.`] : fieldMessages(change.error, 'permissions');
  const refusal = generalMessage(change.error, 'The rights could not be saved.');

  const toggle = (id: number, on: boolean) => {
    setChosen((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
    change.reset();
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
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          Roles and permissions
        </Typography>
        <Stack spacing={2}>
          <FormGroup aria-label="Roles">
            {(roles.data ?? []).map((role) => {
              const lacking = missingRights(mine, splitPermissions(role.permissions));
              const held = chosen.includes(role.id);
              return (
                <FormControlLabel
                  key={role.id}
                  control={
                    <Checkbox
                      checked={held}
                      onChange={(e) => toggle(role.id, e.target.checked)}
                      disabled={!editable || (lacking.length > 0 && !held)}
                    />
                  }
                  label={
                    <span>
                      {role.name}
                      {lacking.length > 0 && (
                        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                          {' '}
                          (holds rights you do not: {lacking.slice(0, 3).join(', ')}
                          {lacking.length > 3 ? '…' : ''})
                        </Typography>
                      )}
                    </span>
                  }
                />
              );
            })}
          </FormGroup>
          <TextField
            label="Direct permissions"
            value={direct}
            onChange={(e) => {
              setDirect(e.target.value);
              change.reset();
            }}
            fullWidth
            multiline
            minRows={2}
            disabled={!editable}
            error={directErrors.length > 0}
            helperText={directErrors.join(' ') || 'Granted on top of the roles, space-separated.'}
            slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false, autoCapitalize: 'none' } }}
          />
          {notMine.length > 0 && (
            <Alert severity="warning">You cannot grant rights you do not hold yourself: {notMine.join(', ')}.</Alert>
          )}
          {refusal && <Alert severity="error">{refusal}</Alert>}
          {editable && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <AppButton
                disabled={!changed || change.isPending || malformed.length > 0 || notMine.length > 0}
                onClick={() =>
                  change
                    .mutateAsync({ roleIds: chosen, permissions: direct, version: account.version })
                    .then(() => notify('Rights saved. They apply from the account’s next click.', { type: 'success' }))
                    .catch(() => undefined)
                }
              >
                Save rights
              </AppButton>
            </Box>
          )}
        </Stack>
      </Paper>
      <PermissionPreview permissions={after} title="What this account opens" />
    </Box>
  );
}
