import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOGGED_ACTIVITY_KINDS } from '@collegium/domain/lead-activity';
import { type FormEvent, useState } from 'react';
import { fieldError, otherError } from '../../lib/field-errors.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { useLogActivity } from './api/lead-activity.ts';
import { DateField } from '../../components/form/date-field.tsx';

// Issue 17: log a call, e-mail, meeting or note against a lead in two clicks: the button that
// opens this dialog names the kind, today is the date, Save is the second click. A next action
// and its due date are optional, both or neither.

type Kind = (typeof LOGGED_ACTIVITY_KINDS)[number];
const FIELDS = ['kind', 'occurredOn', 'note', 'nextAction', 'nextActionDue'] as const;
const today = () => new Date().toISOString().slice(0, 10);

export interface LogActivityDialogProps {
  leadId: string;
  leadName: string;
  /** The kind chosen by the button that opened it; null: closed. */
  kind: Kind | null;
  onClose: () => void;
}

export function LogActivityDialog({ leadId, leadName, kind, onClose }: LogActivityDialogProps) {
  return kind === null ? null : <OpenDialog leadId={leadId} leadName={leadName} kind={kind} onClose={onClose} />;
}

function OpenDialog({ leadId, leadName, kind: initialKind, onClose }: LogActivityDialogProps & { kind: Kind }) {
  const [kind, setKind] = useState<Kind>(initialKind);
  const [occurredOn, setOccurredOn] = useState(today());
  const [note, setNote] = useState('');
  const [nextAction, setNextAction] = useState('');
  const [nextActionDue, setNextActionDue] = useState('');
  const notify = useSnackbarStore((s) => s.notify);
  const log = useLogActivity(leadId);
  const problem = (param: string) => fieldError(log.error, param);
  const general = otherError(log.error, FIELDS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    log.mutate(
      { kind, occurredOn, note, nextAction, nextActionDue: nextActionDue === '' ? null : nextActionDue },
      {
        onSuccess: () => {
          notify(`${kind} with ${leadName} logged.`, { type: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="log-activity-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="log-activity-title">Log an activity with {leadName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              value={kind}
              onChange={(_e, v: Kind | null) => v && setKind(v)}
              aria-label="Kind of activity"
            >
              {LOGGED_ACTIVITY_KINDS.map((k) => (
                <ToggleButton key={k} value={k}>
                  {k}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <DateField
              label="Date"
              value={occurredOn}
              onChange={setOccurredOn}
              error={problem('occurredOn') !== ''}
              helperText={problem('occurredOn') || ' '}
              required
            />
            <TextField
              label="Note"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              error={problem('note') !== ''}
              helperText={problem('note') || ' '}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Next action"
                value={nextAction}
                onChange={(e) => setNextAction(e.target.value)}
                error={problem('nextAction') !== ''}
                helperText={problem('nextAction') || 'Optional, e.g. send the prospectus'}
                sx={{ flex: 2 }}
              />
              <DateField
                label="Due"
                value={nextActionDue}
                onChange={setNextActionDue}
                error={problem('nextActionDue') !== ''}
                helperText={problem('nextActionDue') || ' '}
                sx={{ flex: 1 }}
              />
            </Stack>
            {general && <Alert severity="error">{general}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={log.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
