import { statusColour } from '@collegium/domain/status-colour';
import { StatusChip } from '../../../components/ui/status-chip.tsx';

/** An application status in its spec 4.4 colour class. */
export function ApplicationStatus({ status }: { status: string }) {
  return <StatusChip label={status} colour={statusColour(status)} />;
}
