import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { applyPageTitle } from '../../../lib/routing/page-title.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useDeleteEntityRecord } from '../../../lib/entity/delete-entity-record.ts';
import { useEntityRecord } from '../../../lib/entity/get-entity-record.ts';
import { DeleteRecordDialog } from '../../../components/entity/delete-record-dialog.tsx';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { RecordHistory } from '../../../components/entity/record-history.tsx';
import { listRouteOf, recordPath, recordRouteOf } from '../../../lib/entity/entity-routes.ts';
import { RoleEditor } from './role-editor.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';

// Issue 15: a role's page `/users/roles/{id}` (`new` creates one): the editor with its preview,
// and the role's history.

const TABS = [
  { value: 'role', label: 'Role' },
  { value: 'history', label: 'History' },
] as const;

export function RoleRecordScreen() {
  const { id = '' } = useParams();
  return <RolePage key={id} id={id} />;
}

function RolePage({ id }: { id: string }) {
  const isNew = id === 'new';
  const navigate = useNavigate();
  const notify = useSnackbarStore((s) => s.notify);
  const [tab, setTab] = useState<'role' | 'history'>('role');
  const [confirming, setConfirming] = useState(false);
  const record = useEntityRecord('roles', id, !isNew);
  const remove = useDeleteEntityRecord('roles');
  const list = listRouteOf('roles');
  const title = isNew ? 'New role' : record.data ? String(record.data.name) : 'Role';

  useEffect(() => {
    if (isNew || record.data) applyPageTitle(title);
  }, [title, isNew, record.data]);
  useEffect(() => {
    if (record.error && !(isApiError(record.error) && record.error.status === 404)) handleApiError(record.error);
  }, [record.error]);

  const openSaved = (saved: { id: number }) => {
    const route = recordRouteOf('roles');
    if (isNew && route) void navigate(recordPath(route, saved.id), { replace: true });
  };

  let body;
  if (record.isError) {
    body = (
      <Alert severity="error">
        {isApiError(record.error) && record.error.status === 404
          ? 'This role does not exist, or it has been deleted.'
          : 'This role could not be loaded.'}
      </Alert>
    );
  } else if (!isNew && !record.data) {
    body = <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  } else if (isNew) {
    body = <RoleEditor role={null} onSaved={openSaved} />;
  } else {
    body = (
      <>
        <PillTabs
          tabs={TABS}
          value={tab}
          onChange={(v) => setTab(v as 'role' | 'history')}
          idPrefix="role-record"
          sx={{ mb: 2 }}
        />
        <Box {...pillTabPanelProps('role-record', tab)}>
          {tab === 'role' ? (
            <RoleEditor key={record.data?.version} role={record.data ?? null} onSaved={openSaved} />
          ) : (
            <RecordHistory entity="roles" id={id} />
          )}
        </Box>
      </>
    );
  }

  const refusal = remove.error
    ? isApiError(remove.error)
      ? remove.error.message
      : 'The role could not be deleted.'
    : null;
  return (
    <>
      <BackLink fallback={list ? { path: list.path, label: list.title } : null} />
      <PageHeader
        title={title}
        subtitle={isNew ? undefined : 'Role'}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {!isNew && record.data && (
              <Button
                variant="outlined"
                color="error"
                size="small"
                startIcon={<DeleteOutline />}
                onClick={() => setConfirming(true)}
              >
                Delete role
              </Button>
            )}
          </Box>
        }
      />
      {body}
      {record.data && (
        <DeleteRecordDialog
          open={confirming}
          title={title}
          pending={remove.isPending}
          refusal={refusal}
          onCancel={() => {
            setConfirming(false);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(
              { id, version: record.data.version },
              {
                onSuccess: () => {
                  notify(`Role “${title}” deleted.`, { type: 'success' });
                  void navigate(list?.path ?? '/', { replace: true });
                },
              },
            )
          }
        />
      )}
    </>
  );
}
