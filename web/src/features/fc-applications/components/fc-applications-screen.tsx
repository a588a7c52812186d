import { formatDate } from '@collegium/domain/date-format';
import { statusColour } from '@collegium/domain/status-colour';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { getConfig } from '../../../lib/config.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useFcApplications } from '../api/fc-applications.ts';

// spec 2.5 fc-applications: the applications for flexible study (Applications → Flexible study,
// fc-applications:view); each opens its read-only record page /fc-applications/{id}.

const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function FcApplicationsScreen() {
  const list = useFcApplications();
  const dateFormat = getConfig().dateFormat;
  const items = list.data;
  return (
    <>
      <PageHeader title="Flexible study" subtitle="Applications to study flexibly, a module at a time" />
      {list.isError ? (
        <Alert severity="error">The flexible study applications could not be loaded. Please try again.</Alert>
      ) : (
        <TableContainer component={Paper}>
          <Table size="small">
            <caption>Applications for flexible study</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Name</TableCell>
                <TableCell scope="col">Status</TableCell>
                <TableCell scope="col" sx={WIDE}>
                  Course
                </TableCell>
                <TableCell scope="col" sx={WIDE}>
                  Intake
                </TableCell>
                <TableCell scope="col" sx={WIDE}>
                  Submitted
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!items ? (
                <TableRow>
                  <TableCell colSpan={5}>{LOADING_TEXT}</TableCell>
                </TableRow>
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5}>Nobody has applied for flexible study yet.</TableCell>
                </TableRow>
              ) : (
                items.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={`/fc-applications/${a.id}`}>
                        {a.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <StatusChip label={a.statusLabel} colour={statusColour(a.status)} />
                    </TableCell>
                    <TableCell sx={WIDE}>{a.courseTitle ? `${a.courseTitle} (${a.course})` : a.course}</TableCell>
                    <TableCell sx={WIDE}>{a.intake ? formatDate(a.intake, dateFormat) : ''}</TableCell>
                    <TableCell sx={WIDE}>{a.submittedAt ? formatDate(a.submittedAt, dateFormat) : 'Not yet'}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
