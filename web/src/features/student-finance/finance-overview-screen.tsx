import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { formatPounds } from '@collegium/domain/money-format';
import type { FinanceDetailsView } from '@collegium/domain/student-finance';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCollegeData, useFinanceDetails } from './api.ts';
import { InvoiceList } from './invoice-list.tsx';

// spec 2.6 /forms/finance-details (Finance → Overview): what the student owes and has paid this
// year: the tuition fee and who pays it, the payment schedule, invoices, payments, bursaries and
// the balance. Read only; questions go to the finance office. Amounts in pounds (money-format),
// dates DD/MM/YYYY.

const pounds = (pence: number) => formatPounds(pence / 100);
const TERM_LABEL: Record<string, string> = {
  InFull: 'In full',
  Monthly: 'Monthly',
  Termly: 'Termly (three instalments)',
  'Student Loan': 'Student Finance England tuition fee loan (three payments)',
};
const PACE_LABEL: Record<string, string> = { FT: 'full time', PT: 'part time', Extended: 'extended part time' };

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 960 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' | 'success' }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ color: tone ? `${tone}.dark` : undefined, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Overview({ data, studentNumber }: { data: FinanceDetailsView; studentNumber: string | undefined }) {
  const { totals, nextDue } = data;
  return (
    <>
      {totals.overdue > 0 && (
        <Alert severity="warning" sx={{ mb: 3, maxWidth: 960 }}>
          {pounds(totals.overdue)} is overdue. Please pay it as soon as you can, or talk to the finance office about a
          payment plan.
        </Alert>
      )}
      <Box
        component="section"
        aria-label="Your balance"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3, maxWidth: 960 }}
      >
        {totals.balance < 0 ? (
          <Figure label="In credit" value={pounds(-totals.balance)} tone="success" />
        ) : (
          <Figure
            label="Balance to pay"
            value={pounds(totals.balance)}
            tone={totals.overdue > 0 ? 'error' : undefined}
          />
        )}
        <Figure label="Paid so far" value={pounds(totals.paid)} tone="success" />
        <Figure
          label="Next payment due"
          value={nextDue ? `${pounds(nextDue.amount)} on ${formatDate(nextDue.dueOn)}` : 'Nothing due'}
        />
      </Box>

      {data.assessments.map((a) => (
        <Section key={a.id} title={`Your fee for ${a.academicYearLabel}`}>
          <Rows
            rows={[
              [
                'Programme',
                `${a.programmeCode}${a.level ? `, level ${a.level}` : ''}${a.pace ? `, ${PACE_LABEL[a.pace] ?? a.pace}` : ''}`,
              ],
              ['Tuition fee for the year', pounds(a.tuitionFee)],
              ...(a.reductions > 0
                ? ([['Bursaries and discounts', `-${pounds(a.reductions)}`]] as [string, ReactNode][])
                : []),
              ['Paid by', a.sponsorName ?? (a.fundingSource === 'Self-funded' ? 'You (self-funded)' : a.fundingSource)],
              ['How it is paid', TERM_LABEL[a.paymentTerm] ?? a.paymentTerm],
              ['Instalment dates', a.scheduleDates.map((d) => formatDate(d)).join(', ')],
            ]}
          />
        </Section>
      ))}

      <Section title="Invoices">
        {data.invoices.length === 0 ? (
          <Typography color="text.secondary">You have no invoices yet.</Typography>
        ) : (
          <InvoiceList invoices={data.invoices} />
        )}
        {studentNumber && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            When you pay by bank transfer, quote your student number {studentNumber} and the invoice number.
          </Typography>
        )}
      </Section>

      <Section title="Payments received">
        {data.payments.length === 0 ? (
          <Typography color="text.secondary">No payments yet.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.payments.map((p) => (
              <Box
                component="li"
                key={p.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  gap: 1,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <span>
                  {formatDate(p.receivedOn)}: {p.method}, for {p.invoiceNumber}
                </span>
                <strong>{pounds(p.amount)}</strong>
              </Box>
            ))}
          </Box>
        )}
      </Section>

      <Section title="Credits taken off what you owe">
        {data.credits.length === 0 ? (
          <Typography color="text.secondary">No credit has been taken off your fees.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.credits.map((c) => (
              <Box
                component="li"
                key={c.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  gap: 1,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <span>
                  {formatDate(c.issuedOn)}: {c.description} (credit note {c.number})
                </span>
                <strong>-{pounds(c.amount)}</strong>
              </Box>
            ))}
          </Box>
        )}
      </Section>

      <Section title="Bursaries awarded">
        {data.bursaries.length === 0 ? (
          <Typography color="text.secondary">No bursary or discount has been awarded to you.</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {data.bursaries.map((b) => (
              <li key={b.id}>
                {b.type} {b.academicYearLabel}: {pounds(b.amount)}, awarded {formatDate(b.awardedOn)}
              </li>
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}

export function FinanceOverviewScreen() {
  const finance = useFinanceDetails();
  const college = useCollegeData();
  return (
    <>
      <PageHeader
        title="Overview"
        subtitle={
          college.data
            ? `${college.data.name}, student number ${college.data.studentNumber}: your fees and payments for ${college.data.academicYearLabel}.`
            : 'Your fees and payments.'
        }
      />
      {finance.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading your finances" />
        </Box>
      )}
      {finance.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void finance.refetch()}>
              Try again
            </Button>
          }
        >
          {finance.error.message}
        </Alert>
      )}
      {finance.data && <Overview data={finance.data} studentNumber={college.data?.studentNumber} />}
    </>
  );
}
