import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { EVENT_KINDS } from '@collegium/domain/lead-events';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DateField } from '../../components/form/date-field.tsx';
import { ErrorSummary, type FormProblem } from '../../components/form/error-summary.tsx';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getConfig } from '../../lib/config.ts';
import { fieldError, otherError } from '../../lib/field-errors.ts';
import { useAddEvent, useEvents } from './api/lead-events.ts';

// spec 2.4, issue 17: Potential Students → Events (leads:import). The events, newest first, with
// how many came; a form to add one; each opens its page, where its attendee list is imported.
// The form's problems show at their fields and in the GOV.UK error summary at its top (issue 19).

const FIELDS = ['name', 'kind', 'heldOn', 'place'] as const;
const id = (field: string) => `event-${field}`;

function AddEvent() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [kind, setKind] = useState('Open day');
  const [heldOn, setHeldOn] = useState('');
  const [place, setPlace] = useState('');
  const add = useAddEvent();
  const problem = (param: string) => fieldError(add.error, param);
  const general = otherError(add.error, FIELDS);
  const [attempt, setAttempt] = useState(0);
  const problems: FormProblem[] = FIELDS.map((f) => ({ fieldId: id(f), message: problem(f) })).filter(
    (p) => p.message !== '',
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((a) => a + 1);
    add.mutate(
      { name, kind: kind as (typeof EVENT_KINDS)[number], heldOn, place },
      { onSuccess: (made) => void navigate(`/leads/events/${made.event.id}`) },
    );
  };
  const field = (label: string, value: string, set: (v: string) => void, param: string, extra = {}) => (
    <TextField
      id={id(param)}
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={problem(param) !== ''}
      helperText={problem(param) || ' '}
      sx={{ flex: '1 1 200px', minWidth: 0 }}
      {...extra}
    />
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="add-event" sx={{ p: 2, mb: 3 }}>
      <Typography id="add-event" component="h2" variant="h6" sx={{ mb: 2 }}>
        Add an event
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Box sx={{ flexBasis: '100%', '&:empty': { display: 'none' } }}>
          <ErrorSummary problems={problems} attempt={attempt} />
        </Box>
        {field('Name', name, setName, 'name', { sx: { flex: '2 1 260px', minWidth: 0 } })}
        <TextField
          select
          id={id('kind')}
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          error={problem('kind') !== ''}
          helperText={problem('kind') || ' '}
          sx={{ flex: '1 1 160px', minWidth: 0 }}
        >
          {EVENT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {k}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          id={id('heldOn')}
          label="Date"
          value={heldOn}
          onChange={setHeldOn}
          error={problem('heldOn') !== ''}
          helperText={problem('heldOn') || ' '}
          sx={{ flex: '1 1 200px', minWidth: 0 }}
        />
        {field('Place', place, setPlace, 'place')}
        <Box sx={{ flexBasis: '100%' }}>
          {general && <Typography color="error">{general}</Typography>}
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add event
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export function LeadEventsScreen() {
  const events = useEvents();
  const fmt = getConfig().dateFormat;
  return (
    <>
      <PageHeader title="Events" subtitle="Open days, conferences and visits, and who came" />
      <AddEvent />
      <QueryContent query={events} what="the events">
        {(items) =>
          items.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>No events yet: add the first above.</Typography>
          ) : (
            <List aria-label="Events, newest first" disablePadding>
              {items.map((e) => (
                <ListItem key={e.id} divider sx={{ display: 'block', px: 0 }}>
                  <Link component={RouterLink} to={`/leads/events/${e.id}`} sx={{ fontWeight: 500 }}>
                    {e.name}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {e.kind} · {formatDate(e.heldOn, fmt)} · {e.place} ·{' '}
                    {e.attendees === 1 ? '1 attendee' : `${e.attendees} attendees`}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryContent>
    </>
  );
}
