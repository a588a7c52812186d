import { academicYear as yearLabel, academicYearOf } from '@collegium/domain/academic-year';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useAddMembers, useCreateGroup, useFormationGroups, useRemoveMember } from './api.ts';
import { GroupCard } from './group-card.tsx';

// Issue 20, feature formation-groups: Students → Formation groups. A year's groups with their
// leaders and students; registry (abilities.canManage) creates groups, adds students by partner id
// and removes them.

const THIS_YEAR = academicYearOf(new Date());
const YEARS = [THIS_YEAR + 1, THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2];

/** The message to show in place for a refused write; anything else goes to the error catalogue. */
function refusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const detail = Array.isArray(error.body?.details) ? error.body.details[0]?.message : undefined;
  if (detail) return detail;
  return error.status === 409 || error.status === 404 ? (error.body?.message ?? error.message) : null;
}

function useRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  const onError = (error: unknown) => {
    const m = refusal(error);
    if (m) setMessage(m);
    else handleApiError(error);
  };
  return { message, clear: () => setMessage(null), onError };
}

export function FormationGroupsScreen() {
  const [year, setYear] = useState(THIS_YEAR);
  const groups = useFormationGroups(year);
  const remove = useRemoveMember();
  return (
    <>
      <PageHeader
        title="Formation groups"
        subtitle="Pastoral groups of the year, each with a leader from faculty."
        actions={
          <TextField
            select
            size="small"
            label="Academic year"
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            slotProps={{ select: { native: true } }}
          >
            {YEARS.map((y) => (
              <option key={y} value={y}>
                {yearLabel(y)}
              </option>
            ))}
          </TextField>
        }
      />
      <QueryContent query={groups} what="the formation groups">
        {(data) => (
          <>
            {data.groups.length === 0 && (
              <Typography sx={{ mb: 2 }}>
                There are no formation groups in {yearLabel(data.academicYear)} yet.
              </Typography>
            )}
            {data.groups.map((g) => (
              <GroupCard
                key={g.id}
                group={g}
                recordBase="/students"
                {...(data.abilities.canManage
                  ? {
                      onRemove: (studentId: number) =>
                        remove.mutate({ id: g.id, studentId }, { onError: handleApiError }),
                      footer: <AddStudents groupId={g.id} groupName={g.name} />,
                    }
                  : {})}
              />
            ))}
            {data.abilities.canManage && <NewGroup academicYear={data.academicYear} leaders={data.leaders} />}
          </>
        )}
      </QueryContent>
    </>
  );
}

function AddStudents({ groupId, groupName }: { groupId: number; groupName: string }) {
  const add = useAddMembers();
  const [value, setValue] = useState('');
  const refused = useRefusal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refused.clear();
    const partnerIds = value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    add.mutate({ id: groupId, partnerIds }, { onSuccess: () => setValue(''), onError: refused.onError });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <TextField
        size="small"
        label={`Add students to ${groupName}`}
        placeholder="Partner ids, e.g. 2400101, 2400102"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={refused.message !== null}
        helperText={refused.message ?? 'Partner ids, separated by commas or spaces.'}
        sx={{ flex: 1, minWidth: { xs: '100%', sm: 300 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={add.isPending || value.trim() === ''}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add
      </Button>
    </Box>
  );
}

function NewGroup({ academicYear, leaders }: { academicYear: number; leaders: { id: number; name: string }[] }) {
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [leaderId, setLeaderId] = useState('');
  const refused = useRefusal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refused.clear();
    create.mutate(
      { academicYear, name, leaderId: Number(leaderId) },
      {
        onSuccess: () => {
          setName('');
          setLeaderId('');
        },
        onError: refused.onError,
      },
    );
  };
  return (
    <Paper component="section" aria-labelledby="new-group-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="new-group-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        New group in {yearLabel(academicYear)}
      </Typography>
      {refused.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refused.message}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          label="Group name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          sx={{ minWidth: { xs: '100%', sm: 240 } }}
        />
        <TextField
          select
          size="small"
          label="Leader"
          value={leaderId}
          onChange={(e) => setLeaderId(e.target.value)}
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { xs: '100%', sm: 240 } }}
        >
          <option value="">Choose a leader</option>
          {leaders.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Create group
        </Button>
      </Box>
    </Paper>
  );
}
