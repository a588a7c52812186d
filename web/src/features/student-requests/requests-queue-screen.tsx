import { ExportButton } from '../../components/list/export-button.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { INTENTION_CHOICES } from '@collegium/domain/intentions';
import { hasPermission } from '@collegium/domain/permissions';
import {
  REQUEST_STATUSES,
  type RequestQueueList,
  type RequestView,
  STUDENT_REQUEST_TYPES,
} from '@collegium/domain/student-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

// Issue 5: the registry's queue of student requests (extensions, deferrals, IoS, withdrawals),
// filtered by kind, status and hub; deciding (students:edit) approves or declines with a note.
// Approving an IoS needs the student's intention for next year (spec 4.2): when the engagement
// holds none, the dialog asks for it and the approval stores it.

const KINDS = ['Extension', ...STUDENT_REQUEST_TYPES] as const;
/** The server's largest page (lib/list-view-params.ts). */
const MAX_ROWS = 200;

function DecideDialog({ item, onClose }: { item: RequestView; onClose: () => void }) {
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [newDueDate, setNewDueDate] = useState('');
  const [intention, setIntention] = useState('');
  const asksIntention = item.kind === 'IoS' && !item.intention;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async (decision: 'Approved' | 'Declined') =>
      (
        await api.post<RequestView>(`students/requests/${item.kind}/${item.id}/decision`, {
          decision,
          note: note || null,
          newDueDate: newDueDate || null,
          intention: asksIntention && intention ? intention : null,
        })
      ).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['student-requests'] });
      onClose();
    },
    onError: (error) => {
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      setErrors(Object.fromEntries(details.map((d: { param: string; message: string }) => [d.param, d.message])));
      setProblem(error instanceof Error ? error.message : String(error));
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="decide-title" fullWidth maxWidth="sm">
      <DialogTitle id="decide-title">
        {item.kind} request from {item.studentName}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{item.detail}</Typography>
        <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }} color="text.secondary">
          {item.reason}
        </Typography>
        {item.hasEvidence && (
          <Button href={`/api/students/requests/Extension/${item.id}/evidence`} sx={{ mb: 2 }}>
            Open the evidence
          </Button>
        )}
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.decision ?? problem}
          </Alert>
        )}
        {item.kind === 'Extension' && (
          <TextField
            label="New due date (for more than 21 days)"
            type="date"
            fullWidth
            sx={{ mb: 2 }}
            value={newDueDate}
            onChange={(e) => setNewDueDate(e.target.value)}
            error={Boolean(errors.newDueDate)}
            helperText={errors.newDueDate ?? 'Otherwise the length decides it.'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        {asksIntention && (
          <TextField
            select
            label="The student's intention for next year"
            required
            fullWidth
            sx={{ mb: 2 }}
            value={intention}
            onChange={(e) => setIntention(e.target.value)}
            error={Boolean(errors.intention)}
            helperText={
              errors.intention ?? 'An interruption of studies needs one; none is held yet. Needed to approve.'
            }
          >
            {INTENTION_CHOICES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label="Note to the student"
          fullWidth
          multiline
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" onClick={() => decide.mutate('Declined')} disabled={decide.isPending}>
          Decline
        </Button>
        <Button variant="contained" onClick={() => decide.mutate('Approved')} disabled={decide.isPending}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RequestsQueueScreen() {
  const permissions = useSessionStore((s) => s.user?.permissions) ?? [];
  const canDecide = hasPermission(permissions, 'students:edit');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('Pending');
  const [hub, setHub] = useState('');
  const [open, setOpen] = useState<RequestView | null>(null);
  const dateFormat = getConfig().dateFormat;
  const filters = { type: type || undefined, status: status || undefined, hub: hub.trim() || undefined };
  const query = useQuery({
    queryKey: ['student-requests', 'queue', type, status, hub],
    // Newest first, as many as one page holds; the rest are in the Excel export.
    queryFn: async () =>
      (await api.get<RequestQueueList>('students/requests', { query: { ...filters, pageSize: MAX_ROWS } })).data,
  });
  return (
    <>
      <PageHeader
        title="Student requests"
        subtitle="Extensions, deferrals, interruptions of studies and withdrawals asked for by students."
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2, maxWidth: 880 }}
      >
        <TextField
          select
          label="Kind"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={type}
          onChange={(e) => setType(e.target.value)}
        >
          <MenuItem value="">All kinds</MenuItem>
          {KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {k}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          <MenuItem value="">All statuses</MenuItem>
          {REQUEST_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Hub" value={hub} onChange={(e) => setHub(e.target.value)} />
      </Box>
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ExportButton path="students/requests" query={filters} />
        {query.data && query.data.total > query.data.items.length && (
          <Typography color="text.secondary">{`Showing the newest ${query.data.items.length} of ${query.data.total} requests; the export holds them all.`}</Typography>
        )}
      </Box>
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && query.data.items.length === 0 && (
        <Typography color="text.secondary">No requests match.</Typography>
      )}
      <Box
        component="ul"
        aria-label="Requests"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, maxWidth: 880 }}
      >
        {query.data?.items.map((r) => (
          <Paper
            component="li"
            key={`${r.kind}-${r.id}`}
            sx={{
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="subtitle1">
                {r.kind}: {r.studentName}
                {r.hub ? ` (${r.hub})` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {r.statusLabel} · {r.detail} · sent {formatDateTime(r.requestedAt, dateFormat)}
                {r.status === 'Approved' && r.newDueDate
                  ? ` · new due date ${formatDate(r.newDueDate, dateFormat)}`
                  : ''}
              </Typography>
            </Box>
            {canDecide && r.status === 'Pending' && (
              <Button
                variant="outlined"
                onClick={() => setOpen(r)}
                aria-label={`Decide the ${r.kind} request from ${r.studentName}`}
              >
                Decide
              </Button>
            )}
          </Paper>
        ))}
      </Box>
      {open && <DecideDialog item={open} onClose={() => setOpen(null)} />}
    </>
  );
}
