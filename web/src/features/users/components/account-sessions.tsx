import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import type { AccountSession } from '@collegium/domain/user-accounts';
import { useId } from 'react';
import { getConfig } from '../../../lib/config.ts';

const IMPERSONATION: Record<AccountSession['impersonation'], string> = {
  none: '',
  'acted-as': 'Someone acting as this user',
  acting: 'This user acting as someone else',
};

/** The account's sign-in sessions that have not expired, newest activity first. */
export function AccountSessions({
  sessions,
  title = 'Active sessions',
}: {
  sessions: readonly AccountSession[];
  title?: string;
}) {
  const headingId = useId();
  const dateFormat = getConfig().dateFormat;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {sessions.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Not signed in anywhere.</Typography>
      ) : (
        <TableContainer tabIndex={0} role="group" aria-labelledby={headingId}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Signed in</TableCell>
                <TableCell>Last active</TableCell>
                <TableCell>IP address</TableCell>
                <TableCell>Browser</TableCell>
                <TableCell>Note</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((s) => (
                <TableRow key={`${s.createdAt}-${s.lastSeenAt}-${s.ip ?? ''}`}>
                  <TableCell>{formatDateTime(s.createdAt, dateFormat)}</TableCell>
                  <TableCell>{formatDateTime(s.lastSeenAt, dateFormat)}</TableCell>
                  <TableCell>{s.ip ?? ''}</TableCell>
                  <TableCell sx={{ minWidth: 240, maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {s.userAgent ?? ''}
                  </TableCell>
                  <TableCell>
                    {[s.current ? 'This session' : '', IMPERSONATION[s.impersonation]].filter(Boolean).join('; ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
