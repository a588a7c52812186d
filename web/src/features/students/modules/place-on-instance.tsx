import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { PlacesResult } from '@collegium/domain/module-places';
import { usePlaceOnInstance, type StudentModuleSession } from './api/student-modules.ts';

// Registry places the student on one of the session's instances. The server checks it like a
// cohort (level, 120 credits a level, capacity) and a refusal is shown in its words.

const taken = (o: StudentModuleSession['options'][number]) =>
  o.capacity === null ? `${o.placed} placed` : `${o.placed} of ${o.capacity} places taken`;

function Outcome({ result }: { result: PlacesResult }) {
  const refused = result.refused[0];
  return (
    <Alert severity={refused ? 'warning' : 'success'} role="status" sx={{ mt: 1 }}>
      {refused ? `Not placed: ${refused.reason}` : 'Placed.'}
    </Alert>
  );
}

export function PlaceOnInstance({ studentId, session }: { studentId: number; session: StudentModuleSession }) {
  const place = usePlaceOnInstance(studentId);
  const [instanceId, setInstanceId] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (instanceId === '') {
      setMissing(true);
      return;
    }
    place.mutate(Number(instanceId), { onSuccess: (r) => r.placed.length > 0 && setInstanceId('') });
  };
  const id = `place-${session.academicYear}`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ mt: 1.5 }}
      aria-label={`Place on a module in ${session.label}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          select
          id={id}
          size="small"
          label={`Module instance (${session.label})`}
          value={instanceId}
          onChange={(e) => {
            setInstanceId(e.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? 'Choose a module instance.' : undefined}
          sx={{ minWidth: { xs: '100%', sm: 360 }, maxWidth: '100%' }}
        >
          {session.options.map((o) => (
            <MenuItem key={o.instanceId} value={String(o.instanceId)} sx={{ whiteSpace: 'normal' }}>
              {o.moduleCode} {o.moduleTitle}, {o.hub} ({o.credits} credits; {taken(o)})
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={place.isPending}>
          Place
        </Button>
      </Box>
      {place.data && <Outcome result={place.data} />}
      {place.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {place.error.message}
        </Alert>
      )}
    </Box>
  );
}
