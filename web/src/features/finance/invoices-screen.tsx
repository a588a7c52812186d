import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { academicYear } from '@collegium/domain/academic-year';
import { formatDate } from '@collegium/domain/date-format';
import { INVOICE_LIST_STATES, INVOICE_STATE_LABELS, type InvoiceListState } from '@collegium/domain/invoice-list';
import { formatPounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { INTAKES } from '@collegium/domain/payment-schedule';
import { invoiceYears } from '@collegium/domain/system-years';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { getConfig } from '../../lib/config.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { downloadInvoices, type InvoiceFilters, useInvoices } from './invoices-api.ts';
import { DateField } from '../../components/form/date-field.tsx';

// Issue 14, Finance > Invoices (students:invoice): every invoice with what was paid and credited,
// searched and filtered (state, payer, academic year, intake, due range), the totals of all the
// filters select, and the same list as a spreadsheet. The filters live in the address, so a
// validation check can link to the invoices behind it.

const FILTERS = ['search', 'state', 'payer', 'academicYear', 'intake', 'dueFrom', 'dueTo'] as const;
const pounds = (pence: number) => formatPounds(pence / 100);

export function InvoicesScreen() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [downloading, setDownloading] = useState(false);
  const notify = useSnackbarStore((s) => s.notify);
  const filters: InvoiceFilters = {};
  for (const f of FILTERS) {
    const v = params.get(f);
    if (v) (filters as Record<string, string>)[f] = v;
  }
  const list = useInvoices({ ...filters, page: page + 1, pageSize });
  const set = (name: (typeof FILTERS)[number]) => (e: { target: { value: string } }) => {
    const next = new URLSearchParams(params);
    if (e.target.value) next.set(name, e.target.value);
    else next.delete(name);
    setParams(next, { replace: true });
    setPage(0);
  };
  const years = invoiceYears(new Date().getUTCFullYear() + 1);
  const date = (iso: string) => formatDate(iso, getConfig().dateFormat);
  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadInvoices(filters, () => undefined);
      notify(`Downloaded ${name}.`, { type: 'success' });
    } catch (error) {
      handleApiError(error);
    } finally {
      setDownloading(false);
    }
  };
  const data = list.data;
  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Every invoice with what was paid and credited. Filter, then download what you see."
        actions={
          <Button variant="outlined" startIcon={<Download />} onClick={download} disabled={downloading}>
            {downloading ? 'Preparing…' : 'Download Excel'}
          </Button>
        }
      />
      <Paper
        component="form"
        role="search"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Filter invoices"
        variant="outlined"
        sx={{
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <TextField
          label="Search"
          helperText="Number, payer, student name or partner id"
          value={filters.search ?? ''}
          onChange={set('search')}
          size="small"
        />
        <TextField select label="State" value={filters.state ?? ''} onChange={set('state')} size="small">
          <MenuItem value="">Any state</MenuItem>
          {INVOICE_LIST_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {INVOICE_STATE_LABELS[s].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Payer" value={filters.payer ?? ''} onChange={set('payer')} size="small">
          <MenuItem value="">Any payer</MenuItem>
          {(data?.payers ?? (filters.payer ? [filters.payer] : [])).map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Academic year"
          value={filters.academicYear ?? ''}
          onChange={set('academicYear')}
          size="small"
        >
          <MenuItem value="">Any year</MenuItem>
          {years.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {academicYear(y)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Intake" value={filters.intake ?? ''} onChange={set('intake')} size="small">
          <MenuItem value="">Any intake</MenuItem>
          {INTAKES.map((i) => (
            <MenuItem key={i} value={i}>
              {i}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label="Due from"
          value={filters.dueFrom ?? ''}
          onChange={(v) => set('dueFrom')({ target: { value: v } })}
          size="small"
        />
        <DateField
          label="Due to"
          value={filters.dueTo ?? ''}
          onChange={(v) => set('dueTo')({ target: { value: v } })}
          size="small"
        />
      </Paper>
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.isPending && <Typography>Loading, please wait ...</Typography>}
      {data && (
        <Paper variant="outlined">
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Invoices table, scrolls sideways">
            <Table size="small" aria-label="Invoices">
              <TableHead>
                <TableRow>
                  <TableCell>Number</TableCell>
                  <TableCell>Student</TableCell>
                  <TableCell>Payer</TableCell>
                  <TableCell>Due</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">Paid</TableCell>
                  <TableCell align="right">Credited</TableCell>
                  <TableCell align="right">Outstanding</TableCell>
                  <TableCell>State</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={9}>No invoices match these filters.</TableCell>
                  </TableRow>
                )}
                {data.items.map((i) => {
                  const state = INVOICE_STATE_LABELS[i.state as InvoiceListState];
                  return (
                    <TableRow key={i.id} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link component={RouterLink} to={`/finance/invoices/${i.id}`} underline="always">
                          {i.number}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={`/students/${i.studentId}?tab=finance`} underline="always">
                          {i.studentName}
                        </Link>{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          ({formatPartnerId(i.partnerId)})
                        </Typography>
                      </TableCell>
                      <TableCell>{i.payer}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(i.dueOn)}</TableCell>
                      <TableCell align="right">{pounds(i.amount)}</TableCell>
                      <TableCell align="right">{pounds(i.paid)}</TableCell>
                      <TableCell align="right">{pounds(i.credited)}</TableCell>
                      <TableCell align="right">{pounds(i.outstanding)}</TableCell>
                      <TableCell>
                        <StatusChip label={state.label} colour={state.colour} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
              <TableFooter>
                <TableRow aria-label="Totals">
                  <TableCell colSpan={4} sx={{ fontWeight: 600, color: 'text.primary' }}>
                    Totals of {data.totals.count} {data.totals.count === 1 ? 'invoice' : 'invoices'}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {pounds(data.totals.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {pounds(data.totals.paid)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {pounds(data.totals.credited)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {pounds(data.totals.outstanding)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </Box>
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[25, 50, 100, 200]}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </>
  );
}
