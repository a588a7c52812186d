import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingPolicy } from '@collegium/domain/agreement';
import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppButton } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useAcceptPolicy, useAgreement } from '../api/agreement.ts';

// The agreement route (spec 2.5, spec 3 policy acknowledgements; issue 15): each policy to accept,
// in full; once none is left, back to the page the user was going to.

/** Only a path inside the app: never somewhere else named in the address. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function AgreementScreen() {
  const acting = useSessionStore((s) => Boolean(s.user?.overridingUser));
  const agreement = useAgreement(true);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pending = agreement.data?.pending;
  const done = pending !== undefined && pending.length === 0;
  const redirect = safeRedirect(params.get('redirect'));

  useEffect(() => {
    if (done && params.has('redirect')) void navigate(redirect, { replace: true });
  }, [done, params, redirect, navigate]);

  return (
    <>
      <PageHeader title="Policies to accept" subtitle="Please read each policy and accept it to go on." />
      {acting && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are acting as someone else: only they can accept these policies.
        </Alert>
      )}
      {agreement.isError ? (
        <Alert severity="error">The policies could not be loaded.</Alert>
      ) : pending === undefined ? (
        <Typography>{LOADING_TEXT}</Typography>
      ) : done ? (
        <Alert severity="success">You have accepted every policy that applies to you.</Alert>
      ) : (
        <Stack spacing={2}>
          {pending.map((p) => (
            <PolicyCard key={`${p.id}-${p.version}`} policy={p} disabled={acting} />
          ))}
        </Stack>
      )}
    </>
  );
}

function PolicyCard({ policy, disabled }: { policy: PendingPolicy; disabled: boolean }) {
  const headingId = useId();
  const accept = useAcceptPolicy();
  const refusal = accept.error
    ? isApiError(accept.error)
      ? accept.error.message
      : 'Your acceptance could not be saved.'
    : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {policy.title}
      </Typography>
      {policy.acceptedVersion !== null && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          This policy has changed since you accepted it.
        </Typography>
      )}
      <Box
        tabIndex={0}
        role="group"
        aria-label={`Text of ${policy.title}`}
        sx={{ whiteSpace: 'pre-wrap', my: 2, maxHeight: 360, overflowY: 'auto', pr: 1 }}
      >
        {policy.body}
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <AppButton
          disabled={disabled || accept.isPending}
          onClick={() => accept.mutate({ id: policy.id, version: policy.version })}
        >
          I accept the {policy.title}
        </AppButton>
      </Box>
    </Paper>
  );
}
