import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ACCOUNTING_DOCUMENT_LABELS,
  type AccountingConnectStart,
  type AccountingOverview,
  type AccountingSyncResult,
} from '@collegium/domain/accounting';
import { accountingConnectionMessage } from '@collegium/domain/error-catalogue';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { ACCOUNTING_KEY, SettingsForm } from './accounting-settings-form.tsx';

// Issue 14 (feature accounting), on Finance > Validation: the connection to the accounting
// provider (connect / connected organisation / disconnect), the check "not yet in the accounting
// system or failed there" with the provider's message and a retry, and the account settings.

/** The refused ones come first; the page shows this many, the rest counted. */
const SHOWN = 20;

const RETURN_MESSAGES: Record<string, { severity: 'success' | 'info' | 'error'; text: (p: string) => string }> = {
  connected: { severity: 'success', text: (p) => `Connected to ${p}.` },
  cancelled: { severity: 'info', text: (p) => `The ${p} sign-in was cancelled; nothing changed.` },
  expired: {
    severity: 'error',
    text: (p) => `That ${p} sign-in was not started here or took too long. Start again with Connect to ${p}.`,
  },
  failed: { severity: 'error', text: (p) => `${p} did not complete the sign-in. Start again with Connect to ${p}.` },
};

export function AccountingPanel() {
  const config = getConfig();
  if (!config.features.includes('accounting')) return null;
  return <AccountingPanelBody provider={config.accountingProviderName} dateFormat={config.dateFormat} />;
}

function AccountingPanelBody({ provider, dateFormat }: { provider: string; dateFormat: string }) {
  const client = useQueryClient();
  const [params] = useSearchParams();
  const overview = useQuery({
    queryKey: ACCOUNTING_KEY,
    queryFn: async () => (await api.get<AccountingOverview>('finance/accounting')).data,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['finance'] });
  const connect = useMutation({
    mutationFn: async () => (await api.post<AccountingConnectStart>('finance/accounting/connect')).data,
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
    onError: handleApiError,
  });
  const disconnect = useMutation({
    mutationFn: async () => api.delete('finance/accounting/connection'),
    onSuccess: refresh,
    onError: handleApiError,
  });
  const sync = useMutation({
    mutationFn: async () => (await api.post<AccountingSyncResult>('finance/accounting/sync')).data,
    onSuccess: refresh,
    onError: handleApiError,
  });
  const retry = useMutation({
    mutationFn: async (syncId: number) => api.post(`finance/accounting/documents/${syncId}/retry`),
    onSuccess: refresh,
    onError: handleApiError,
  });

  const returned = params.get('accounting');
  const returnedError = params.get('accountingError');
  const o = overview.data;
  const c = o?.connection;
  return (
    <Paper component="section" aria-labelledby="accounting-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="accounting-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {provider} connection
      </Typography>
      {returned && RETURN_MESSAGES[returned] && (
        <Alert severity={RETURN_MESSAGES[returned].severity} sx={{ mb: 2 }}>
          {RETURN_MESSAGES[returned].text(provider)}
        </Alert>
      )}
      {returnedError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {accountingConnectionMessage(provider, returnedError)}
        </Alert>
      )}
      {overview.isPending && <Typography>Reading the connection…</Typography>}
      {overview.isError && <Alert severity="error">{overview.error.message}</Alert>}
      {o && c && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {c.state === 'connected' && (
            <Typography>
              Connected to <strong>{c.organisation}</strong>
              {c.connectedBy ? ` by ${c.connectedBy}` : ''}
              {c.connectedAt ? ` on ${formatDate(c.connectedAt, dateFormat)}` : ''}.
              {c.expiresAt ? ` Lapses on ${formatDate(c.expiresAt, dateFormat)} unless used.` : ''}
            </Typography>
          )}
          {c.state === 'needs reconnection' && (
            <Alert severity="warning">
              The connection{c.organisation ? ` to ${c.organisation}` : ''} needs reconnecting
              {c.problem ? `: ${c.problem}` : '.'} Documents wait until it is reconnected; nothing is lost.
            </Alert>
          )}
          {c.state === 'not connected' && (
            <Typography>
              Not connected: invoices, credit notes and payments wait here until finance connects {provider}.
            </Typography>
          )}
          {!o.configured && c.state !== 'connected' && (
            <Alert severity="info">
              {provider} is not configured on this server (XERO_CLIENT_ID, XERO_CLIENT_SECRET and the redirect address);
              ask the administrator.
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {c.state !== 'connected' && (
              <Button
                variant="contained"
                onClick={() => connect.mutate()}
                disabled={!o.configured || connect.isPending}
              >
                {c.state === 'needs reconnection' ? `Reconnect to ${provider}` : `Connect to ${provider}`}
              </Button>
            )}
            {c.state === 'connected' && (
              <Button variant="contained" onClick={() => sync.mutate()} disabled={sync.isPending}>
                Send now
              </Button>
            )}
            {c.state !== 'not connected' && (
              <Button
                variant="outlined"
                color="error"
                onClick={() => disconnect.mutate()}
                disabled={disconnect.isPending}
              >
                Disconnect
              </Button>
            )}
          </Box>
          {sync.data && (
            <Alert severity={sync.data.failed > 0 ? 'warning' : 'success'}>
              Sent {sync.data.sent}; refused {sync.data.failed}; still waiting {sync.data.waiting}; payments read back
              from {provider}: {sync.data.paidInProvider}.
            </Alert>
          )}
          <NotSentCheck
            overview={o}
            provider={provider}
            dateFormat={dateFormat}
            onRetry={(id) => retry.mutate(id)}
            retrying={retry.isPending}
          />
          <SettingsForm settings={o.settings} provider={provider} />
        </Box>
      )}
    </Paper>
  );
}

