import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { RecordHistory } from '../../../components/entity/record-history.tsx';
import { entityRouteByKey } from '../../../lib/entity/entity-routes.ts';
import type { ApplicationReview } from '@collegium/domain/application-review';
import { useApplicationReview } from '../../../lib/api/application-review.ts';
import {
  ApplicationAnswers,
  ApplicationHeader,
  ApplicationMissing,
  ApplicationQueryView,
  parseApplicationId,
  useTabParam,
} from '../../../components/application/application-read-view.tsx';
import { DioceseRequestPanel } from './diocese-request-panel.tsx';
import { EvidencePanel } from '../../../components/application/evidence-panel.tsx';
import { ReferencesPanel } from '../../../components/application/references-panel.tsx';
import { SectionReviewForm } from './section-review-form.tsx';
import { StatusPanel } from './status-panel.tsx';
import { BapStagePanel } from './bap-stage-panel.tsx';
import { getConfig } from '../../../lib/config.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';

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

export function ApplicationRecordScreen() {
  const { id = '' } = useParams();
  const applicationId = parseApplicationId(id);
  return (
    <>
      <BackLink fallback={ONGOING ? { path: ONGOING.path, label: 'Ongoing applications' } : null} />
      {applicationId === null ? <ApplicationMissing /> : <ApplicationRecord key={applicationId} id={applicationId} />}
    </>
  );
}

function ApplicationRecord({ id }: { id: number }) {
  return (
    <ApplicationQueryView query={useApplicationReview(id)}>
      {(record) => <ApplicationBody record={record} />}
    </ApplicationQueryView>
  );
}

function ApplicationBody({ record }: { record: ApplicationReview }) {
  const [tab, choose] = useTabParam(TABS);
  const canEdit = record.abilities.canEdit;
  return (
    <>
      <ApplicationHeader record={record} />
      <PillTabs
        tabs={TABS}
        value={tab}
        onChange={choose}
        idPrefix={TABS_ID}
        aria-label="Application sections"
        sx={{ mb: 2 }}
      />
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
          {getConfig().features.includes('bap') && <BapStagePanel applicationId={record.id} />}
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Section reviews
          </Typography>
          <SectionReviewForm record={record} canEdit={canEdit} />
        </>
      );
    case 'answers':
      return <ApplicationAnswers record={record} />;
    case 'references':
      return <ReferencesPanel record={record} canEdit={canEdit} />;
    case 'evidence':
      return (
        <>
          <DioceseRequestPanel record={record} canEdit={canEdit} />
          <EvidencePanel record={record} />
        </>
      );
    case 'history':
      return <RecordHistory entity="applications" id={String(record.id)} />;
  }
}
