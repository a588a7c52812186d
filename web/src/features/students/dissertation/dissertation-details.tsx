import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import type { Dissertation } from './api/get-dissertation.ts';
import { useSupervisors } from './api/get-supervisors.ts';

// The dissertation's title and supervisor: read-only text for viewers, a small form for editors.

export interface DetailsValues {
  title: string | null;
  supervisorId: number | null;
}

export interface DissertationDetailsProps {
  dissertation: Dissertation;
  canEdit: boolean;
  saving: boolean;
  /** Server messages by field (title, supervisorId). */
  errors: Partial<Record<keyof DetailsValues, string>>;
  onSave: (values: DetailsValues) => void;
}

const NONE = '';

export function DissertationDetails({ dissertation, canEdit, saving, errors, onSave }: DissertationDetailsProps) {
  const supervisors = useSupervisors(canEdit);
  const [title, setTitle] = useState(dissertation.title ?? '');
  const [supervisor, setSupervisor] = useState(dissertation.supervisor ? String(dissertation.supervisor.id) : NONE);

  if (!canEdit) {
    return (
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Title
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {dissertation.title ?? 'Not given yet'}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Supervisor
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {dissertation.supervisor?.name ?? 'Not agreed yet'}
        </Typography>
      </Box>
    );
  }

  // The supervisor may have left (inactive): keep them as an option while they are chosen.
  const options = supervisors.data ?? [];
  const current = dissertation.supervisor;
  const choices = current && !options.some((o) => o.id === current.id) ? [current, ...options] : options;
  const changed = title.trim() !== (dissertation.title ?? '') || supervisor !== (current ? String(current.id) : NONE);

  return (
    <Box
      component="form"
      noValidate
      aria-label="Title and supervisor"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({
          title: title.trim() === '' ? null : title.trim(),
          supervisorId: supervisor === NONE ? null : Number(supervisor),
        });
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}
    >
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title ?? ' '}
        slotProps={{ htmlInput: { maxLength: 300 } }}
        size="small"
        fullWidth
      />
      <TextField
        select
        label="Supervisor"
        value={supervisor}
        onChange={(e) => setSupervisor(e.target.value)}
        error={Boolean(errors.supervisorId)}
        helperText={errors.supervisorId ?? (supervisors.isError ? 'The list of faculty could not be loaded.' : ' ')}
        size="small"
        fullWidth
      >
        <MenuItem value={NONE}>Not agreed yet</MenuItem>
        {choices.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <AppButton type="submit" startIcon={<Save />} disabled={!changed || saving}>
          Save title and supervisor
        </AppButton>
      </Box>
    </Box>
  );
}
