import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@collegium/domain/date-format';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { getConfig } from '../../../lib/config.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useMyApplicants } from '../api/get-my-applicants.ts';
import { ApplicationStatus } from './application-status.tsx';

// spec 2.5 myapplicants: the applicants assigned to the signed-in programme director (the
// applications to their programme); each opens its record page /myapplicants/{id}.

export function MyApplicantsScreen() {
  const list = useMyApplicants();
  const dateFormat = getConfig().dateFormat;
  const data = list.data;
  const subtitle = data ? (data.programme ? `Applications to ${data.programme}` : ' ') : ' ';
  return (
    <>
      <PageHeader title="My applicants" subtitle={subtitle} />
      {list.isError ? (
        <Alert severity="error">Your applicants could not be loaded. Please try again.</Alert>
      ) : data && !data.programme ? (
        <Alert severity="info">
          Applicants are assigned to programme directors by programme. Your account names no programme, so no applicants
          are yours.
        </Alert>
      ) : (
        <TableContainer component={Paper}>
          <Table size="small">
            <caption>Applications to your programme</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Name</TableCell>
                <TableCell scope="col">Status</TableCell>
                <TableCell scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Intake
                </TableCell>
                <TableCell scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Submitted
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!data ? (
                <TableRow>
                  <TableCell colSpan={4}>{LOADING_TEXT}</TableCell>
                </TableRow>
              ) : data.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>Nobody has applied to your programme yet.</TableCell>
                </TableRow>
              ) : (
                data.items.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={`/myapplicants/${a.id}`}>
                        {a.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <ApplicationStatus status={a.status} />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {a.intake ? formatDate(a.intake, dateFormat) : ''}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {a.submittedAt ? formatDate(a.submittedAt, dateFormat) : 'Not yet'}
                    </TableCell>
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
