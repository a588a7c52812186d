import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ModuleInstance } from '@collegium/domain/teaching';
import { type FormEvent, useState } from 'react';
import { fieldError, otherError } from '../../../lib/field-errors.ts';
import { useLookupChoices, withHeld } from '../../../lib/lookups.ts';
import { useFacultyChoices, useSaveInstance } from '../api/plan-instances.ts';
import { DateField } from '../../../components/form/date-field.tsx';

// Issue 18: adding or changing one instance of a module (academic year, hub, tutor, start date,
// capacity); the server's messages land beside the fields.

const FIELDS = ['academicYear', 'hub', 'tutorId', 'startsOn', 'capacity'] as const;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

const nameOf = (row: Record<string, unknown>) =>
  [row.title, row.firstName, row.lastName].filter((p) => typeof p === 'string' && p !== '').join(' ');

export interface InstanceDialogProps {
  moduleId: string;
  /** null: a new instance. */
  instance: ModuleInstance | null;
  /** The year a new instance is offered for. */
  defaultYear: number;
  onClose: () => void;
}

export function InstanceDialog({ moduleId, instance, defaultYear, onClose }: InstanceDialogProps) {
  const [year, setYear] = useState(String(instance?.academicYear ?? defaultYear));
  const [hub, setHub] = useState(instance?.hub ?? '');
  const [tutor, setTutor] = useState(instance?.tutor ? String(instance.tutor.id) : '');
  const [startsOn, setStartsOn] = useState(instance?.startsOn ?? '');
  const [capacity, setCapacity] = useState(instance?.capacity === null || !instance ? '' : String(instance.capacity));
  const hubs = useLookupChoices('hubs');
  const faculty = useFacultyChoices(true);
  const save = useSaveInstance(moduleId);
  const problem = (param: string) => fieldError(save.error, param);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        ...(instance ? { id: instance.id, version: instance.version } : {}),
        values: {
          academicYear: numberOrNull(year),
          hub,
          tutorId: numberOrNull(tutor),
          startsOn: startsOn === '' ? null : startsOn,
          capacity: numberOrNull(capacity),
        },
      },
      { onSuccess: onClose },
    );
  };
  const tutors = faculty.data ?? [];
  const currentTutor = instance?.tutor;
  return (
    <Dialog open onClose={onClose} aria-labelledby="instance-dialog-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="instance-dialog-title">{instance ? 'Change the instance' : 'Add an instance'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
          <TextField
            label="Academic year"
            type="number"
            value={year}
            onChange={(e) => setYear(e.target.value)}
            error={problem('academicYear') !== ''}
            helperText={problem('academicYear') || 'First calendar year: 2026 for 2026/27'}
            sx={{ mt: 1 }}
            required
          />
          <TextField
            select
            label="Hub"
            value={hub}
            onChange={(e) => setHub(e.target.value)}
            error={problem('hub') !== ''}
            helperText={problem('hub') || ' '}
            sx={{ mt: 1 }}
            required
          >
            {withHeld(hubs.data?.values ?? [], hub).map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Tutor"
            value={tutor}
            onChange={(e) => setTutor(e.target.value)}
            error={problem('tutorId') !== '' || faculty.isError}
            helperText={problem('tutorId') || (faculty.isError ? 'The faculty list could not be loaded.' : ' ')}
          >
            <MenuItem value="">Not assigned</MenuItem>
            {currentTutor && !tutors.some((t) => t.id === currentTutor.id) && (
              <MenuItem value={String(currentTutor.id)}>{currentTutor.name}</MenuItem>
            )}
            {tutors.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {nameOf(t)}
              </MenuItem>
            ))}
          </TextField>
          <DateField
            label="Start date"
            value={startsOn}
            onChange={setStartsOn}
            error={problem('startsOn') !== ''}
            helperText={problem('startsOn') || ' '}
          />
          <TextField
            label="Capacity"
            type="number"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
            error={problem('capacity') !== ''}
            helperText={problem('capacity') || 'Empty for no limit'}
          />
          {otherError(save.error, [...FIELDS, 'moduleId']) && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {otherError(save.error, [...FIELDS, 'moduleId'])}
            </Alert>
          )}
          {problem('moduleId') && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {problem('moduleId')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {instance ? 'Save' : 'Add instance'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
