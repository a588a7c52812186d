import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import type { RequestView } from '@collegium/domain/student-requests';
import { useId } from 'react';
import { getConfig } from '../../lib/config.ts';
import { useMyRequests, useWithdrawRequest } from './api.ts';

// The student's own requests of one kind with their outcome; one still pending can be withdrawn.

export function MyRequests({ path, kind, empty }: { path: string; kind?: RequestView['kind']; empty: string }) {
  const id = useId();
  const mine = useMyRequests(path, kind);
  const withdraw = useWithdrawRequest();
  const dateFormat = getConfig().dateFormat;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Typography id={id} variant="h6" component="h2">
        My requests
      </Typography>
      {mine.isError && <Alert severity="error">{mine.error.message}</Alert>}
      {withdraw.isError && <Alert severity="error">{withdraw.error.message}</Alert>}
      {mine.data && mine.data.items.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      <List>
        {mine.data?.items.map((r) => (
          <ListItem key={`${r.kind}-${r.id}`} divider sx={{ flexWrap: 'wrap', gap: 1, pr: 0 }}>
            <ListItemText
              sx={{ flex: '1 1 240px' }}
              primary={`${r.statusLabel}: ${r.detail ?? ''}`}
              secondary={
                `Sent ${formatDateTime(r.requestedAt, dateFormat)}` +
                (r.newDueDate ? `. New due date ${formatDate(r.newDueDate, dateFormat)}` : '') +
                (r.decisionNote ? `. Registry note: ${r.decisionNote}` : '')
              }
            />
            {r.status === 'Pending' && (
              <Button
                size="small"
                color="error"
                onClick={() => withdraw.mutate(r)}
                disabled={withdraw.isPending}
                aria-label={`Withdraw the request: ${r.detail ?? r.kind}`}
              >
                Withdraw
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
