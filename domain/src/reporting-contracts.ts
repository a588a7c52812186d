import { z } from 'zod';
import type { LEAD_REPORT_FILTERS, LeadsReport } from './lead-report.ts';
import { FUNNEL_STEPS } from './funnel-steps.ts';
import { LEAD_REPORT_GROUPS } from './lead-stages.ts';

// Issue 16, Reporting > Students, Applications, Marketing (spec 2.4, reports:menu): the filters
// the reader sets and the figures each page answers with; shared by the server routes and the web.

const optionalText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Give a ${what} or leave it out.`)
    .max(100, `A ${what} has at most 100 characters.`)
    .optional();

export const reportFilters = z.object({
  /** The academic year by its first calendar year (2026 = 2026/27), spec 9. */
  year: z.coerce
    .number({ error: 'Give the academic year as its first calendar year, e.g. 2026.' })
    .int('Give the academic year as a whole year, e.g. 2026.')
    .min(2017, 'The system starts in 2017 (spec 9).')
    .max(2100, 'Give a year before 2100.')
    .optional(),
  /** An intake (registration date, a key of the intakes map). */
  intake: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the intake as a date, YYYY-MM-DD.')
    .optional(),
  /** The programme code (an application's course). */
  programme: optionalText('programme'),
  level: optionalText('level'),
  hub: optionalText('hub'),
  pace: optionalText('pace'),
  /** A student's type; an application's applicant type. */
  studentType: optionalText('student type'),
  cohortGroup: optionalText('cohort group'),
  /** A student's engagement status; an application's status. */
  status: optionalText('status'),
  /** Ask for the spreadsheet (figures and the rows behind them) instead of JSON. */
  export: z.literal('excel', { error: 'Only export=excel is offered.' }).optional(),
});
export type ReportFilters = z.infer<typeof reportFilters>;

/** Applications have no level or hub of their own. */
export const applicationFilters = reportFilters.omit({ level: true, hub: true });
export type ApplicationFilters = z.infer<typeof applicationFilters>;

export const marketingFilters = reportFilters.pick({ year: true, programme: true, hub: true, export: true }).extend({
  /** A potential student's stage (spec 4.5). */
  stage: optionalText('stage'),
  /** A potential student's first source. */
  source: optionalText('source'),
  /** An event people registered for. */
  event: optionalText('event'),
  /** The consent purpose the mailing list needs (a System data consent purpose); Marketing e-mails when left out. */
  purpose: optionalText('consent purpose'),
});
export type MarketingFilters = z.infer<typeof marketingFilters>;

/** The names of the filters a page offers, in the order the filter bar shows them. */
export const STUDENT_REPORT_FILTERS = [
  'year',
  'intake',
  'programme',
  'level',
  'hub',
  'pace',
  'studentType',
  'cohortGroup',
  'status',
] as const;
export const APPLICATION_REPORT_FILTERS = [
  'year',
  'intake',
  'programme',
  'pace',
  'studentType',
  'cohortGroup',
  'status',
] as const;
export const MARKETING_REPORT_FILTERS = ['year', 'programme', 'hub', 'stage', 'source', 'event'] as const;
export type ReportFilterName =
  | (typeof STUDENT_REPORT_FILTERS)[number]
  | (typeof MARKETING_REPORT_FILTERS)[number]
  | (typeof LEAD_REPORT_FILTERS)[number];

/** The label of each filter in the filter bar and the export's figures sheet. */
export const REPORT_FILTER_LABELS: Record<ReportFilterName, string> = {
  year: 'Academic year',
  intake: 'Intake',
  programme: 'Programme',
  level: 'Level',
  hub: 'Hub',
  pace: 'Pace',
  studentType: 'Student type',
  cohortGroup: 'Cohort group',
  status: 'Status',
  stage: 'Stage',
  source: 'Source',
  event: 'Event',
  from: 'First contact from',
  to: 'First contact to',
};

export const countRow = z.object({ value: z.string().nullable(), count: z.number() });
export type CountRow = z.infer<typeof countRow>;
const yearCount = z.object({ year: z.number(), count: z.number() });

export const retentionRow = z.object({
  programme: z.string(),
  /** Every student on the programme in the filter. */
  total: z.number(),
  /** Still studying or finished: everyone but those withdrawn or terminated. */
  retained: z.number(),
  withdrawn: z.number(),
  terminated: z.number(),
  /** retained / total, 0 to 1. */
  retentionRate: z.number(),
});
export type RetentionRow = z.infer<typeof retentionRow>;

/**
 * Feature residentialAttendance: the marks of the students in the filter at residentials and hub
 * weeks (of the academic year when the year filter is set), per programme.
 */
export const attendanceRow = z.object({
  programme: z.string(),
  present: z.number(),
  late: z.number(),
  absent: z.number(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;

/** The values the reader may choose for the filters (what the records hold). */
const filterOptions = z.record(z.string(), z.array(z.string()));

export const studentsReport = z.object({
  total: z.number(),
  byProgramme: z.array(countRow),
  byLevel: z.array(countRow),
  byHub: z.array(countRow),
  byStatus: z.array(countRow),
  byAgeRange: z.array(countRow),
  byStudentType: z.array(countRow),
  /** Students with a session in each academic year (the year filter itself left out). */
  byYear: z.array(yearCount),
  retention: z.array(retentionRow),
  /** Only while the residentialAttendance feature is on. */
  attendance: z.array(attendanceRow).optional(),
  options: filterOptions,
});
export type StudentsReport = z.infer<typeof studentsReport>;

export const stageYearRow = z.object({ year: z.number(), stage: z.string(), count: z.number() });
export const statusYearRow = z.object({ year: z.number(), status: z.string(), count: z.number() });
export const applicationsReport = z.object({
  total: z.number(),
  byStatus: z.array(countRow),
  byStage: z.array(countRow),
  byCourse: z.array(countRow),
  byIntake: z.array(countRow),
  /** Per academic year of the intake (or of submission), per stage: the trend. */
  stageByYear: z.array(stageYearRow),
  /** Per academic year, per status held that year (statuses without any left out): the trend. */
  statusByYear: z.array(statusYearRow),
  options: filterOptions,
});
export type ApplicationsReport = z.infer<typeof applicationsReport>;

export const funnelStep = z.object({
  step: z.enum(FUNNEL_STEPS),
  count: z.number(),
});
export type FunnelStep = z.infer<typeof funnelStep>;

/** Potential students per stage and per report group: the Marketing and Potential Students reports. */
export const leadStageCounts = {
  /** Every stage of spec 4.5 in its order, zero counts kept, with its report group. */
  byStage: z.array(countRow.extend({ group: z.enum(LEAD_REPORT_GROUPS) })),
  byGroup: z.array(countRow),
};

export const marketingReport = z.object({
  total: z.number(),
  ...leadStageCounts,
  bySource: z.array(countRow),
  byEvent: z.array(countRow),
  /** Potential students by the academic year of their first contact. */
  byYear: z.array(yearCount),
  funnel: z.array(funnelStep),
  mailing: z.object({
    purpose: z.string(),
    /** Potential students in the filter whose consent for the purpose is current. */
    consented: z.number(),
  }),
  options: filterOptions,
});
export type MarketingReport = z.infer<typeof marketingReport>;

/** The reporting pages (GET /reporting/<page>) and what each answers. */
/** Issue 17: `leads` is Potential Students > Report (leads:menu), answered by GET /reporting/leads. */
export const REPORT_PAGES = ['students', 'applications', 'marketing', 'leads'] as const;
export type ReportPage = (typeof REPORT_PAGES)[number];
export type ReportOf = {
  students: StudentsReport;
  applications: ApplicationsReport;
  marketing: MarketingReport;
  leads: LeadsReport;
};
