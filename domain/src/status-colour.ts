// spec 4.4: the colour class of an application or review status.
export const STATUS_COLOURS = ['success', 'warning', 'info', 'danger'] as const;
export type StatusColour = (typeof STATUS_COLOURS)[number];

const COLOURS: Record<string, StatusColour> = {
  Accepted: 'success',
  Acknowledged: 'success',
  Approved: 'success',
  Confirmed: 'success',
  'Place accepted': 'success',
  Received: 'success',
  'Additional information needed': 'warning',
  'Ready for approval': 'warning',
  'Under consideration': 'warning',
  'Under review': 'warning',
  'Not yet reviewed': 'warning',
  'Not applicable': 'info',
  'Place offered': 'info',
  Declined: 'danger',
  Deferred: 'danger',
  Rejected: 'danger',
  Cancelled: 'danger',
  'Not eligible': 'danger',
  'Applicant discontinued': 'danger',
  'Application on hold': 'danger',
  'Ready for archive': 'danger',
  'Did not respond': 'danger',
};

/** The colour class for a status; undefined for a status the spec gives no colour (e.g. 'In progress'). */
export function statusColour(status: string | null | undefined): StatusColour | undefined {
  if (!status) return undefined;
  if (Object.hasOwn(COLOURS, status)) return COLOURS[status];
  // spec 4.4: every 'Insufficient …' status is danger.
  if (status.startsWith('Insufficient ')) return 'danger';
  return undefined;
}
