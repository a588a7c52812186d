import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '@collegium/domain/date-format';
import { INVOICE_STATE_LABELS, type InvoiceListRow } from '@collegium/domain/invoice-list';
import { formatPounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../components/ui/status-chip.tsx';

// Finance > Invoices' columns in the one list grid: the number opens the invoice (as the whole row
// does), the student's name their Finance tab; money in pounds through the one formatter, the due
// day in the configured format (spec 9), the state by its catalogue label (issue 19).

/** Pence as pounds with two decimals (spec 5). */
export const pounds = (pence: number) => formatPounds(pence / 100);

const money = (field: 'amount' | 'paid' | 'credited' | 'outstanding', headerName: string, sortable = false) =>
  ({
    field,
    headerName,
    width: 120,
    sortable,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (v: number) => pounds(v),
  }) satisfies GridColDef<InvoiceListRow>;

/** A link inside a clickable row opens its own page, not the row's. */
const own = (e: { stopPropagation: () => void }) => e.stopPropagation();

export function invoiceColumns(dateFormat: string): GridColDef<InvoiceListRow>[] {
  return [
    {
      field: 'number',
      headerName: 'Number',
      width: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/finance/invoices/${row.id}`} onClick={own} sx={{ fontWeight: 600 }}>
          {row.number}
        </Link>
      ),
    },
    {
      field: 'student',
      headerName: 'Student',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <>
          <Link component={RouterLink} to={`/students/${row.studentId}?tab=finance`} onClick={own}>
            {row.studentName}
          </Link>{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            ({formatPartnerId(row.partnerId)})
          </Typography>
        </>
      ),
    },
    { field: 'payer', headerName: 'Payer', flex: 1, minWidth: 140 },
    {
      field: 'dueOn',
      headerName: 'Due',
      width: 110,
      valueFormatter: (v: string) => formatDate(v, dateFormat),
    },
    money('amount', 'Amount', true),
    money('paid', 'Paid'),
    money('credited', 'Credited'),
    money('outstanding', 'Outstanding', true),
    {
      field: 'state',
      headerName: 'State',
      width: 120,
      sortable: false,
      valueFormatter: (v: InvoiceListRow['state']) => INVOICE_STATE_LABELS[v].label,
      renderCell: ({ row }) => {
        const state = INVOICE_STATE_LABELS[row.state];
        return <StatusChip label={state.label} colour={state.colour} />;
      },
    },
  ];
}
