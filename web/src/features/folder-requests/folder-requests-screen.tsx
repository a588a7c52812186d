import { ExportButton } from '../../components/list/export-button.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import { hasPermission } from '@collegium/domain/permissions';
import {
  FOLDER_REQUEST_STATUSES,
  type FolderRequestQueueItem,
  type FolderRequestQueueList,
} from '@collegium/domain/student-finance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

// Students → Folder requests: students ask for a copy of their student file (spec 7.3
// folder-request, as a subject access request would). The registry sees the requests of a
// status, oldest first, and (students:edit) marks one sent or declines it with a reason the
// student reads.

const KEY = ['folder-requests'] as const;
/** The server's largest page (lib/list-view-params.ts). */
const MAX_ROWS = 200;
type Decision = 'Sent' | 'Declined';

const COLOUR = { Pending: 'info', Sent: 'success', Declined: 'danger' } as const;

function DecideDialog({
  item,
  decision,
  onClose,
}: {
  item: FolderRequestQueueItem;
  decision: Decision;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async () =>
      (
        await api.post<FolderRequestQueueItem>(`students/folder-requests/${item.id}/decision`, {
          status: decision,
          note,
        })
      ).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: KEY });
      onClose();
    },
    onError: (error) => {
      const details: { param: string; message: string }[] =
        isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      setErrors(Object.fromEntries(details.map((d) => [d.param, d.message])));
      setProblem(details.length > 0 ? null : error instanceof Error ? error.message : String(error));
    },
  });
  const sending = decision === 'Sent';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {sending ? `Mark the copy for ${item.studentName} sent?` : `Decline the request from ${item.studentName}?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {sending
            ? `By ${item.delivery === 'Email' ? 'e-mail to' : 'post to'} ${item.sendTo}.`
            : 'The student reads your reason with the request.'}
        </DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <TextField
          label={sending ? 'Note to the student (optional)' : 'Why it is declined'}
          required={!sending}
          fullWidth
          multiline
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note ?? (sending ? 'For example how it was sent.' : undefined)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={sending ? 'primary' : 'error'}
          onClick={() => decide.mutate()}
          disabled={decide.isPending}
        >
          {sending ? 'Mark sent' : 'Decline'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function FolderRequestsScreen() {
  const permissions = useSessionStore((s) => s.user?.permissions) ?? [];
  const canDecide = hasPermission(permissions, 'students:edit');
  const [status, setStatus] = useState<string>('Pending');
  const [open, setOpen] = useState<{ item: FolderRequestQueueItem; decision: Decision } | null>(null);
  const dateFormat = getConfig().dateFormat;
  const query = useQuery({
    queryKey: [...KEY, status],
    // The oldest requests first, as many as one page holds; the rest are in the Excel export.
    queryFn: async ({ signal }) =>
      (
        await api.get<FolderRequestQueueList>('students/folder-requests', {
          query: { status, pageSize: MAX_ROWS },
          signal,
        })
      ).data,
  });
  return (
    <>
      <PageHeader title="Folder requests" subtitle="Students asking for a copy of their student file, oldest first." />
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ width: 280, maxWidth: '100%' }}
        >
          {FOLDER_REQUEST_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <ExportButton path="students/folder-requests" query={{ status }} />
      </Box>
      {query.data && query.data.total > query.data.items.length && (
        <Typography
          color="text.secondary"
          sx={{ mb: 1 }}
        >{`Showing the first ${query.data.items.length} of ${query.data.total} requests; the export holds them all.`}</Typography>
      )}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && query.data.items.length === 0 && (
        <Typography color="text.secondary">{`No ${status.toLowerCase()} requests.`}</Typography>
      )}
      <Box
        component="ul"
        aria-label="Folder requests"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, maxWidth: 880 }}
      >
        {query.data?.items.map((r) => (
          <Paper component="li" key={r.id} sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="h2" variant="subtitle1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/students/${r.studentId}`}>
                  {r.studentName}
                </Link>{' '}
                ({String(r.partnerId).padStart(7, '0')})
              </Typography>
              <StatusChip label={r.status} colour={COLOUR[r.status]} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`Asked ${formatDateTime(r.requestedAt, dateFormat)}, by ${r.delivery === 'Email' ? 'e-mail to' : 'post to'} ${r.sendTo}`}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.reason}</Typography>
            {r.completedAt && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {`${r.status} ${formatDateTime(r.completedAt, dateFormat)}${r.completedBy ? ` by ${r.completedBy}` : ''}${r.decisionNote ? `: ${r.decisionNote}` : ''}`}
              </Typography>
            )}
            {canDecide && r.status === 'Pending' && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  variant="outlined"
                  onClick={() => setOpen({ item: r, decision: 'Sent' })}
                  aria-label={`Mark the copy for ${r.studentName} sent`}
                >
                  Mark sent
                </Button>
                <Button
                  color="error"
                  onClick={() => setOpen({ item: r, decision: 'Declined' })}
                  aria-label={`Decline the request from ${r.studentName}`}
                >
                  Decline
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </Box>
      {open && <DecideDialog item={open.item} decision={open.decision} onClose={() => setOpen(null)} />}
    </>
  );
}
