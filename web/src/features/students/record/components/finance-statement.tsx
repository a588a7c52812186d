import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate } from '@collegium/domain/date-format';
import { formatPounds } from '@collegium/domain/money-format';
import type { FinanceDetailsView } from '@collegium/domain/student-finance';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { getConfig } from '../../../../lib/config.ts';
import { handleApiError } from '../../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../../lib/snackbar-store.ts';
import { FactList } from '../../../../components/student/fact-list.tsx';

// Issue 11.19 and 14: the student's account as finance and the registry read it: what was
// invoiced, credited (bursaries, discounts, corrections) and paid, the balance, and the statement
// of every charge, credit and payment with its running balance. Read only here.

const pounds = (pence: number) => formatPounds(pence / 100);
/** A balance below nothing is credit on the account. */
const balanceText = (pence: number) => (pence < 0 ? `${pounds(-pence)} in credit` : pounds(pence));

/** The statement as a PDF, from the staff record's call (issue 14). */
function PdfDownload({ studentId }: { studentId: number }) {
  const [busy, setBusy] = useState(false);
  const notify = useSnackbarStore((s) => s.notify);
  const run = async () => {
    setBusy(true);
    try {
      const name = await api.download(`students/${studentId}/finance/statement.pdf`, { type: 'pdf' });
      notify(`Downloaded ${name}.`, { type: 'success' });
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<PictureAsPdf />} onClick={run} disabled={busy}>
      {busy ? 'Preparing…' : 'Download PDF statement'}
    </Button>
  );
}

export function FinanceStatement({ account, studentId }: { account: FinanceDetailsView; studentId?: number }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { totals } = account;
  const date = (iso: string) => formatDate(iso, getConfig().dateFormat);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="finance-statement-title"
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
      >
        <Typography id="finance-statement-title" component="h2" variant="h6">
          Statement
        </Typography>
        {studentId !== undefined && <PdfDownload studentId={studentId} />}
      </Box>
      <Box aria-label="Account totals" role="group" sx={{ mb: 2 }}>
        <FactList
          facts={[
            { label: 'Invoiced', value: pounds(totals.invoiced) },
            { label: 'Credited', value: pounds(totals.credited) },
            { label: 'Paid', value: pounds(totals.paid) },
            { label: 'Balance', value: balanceText(totals.balance) },
            { label: 'Overdue', value: pounds(totals.overdue) },
            {
              label: 'Next due',
              value: account.nextDue
                ? `${pounds(account.nextDue.amount)} on ${date(account.nextDue.dueOn)}`
                : 'Nothing due',
            },
          ]}
        />
      </Box>
      {account.statement.length === 0 ? (
        <Typography color="text.secondary">Nothing has been invoiced, credited or paid yet.</Typography>
      ) : narrow ? (
        <Box component="ul" aria-label="Statement lines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {account.statement.map((l, i) => (
            <Box
              component="li"
              key={`${l.kind}-${l.reference}-${i}`}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {l.kind} {l.reference}
                </Typography>
                <Typography>{l.charge > 0 ? pounds(l.charge) : `-${pounds(l.credit)}`}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {date(l.date)}: {l.description}
              </Typography>
              <Typography variant="body2">Balance {balanceText(l.balance)}</Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Table size="small" aria-label="Statement">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Document</TableCell>
              <TableCell>Description</TableCell>
              <TableCell align="right">Charge</TableCell>
              <TableCell align="right">Credit</TableCell>
              <TableCell align="right">Balance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {account.statement.map((l, i) => (
              <TableRow key={`${l.kind}-${l.reference}-${i}`}>
                <TableCell>{date(l.date)}</TableCell>
                <TableCell>
                  {l.kind} {l.reference}
                </TableCell>
                <TableCell>{l.description}</TableCell>
                <TableCell align="right">{l.charge > 0 ? pounds(l.charge) : ''}</TableCell>
                <TableCell align="right">{l.credit > 0 ? pounds(l.credit) : ''}</TableCell>
                <TableCell align="right">{balanceText(l.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
