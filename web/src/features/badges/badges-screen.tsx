import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Badge, BadgeList, GrantResult } from '@collegium/domain/badges';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { BADGES_KEY, BadgeReport } from './badge-report.tsx';
import { DateField } from '../../components/form/date-field.tsx';

// Students → Badges (feature badges, students:view; issue 20): the badges staff define, a form
// to grant one to students by partner id, and the report of awards. Defining and granting need
// students:edit (`abilities.canManage`). GET/POST {api}/badges, PUT {api}/badges/{id},
// POST {api}/badges/{id}/awards.

const errorsOf = (error: unknown) => (isApiError(error) ? (error.body?.details ?? []) : []);
const fieldError = (error: unknown, param: string) =>
  errorsOf(error)
    .filter((d) => d.param === param)
    .map((d) => d.message)
    .join(' ');
const otherError = (error: unknown, params: readonly string[]) => {
  if (!error) return null;
  const rest = errorsOf(error).filter((d) => !params.includes(d.param));
  if (rest.length > 0) return rest.map((d) => d.message).join(' ');
  return errorsOf(error).length > 0 ? null : error instanceof Error ? error.message : 'That did not work.';
};
const settle = () => void queryClient.invalidateQueries({ queryKey: BADGES_KEY });
const today = () => new Date().toISOString().slice(0, 10);

function DefineBadge() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const add = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => (await api.post<BadgeList>('badges', { name, description })).data,
    onSuccess: () => {
      setName('');
      setDescription('');
    },
    onSettled: settle,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label="Define a badge"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      <TextField
        size="small"
        label="New badge"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldError(add.error, 'name') !== ''}
        helperText={fieldError(add.error, 'name') || ' '}
      />
      <TextField
        size="small"
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        sx={{ flex: '1 1 240px' }}
        helperText=" "
      />
      <Button type="submit" variant="contained" disabled={add.isPending} sx={{ alignSelf: 'flex-start' }}>
        Add badge
      </Button>
      {otherError(add.error, ['name']) && <Alert severity="error">{otherError(add.error, ['name'])}</Alert>}
    </Box>
  );
}

function BadgeRow({ badge, canManage }: { badge: Badge; canManage: boolean }) {
  const edit = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () =>
      api.put<BadgeList>(`badges/${badge.id}`, {
        name: badge.name,
        description: badge.description,
        retired: !badge.retired,
        version: badge.version,
      }),
    onSettled: settle,
  });
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {badge.name} {badge.retired && <StatusChip label="Retired" />}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {badge.description || 'No description'} · {badge.awards} {badge.awards === 1 ? 'award' : 'awards'}
        </Typography>
      </Box>
      {canManage && (
        <Button
          size="small"
          disabled={edit.isPending}
          onClick={() => edit.mutate()}
          aria-label={`${badge.retired ? 'Reinstate' : 'Retire'} ${badge.name}`}
        >
          {badge.retired ? 'Reinstate' : 'Retire'}
        </Button>
      )}
      {edit.error && <Alert severity="error">{edit.error.message}</Alert>}
    </ListItem>
  );
}

function GrantBadge({ badges }: { badges: readonly Badge[] }) {
  const open = badges.filter((b) => !b.retired);
  const [badgeId, setBadgeId] = useState('');
  const [ids, setIds] = useState('');
  const [awardedOn, setAwardedOn] = useState(today());
  const [note, setNote] = useState('');
  const grant = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      const partnerIds = ids
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(Number);
      return (await api.post<GrantResult>(`badges/${badgeId}/awards`, { partnerIds, awardedOn, note })).data;
    },
    onSuccess: () => setIds(''),
    onSettled: settle,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    grant.mutate();
  };
  const r = grant.data;
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      aria-label="Grant a badge"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Grant a badge
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 180px' } }}>
        <TextField
          select
          size="small"
          label="Badge"
          value={badgeId}
          onChange={(e) => setBadgeId(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          helperText=" "
        >
          <option value="">Choose…</option>
          {open.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Partner ids"
          value={ids}
          onChange={(e) => setIds(e.target.value)}
          error={fieldError(grant.error, 'partnerIds') !== ''}
          helperText={fieldError(grant.error, 'partnerIds') || 'Separated by commas or spaces'}
        />
        <DateField
          size="small"
          label="Awarded on"
          value={awardedOn}
          onChange={setAwardedOn}
          error={fieldError(grant.error, 'awardedOn') !== ''}
          helperText={fieldError(grant.error, 'awardedOn') || ' '}
        />
      </Box>
      <TextField
        size="small"
        fullWidth
        label="Note (optional)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        helperText=" "
      />
      {otherError(grant.error, ['partnerIds', 'awardedOn']) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {otherError(grant.error, ['partnerIds', 'awardedOn'])}
        </Alert>
      )}
      {r && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {`Granted to ${r.granted} ${r.granted === 1 ? 'student' : 'students'}${r.alreadyHeld > 0 ? `; ${r.alreadyHeld} already held it` : ''}.`}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={badgeId === '' || grant.isPending}>
        Grant badge
      </Button>
    </Paper>
  );
}

export function BadgesScreen() {
  const query = useQuery({
    queryKey: [...BADGES_KEY, 'list'],
    queryFn: async ({ signal }) => (await api.get<BadgeList>('badges', { signal })).data,
  });
  const data = query.data;
  return (
    <>
      <PageHeader
        title="Badges"
        subtitle="Awards of recognition granted to students, and the report of who holds them."
      />
      {query.isPending && <Typography>Loading…</Typography>}
      {query.isError && <Alert severity="error">The badges could not be loaded. Please try again.</Alert>}
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
            <Typography component="h2" variant="h6">
              The badges
            </Typography>
            {data.badges.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', mt: 1 }}>No badges yet.</Typography>
            ) : (
              <List aria-label="The badges">
                {data.badges.map((b) => (
                  <BadgeRow key={b.id} badge={b} canManage={data.abilities.canManage} />
                ))}
              </List>
            )}
            {data.abilities.canManage && <DefineBadge />}
          </Paper>
          {data.abilities.canManage && <GrantBadge badges={data.badges} />}
          <BadgeReport badges={data.badges} canManage={data.abilities.canManage} />
        </>
      )}
    </>
  );
}
