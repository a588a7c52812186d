import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { INTENTION_CHOICES } from '@collegium/domain/intentions';
import type { RequestView } from '@collegium/domain/student-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, isApiError } from '../../lib/api-client.ts';
import { DateField } from '../../components/form/date-field.tsx';
import { getConfig } from '../../lib/config.ts';

// Deciding a student's request (students:edit): approve or decline with a note. Approving an IoS
// needs the student's intention for next year (spec 4.2): when the engagement holds none, the
// dialog asks for it and the approval stores it.

/** Issue 19: when the work was due and whether it has been handed in, for the decision. */
function AssignmentState({ item }: { item: RequestView }) {
  const format = getConfig().dateFormat;
  if (!item.dueDate) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mb: 1, mt: 0 }}
    >
      <Typography component="dt" color="text.secondary">
        Due
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {formatDate(item.dueDate, format)}
      </Typography>
      <Typography component="dt" color="text.secondary">
        Handed in
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {item.submittedOn ? formatDate(item.submittedOn, format) : 'Not yet'}
      </Typography>
    </Box>
  );
}

export function DecideDialog({ item, onClose }: { item: RequestView; onClose: () => void }) {
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
        {item.kind === 'Extension' && <AssignmentState item={item} />}
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
          <DateField
            label="New due date (for more than 21 days)"
            fullWidth
            sx={{ mb: 2 }}
            value={newDueDate}
            onChange={setNewDueDate}
            error={Boolean(errors.newDueDate)}
            helperText={errors.newDueDate ?? 'Otherwise the length decides it.'}
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
