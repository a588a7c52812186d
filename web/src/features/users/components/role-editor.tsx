import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { malformedPermissions } from '@collegium/domain/permission-strings';
import { missingRights } from '@collegium/domain/permission-subset';
import { splitPermissions } from '@collegium/domain/permissions';
import { useMemo, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import type { EntityRecord } from '../../../lib/entity/get-entity-record.ts';
import { useSaveEntityRecord } from '../../../lib/entity/save-entity-record.ts';
import { fieldMessages, generalMessage } from './field-errors.ts';
import { PermissionPreview } from './permission-preview.tsx';

/**
 * Issue 15: a role's name, description and permissions, with what the role would then open shown
 * beside them as you type. Rights the editor does not hold are pointed out before saving; the
 * server refuses them whatever this screen says.
 */
export function RoleEditor({ role, onSaved }: { role: EntityRecord | null; onSaved: (saved: EntityRecord) => void }) {
  const mine = usePermissions();
  const notify = useSnackbarStore((s) => s.notify);
  const save = useSaveEntityRecord('roles');
  const [name, setName] = useState(String(role?.name ?? ''));
  const [description, setDescription] = useState(String(role?.description ?? ''));
  const [permissions, setPermissions] = useState(String(role?.permissions ?? ''));
  const list = useMemo(() => splitPermissions(permissions.toLowerCase()), [permissions]);
  const malformed = malformedPermissions(permissions.toLowerCase());
  const lockedBy = role ? missingRights(mine, splitPermissions(String(role.permissions ?? ''))) : [];
  const notMine = missingRights(
    mine,
    list.filter((p) => !malformed.includes(p)),
  );
  const changed =
    name !== String(role?.name ?? '') ||
    description !== String(role?.description ?? '') ||
    permissions !== String(role?.permissions ?? '');

  const edit = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    save.reset();
  };
  const nameErrors = fieldMessages(save.error, 'name');
  const permissionErrors =
    malformed.length > 0
      ? [`Not a permission: ${malformed.join(', ')}. Write area:action, e.g. students:view or leads:*.`]
      : fieldMessages(save.error, 'permissions');
  const refusal = generalMessage(save.error, 'The role could not be saved.');

  const submit = () =>
    save
      .mutateAsync({
        ...(role ? { id: String(role.id), version: role.version } : {}),
        values: { name, description: description.trim() === '' ? null : description, permissions },
      })
      .then((saved) => {
        notify(`Role “${String(saved.name)}” saved. Everyone holding it has its rights from their next click.`, {
          type: 'success',
        });
        onSaved(saved);
      })
      .catch(() => undefined);

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
        aria-label="Role"
        sx={{ p: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2}>
          {lockedBy.length > 0 && (
            <Alert severity="info">
              This role holds rights you do not have ({lockedBy.join(', ')}), so only someone who holds them can change
              it.
            </Alert>
          )}
          <TextField
            label="Name"
            value={name}
            onChange={edit(setName)}
            required
            fullWidth
            error={nameErrors.length > 0}
            helperText={nameErrors.join(' ') || ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            disabled={lockedBy.length > 0}
          />
          <TextField
            label="Description"
            value={description}
            onChange={edit(setDescription)}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            disabled={lockedBy.length > 0}
          />
          <TextField
            label="Permissions"
            value={permissions}
            onChange={edit(setPermissions)}
            required
            fullWidth
            multiline
            minRows={4}
            error={permissionErrors.length > 0}
            helperText={
              permissionErrors.join(' ') ||
              'Space-separated, e.g. dashboard:view students:view leads:*. A level left off means all of it.'
            }
            slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false, autoCapitalize: 'none' } }}
            disabled={lockedBy.length > 0}
          />
          {notMine.length > 0 && lockedBy.length === 0 && (
            <Alert severity="warning">You cannot grant rights you do not hold yourself: {notMine.join(', ')}.</Alert>
          )}
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
            {role && (
              <Button
                disabled={!changed || save.isPending}
                onClick={() => {
                  setName(String(role.name ?? ''));
                  setDescription(String(role.description ?? ''));
                  setPermissions(String(role.permissions ?? ''));
                  save.reset();
                }}
              >
                Undo changes
              </Button>
            )}
            <AppButton
              type="submit"
              disabled={!changed || save.isPending || malformed.length > 0 || notMine.length > 0 || lockedBy.length > 0}
            >
              {role ? 'Save role' : 'Create role'}
            </AppButton>
          </Box>
        </Stack>
      </Paper>
      <PermissionPreview permissions={list} title="What this role opens" />
    </Box>
  );
}
