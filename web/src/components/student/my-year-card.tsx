import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { academicYear } from '@collegium/domain/academic-year';
import { formatDate } from '@collegium/domain/date-format';
import { INTENTION_CHOICES } from '@collegium/domain/intentions';
import { POLICIES, type PolicyKey, type StudentStatusView } from '@collegium/domain/student-forms/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoCard } from '../ui/card.tsx';
import { StatusChip } from '../ui/status-chip.tsx';
import { api } from '../../lib/api-client.ts';
import { studentFormKey, useStudentAction, useStudentStatus } from '../../lib/api/student-forms.ts';

// The student dashboard's "My year" card (issue 5): confirm this year's enrolment, state an
// intention for next year where the spec 4.2 rule asks one, and agree the college's policies
// (spec 9). Each action answers with the new state.

/** Done / to do, in words as well as colour. */
export function DoneChip({ done }: { done: boolean }) {
  return <StatusChip label={done ? 'Done' : 'To do'} colour={done ? 'success' : 'warning'} />;
}

function Enrolment({ status }: { status: StudentStatusView }) {
  const action = useStudentAction();
  const enrolledAt = status.session?.enrolledAt ?? null;
  const year = status.session ? academicYear(status.session.academicYear) : null;
  return (
    <Box component="section" aria-labelledby="my-year-enrolment">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" id="my-year-enrolment" sx={{ fontWeight: 500 }}>
          Enrolment{year ? ` for ${year}` : ''}
        </Typography>
        <DoneChip done={enrolledAt !== null} />
      </Box>
      {enrolledAt !== null ? (
        <Typography variant="body2">You confirmed your enrolment on {formatDate(enrolledAt)}.</Typography>
      ) : status.canEnrol ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Confirm that you are studying with us this year.
          </Typography>
          <Button
            variant="contained"
            onClick={() => action.mutate({ section: 'session-enrolled' })}
            disabled={action.isPending}
          >
            {action.isPending ? 'Confirming…' : 'Confirm my enrolment'}
          </Button>
        </>
      ) : (
        <Typography variant="body2">{status.enrolBlockedReason}</Typography>
      )}
      {action.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {action.error.message}
        </Alert>
      )}
    </Box>
  );
}

function Intention({ status }: { status: StudentStatusView }) {
  const action = useStudentAction();
  const [choice, setChoice] = useState<string>(status.intention ?? '');
  if (status.intentionsStatus === null) return null;
  const changed = choice !== (status.intention ?? '');
  return (
    <Box component="section" aria-labelledby="my-year-intention">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" id="my-year-intention" sx={{ fontWeight: 500 }}>
          Next year
        </Typography>
        {/* Assumed: nothing to do unless plans change; Required and Dissertation ask for an answer. */}
        {(status.intention !== null || status.intentionsStatus !== 'Assumed') && (
          <DoneChip done={status.intention !== null} />
        )}
      </Box>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {status.intentionsStatus === 'Required'
          ? 'This is the last year of your programme: tell us what you plan to do next.'
          : status.intentionsStatus === 'Dissertation'
            ? 'Tell us how you plan to continue with your dissertation.'
            : 'We assume you will continue next year. Tell us if your plans are different.'}
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          action.mutate({ section: 'intentions', body: { intention: choice === '' ? null : choice } });
        }}
      >
        <TextField
          select
          size="small"
          label="My intention"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 220, flex: '1 1 220px' }}
        >
          <MenuItem value="">Not stated</MenuItem>
          {INTENTION_CHOICES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={!changed || action.isPending}>
          Save
        </Button>
      </Box>
      {action.isSuccess && !changed && (
        <Alert severity="success" sx={{ mt: 1 }}>
          Your intention is saved.
        </Alert>
      )}
      {action.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {action.error.message}
        </Alert>
      )}
    </Box>
  );
}

function Policies({ status }: { status: StudentStatusView }) {
  const client = useQueryClient();
  const [ticked, setTicked] = useState<Partial<Record<PolicyKey, true>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const agree = async () => {
    setSaving(true);
    setError(null);
    try {
      await api.put('forms/student/policies-agreed', ticked);
      setTicked({});
      await client.invalidateQueries({ queryKey: studentFormKey('status') });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="my-year-policies">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" id="my-year-policies" sx={{ fontWeight: 500 }}>
          College policies
        </Typography>
        <DoneChip done={status.done.policies} />
      </Box>
      <FormGroup>
        {POLICIES.map((p) => {
          const agreedOn = status.policies[p.key];
          return agreedOn ? (
            <Typography key={p.key} variant="body2" sx={{ py: 0.5 }}>
              {p.title}: agreed on {formatDate(agreedOn)}
            </Typography>
          ) : (
            <FormControlLabel
              key={p.key}
              control={
                <Checkbox
                  checked={ticked[p.key] === true}
                  onChange={(e) =>
                    setTicked(({ [p.key]: _old, ...rest }) => (e.target.checked ? { ...rest, [p.key]: true } : rest))
                  }
                />
              }
              label={`I have read and agree to the ${p.title.toLowerCase()}`}
            />
          );
        })}
      </FormGroup>
      {!status.done.policies && (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={Object.keys(ticked).length === 0 || saving}
          onClick={() => void agree()}
        >
          Agree
        </Button>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

export function MyYearCard() {
  const status = useStudentStatus();
  if (status.isPending) return null;
  if (status.isError) {
    return (
      <InfoCard title="My year" color="primary" icon={<EventAvailable />}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void status.refetch()}>
              Try again
            </Button>
          }
        >
          Your enrolment and forms could not be loaded.
        </Alert>
      </InfoCard>
    );
  }
  return (
    <InfoCard title="My year" color="primary" icon={<EventAvailable />}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Enrolment status={status.data} />
        <Intention status={status.data} />
        <Policies status={status.data} />
      </Box>
    </InfoCard>
  );
}
