import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayArrow from '@mui/icons-material/PlayArrow';
import School from '@mui/icons-material/School';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DissertationStage, DissertationTask } from '@collegium/domain/dissertation';
import { DEFERRED } from '@collegium/domain/dissertation-stage-moves';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import {
  refreshDissertation,
  useSetDissertationTask,
  useStartDissertation,
  useUpdateDissertation,
} from './api/change-dissertation.ts';
import { type Dissertation, useStudentDissertation } from './api/get-dissertation.ts';
import { DissertationDetails, type DetailsValues } from './dissertation-details.tsx';
import { stageActions } from './stage-actions.ts';
import { StageStepper } from './stage-stepper.tsx';
import { TaskChecklist } from './task-checklist.tsx';

// The Dissertation tab of the student record page (spec 4.6, 5): for an MA student at level 7,
// the stage stepper with the moves the server allows, the task checklist with who and when, and
// the title and supervisor. Changes need students:edit.

type FieldErrors = Partial<Record<'stage' | 'task' | 'title' | 'supervisorId', string>>;

/** A refusal as messages by field; null when it is not one the tab shows itself. */
function refusal(error: unknown): { message: string; fields: FieldErrors } | null {
  if (!isApiError(error) || (error.status !== 422 && error.status !== 409)) return null;
  const fields: FieldErrors = {};
  const details = Array.isArray(error.body?.details) ? error.body.details : [];
  for (const d of details as { param?: unknown; message?: unknown }[]) {
    if (typeof d.param === 'string' && typeof d.message === 'string') fields[d.param as keyof FieldErrors] = d.message;
  }
  return { message: error.message, fields };
}

export function DissertationTab({ studentId }: { studentId: number }) {
  const query = useStudentDissertation(studentId);
  const start = useStartDissertation(studentId);

  if (query.isPending) return <Typography sx={{ py: 2 }}>Loading the dissertation…</Typography>;
  if (query.isError) return <Alert severity="error">The dissertation could not be loaded. Please try again.</Alert>;

  const { dissertation, ready, readiness } = query.data;
  const canEdit = query.data.abilities.canEdit;
  if (dissertation)
    return (
      <DissertationPanel key={dissertation.id} studentId={studentId} dissertation={dissertation} canEdit={canEdit} />
    );

  const startError = refusal(start.error);
  return (
    <Paper variant="outlined">
      <EmptyState
        icon={<School />}
        title="No dissertation yet"
        text={readiness}
        action={
          ready && canEdit ? (
            <AppButton
              startIcon={<PlayArrow />}
              disabled={start.isPending}
              onClick={() =>
                start.mutate(undefined, {
                  onError: (error) => {
                    if (!refusal(error)) handleApiError(error);
                    else void refreshDissertation(studentId);
                  },
                })
              }
            >
              Start dissertation
            </AppButton>
          ) : undefined
        }
      />
      {startError && (
        <Alert severity="error" sx={{ m: 2, mt: 0 }}>
          {startError.message}
        </Alert>
      )}
    </Paper>
  );
}

interface PanelProps {
  studentId: number;
  dissertation: Dissertation;
  canEdit: boolean;
}

function DissertationPanel({ studentId, dissertation, canEdit }: PanelProps) {
  const update = useUpdateDissertation(studentId, dissertation.id);
  const tasks = useSetDissertationTask(studentId, dissertation.id);
  const [problem, setProblem] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const [busyTask, setBusyTask] = useState<DissertationTask | null>(null);
  const busy = update.isPending || tasks.isPending;

  const onError = (error: unknown) => {
    const refused = refusal(error);
    if (!refused) return handleApiError(error);
    setProblem(refused);
    // A 409, or a move refused because the page was out of date: show the stage as it is now.
    void refreshDissertation(studentId);
  };
  const onDone = () => setProblem(null);

  const move = (stage: DissertationStage) =>
    update.mutate({ version: dissertation.version, stage }, { onSuccess: onDone, onError });
  const saveDetails = (values: DetailsValues) =>
    update.mutate({ version: dissertation.version, ...values }, { onSuccess: onDone, onError });
  const tick = (task: DissertationTask, done: boolean) => {
    setBusyTask(task);
    tasks.mutate({ task, done }, { onSuccess: onDone, onError, onSettled: () => setBusyTask(null) });
  };

  const actions = stageActions(dissertation.stage, dissertation.moves);
  const deferred = dissertation.stage === DEFERRED;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" component="section" aria-labelledby="dissertation-stage-heading" sx={{ p: 2 }}>
        <Typography id="dissertation-stage-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
          Stage: {dissertation.stage}
        </Typography>
        {deferred && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Deferred: the dissertation is paused
            {dissertation.deferredFrom ? ` at ${dissertation.deferredFrom}` : ''} until it resumes.
          </Alert>
        )}
        <Box sx={{ overflowX: 'auto', pb: 1 }}>
          <StageStepper stage={dissertation.stage} deferredFrom={dissertation.deferredFrom} />
        </Box>
        {canEdit && actions.length > 0 && (
          <Box
            role="group"
            aria-label="Move the dissertation"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
          >
            {actions.map((a) => (
              <AppButton
                key={a.to}
                onClick={() => move(a.to)}
                disabled={busy}
                variant={a.kind === 'forward' || a.kind === 'resume' ? 'contained' : 'outlined'}
                color={a.kind === 'defer' || a.kind === 'back' ? 'inherit' : 'success'}
                {...(a.kind === 'defer' ? { startIcon: <PauseCircleOutline /> } : {})}
              >
                {a.label}
              </AppButton>
            ))}
          </Box>
        )}
        {problem &&
          (problem.fields.stage || problem.fields.task || !(problem.fields.title || problem.fields.supervisorId)) && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {problem.fields.stage ?? problem.fields.task ?? problem.message}
            </Alert>
          )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="dissertation-details-heading" sx={{ p: 2 }}>
        <Typography id="dissertation-details-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
          Title and supervisor
        </Typography>
        <DissertationDetails
          dissertation={dissertation}
          canEdit={canEdit}
          saving={update.isPending}
          errors={{
            ...(problem?.fields.title ? { title: problem.fields.title } : {}),
            ...(problem?.fields.supervisorId ? { supervisorId: problem.fields.supervisorId } : {}),
          }}
          onSave={saveDetails}
        />
      </Paper>

      <Paper variant="outlined" component="section" sx={{ p: 2 }}>
        <TaskChecklist
          tasks={dissertation.tasks}
          open={dissertation.tasksOpen}
          canEdit={canEdit}
          busyTask={busyTask}
          onChange={tick}
        />
      </Paper>
    </Box>
  );
}
