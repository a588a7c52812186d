import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TOTAL_WEIGHT, weightProblem } from '@collegium/domain/teaching-plan';
import { type FormEvent, useState } from 'react';
import { fieldError, otherError } from '../../../lib/field-errors.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useInstanceAssignments, useSaveAssignments } from '../api/plan-instances.ts';
import { DateField } from '../../../components/form/date-field.tsx';

// Issue 18: an instance's assignments (title, due date, weight) edited as one list; the running
// total says whether the weights make 100%, and the server checks it again.

interface Row {
  key: number;
  id?: number;
  title: string;
  dueDate: string;
  weight: string;
  submissionCount: number;
}

let nextKey = 1;

function Editor({
  moduleId,
  instanceId,
  version,
  initial,
  label,
  onClose,
}: {
  moduleId: string;
  instanceId: number;
  version: number;
  initial: Row[];
  label: string;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<Row[]>(initial);
  const save = useSaveAssignments(moduleId, instanceId);
  const weights = rows.map((r) => Number(r.weight) || 0);
  const total = weights.reduce((a, b) => a + b, 0);
  const change = (key: number, part: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...part } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        version,
        assignments: rows.map((r) => ({
          ...(r.id === undefined ? {} : { id: r.id }),
          title: r.title,
          dueDate: r.dueDate,
          weight: r.weight.trim() === '' ? Number.NaN : Number(r.weight),
        })),
      },
      { onSuccess: onClose },
    );
  };
  const rowError = (i: number, field: string) => fieldError(save.error, `assignments.${i}.${field}`);
  const listError = fieldError(save.error, 'assignments');
  const other = otherError(
    save.error,
    rows.flatMap((_, i) => ['title', 'dueDate', 'weight'].map((f) => `assignments.${i}.${f}`)).concat('assignments'),
  );
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle id="assignments-dialog-title">Assignments of {label}</DialogTitle>
      <DialogContent>
        {rows.length === 0 && <Typography sx={{ mb: 2 }}>No assignments yet.</Typography>}
        {rows.map((r, i) => (
          <Box
            key={r.key}
            role="group"
            aria-label={`Assignment ${i + 1}`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mt: 1, mb: 1 }}
          >
            <TextField
              label="Title"
              value={r.title}
              onChange={(e) => change(r.key, { title: e.target.value })}
              error={rowError(i, 'title') !== ''}
              helperText={rowError(i, 'title') || ' '}
              sx={{ flex: '2 1 200px' }}
            />
            <DateField
              label="Due date"
              value={r.dueDate}
              onChange={(v) => change(r.key, { dueDate: v })}
              error={rowError(i, 'dueDate') !== ''}
              helperText={rowError(i, 'dueDate') || ' '}
              sx={{ flex: '1 1 150px' }}
            />
            <TextField
              label="Weight %"
              type="number"
              value={r.weight}
              onChange={(e) => change(r.key, { weight: e.target.value })}
              error={rowError(i, 'weight') !== ''}
              helperText={rowError(i, 'weight') || ' '}
              sx={{ flex: '0 1 110px' }}
            />
            <IconButton
              aria-label={`Remove ${r.title || `assignment ${i + 1}`}`}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
              disabled={r.submissionCount > 0}
              title={r.submissionCount > 0 ? 'It has submissions, so it stays.' : undefined}
              sx={{ mt: 1 }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
        <Button
          startIcon={<Add />}
          onClick={() =>
            setRows((all) => [...all, { key: nextKey++, title: '', dueDate: '', weight: '', submissionCount: 0 }])
          }
        >
          Add an assignment
        </Button>
        <Typography role="status" sx={{ mt: 2 }} color={weightProblem(weights) ? 'error' : 'text.primary'}>
          Weights add to {total}% of {TOTAL_WEIGHT}%.
        </Typography>
        {listError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {listError}
          </Alert>
        )}
        {other && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {other}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save assignments
        </Button>
      </DialogActions>
    </Box>
  );
}

export function AssignmentsDialog(props: { moduleId: string; instanceId: number; label: string; onClose: () => void }) {
  const found = useInstanceAssignments(props.instanceId);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="assignments-dialog-title" fullWidth maxWidth="md">
      {found.isPending ? (
        <DialogContent>
          <Typography id="assignments-dialog-title">{LOADING_TEXT}</Typography>
        </DialogContent>
      ) : found.isError ? (
        <DialogContent>
          <Alert id="assignments-dialog-title" severity="error">
            The assignments could not be loaded.
          </Alert>
        </DialogContent>
      ) : (
        <Editor
          {...props}
          version={found.data.version}
          initial={found.data.assignments.map((a) => ({
            key: nextKey++,
            id: a.id,
            title: a.title,
            dueDate: a.dueDate,
            weight: String(a.weight),
            submissionCount: a.submissionCount,
          }))}
        />
      )}
    </Dialog>
  );
}
