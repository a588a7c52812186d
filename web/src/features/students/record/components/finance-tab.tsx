import { feeClassificationLabel } from '@collegium/domain/payment-terms';
import { paymentScheduleLabel } from '@collegium/domain/instalment-plan';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatShortDate } from '@collegium/domain/date-format';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { getConfig } from '../../../../lib/config.ts';
import { useStudentFinance } from '../api/get-student-finance.ts';
import type { StudentFinance } from '../api/get-student-finance.ts';
import { studentBasePath } from '../../../../lib/api/student-record/student-record-query.ts';
import { FactList } from '../../../../components/student/fact-list.tsx';
import { FinanceStatement } from './finance-statement.tsx';
import { FeeAssessmentsPanel } from '../finance/fee-assessments-panel.tsx';
import { RecordPaymentForm } from '../finance/record-payment-form.tsx';
import { ApplyCreditForm } from '../finance/apply-credit-form.tsx';
import { RefundForm } from '../finance/refund-form.tsx';
import { StuckRefundParts } from '../finance/stuck-refund-parts.tsx';
import { QueryContent } from '../../../../components/student/query-content.tsx';
import type { StudentTabProps } from './student-tab-props.ts';

// The Finance summary tab: the current engagement's payment term, the fee classification it adds
// and the months it is paid in (spec 9's payment schedule), then the student's statement.

type Terms = NonNullable<StudentFinance['engagement']>;

function Instalments({ terms }: { terms: Terms }) {
  if (!terms.paymentTerm) return <Typography>No payment term has been chosen for this engagement yet.</Typography>;
  if (!terms.intake) {
    return (
      <Typography>
        The intake of {formatDate(terms.startIntake, getConfig().dateFormat)} follows no payment schedule: schedules are
        set for September and January intakes.
      </Typography>
    );
  }
  if (terms.instalments.length === 0) {
    return (
      <Typography>
        The {terms.intake} intake has no schedule for the {terms.paymentTerm} term.
      </Typography>
    );
  }
  return (
    <Box
      component="ol"
      aria-label="Instalment months"
      sx={{
        m: 0,
        p: 0,
        listStylePosition: 'inside',
        display: 'grid',
        gap: 0.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        typography: 'body1',
      }}
    >
      {terms.instalments.map((month) => (
        <li key={month}>
          <time dateTime={month.slice(0, 7)}>{formatShortDate(month)}</time>
        </li>
      ))}
    </Box>
  );
}

export function FinanceTab({ studentId, basePath = studentBasePath(studentId) }: StudentTabProps) {
  const finance = useStudentFinance(basePath);
  // Issue 14: finance assesses fees and issues invoices here (feature invoices; the answer says
  // whether the caller may).
  const invoicing =
    getConfig().features.includes('invoices') &&
    finance.data?.abilities.canInvoice === true &&
    basePath === studentBasePath(studentId);
  return (
    <QueryContent query={finance} what="the finance summary">
      {({ engagement: terms, account }) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {terms === null ? (
            <EmptyState
              title="No payment terms"
              text="The student has no current engagement, so there are no payment terms to show."
            />
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
                Payment terms
              </Typography>
              <FactList
                facts={[
                  { label: 'Programme', value: terms.programmeCode },
                  {
                    label: 'Intake',
                    value: `${formatDate(terms.startIntake, getConfig().dateFormat)}${terms.intake ? ` (${terms.intake})` : ''}`,
                  },
                  {
                    label: 'Payment term',
                    value: terms.paymentTerm ? paymentScheduleLabel(terms.paymentTerm) : 'Not chosen',
                  },
                  {
                    label: 'Fee classification',
                    value: terms.feeClassification
                      ? feeClassificationLabel(terms.feeClassification)
                      : terms.paymentTerm
                        ? 'None'
                        : '',
                  },
                ]}
              />
              <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 500 }}>
                Instalment months
              </Typography>
              <Instalments terms={terms} />
            </Paper>
          )}
          {invoicing && <FeeAssessmentsPanel studentId={studentId} />}
          {invoicing && getConfig().features.includes('payments') && (
            <RecordPaymentForm studentId={studentId} open={account.invoices.filter((i) => i.outstanding > 0)} />
          )}
          {invoicing &&
            getConfig().features.includes('payments') &&
            account.totals.creditOnAccount > 0 &&
            account.invoices.some((i) => i.outstanding > 0) && (
              <ApplyCreditForm
                studentId={studentId}
                credit={account.totals.creditOnAccount}
                open={account.invoices.filter((i) => i.outstanding > 0)}
                key={account.totals.creditOnAccount}
              />
            )}
          {invoicing && getConfig().features.includes('payments') && account.totals.balance < 0 && (
            <RefundForm studentId={studentId} credit={-account.totals.balance} key={account.totals.balance} />
          )}
          {invoicing && getConfig().features.includes('payments') && getConfig().features.includes('accounting') && (
            <StuckRefundParts studentId={studentId} />
          )}
          <FinanceStatement account={account} {...(basePath === studentBasePath(studentId) ? { studentId } : {})} />
        </Box>
      )}
    </QueryContent>
  );
}
