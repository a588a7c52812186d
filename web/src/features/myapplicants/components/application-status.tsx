import { applicationStatusLabel, isCompleteApplication } from '@collegium/domain/application-statuses';
import { statusColour } from '@collegium/domain/status-colour';
import { StatusChip } from '../../../components/ui/status-chip.tsx';

/** An application status as the spec 4.3 catalogue names it, in its spec 4.4 colour class. */
export function ApplicationStatus({ status, submittedAt }: { status: string; submittedAt: string | null }) {
  return (
    <StatusChip
      label={applicationStatusLabel(status, isCompleteApplication(status, submittedAt))}
      colour={statusColour(status)}
    />
  );
}
