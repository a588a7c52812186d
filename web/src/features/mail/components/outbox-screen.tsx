import MailOutline from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { getConfig } from '../../../lib/config.ts';
import { OUTBOX_STATUSES, type OutboxMail, type OutboxStatus } from '@collegium/domain/mail-outbox';
import { useOutbox } from '../api/get-outbox.ts';
import { MAIL_STATUS } from './mail-status.ts';
import { OutboxMailDialog } from './outbox-mail-dialog.tsx';

// The outbox (admin:admin): the most recent mails the product has sent or is sending, with how
// each went. Without a mail server configured every mail is held here, so none is lost.

const PAGE = 50;
/** The most the outbox API returns in one call. */
const MOST = 200;

function MailRow({ mail, dateFormat, onOpen }: { mail: OutboxMail; dateFormat: string; onOpen: () => void }) {
  const status = MAIL_STATUS[mail.status];
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onOpen} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {mail.subject ?? `${mail.templateName} (not rendered yet)`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            To {mail.toName ? `${mail.toName} <${mail.to}>` : mail.to} · {formatDateTime(mail.createdAt, dateFormat)}
          </Typography>
          {mail.lastError && mail.status !== 'sent' && (
            <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
              {mail.lastError}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`}
          </Typography>
          <StatusChip label={status.label} colour={status.colour} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export function OutboxScreen() {
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const [limit, setLimit] = useState(PAGE);
  const [open, setOpen] = useState<number | null>(null);
  const outbox = useOutbox(status === 'all' ? null : status, limit);
  const dateFormat = getConfig().dateFormat;
  const counts = outbox.data?.counts;
  const total = counts ? OUTBOX_STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const count = (n: number | null | undefined) => (n === null || n === undefined ? '' : ` (${n})`);

  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="The e-mails the college has sent or is sending, newest first, and how each went."
      />
      {outbox.data && !outbox.data.smtpConfigured && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No mail server is configured (SMTP_URL), so mail is not sent: each message is rendered and held here instead.
          Once a server is configured, held mails can be sent with “Retry now”.
        </Alert>
      )}
      <PillTabs
        aria-label="Show mails by status"
        idPrefix="outbox"
        tabs={[
          { value: 'all', label: `All${count(total)}` },
          ...OUTBOX_STATUSES.map((s) => ({ value: s, label: `${MAIL_STATUS[s].label}${count(counts?.[s])}` })),
        ]}
        value={status}
        onChange={(v) => {
          setStatus(v as OutboxStatus | 'all');
          setLimit(PAGE);
        }}
        sx={{ mb: 2 }}
      />
      <Box {...pillTabPanelProps('outbox', status)}>
        {outbox.isError && <Alert severity="error">The outbox could not be loaded. Please reload the page.</Alert>}
        {outbox.isPending && <CircularProgress aria-label="Loading the outbox" />}
        {outbox.data && outbox.data.items.length === 0 && (
          <EmptyState
            icon={<MailOutline />}
            title="No mail here"
            text={
              status === 'all' ? 'Nothing has been sent yet.' : `No ${MAIL_STATUS[status].label.toLowerCase()} mail.`
            }
          />
        )}
        {outbox.data && outbox.data.items.length > 0 && (
          <Paper variant="outlined">
            <List disablePadding aria-label="Mails">
              {outbox.data.items.map((m) => (
                <MailRow key={m.id} mail={m} dateFormat={dateFormat} onOpen={() => setOpen(m.id)} />
              ))}
            </List>
          </Paper>
        )}
        {outbox.data?.more && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            {limit < MOST ? (
              <Button onClick={() => setLimit(Math.min(limit + PAGE, MOST))} disabled={outbox.isFetching}>
                Show older mails
              </Button>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Showing the {MOST} most recent; choose a status to see others.
              </Typography>
            )}
          </Box>
        )}
      </Box>
      {open !== null && outbox.data && (
        <OutboxMailDialog
          id={open}
          smtpConfigured={outbox.data.smtpConfigured}
          dateFormat={dateFormat}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
