// spec 4.5: the report group a potential-student stage is counted under.
export const LEAD_REPORT_GROUPS = ['always', 'wtco', 'admin', 'archive'] as const;
export type LeadReportGroup = (typeof LEAD_REPORT_GROUPS)[number];
/** How each report group reads on screens and in exports (issue 19: never the stored code). */
export const LEAD_REPORT_GROUP_LABELS: Readonly<Record<LeadReportGroup, string>> = {
  always: 'Always',
  wtco: 'WTCO',
  admin: 'Admin',
  archive: 'Archive',
};
export const leadReportGroupLabel = (group: string): string =>
  LEAD_REPORT_GROUP_LABELS[group as LeadReportGroup] ?? group;

export interface LeadStage {
  name: string;
  /** Sort order: the funnel from 0 (Unknown) up to 5; fractions below 1 are exits and side lists. */
  order: number;
  group: LeadReportGroup;
}

// spec 4.5: the stages of a potential student (lead), with order and report group.
export const LEAD_STAGES = [
  { name: 'Unknown', order: 0, group: 'always' },
  { name: 'Initial contact made', order: 1, group: 'always' },
  { name: 'Engaged with HD/PD', order: 2, group: 'always' },
  { name: 'Interested in future enrolment', order: 3, group: 'always' },
  { name: 'Interested in current enrolment', order: 4, group: 'always' },
  { name: 'WTCO follow up', order: 5, group: 'wtco' },
  { name: 'Applicant', order: 0.7, group: 'admin' },
  { name: 'Student', order: 0.6, group: 'admin' },
  { name: 'MA completed', order: 0.5, group: 'archive' },
  { name: 'Rejected', order: 0.4, group: 'archive' },
  { name: 'Not intending to apply', order: 0.3, group: 'archive' },
  { name: 'Mailing list', order: 0.2, group: 'wtco' },
  { name: 'Not responsive', order: 0.1, group: 'archive' },
] as const satisfies readonly LeadStage[];
export type LeadStageName = (typeof LEAD_STAGES)[number]['name'];
export const LEAD_STAGE_NAMES: readonly LeadStageName[] = LEAD_STAGES.map((s) => s.name);
