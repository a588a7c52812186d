import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import type { ReviewRecord as ApplicationReview } from '@collegium/domain/application-review';
import {
  ApplicationAnswers,
  ApplicationHeader,
  ApplicationMissing,
  ApplicationQueryView,
  parseApplicationId,
  useTabParam,
} from '../../../components/application/application-read-view.tsx';
import { EvidencePanel } from '../../../components/application/evidence-panel.tsx';
import { ReferencesPanel } from '../../../components/application/references-panel.tsx';
import { useFcApplication } from '../api/fc-applications.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';

// spec 2.5: /fc-applications/{id} (fc-applications:view), the flexible-study coordinator's
// read-only view of an application for flexible study: the answers, the references with their
// answers and the evidence list (files stay with admissions). Any other application is a 404.

const TABS = [
  { value: 'answers', label: 'Answers' },
  { value: 'references', label: 'References' },
  { value: 'evidence', label: 'Evidence' },
] as const;
const TABS_ID = 'fc-application-record';

export function FcApplicationRecordScreen() {
  const { id = '' } = useParams();
  const applicationId = parseApplicationId(id);
  return (
    <>
      <BackLink fallback={{ path: '/applications/flexible', label: 'Flexible study' }} />
      {applicationId === null ? <ApplicationMissing /> : <FcApplication key={applicationId} id={applicationId} />}
    </>
  );
}

function FcApplication({ id }: { id: number }) {
  return (
    <ApplicationQueryView query={useFcApplication(id)}>
      {(record) => <FcApplicationBody record={record} />}
    </ApplicationQueryView>
  );
}

function FcApplicationBody({ record }: { record: ApplicationReview }) {
  const [tab, choose] = useTabParam(TABS);
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
        {tab === 'answers' && <ApplicationAnswers record={record} />}
        {tab === 'references' && <ReferencesPanel record={record} canEdit={false} />}
        {tab === 'evidence' && <EvidencePanel record={record} canDownload={false} />}
      </Box>
    </>
  );
}
