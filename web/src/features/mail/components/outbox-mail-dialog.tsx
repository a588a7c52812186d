import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '@collegium/domain/date-format';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import type { OutboxMailDetail } from '@collegium/domain/mail-outbox';
import { useOutboxMail } from '../api/get-outbox.ts';
import { useRetryMail } from '../api/retry-mail.ts';
import { MAIL_STATUS } from './mail-status.ts';
import { MessageFrame } from './message-frame.tsx';

function Facts({ mail, dateFormat }: { mail: OutboxMailDetail; dateFormat: string }) {
  const when = (v: string | null) => (v ? formatDateTime(v, dateFormat) : '–');
  const rows: [string, string][] = [
    ['To', mail.toName ? `${mail.toName} <${mail.to}>` : mail.to],
    ['Template', mail.templateName],
    ['Queued', when(mail.createdAt)],
    ['Sent', when(mail.sentAt)],
    ['Attempts', String(mail.attempts)],
    ...(mail.status === 'queued' && mail.nextAttemptAt
      ? ([['Next attempt', when(mail.nextAttemptAt)]] as [string, string][])
      : []),
    ...(mail.relatedEntity
      ? ([['About', `${mail.relatedEntity} ${mail.relatedId ?? ''}`.trim()]] as [string, string][])
      : []),
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mb: 2,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One outbox mail: how it went, the message as rendered, and "retry now" when it can be retried. */
export function OutboxMailDialog({
  id,
  smtpConfigured,
  dateFormat,
  onClose,
}: {
  id: number;
  smtpConfigured: boolean;
  dateFormat: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const mail = useOutboxMail(id);
  const retry = useRetryMail();
  const notify = useSnackbarStore((s) => s.notify);
  const [view, setView] = useState('message');
  const m = mail.data;
  const retryable = m && (m.status === 'failed' || (m.status === 'held' && smtpConfigured));

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="outbox-mail-title">
      <DialogTitle id="outbox-mail-title" sx={{ overflowWrap: 'anywhere' }}>
        {m?.subject ?? (m ? `${m.templateName} (not rendered yet)` : 'Mail')}
      </DialogTitle>
      <DialogContent>
        {mail.isPending && <CircularProgress aria-label="Loading the mail" />}
        {mail.isError && <Alert severity="error">The mail could not be loaded.</Alert>}
        {m && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <StatusChip label={MAIL_STATUS[m.status].label} colour={MAIL_STATUS[m.status].colour} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {MAIL_STATUS[m.status].meaning}
              </Typography>
            </Box>
            {m.lastError && (
              <Alert severity={m.status === 'failed' ? 'error' : 'warning'} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                Last error: {m.lastError}
              </Alert>
            )}
            <Facts mail={m} dateFormat={dateFormat} />
            {m.html !== null && m.text !== null ? (
              <>
                <PillTabs
                  aria-label="How to show the message"
                  idPrefix="outbox-view"
                  tabs={[
                    { value: 'message', label: 'Message' },
                    { value: 'text', label: 'Plain text' },
                  ]}
                  value={view}
                  onChange={setView}
                  sx={{ mb: 1 }}
                />
                <Box {...pillTabPanelProps('outbox-view', view)}>
                  {view === 'message' ? (
                    <MessageFrame html={m.html} label="The message" />
                  ) : (
                    <Box
                      component="pre"
                      sx={{
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                        fontFamily: 'inherit',
                        m: 0,
                        p: 2,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                      }}
                    >
                      {m.text}
                    </Box>
                  )}
                </Box>
              </>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>The message is rendered when it is first sent.</Typography>
            )}
            {retry.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {isApiError(retry.error) ? retry.error.message : 'The mail could not be queued again.'}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {retryable && (
          <AppButton
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(id, {
                onSuccess: () => {
                  notify('The mail is queued to be sent again.', { type: 'success' });
                  void mail.refetch();
                },
              })
            }
          >
            Retry now
          </AppButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
