import Box from '@mui/material/Box';
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
import type { InvoiceView } from '@collegium/domain/student-finance';
import { StatusChip } from '../../components/ui/status-chip.tsx';

// The student's invoices: a table on a wide screen, one card per invoice on a phone.

const pounds = (pence: number) => formatPounds(pence / 100);
const COLOUR = { Paid: 'success', Due: 'info', Overdue: 'danger' } as const;
/** Invoices to the student say so plainly. */
const payer = (p: string) => (p === 'Student' ? 'You' : p);

export function InvoiceList({ invoices }: { invoices: InvoiceView[] }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Credits (bursaries, discounts) get their own column once any invoice has one.
  const credits = invoices.some((i) => i.credited > 0);
  if (narrow) {
    return (
      <Box component="ul" aria-label="Invoices" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invoices.map((i) => (
          <Box component="li" key={i.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{i.number}</Typography>
              <StatusChip label={i.status} colour={COLOUR[i.status]} />
            </Box>
            <Typography variant="body2">{i.description}</Typography>
            <Typography variant="body2" color="text.secondary">
              To {payer(i.payer) === 'You' ? 'you' : payer(i.payer)}, due {formatDate(i.dueOn)}
            </Typography>
            <Typography variant="body2">
              {pounds(i.amount)}
              {i.credited > 0 ? `, ${pounds(i.credited)} credited` : ''}
              {i.outstanding > 0 ? `, ${pounds(i.outstanding)} to pay` : i.paid > 0 ? ', paid' : ', settled'}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Invoices">
      <TableHead>
        <TableRow>
          <TableCell>Invoice</TableCell>
          <TableCell>Addressed to</TableCell>
          <TableCell>Due</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Paid</TableCell>
          {credits && <TableCell align="right">Credited</TableCell>}
          <TableCell align="right">To pay</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((i) => (
          <TableRow key={i.id}>
            <TableCell>
              {i.number}
              <Typography variant="body2" color="text.secondary">
                {i.description}
              </Typography>
            </TableCell>
            <TableCell>{payer(i.payer)}</TableCell>
            <TableCell>{formatDate(i.dueOn)}</TableCell>
            <TableCell align="right">{pounds(i.amount)}</TableCell>
            <TableCell align="right">{pounds(i.paid)}</TableCell>
            {credits && <TableCell align="right">{pounds(i.credited)}</TableCell>}
            <TableCell align="right">{pounds(i.outstanding)}</TableCell>
            <TableCell>
              <StatusChip label={i.status} colour={COLOUR[i.status]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
