import { BapStageSummary } from '../../../components/application/bap-stage-summary.tsx';
import { useBapRecord } from '../../../lib/api/bap.ts';

// Issue 20, feature bap: the candidate's Bishops' Advisory Panel stage on the application record
// (shown only while the feature is on).

export function BapStagePanel({ applicationId }: { applicationId: number }) {
  const record = useBapRecord(applicationId);
  if (!record.data) return null;
  return <BapStageSummary candidate={record.data.candidate} canEdit={record.data.abilities.canEdit} />;
}
