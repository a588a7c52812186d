import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  type Register,
  type RegisterRow,
} from '@collegium/domain/residential-attendance';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { QueryContent } from '../../components/student/query-content.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { queryClient } from '../../lib/query-client.ts';
import { fieldError, otherError } from '../../lib/field-errors.ts';
import { RESIDENTIALS_KEY } from './residentials-screen.tsx';

// The register of one residential (feature residentialAttendance, issue 20): each student placed on
// the module instance marked present, late, or absent with a reason, saved in one go.
// GET {api}/residentials/{id}, PUT {api}/residentials/{id}/register (409 when someone saved meanwhile).

type Marks = Record<number, { status: AttendanceStatus | null; reason: string }>;
const marksOf = (rows: readonly RegisterRow[]): Marks =>
  Object.fromEntries(rows.map((r) => [r.studentId, { status: r.status, reason: r.reason }]));

function RegisterForm({ register, id }: { register: Register; id: string }) {
  // The record opens under the same area (/students/{id} for registry, /mystudents/{id} for a tutor).
  const recordBase = `/${useLocation().pathname.split('/')[1] ?? 'students'}`;
  const [marks, setMarks] = useState<Marks>(() => marksOf(register.rows));
  const [saved, setSaved] = useState(false);
  const sent = register.rows.filter((r) => marks[r.studentId]?.status);
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () =>
      (
        await api.put<Register>(`residentials/${id}/register`, {
          version: register.version,
          marks: sent.map((r) => ({ studentId: r.studentId, ...marks[r.studentId] })),
        })
      ).data,
    onSuccess: (data) => {
      queryClient.setQueryData([...RESIDENTIALS_KEY, id], data);
      void queryClient.invalidateQueries({ queryKey: RESIDENTIALS_KEY, exact: true });
      setMarks(marksOf(data.rows));
      setSaved(true);
    },
  });
  const set = (studentId: number, change: Partial<Marks[number]>) => {
    setSaved(false);
    setMarks((m) => ({ ...m, [studentId]: { status: null, reason: '', ...m[studentId], ...change } }));
  };
  const reasonError = (studentId: number) => {
    const at = sent.findIndex((r) => r.studentId === studentId);
    return at < 0 ? '' : fieldError(save.error, `marks.${at}.reason`);
  };
  const fieldsWithErrors = sent.map((_, at) => `marks.${at}.reason`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  if (register.rows.length === 0)
    return <Alert severity="info">No students are placed on this module instance yet.</Alert>;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Register">
      <Button
        onClick={() =>
          register.rows.forEach((r) => !marks[r.studentId]?.status && set(r.studentId, { status: 'Present' }))
        }
      >
        Mark the rest present
      </Button>
      <List disablePadding>
        {register.rows.map((r) => {
          const mark = marks[r.studentId] ?? { status: null, reason: '' };
          const error = reasonError(r.studentId);
          return (
            <ListItem
              key={r.studentId}
              divider
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            >
              <Box sx={{ flex: '1 1 180px', minWidth: 0, pt: 1 }}>
                <Link component={RouterLink} to={`${recordBase}/${r.studentId}`} sx={{ fontWeight: 600 }}>
                  {r.name}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Partner id {r.partnerId}
                </Typography>
              </Box>
              <RadioGroup
                row
                aria-label={`Attendance of ${r.name}`}
                value={mark.status ?? ''}
                onChange={(e) => set(r.studentId, { status: e.target.value as AttendanceStatus })}
              >
                {ATTENDANCE_STATUSES.map((s) => (
                  <FormControlLabel key={s} value={s} control={<Radio />} label={s} />
                ))}
              </RadioGroup>
              {mark.status && mark.status !== 'Present' && (
                <TextField
                  size="small"
                  label={mark.status === 'Absent' ? 'Reason for the absence' : 'Note (optional)'}
                  required={mark.status === 'Absent'}
                  value={mark.reason}
                  onChange={(e) => set(r.studentId, { reason: e.target.value })}
                  error={error !== ''}
                  helperText={error || ' '}
                  slotProps={{ htmlInput: { 'aria-label': `Reason, ${r.name}` } }}
                  sx={{ flex: '1 1 220px' }}
                />
              )}
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending || sent.length === 0}>
          Save register
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {sent.length} of {register.rows.length} marked
        </Typography>
      </Box>
      {saved && (
        <Alert severity="success" sx={{ mt: 2 }}>
          The register is saved.
        </Alert>
      )}
      {otherError(save.error, fieldsWithErrors) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {otherError(save.error, fieldsWithErrors)}
        </Alert>
      )}
    </Box>
  );
}

export function RegisterScreen() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: [...RESIDENTIALS_KEY, id],
    queryFn: async ({ signal }) => (await api.get<Register>(`residentials/${id}`, { signal })).data,
  });
  const fmt = getConfig().dateFormat;
  const r = query.data?.residential;
  return (
    <>
      <PageHeader
        title={r ? `Register: ${r.title}` : 'Register'}
        subtitle={
          r ? `${r.module}, ${r.hub} · ${formatDate(r.startsOn, fmt)} to ${formatDate(r.endsOn, fmt)}` : undefined
        }
        actions={
          <LinkButton to={pathname.replace(/\/[^/]+\/?$/, '')} variant="text">
            All residentials
          </LinkButton>
        }
      />
      <QueryContent query={query} what="the register">
        {(register) => <RegisterForm key={id} register={register} id={id} />}
      </QueryContent>
    </>
  );
}
