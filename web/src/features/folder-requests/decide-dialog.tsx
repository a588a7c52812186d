import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { FolderRequestQueueItem } from '@collegium/domain/student-finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api, isApiError } from '../../lib/api-client.ts';

// Marking a folder request sent, or declining it with the reason the student reads
// (students:edit); the server's field errors beside the field.

export const FOLDER_REQUESTS_KEY = ['folder-requests'] as const;
export type Decision = 'Sent' | 'Declined';

export function DecideDialog({
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
      void client.invalidateQueries({ queryKey: FOLDER_REQUESTS_KEY });
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
