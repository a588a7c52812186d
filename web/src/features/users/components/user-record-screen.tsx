import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { applyPageTitle } from '../../../lib/routing/page-title.ts';
import { LoginAsButton } from '../../../components/ui/login-as-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useEntityRecord } from '../../../lib/entity/get-entity-record.ts';
import { useEntitySchema } from '../../../lib/entity/get-entity-schema.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { RecordForm } from '../../../components/entity/record-form.tsx';
import { RecordHistory } from '../../../components/entity/record-history.tsx';
import { listRouteOf, recordPath, recordRouteOf } from '../../../lib/entity/entity-routes.ts';
import { accountChanged, useUserAccount } from '../api/get-user-account.ts';
import { AccountPanel } from './account-panel.tsx';
import { InviteUserForm } from './invite-user-form.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';

// Issue 15: a user's record page `/users/{id}`: the account (status, rights, sessions, actions),
// the generic details form and the history of sign-ins and changes. `/users/new` creates one.

const TABS = [
  { value: 'account', label: 'Account' },
  { value: 'details', label: 'Details' },
  { value: 'history', label: 'Sign-ins and changes' },
] as const;
type Tab = (typeof TABS)[number]['value'];

export function UserRecordScreen() {
  const { id = '' } = useParams();
  return id === 'new' ? <NewUser /> : <UserPage key={id} id={id} />;
}

function BackToList() {
  const list = listRouteOf('users');
  return <BackLink fallback={list ? { path: list.path, label: list.title } : null} />;
}

function NewUser() {
  const navigate = useNavigate();
  const notify = useSnackbarStore((s) => s.notify);
  useEffect(() => applyPageTitle('New user'), []);
  return (
    <>
      <BackToList />
      <PageHeader title="New user" />
      <InviteUserForm
        onCreated={(result) => {
          notify(
            result.link
              ? 'Account created; the invitation to set a password has been e-mailed.'
              : 'Account created for work-account sign-in.',
            { type: 'success' },
          );
          const route = recordRouteOf('users');
          if (route) void navigate(recordPath(route, result.id), { replace: true });
        }}
      />
    </>
  );
}

function UserPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('account');
  const account = useUserAccount(id);
  const schema = useEntitySchema('users');
  const record = useEntityRecord('users', id, tab === 'details');
  const title = account.data?.name ?? 'User';

  useEffect(() => {
    if (account.data) applyPageTitle(account.data.name);
  }, [account.data]);
  useEffect(() => {
    if (account.error && !(isApiError(account.error) && account.error.status === 404)) handleApiError(account.error);
  }, [account.error]);

  let body;
  if (account.isError) {
    const missing = isApiError(account.error) && account.error.status === 404;
    body = <Alert severity="error">{missing ? 'This user does not exist.' : 'This user could not be loaded.'}</Alert>;
  } else if (!account.data) {
    body = <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  } else {
    body = (
      <>
        <PillTabs
          tabs={TABS}
          value={tab}
          onChange={(v) => {
            // The details form may have changed the account (its status, its e-mail).
            if (v === 'account') accountChanged(id);
            setTab(v as Tab);
          }}
          idPrefix="user-record"
          sx={{ mb: 2 }}
        />
        <Box {...pillTabPanelProps('user-record', tab)}>
          {tab === 'account' && <AccountPanel account={account.data} />}
          {tab === 'details' &&
            (schema.data && record.data ? (
              <RecordForm
                entity="users"
                schema={schema.data}
                record={record.data}
                title={title}
                onCreated={() => undefined}
                onDeleted={() => void navigate(listRouteOf('users')?.path ?? '/', { replace: true })}
              />
            ) : (
              <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>
            ))}
          {tab === 'history' && <RecordHistory entity="users" id={id} />}
        </Box>
      </>
    );
  }
  return (
    <>
      <BackToList />
      <PageHeader
        title={title}
        subtitle={account.data ? 'User' : undefined}
        actions={account.data ? <LoginAsButton mode="user" id={Number(id)} name={title} /> : undefined}
      />
      {body}
    </>
  );
}
