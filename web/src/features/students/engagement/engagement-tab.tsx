import { exitAwardLabel } from '@collegium/domain/student-types';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { formatDate } from '@collegium/domain/date-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { getConfig } from '../../../lib/config.ts';
import { FactList } from '../../../components/student/fact-list.tsx';
import { QueryContent } from '../../../components/student/query-content.tsx';
import { useStudentEngagements } from './api/get-student-engagements.ts';
import { DetailsDialog } from './details-dialog.tsx';
import { EngagementStatusChip } from '../../../components/ui/engagement-status-chip.tsx';
import { EarlierEngagementsTable, SessionsTable, StatusHistoryTable } from './engagement-tables.tsx';
import { ProgressionPanel } from './progression-panel.tsx';
import { offeredStatuses } from './status-change-form.ts';
import { StatusChangeDialog } from './status-change-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';

// The Engagement tab of the student record page (spec 4.2, issue 4): the current engagement with
// its status, details, status history and sessions; the registry's changes (when the answer's
// abilities say the caller may edit);
// earlier engagements below.

const date = (value: string | null) => (value ? formatDate(value, getConfig().dateFormat) : null);

function facts(e: EngagementView) {
  return [
    { label: 'Programme', value: e.programmeTitle ? `${e.programmeCode} · ${e.programmeTitle}` : e.programmeCode },
    { label: 'Pathway', value: e.pathway },
    { label: 'Level', value: e.level },
    { label: 'Cohort', value: e.cohort },
    { label: 'Cohort group', value: e.cohortGroup },
    { label: 'Pace', value: e.pace },
    { label: 'Student type', value: e.studentType },
    { label: 'Exit award', value: exitAwardLabel(e.exitAward) },
    { label: 'Hub', value: e.hub },
    { label: 'Personal tutor', value: e.personalTutorName },
    { label: 'Intentions', value: e.intentions },
    { label: 'Stated intention', value: e.intention },
    { label: 'Auditing', value: e.auditing ? 'Yes' : 'No' },
    { label: 'Start intake', value: date(e.startIntake) },
    { label: 'End date', value: date(e.endDate) },
    { label: 'Payment term', value: e.paymentTerm },
  ];
}

type Open = 'none' | 'status' | 'transfer' | 'details';

function CurrentEngagement({
  studentId,
  engagement,
  canEdit,
}: {
  studentId: number;
  engagement: EngagementView;
  canEdit: boolean;
}) {
  const [open, setOpen] = useState<Open>('none');
  const close = () => setOpen('none');
  const canChange = offeredStatuses(engagement).length > 0;
  return (
    <Box component="section" aria-labelledby="engagement-current-heading">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6" id="engagement-current-heading">
              {engagement.current ? 'Current engagement' : 'Latest engagement'}
            </Typography>
            <EngagementStatusChip status={engagement.status} />
          </Stack>
          {canEdit && (
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {canChange && <AppButton onClick={() => setOpen('status')}>Change status</AppButton>}
              {engagement.canTransfer && (
                <Button variant="outlined" color="primary" onClick={() => setOpen('transfer')}>
                  Transfer
                </Button>
              )}
              <Button variant="outlined" color="primary" onClick={() => setOpen('details')}>
                Edit details
              </Button>
            </Stack>
          )}
        </Stack>
        <FactList facts={facts(engagement)} minColumnWidth={130} />
        {engagement.scheduledChanges.map((c) => (
          <Alert key={c.requestId} severity="info" sx={{ mt: 2 }}>
            Scheduled change: {c.toStatus} from {formatDate(c.effectiveDate, getConfig().dateFormat)} (
            {c.kind === 'IoS' ? 'interruption of studies' : c.kind.toLowerCase()} request approved). The status changes
            on that date.
          </Alert>
        ))}
      </Paper>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Status history
      </Typography>
      <StatusHistoryTable engagement={engagement} />
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Academic-year sessions
      </Typography>
      <SessionsTable engagement={engagement} />
      <ProgressionPanel studentId={studentId} engagementId={engagement.id} canEdit={canEdit} />
      {canEdit && (
        <>
          <StatusChangeDialog studentId={studentId} engagement={engagement} open={open === 'status'} onClose={close} />
          {engagement.canTransfer && (
            <TransferDialog studentId={studentId} engagement={engagement} open={open === 'transfer'} onClose={close} />
          )}
          <DetailsDialog studentId={studentId} engagement={engagement} open={open === 'details'} onClose={close} />
        </>
      )}
    </Box>
  );
}

export function EngagementTab({ studentId }: { studentId: number }) {
  const engagements = useStudentEngagements(studentId);
  return (
    <QueryContent query={engagements} what="the engagements">
      {(data) => {
        const current = data.items.find((e) => e.current) ?? data.items[0];
        if (!current)
          return (
            <EmptyState
              title="No engagements yet"
              text="An engagement appears here once the student is placed on a programme."
            />
          );
        const earlier = data.items.filter((e) => e.id !== current.id);
        return (
          <>
            <CurrentEngagement studentId={studentId} engagement={current} canEdit={data.abilities.canEdit} />
            {earlier.length > 0 && (
              <Box component="section" aria-labelledby="engagement-earlier-heading">
                <Typography component="h2" variant="h6" id="engagement-earlier-heading" sx={{ mb: 1 }}>
                  Earlier engagements
                </Typography>
                <EarlierEngagementsTable engagements={earlier} />
              </Box>
            )}
          </>
        );
      }}
    </QueryContent>
  );
}
