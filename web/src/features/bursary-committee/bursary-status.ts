import type { BursaryCase } from '@collegium/domain/bursary-committee';

// The colour of each committee status: decided in green or red, still open in blue.
export const BURSARY_STATUS_COLOUR = {
  Draft: 'warning',
  Submitted: 'info',
  'Under consideration': 'info',
  Awarded: 'success',
  Declined: 'danger',
} as const satisfies Record<BursaryCase['status'], string>;
