import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PlacesResult } from '@collegium/domain/module-places';
import { type FormEvent, useState } from 'react';
import { fieldError, otherError } from '../../../lib/field-errors.ts';
import { useLookupChoices, useProgrammeCodes, useProgrammeLevels } from '../../../lib/lookups.ts';
import { usePlaceStudents } from '../api/places.ts';

// Issue 18: registry places a cohort (programme, level, hub) or students by partner id on an
// instance; who was placed and who was refused, with why, is listed after each go.

export function PlacesOutcome({ result }: { result: PlacesResult }) {
  return (
    <Box role="status" sx={{ mt: 2 }}>
      <Alert severity={result.placed.length > 0 ? 'success' : 'info'}>
        {result.placed.length === 0
          ? 'Nobody was placed.'
          : `Placed ${result.placed.length}: ${result.placed.map((p) => p.name).join(', ')}.`}
      </Alert>
      {result.refused.length > 0 && (
        <>
          <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
            Not placed ({result.refused.length})
          </Typography>
          <List dense aria-label="Not placed">
            {result.refused.map((r) => (
              <ListItem key={`${r.studentId}-${r.name}`} disableGutters>
                {r.name}: {r.reason}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

export function PlaceStudents({ moduleId, instanceId, hub }: { moduleId: number; instanceId: number; hub: string }) {
  const place = usePlaceStudents(moduleId, instanceId);
  const hubs = useLookupChoices('hubs');
  const programmes = useProgrammeCodes(true);
  const programmeLevels = useProgrammeLevels();
  const [programme, setProgramme] = useState('');
  const [level, setLevel] = useState('');
  const [cohortHub, setCohortHub] = useState(hub);
  const [partnerIds, setPartnerIds] = useState('');
  const [typo, setTypo] = useState('');
  const placeCohort = (e: FormEvent) => {
    e.preventDefault();
    place.mutate({ cohort: { programme, level, hub: cohortHub } });
  };
  const placeSome = (e: FormEvent) => {
    e.preventDefault();
    const words = partnerIds.split(/[\s,;]+/).filter(Boolean);
    const wrong = words.find((w) => !/^\d{1,9}$/.test(w));
    setTypo(wrong === undefined ? '' : `${wrong} is not a partner id (digits only).`);
    if (wrong === undefined) place.mutate({ partnerIds: words.map(Number) });
  };
  const problem = (param: string) => fieldError(place.error, param);
  const other = otherError(place.error, ['cohort.programme', 'cohort.level', 'cohort.hub', 'partnerIds']);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="place-students-heading" sx={{ p: 2, mt: 2 }}>
      <Typography id="place-students-heading" component="h3" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        Place students
      </Typography>
      <Box
        component="form"
        onSubmit={placeCohort}
        noValidate
        aria-label="Place a cohort"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          label="Programme"
          value={programme}
          onChange={(e) => {
            setProgramme(e.target.value);
            setLevel('');
          }}
          error={problem('cohort.programme') !== ''}
          helperText={problem('cohort.programme') || ' '}
          sx={{ flex: '1 1 140px' }}
        >
          {programmes.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Level"
          value={level}
          onChange={(e) => setLevel(e.target.value)}
          error={problem('cohort.level') !== ''}
          helperText={problem('cohort.level') || ' '}
          sx={{ flex: '1 1 100px' }}
        >
          {programmeLevels(programme).map((l) => (
            <MenuItem key={l} value={l}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Hub"
          value={cohortHub}
          onChange={(e) => setCohortHub(e.target.value)}
          error={problem('cohort.hub') !== ''}
          helperText={problem('cohort.hub') || ' '}
          sx={{ flex: '1 1 140px' }}
        >
          {(hubs.data?.values ?? [hub]).map((h) => (
            <MenuItem key={h} value={h}>
              {h}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={place.isPending} sx={{ mt: 1 }}>
          Place the cohort
        </Button>
      </Box>
      <Box
        component="form"
        onSubmit={placeSome}
        noValidate
        aria-label="Place students by partner id"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 1 }}
      >
        <TextField
          label="Partner ids"
          value={partnerIds}
          onChange={(e) => setPartnerIds(e.target.value)}
          error={typo !== '' || problem('partnerIds') !== ''}
          helperText={typo || problem('partnerIds') || 'One or more, separated by spaces or commas'}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="outlined" disabled={place.isPending} sx={{ mt: 1 }}>
          Place
        </Button>
      </Box>
      {other && <Alert severity="error">{other}</Alert>}
      {place.data && <PlacesOutcome result={place.data} />}
    </Paper>
  );
}
