import { BapStageSummary } from '../../../../components/application/bap-stage-summary.tsx';
import { useStudentBap } from '../../../../lib/api/bap.ts';

// Issue 20, feature bap: on the student record, the BAP stage of the student's own application
// (nothing for a student who never was a candidate).

export function StudentBapPanel({ studentId }: { studentId: number }) {
  const bap = useStudentBap(studentId);
  const candidate = bap.data?.candidate;
  if (!bap.data || !candidate) return null;
  return (
    <BapStageSummary
      candidate={candidate}
      canEdit={bap.data.abilities.canEdit}
      applicationLink={bap.data.abilities.canOpenApplication}
    />
  );
}
