// spec 4.7: statuses of an organisation that is not a church.
export const ORGANISATION_STATUSES = ['Partner', 'Sending', 'In contact', 'Target', 'No contact'] as const;

// spec 4.7: statuses of a church.
export const CHURCH_ORGANISATION_STATUSES = [
  'Hub Church',
  'Feeder Church',
  'In contact',
  'Target',
  'No contact',
] as const;

export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number] | (typeof CHURCH_ORGANISATION_STATUSES)[number];
