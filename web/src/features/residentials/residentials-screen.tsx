import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import type { Register, Residential, ResidentialList } from '@collegium/domain/residential-attendance';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryContent } from '../../components/student/query-content.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { queryClient } from '../../lib/query-client.ts';
import { fieldError, otherError } from '../../lib/field-errors.ts';
import { DateField } from '../../components/form/date-field.tsx';

// Students → Residentials (registry, students:edit) and My Students → Residentials (a tutor, the
// instances they teach); feature residentialAttendance, issue 20. The residentials and hub weeks of
// module instances, a form to add one, and a link to each one's register. GET/POST {api}/residentials.

export const RESIDENTIALS_KEY = ['residentials'] as const;
const FIELDS = ['moduleInstanceId', 'title', 'startsOn', 'endsOn'] as const;

function AddResidential({ instances }: { instances: ResidentialList['instances'] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [instance, setInstance] = useState('');
  const [title, setTitle] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const add = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () =>
      (
        await api.post<Register>('residentials', {
          moduleInstanceId: instance === '' ? undefined : Number(instance),
          title,
          startsOn,
          endsOn,
        })
      ).data,
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: RESIDENTIALS_KEY });
      void navigate(`${pathname}/${made.residential.id}`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  const problem = (param: string) => fieldError(add.error, param);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="add-residential" sx={{ p: 2, mb: 3 }}>
      <Typography id="add-residential" component="h2" variant="h6" sx={{ mb: 2 }}>
        Add a residential or hub week
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          label="Module instance"
          value={instance}
          onChange={(e) => setInstance(e.target.value)}
          error={problem('moduleInstanceId') !== ''}
          helperText={problem('moduleInstanceId') || ' '}
          sx={{ flex: '1 1 280px', minWidth: 0 }}
        >
          {instances.map((i) => (
            <MenuItem key={i.id} value={String(i.id)}>
              {i.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={problem('title') !== ''}
          helperText={problem('title') || 'For example: September hub week'}
          sx={{ flex: '1 1 220px' }}
        />
        <DateField
          label="First day"
          value={startsOn}
          onChange={setStartsOn}
          error={problem('startsOn') !== ''}
          helperText={problem('startsOn') || ' '}
        />
        <DateField
          label="Last day"
          value={endsOn}
          onChange={setEndsOn}
          error={problem('endsOn') !== ''}
          helperText={problem('endsOn') || ' '}
        />
        <Button type="submit" variant="contained" disabled={add.isPending} sx={{ alignSelf: 'flex-start', mt: 1 }}>
          Add residential
        </Button>
      </Box>
      {otherError(add.error, FIELDS) && <Alert severity="error">{otherError(add.error, FIELDS)}</Alert>}
    </Paper>
  );
}

function ResidentialRow({ residential: r, base }: { residential: Residential; base: string }) {
  const fmt = getConfig().dateFormat;
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {r.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {r.module}, {r.hub} · {formatDate(r.startsOn, fmt)} to {formatDate(r.endsOn, fmt)} · {r.marked} of{' '}
          {r.students} marked
        </Typography>
      </Box>
      <LinkButton to={`${base}/${r.id}`} variant="outlined" size="small" aria-label={`Register for ${r.title}`}>
        Register
      </LinkButton>
    </ListItem>
  );
}

export function ResidentialsScreen() {
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: RESIDENTIALS_KEY,
    queryFn: async ({ signal }) => (await api.get<ResidentialList>('residentials', { signal })).data,
  });
  return (
    <>
      <PageHeader
        title="Residentials"
        subtitle="Residentials and hub weeks of module instances, and a register of who attended each."
      />
      <QueryContent query={query} what="the residentials">
        {({ residentials, instances }) => (
          <>
            {instances.length > 0 ? (
              <AddResidential instances={instances} />
            ) : (
              <Alert severity="info" sx={{ mb: 3 }}>
                There are no module instances of this or last year you can add a residential to.
              </Alert>
            )}
            {residentials.length === 0 ? (
              <Alert severity="info">No residentials yet.</Alert>
            ) : (
              <List aria-label="Residentials" disablePadding>
                {residentials.map((r) => (
                  <ResidentialRow key={r.id} residential={r} base={pathname.replace(/\/$/, '')} />
                ))}
              </List>
            )}
          </>
        )}
      </QueryContent>
    </>
  );
}
