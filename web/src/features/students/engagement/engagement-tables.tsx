import { academicYear } from '@collegium/domain/academic-year';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import type { EngagementView } from '@collegium/domain/engagement-view';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getConfig } from '../../../lib/config.ts';
import { ScrollTable } from '../record/components/scroll-table.tsx';
import { EngagementStatusChip } from '../../../components/ui/engagement-status-chip.tsx';

// The tables of the Engagement tab: status history, academic-year sessions, earlier engagements.

const date = (value: string | null) => (value ? formatDate(value, getConfig().dateFormat) : '—');

function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
      {text}
    </Typography>
  );
}

export function StatusHistoryTable({ engagement }: { engagement: EngagementView }) {
  if (engagement.history.length === 0) return <Empty text="No status changes recorded yet." />;
  return (
    <ScrollTable caption={`Status history of the ${engagement.programmeCode} engagement, newest first`} minWidth={720}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Effective</TableCell>
          <TableCell scope="col">From</TableCell>
          <TableCell scope="col">To</TableCell>
          <TableCell scope="col">Reason</TableCell>
          <TableCell scope="col">By</TableCell>
          <TableCell scope="col">Recorded</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {engagement.history.map((c) => (
          <TableRow key={c.id}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              {date(c.effectiveDate)}
            </TableCell>
            <TableCell>{c.fromStatus ? <EngagementStatusChip status={c.fromStatus} size="small" /> : 'New'}</TableCell>
            <TableCell>
              <EngagementStatusChip status={c.toStatus} size="small" />
            </TableCell>
            <TableCell sx={{ minWidth: 200, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.reason}</TableCell>
            <TableCell>{c.changedBy?.name ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.changedAt, getConfig().dateFormat)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function SessionsTable({ engagement }: { engagement: EngagementView }) {
  if (engagement.sessions.length === 0) return <Empty text="No academic-year sessions yet." />;
  return (
    <ScrollTable caption={`Academic-year sessions of the ${engagement.programmeCode} engagement`} minWidth={420}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Academic year</TableCell>
          <TableCell scope="col">Level</TableCell>
          <TableCell scope="col">Status</TableCell>
          <TableCell scope="col">Enrolled</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {engagement.sessions.map((s) => (
          <TableRow key={s.id}>
            <TableCell component="th" scope="row">
              {academicYear(s.academicYear)}
            </TableCell>
            <TableCell>{s.level ?? '—'}</TableCell>
            <TableCell>
              <EngagementStatusChip status={s.status} size="small" />
            </TableCell>
            <TableCell>{date(s.enrolledAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function EarlierEngagementsTable({ engagements }: { engagements: readonly EngagementView[] }) {
  return (
    <ScrollTable caption="Earlier engagements" minWidth={640}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Programme</TableCell>
          <TableCell scope="col">Level</TableCell>
          <TableCell scope="col">Status</TableCell>
          <TableCell scope="col">Started</TableCell>
          <TableCell scope="col">Ended</TableCell>
          <TableCell scope="col">Last change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {engagements.map((e) => (
          <TableRow key={e.id}>
            <TableCell component="th" scope="row">
              <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {e.programmeCode}
              </Box>
              {e.programmeTitle}
            </TableCell>
            <TableCell>{e.level ?? '—'}</TableCell>
            <TableCell>
              <EngagementStatusChip status={e.status} size="small" />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(e.startIntake)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(e.endDate)}</TableCell>
            <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>{e.history[0]?.reason ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
