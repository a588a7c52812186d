import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import type { StudentAttendance } from '@collegium/domain/residential-attendance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { LOADING_TEXT } from '../../lib/loading-text.ts';
import { StatusChip } from '../ui/status-chip.tsx';

// Issue 20, feature residentialAttendance: the student's attendance at residentials and hub weeks
// on the record page (students:view). GET {api}/students/{id}/residential-attendance.

export function ResidentialAttendancePanel({ studentId }: { studentId: number }) {
  const query = useQuery({
    queryKey: ['residentials', 'student', studentId],
    queryFn: async ({ signal }) =>
      (await api.get<StudentAttendance>(`students/${studentId}/residential-attendance`, { signal })).data,
  });
  const fmt = getConfig().dateFormat;
  const items = query.data?.items ?? [];
  const absent = items.filter((i) => i.status === 'Absent').length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="attendance-heading" sx={{ p: 2, mb: 3 }}>
      <Typography id="attendance-heading" component="h2" variant="h6">
        Residential attendance
      </Typography>
      {query.isPending && <Typography>{LOADING_TEXT}</Typography>}
      {query.isError && <Alert severity="error">The attendance could not be loaded. Please try again.</Alert>}
      {query.data && items.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No residential registers record this student yet.</Typography>
      )}
      {items.length > 0 && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {items.length - absent} of {items.length} attended
          </Typography>
          <Box component="ul" aria-label="Residential attendance" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((i) => (
              <Box
                component="li"
                key={i.residentialId}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
              >
                <StatusChip label={i.status} />
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {i.title}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {i.module} · {formatDate(i.startsOn, fmt)} to {formatDate(i.endsOn, fmt)}
                  {i.reason ? ` · ${i.reason}` : ''}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
