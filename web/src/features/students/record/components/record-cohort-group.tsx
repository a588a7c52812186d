import { CohortGroupChip } from '../../../../components/student/cohort-group-chip.tsx';
import { getConfig } from '../../../../lib/config.ts';
import { useEntityRecord } from '../../../../lib/entity/get-entity-record.ts';

// Issue 20, feature cohortGroupLabels: the student's cohort group beside the status in the record
// header, from the student's record (the Details tab's call, so one request serves both).

export function RecordCohortGroup({ studentId }: { studentId: number }) {
  const on = getConfig().features.includes('cohortGroupLabels');
  const record = useEntityRecord('students', String(studentId), on);
  const group = record.data?.cohortGroup;
  if (!on || typeof group !== 'string' || group === '') return null;
  return <CohortGroupChip group={group} size="medium" />;
}
