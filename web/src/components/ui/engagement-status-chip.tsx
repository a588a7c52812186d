import { engagementStatusColour } from '@collegium/domain/engagement-status-colour';
import { StatusChip } from './status-chip.tsx';

/** An engagement or enrolment-session status (spec 4.2) as a coloured chip. */
export function EngagementStatusChip({ status, size }: { status: string; size?: 'small' | 'medium' }) {
  return <StatusChip label={status} colour={engagementStatusColour(status)} {...(size ? { size } : {})} />;
}
