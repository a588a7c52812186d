import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { DissertationTask } from '@collegium/domain/dissertation';
import { formatDateTime } from '@collegium/domain/date-format';
import { getConfig } from '../../../lib/config.ts';
import type { DissertationTaskState } from './api/get-dissertation.ts';

// spec 4.6: the marking and award tasks, each ticked with who did it and when.

export interface TaskChecklistProps {
  tasks: readonly DissertationTaskState[];
  /** Whether the stage allows ticking (from Submitted on). */
  open: boolean;
  /** Whether the viewer may change them (students:edit). */
  canEdit: boolean;
  /** The task being saved now, if any. */
  busyTask: DissertationTask | null;
  onChange: (task: DissertationTask, done: boolean) => void;
}

/** 'Ticked by Edna Registrar on 12/03/2027 14:05' */
export function tickedText(task: DissertationTaskState, dateFormat = getConfig().dateFormat): string {
  if (!task.done) return 'Not done yet';
  const who = task.completedBy?.name ?? 'someone no longer on the system';
  return task.completedAt ? `Ticked by ${who} on ${formatDateTime(task.completedAt, dateFormat)}` : `Ticked by ${who}`;
}

export function TaskChecklist({ tasks, open, canEdit, busyTask, onChange }: TaskChecklistProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
        Marking and award tasks
      </Typography>
      {!open && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Tasks can be ticked once the dissertation is submitted.
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tasks.map((t) => {
          const id = `dissertation-task-${t.task.replace(/\W+/g, '-').toLowerCase()}`;
          // A done task can always be unticked (to correct a slip); a new tick needs an open stage.
          const disabled = !canEdit || busyTask !== null || (!t.done && !open);
          return (
            <Box component="li" key={t.task} sx={{ py: 0.25 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={t.done}
                    disabled={disabled}
                    onChange={(e) => onChange(t.task, e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `${id}-who` } }}
                  />
                }
                label={t.task}
              />
              <Typography
                id={`${id}-who`}
                variant="body2"
                sx={{ color: 'text.secondary', ml: 4, mt: -0.75, overflowWrap: 'anywhere' }}
              >
                {tickedText(t)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
