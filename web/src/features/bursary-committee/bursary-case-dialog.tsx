import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { academicYear } from '@collegium/domain/academic-year';
import type { BursaryCaseDetail } from '@collegium/domain/bursary-committee';
import { formatDate } from '@collegium/domain/date-format';
import { formatPounds } from '@collegium/domain/money-format';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { type ReactNode, useState } from 'react';
import { StatusChip } from '../../components/ui/status-chip.tsx';
import { useBursaryCase } from './api.ts';
import { BursaryDecisionForm } from './bursary-decision-form.tsx';
import { BURSARY_STATUS_COLOUR } from './bursary-status.ts';

// One application as the committee weighs it: the student's answers, the year's fee and who pays
// it, the bursaries already awarded, and the decision (a form while open, read only once final).

// spec 5/9: one money style in the dialog, pounds with two decimals, whether the amount is kept
// in pence (fees, awards) or in whole pounds (what the student asked for).
const pence = (n: number) => formatPounds(n / 100);
const pounds = (n: number | null) => (n === null ? 'Not given' : formatPounds(n));

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '220px minmax(0, 1fr)' },
        columnGap: 2,
        m: 0,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: { sm: 1 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `bursary-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" id={id}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The decision once made: who, when, what and why. */
function DecisionMade({ item, dateFormat }: { item: BursaryCaseDetail; dateFormat: string }) {
  const who = item.decidedBy ? ` by ${item.decidedBy}` : '';
  const when = item.decidedAt ? ` on ${formatDate(item.decidedAt, dateFormat)}` : '';
  const awarded = item.application.awardedAmount;
  const rows: [string, ReactNode][] = [
    ['Decision', `${item.status}${who}${when}`],
    ...(item.status === 'Awarded'
      ? ([['Amount awarded', awarded === null ? 'Not recorded' : pence(awarded)]] as [string, ReactNode][])
      : []),
    [item.status === 'Declined' ? 'Reason given to the student' : 'Note', item.application.decisionNote || 'None'],
  ];
  return <Facts rows={rows} />;
}

function CaseBody({ item, dateFormat }: { item: BursaryCaseDetail; dateFormat: string }) {
  const v = item.application.values;
  const [saved, setSaved] = useState<string | null>(null);
  const otherFunding = `${v.otherFunding || 'None'}${v.otherFundingTotal ? ` (${formatPounds(v.otherFundingTotal)} in all)` : ''}`;
  const final = item.decisions.length === 0;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <StatusChip label={item.status} colour={BURSARY_STATUS_COLOUR[item.status]} size="medium" />
        <Typography color="text.secondary">
          Partner id {formatPartnerId(item.partnerId)}
          {item.programme ? `, ${item.programme}` : ''}, {item.academicYearLabel}
          {item.submittedAt ? `. Sent ${formatDate(item.submittedAt, dateFormat)}` : ''}
        </Typography>
      </Box>
      <Section title="The application">
        <Facts
          rows={[
            ['Bursary', v.bursaryType],
            ['Amount asked for', pounds(item.amountRequested)],
            ['Household income', v.incomeBand || 'Not given'],
            ['People who depend on them', v.dependants === null ? 'Not given' : String(v.dependants)],
            ['Monthly outgoings', pounds(v.monthlyOutgoings)],
            ['Other funding', otherFunding],
            ['Statement of need', v.statement],
          ]}
        />
      </Section>
      <Section title="Fee and funding">
        <Facts
          rows={[
            [
              `Tuition fee for ${item.academicYearLabel}`,
              item.tuitionFee === null ? 'Not assessed yet' : pence(item.tuitionFee),
            ],
            ['Paid by', item.fundingSource ?? 'Not known yet'],
          ]}
        />
      </Section>
      <Section title="Bursaries awarded to this student">
        {item.awards.length === 0 ? (
          <Typography sx={{ mt: 1 }}>None so far.</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {item.awards.map((a) => (
              <li key={`${a.type}-${a.academicYear}-${a.awardedOn}`}>
                <Typography>
                  {a.type}, {academicYear(a.academicYear)}: {pence(a.amount)} (awarded{' '}
                  {formatDate(a.awardedOn, dateFormat)})
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Decision">
        <Box role="status" aria-live="polite">
          {saved && (
            <Alert severity="success" sx={{ my: 1 }}>
              {saved}
            </Alert>
          )}
        </Box>
        {final ? (
          <DecisionMade item={item} dateFormat={dateFormat} />
        ) : (
          <Box sx={{ mt: 1 }}>
            {item.status === 'Under consideration' && item.decidedAt && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Marked under consideration{item.decidedBy ? ` by ${item.decidedBy}` : ''} on{' '}
                {formatDate(item.decidedAt, dateFormat)}.
              </Typography>
            )}
            <BursaryDecisionForm key={item.version} item={item} onDecided={(d) => setSaved(savedMessage(d))} />
          </Box>
        )}
      </Section>
    </>
  );
}

function savedMessage(d: BursaryCaseDetail): string {
  if (d.status === 'Awarded')
    return `Decision saved: ${d.studentName} is awarded ${d.application.awardedAmount === null ? 'a bursary' : pence(d.application.awardedAmount)}.`;
  if (d.status === 'Declined')
    return `Decision saved: the application is declined, with your reason for ${d.studentName}.`;
  return 'Decision saved: the application is under consideration.';
}

/** The application `id`, over the list; full screen on a phone. */
export function BursaryCaseDialog({
  id,
  dateFormat,
  onClose,
}: {
  id: number;
  dateFormat: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const query = useBursaryCase(id);
  const item = query.data;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="bursary-case-title">
      <DialogTitle id="bursary-case-title" sx={{ overflowWrap: 'anywhere' }}>
        {item ? `Bursary application from ${item.studentName}` : 'Bursary application'}
      </DialogTitle>
      {/* Scrolled by keyboard too, even once the decision is made and nothing inside takes focus. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby="bursary-case-title">
        {query.isPending && <CircularProgress aria-label="Loading the application" />}
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          >
            {query.error.message}
          </Alert>
        )}
        {item && <CaseBody item={item} dateFormat={dateFormat} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
