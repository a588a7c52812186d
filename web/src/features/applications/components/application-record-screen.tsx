import { formatDate } from '@collegium/domain/date-format';
import { hasPermission } from '@collegium/domain/permissions';
import { statusColour } from '@collegium/domain/status-colour';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { applyPageTitle } from '../../../app/guard/page-title.ts';
import { LinkButton } from '../../../app/navigation/link-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { ApplicationSummary } from '../../applicant/components/review-step.tsx';
import { LOADING_TEXT } from '../../entities/components/loading-text.ts';
import { RecordHistory } from '../../entities/components/record-history.tsx';
import { entityRouteByKey } from '../../entities/entity-routes.ts';
import { type ApplicationReview, useApplicationReview } from '../api/application-review.ts';
import { EvidencePanel } from './evidence-panel.tsx';
import { ReferencesPanel } from './references-panel.tsx';
import { SectionReviewCard } from './section-review-card.tsx';
import { StatusPanel } from './status-panel.tsx';

// spec 2.5, 4.4: the application record page `/applications/{id}` (applications:view). Admissions
// review each section, set the overall status and quick-accept (applications:edit); the answers,
// references, evidence and history sit on their own tabs, the chosen one in `?tab=`.

const TABS = [
  { value: 'review', label: 'Review' },
  { value: 'answers', label: 'Answers' },
  { value: 'references', label: 'References' },
  { value: 'evidence', label: 'Evidence' },
  { value: 'history', label: 'History' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const TABS_ID = 'application-record';
const ONGOING = entityRouteByKey('applications.ongoing');

function parseId(raw: string): number | null {
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

export function ApplicationRecordScreen() {
  const { id = '' } = useParams();
  const applicationId = parseId(id);
  return (
    <>
      {ONGOING && (
        <Box sx={{ mb: 2 }}>
          <LinkButton to={ONGOING.path} variant="outlined" color="primary" size="small" startIcon={<ArrowBack />}>
            Ongoing applications
          </LinkButton>
        </Box>
      )}
      {applicationId === null ? <Missing /> : <ApplicationRecord key={applicationId} id={applicationId} />}
    </>
  );
}

function Missing() {
  return <Alert severity="error">This application does not exist, or it has been removed.</Alert>;
}

function ApplicationRecord({ id }: { id: number }) {
  const query = useApplicationReview(id);
  const { key: locationKey } = useLocation();
  useEffect(() => {
    if (query.data) applyPageTitle(`${query.data.applicantName}: application`);
  }, [query.data, locationKey]);
  useEffect(() => {
    if (query.error && !(isApiError(query.error) && query.error.status === 404)) handleApiError(query.error);
  }, [query.error]);
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? <Missing /> : <Alert severity="error">This application could not be loaded. Please try again.</Alert>;
  }
  if (query.isPending) return <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  return <ApplicationBody record={query.data} />;
}

function subtitle(record: ApplicationReview): string {
  const dateFormat = getConfig().dateFormat;
  return [
    record.courseTitle ? `${record.courseTitle} (${record.course})` : record.course,
    record.intake ? `starting ${formatDate(record.intake, dateFormat)}` : null,
    record.studyPace,
    record.applicantType,
    record.submittedAt ? `submitted ${formatDate(record.submittedAt, dateFormat)}` : 'not submitted yet',
  ]
    .filter(Boolean)
    .join(' · ');
}

function ApplicationBody({ record }: { record: ApplicationReview }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === raw) ? (raw as Tab) : 'review';
  const canEdit = hasPermission(usePermissions(), 'applications:edit');
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'review') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title={record.applicantName}
        subtitle={subtitle(record)}
        actions={<StatusChip label={record.statusLabel} colour={statusColour(record.status)} size="medium" />}
      />
      <PillTabs tabs={TABS} value={tab} onChange={choose} idPrefix={TABS_ID} aria-label="Application sections" sx={{ mb: 2 }} />
      <Box {...pillTabPanelProps(TABS_ID, tab)}>
        <TabPanel tab={tab} record={record} canEdit={canEdit} />
      </Box>
    </>
  );
}

function TabPanel({ tab, record, canEdit }: { tab: Tab; record: ApplicationReview; canEdit: boolean }) {
  switch (tab) {
    case 'review':
      return (
        <>
          <StatusPanel record={record} canEdit={canEdit} />
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Section reviews
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
            {record.sections.map((review) => (
              <SectionReviewCard
                // A change on the server (quick accept, someone else) starts the card afresh.
                key={`${review.section}|${review.status ?? ''}|${review.notes}`}
                applicationId={record.id}
                version={record.version}
                review={review}
                canEdit={canEdit}
              />
            ))}
          </Box>
        </>
      );
    case 'answers':
      return (
        <ApplicationSummary
          state={{
            id: record.id,
            status: record.status,
            submittedAt: record.submittedAt,
            editable: false,
            email: record.email,
            answers: record.answers,
            completedSteps: [],
            availableSteps: [],
            needsLeaderReference: record.needsLeaderReference,
            needsDiocese: false,
            references: [],
            evidence: record.evidence,
          }}
        />
      );
    case 'references':
      return <ReferencesPanel record={record} canEdit={canEdit} />;
    case 'evidence':
      return <EvidencePanel record={record} />;
    case 'history':
      return <RecordHistory entity="applications" id={String(record.id)} />;
  }
}
