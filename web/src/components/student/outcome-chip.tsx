import type { StatusColour } from '@collegium/domain/status-colour';
import { StatusChip } from '../ui/status-chip.tsx';

// The outcome of a module place or an extension as a chip, in the colour classes of spec 4.4:
// done and good is success, waiting is info, stopped is warning, refused or failed is danger.
const COLOURS: Readonly<Record<string, StatusColour>> = {
  Passed: 'success',
  Approved: 'success',
  Enrolled: 'info',
  Pending: 'info',
  Deferred: 'warning',
  Withdrawn: 'warning',
  Failed: 'danger',
  Declined: 'danger',
  Rejected: 'danger',
};

export function OutcomeChip({ label }: { label: string }) {
  return <StatusChip label={label} colour={Object.hasOwn(COLOURS, label) ? COLOURS[label] : undefined} />;
}
