import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { IntakeRow, IntakesEditor } from '@collegium/domain/intake-editing';
import { type FormEvent, useId, useState } from 'react';
import { useIntakesEditor, useSaveIntake } from '../api/system-data.ts';
import { fieldMessages, generalMessage } from './errors.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { intakeLabel } from '../../../lib/entity/display-value.ts';

// The intakes map (spec 3) in System data: each intake's programmes, and a new intake.

function ProgrammeChoice({
  programmes,
  chosen,
  onChange,
  error,
}: {
  programmes: IntakesEditor['programmes'];
  chosen: string[];
  onChange: (codes: string[]) => void;
  error: string[];
}) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="body2" sx={{ color: 'text.secondary' }}>
        Programmes starting then
      </Typography>
      <FormGroup row>
        {programmes.map((p) => (
          <FormControlLabel
            key={p.code}
            label={`${p.code}${p.active ? '' : ' (retired)'}`}
            control={
              <Checkbox
                checked={chosen.includes(p.code)}
                onChange={(e) => onChange(e.target.checked ? [...chosen, p.code] : chosen.filter((c) => c !== p.code))}
                slotProps={{ input: { title: p.title } }}
              />
            }
          />
        ))}
      </FormGroup>
      {error.length > 0 && <FormHelperText error>{error.join(' ')}</FormHelperText>}
    </Box>
  );
}

function IntakeCard({ intake, programmes }: { intake: IntakeRow; programmes: IntakesEditor['programmes'] }) {
  const save = useSaveIntake();
  const [chosen, setChosen] = useState(intake.programmes);
  const changed = [...chosen].sort().join(' ') !== [...intake.programmes].sort().join(' ');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const order = programmes.map((p) => p.code);
    save.mutate({
      id: intake.id,
      version: intake.version,
      programmes: [...chosen].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    });
  };
  // spec 9: the intake's first day as DD/MM/YYYY, never the stored 2027-01-11 (issue 19).
  const day = intakeLabel(intake.startsOn);
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} aria-label={`Intake ${day}`} sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Intake {day}
      </Typography>
      <ProgrammeChoice
        programmes={programmes}
        chosen={chosen}
        onChange={setChosen}
        error={fieldMessages(save.error, 'programmes')}
      />
      <Button type="submit" variant="contained" size="small" disabled={!changed || save.isPending} sx={{ mt: 1 }}>
        Save intake {day}
      </Button>
      {generalMessage(save.error) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {generalMessage(save.error)}
        </Alert>
      )}
    </Paper>
  );
}

function NewIntake({ programmes }: { programmes: IntakesEditor['programmes'] }) {
  const save = useSaveIntake();
  const [startsOn, setStartsOn] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: null, startsOn, programmes: chosen },
      {
        onSuccess: () => {
          setStartsOn('');
          setChosen([]);
        },
      },
    );
  };
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} aria-label="New intake" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        New intake
      </Typography>
      <DateField
        size="small"
        label="Registration date"
        value={startsOn}
        onChange={setStartsOn}
        error={fieldMessages(save.error, 'startsOn').length > 0}
        helperText={fieldMessages(save.error, 'startsOn').join(' ') || 'A normal intake starts in September.'}
      />
      <ProgrammeChoice
        programmes={programmes}
        chosen={chosen}
        onChange={setChosen}
        error={fieldMessages(save.error, 'programmes')}
      />
      <Button type="submit" variant="contained" size="small" disabled={save.isPending} sx={{ mt: 1 }}>
        Add intake
      </Button>
      {generalMessage(save.error) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {generalMessage(save.error)}
        </Alert>
      )}
    </Paper>
  );
}

export function IntakesPanel() {
  const query = useIntakesEditor();
  const [showPast, setShowPast] = useState(false);
  if (query.isPending) return <Typography>Loading…</Typography>;
  if (query.isError) return <Alert severity="error">The intakes could not be loaded.</Alert>;
  const { intakes, programmes } = query.data;
  // Past intakes are history (engagements name them); they open on request.
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = intakes.filter((i) => i.startsOn >= today);
  const past = intakes.filter((i) => i.startsOn < today);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        Intakes
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Each intake’s registration date and the programmes starting then (spec 3). Enrolment, new students and
        applicants read this map.
      </Typography>
      <NewIntake programmes={programmes} />
      {(showPast ? intakes : upcoming).map((i) => (
        <IntakeCard key={`${i.id}-${i.version}`} intake={i} programmes={programmes} />
      ))}
      {past.length > 0 && (
        <Box>
          <Button variant="outlined" onClick={() => setShowPast((v) => !v)} aria-expanded={showPast}>
            {showPast ? 'Hide past intakes' : `Show ${past.length} past intakes`}
          </Button>
        </Box>
      )}
    </Box>
  );
}
