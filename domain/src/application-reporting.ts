import { z } from 'zod';

// Issue 12: the contract of spec 2.4 applicationreporting (GET /applications/report) and
// statistics (GET /applications/statistics), shared by the server routes and the web hooks.

export const APPLICATION_REPORT_GROUPINGS = ['status', 'course', 'intake', 'diocese', 'cohortGroup'] as const;
export type ApplicationReportGrouping = (typeof APPLICATION_REPORT_GROUPINGS)[number];

/** The column header of each grouping (the web's tab labels say the same). */
export const APPLICATION_GROUPING_LABELS: Record<ApplicationReportGrouping, string> = {
  status: 'Status',
  course: 'Course',
  intake: 'Intake',
  diocese: 'Diocese',
  cohortGroup: 'Cohort group',
};

export const applicationReportQuery = z.object({
  /** What to count by. */
  by: z.enum(APPLICATION_REPORT_GROUPINGS, { error: 'Choose one of status, course, intake, diocese or cohortGroup.' }),
  /** Ask for the spreadsheet instead of JSON. */
  export: z.literal('excel', { error: 'Only export=excel is offered.' }).optional(),
});

const countRow = z.object({ value: z.string().nullable(), count: z.number() });
export const applicationReport = z.object({
  by: z.enum(APPLICATION_REPORT_GROUPINGS),
  total: z.number(),
  rows: z.array(countRow),
});
export type ApplicationReport = z.infer<typeof applicationReport>;

export const applicationStatisticsQuery = z.object({
  /** How many calendar months, up to this one, the submissions chart covers. */
  months: z.coerce
    .number({ error: 'Give a number of months.' })
    .int('Give a whole number of months.')
    .min(1, 'Give at least 1 month.')
    .max(60, 'Give at most 60 months.')
    .default(12),
});

export const applicationStatistics = z.object({
  /** The last `months` calendar months up to this one (UTC, YYYY-MM), oldest first, empty months included. */
  months: z.array(z.object({ month: z.string(), submitted: z.number() })),
  /** Every status that has applications, in catalogue order (unknown statuses after). */
  byStatus: z.array(z.object({ value: z.string(), count: z.number() })),
  /** Every stage, in order, with zero counts kept so the chart's axis stays the same. */
  byStage: z.array(z.object({ value: z.string(), count: z.number() })),
  total: z.number(),
});
export type ApplicationStatistics = z.infer<typeof applicationStatistics>;
