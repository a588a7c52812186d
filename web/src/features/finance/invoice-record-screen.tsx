import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { academicYear } from '@collegium/domain/academic-year';
import { auditActionLabel } from '@collegium/domain/audit-actions';
import { formatDate, formatDateTime } from '@collegium/domain/date-format';
import { INVOICE_STATE_LABELS, type InvoiceListState, type InvoiceRecord } from '@collegium/domain/invoice-list';
import { paymentScheduleLabel } from '@collegium/domain/instalment-plan';
import { feeClassificationLabel } from '@collegium/domain/payment-terms';
import { formatPounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { getConfig } from '../../lib/config.ts';
import { useInvoice, useInvoiceHistory } from './invoices-api.ts';
import { BackLink } from '../../components/ui/back-link.tsx';

// Issue 14: one invoice (Finance > Invoices > its number): what it asks for and of whom, what
// settled it, the other instalments of its fee, its accounting status and its history.

const pounds = (pence: number) => formatPounds(pence / 100);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
      }}
    >
      {facts
        // A fact the invoice does not have (an intake, an instalment) is left out, not shown empty.
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function Lines({ label, head, rows, empty }: { label: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h} align={h.startsWith('Amount') || h === 'Outstanding' ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              {r.map((c, j) => (
                <TableCell
                  key={j}
                  align={head[j]?.startsWith('Amount') || head[j] === 'Outstanding' ? 'right' : 'left'}
                >
                  {c}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const chip = (state: string) => {
  const s = INVOICE_STATE_LABELS[state as InvoiceListState];
  return <StatusChip label={s.label} colour={s.colour} />;
};

function InvoiceDetail({ record, id }: { record: InvoiceRecord; id: number }) {
  const { invoice: i } = record;
  const fmt = getConfig().dateFormat;
  const date = (iso: string) => formatDate(iso, fmt);
  const history = useInvoiceHistory(id);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 1100 }}>
      <Section id="invoice-details" title="Invoice">
        <Facts
          facts={[
            ['State', chip(i.state)],
            [
              'Student',
              <Link key="s" component={RouterLink} to={`/students/${i.studentId}?tab=finance`} underline="always">
                {i.studentName} ({formatPartnerId(i.partnerId)})
              </Link>,
            ],
            ['Payer', i.payer],
            ['Description', i.description],
            ['Academic year', i.academicYear === null ? '' : academicYear(i.academicYear)],
            ['Intake', i.intake ?? ''],
            // The fee's schedule says nothing of a separate charge billed against the same assessment.
            ['Payment term', i.instalmentNumber ? paymentScheduleLabel(i.paymentTerm) : ''],
            ['Instalment', i.instalmentNumber ? `${i.instalmentNumber} of ${i.instalmentCount}` : ''],
            ['Fee classification', i.classification ? feeClassificationLabel(i.classification) : 'None'],
            ['Issued on', i.status === 'draft' ? 'Not issued yet' : date(i.issuedOn)],
            ['Due on', date(i.dueOn)],
            ['Amount', pounds(i.amount)],
            ['Paid', pounds(i.paid)],
            ['Credited', pounds(i.credited)],
            ['Outstanding', pounds(i.outstanding)],
          ]}
        />
      </Section>
      <Section id="invoice-accounting" title="Accounting system">
        <Facts
          facts={[
            ['Status', i.accountingStatus],
            ...(i.accountingMessage ? ([['Message', i.accountingMessage]] as [string, ReactNode][]) : []),
          ]}
        />
      </Section>
      <Section id="invoice-instalments" title="Instalments of this fee">
        <Lines
          label="Instalments"
          head={['Number', 'Due', 'Amount', 'Outstanding', 'State']}
          empty="This invoice is not one of a fee's instalments."
          rows={record.instalments.map((x) => [
            x.id === i.id ? (
              <strong key="n">{x.number} (this invoice)</strong>
            ) : (
              <Link key="n" component={RouterLink} to={`/finance/invoices/${x.id}`} underline="always">
                {x.number}
              </Link>
            ),
            date(x.dueOn),
            pounds(x.amount),
            pounds(x.outstanding),
            chip(x.state),
          ])}
        />
      </Section>
      <Section id="invoice-payments" title="Payments">
        <Lines
          label="Payments"
          head={['Received', 'Method', 'Reference', 'Amount', 'Accounting']}
          empty="No payment has been allocated to this invoice."
          rows={record.payments.map((p) => [
            date(p.receivedOn),
            p.method,
            p.reference,
            pounds(p.amount),
            p.accountingStatus,
          ])}
        />
      </Section>
      <Section id="invoice-credits" title="Credit notes">
        <Lines
          label="Credit notes"
          head={['Number', 'Issued', 'Kind', 'Description', 'Amount']}
          empty="No credit note settles this invoice."
          rows={record.credits.map((c) => [c.number, date(c.issuedOn), c.kind, c.description, pounds(c.amount)])}
        />
      </Section>
      <Section id="invoice-history" title="History">
        {history.isError && <Alert severity="error">{history.error.message}</Alert>}
        {history.data && history.data.length === 0 && (
          <Typography color="text.secondary">No changes recorded.</Typography>
        )}
        {history.data && history.data.length > 0 && (
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {history.data.map((h) => (
              <li key={h.id}>
                <Typography>
                  {formatDateTime(h.at, fmt)}: {auditActionLabel(h.action)}
                  {h.actor ? ` by ${h.actor.name}` : ' by the system'}
                </Typography>
                {h.changes.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {h.changes
                      .map((c) => `${c.label}: ${String(c.before ?? '')} → ${String(c.after ?? '')}`)
                      .join('; ')}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Box>
  );
}

export function InvoiceRecordScreen() {
  const id = Number(useParams().id);
  const invoice = useInvoice(id);
  return (
    <>
      <BackLink fallback={{ path: '/finance/invoices', label: 'Invoices' }} />
      <PageHeader title={invoice.data ? `Invoice ${invoice.data.invoice.number}` : 'Invoice'} />
      {invoice.isPending && <Typography>Loading, please wait ...</Typography>}
      {invoice.isError && <Alert severity="error">{invoice.error.message}</Alert>}
      {invoice.data && <InvoiceDetail record={invoice.data} id={id} />}
    </>
  );
}