function NotSentCheck({
  overview,
  provider,
  dateFormat,
  onRetry,
  retrying,
}: {
  overview: AccountingOverview;
  provider: string;
  dateFormat: string;
  onRetry: (id: number) => void;
  retrying: boolean;
}) {
  return (
    <Box component="section" aria-labelledby="check-accounting">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
        <Typography id="check-accounting" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Invoices not yet in the accounting system or failed there
        </Typography>
        <Typography
          component="p"
          variant="h5"
          aria-label={`${overview.notSent} found`}
          sx={{ color: overview.notSent > 0 ? 'warning.dark' : 'success.dark' }}
        >
          {overview.notSent}
        </Typography>
      </Box>
      {overview.notSent === 0 ? (
        <Typography color="text.secondary">Everything is in {provider}.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, m: 0, display: 'grid', gap: 1 }}>
          {overview.documents.slice(0, SHOWN).map((d) => (
            <li key={d.syncId}>
              <Link component={RouterLink} to={`/students/${d.studentId}?tab=finance`} underline="always">
                {d.studentName} ({formatPartnerId(d.partnerId)})
              </Link>
              : {ACCOUNTING_DOCUMENT_LABELS[d.documentType]} {d.number} —{' '}
              {d.status === 'failed' ? (
                <>
                  <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
                    refused:
                  </Box>{' '}
                  {d.message}{' '}
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onRetry(d.syncId)}
                    disabled={retrying}
                    aria-label={`Retry ${d.number}`}
                  >
                    Retry
                  </Button>
                </>
              ) : (
                <>
                  waiting
                  {d.nextAttemptAt && new Date(d.nextAttemptAt) > new Date()
                    ? ` (next try ${formatDateTime(d.nextAttemptAt, dateFormat)})`
                    : ''}
                  {d.message ? `: ${d.message}` : ''}
                </>
              )}
            </li>
          ))}
          {overview.notSent > Math.min(SHOWN, overview.documents.length) && (
            <li>and {overview.notSent - Math.min(SHOWN, overview.documents.length)} more.</li>
          )}
        </Box>
      )}
    </Box>
  );
}
