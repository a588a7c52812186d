import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BursaryCase } from '@collegium/domain/bursary-committee';
import { formatDate } from '@collegium/domain/date-format';
import { formatWholePounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { BURSARY_STATUS_COLOUR } from './bursary-status.ts';

// The applications sent to the committee: a table on a wide screen, one entry per application on
// a phone. The student's name opens the application (`?id=` in the address, so it can be shared).

interface ListProps {
  items: BursaryCase[];
  dateFormat: string;
  /** The address that opens one application, keeping the filters. */
  hrefOf: (id: number) => string;
}

const requested = (n: number | null) => (n === null ? 'Not given' : formatWholePounds(n));
const submitted = (c: BursaryCase, dateFormat: string) => (c.submittedAt ? formatDate(c.submittedAt, dateFormat) : '');

function Opener({ item, hrefOf }: { item: BursaryCase; hrefOf: ListProps['hrefOf'] }) {
  return (
    <Link component={RouterLink} to={hrefOf(item.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {item.studentName}
    </Link>
  );
}

export function BursaryCaseList({ items, dateFormat, hrefOf }: ListProps) {
  // Eight columns need the room: below md each application is a short entry instead.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  if (narrow) {
    return (
      <Box component="ul" aria-label="Bursary applications" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((c) => (
          <Box component="li" key={c.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Opener item={c} hrefOf={hrefOf} />
              <StatusChip label={c.status} colour={BURSARY_STATUS_COLOUR[c.status]} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              Partner id {formatPartnerId(c.partnerId)}
              {c.programme ? `, ${c.programme}` : ''}, {c.academicYearLabel}
            </Typography>
            <Typography variant="body2">
              {c.bursaryType}: {requested(c.amountRequested)} asked for
            </Typography>
            {c.submittedAt && (
              <Typography variant="body2" color="text.secondary">
                Sent {submitted(c, dateFormat)}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Bursary applications">
        <TableHead>
          <TableRow>
            <TableCell>Student</TableCell>
            <TableCell>Partner id</TableCell>
            <TableCell>Programme</TableCell>
            <TableCell>Year</TableCell>
            <TableCell>Bursary</TableCell>
            <TableCell align="right">Amount asked for</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Sent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell>
                <Opener item={c} hrefOf={hrefOf} />
              </TableCell>
              <TableCell>{formatPartnerId(c.partnerId)}</TableCell>
              <TableCell>{c.programme ?? ''}</TableCell>
              <TableCell>{c.academicYearLabel}</TableCell>
              <TableCell>{c.bursaryType}</TableCell>
              <TableCell align="right">{requested(c.amountRequested)}</TableCell>
              <TableCell>
                <StatusChip label={c.status} colour={BURSARY_STATUS_COLOUR[c.status]} />
              </TableCell>
              <TableCell>{submitted(c, dateFormat)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
