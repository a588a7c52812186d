import { z } from 'zod';

// GET students/report?by=... (spec 2.4, student reporting): how many students there are per
// programme, level, hub, status or age range; shared by the server's route and the web's screen.

export const REPORT_GROUPINGS = ['programme', 'level', 'hub', 'status', 'ageRange'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The column header of each grouping, and the screen's tab label. */
export const GROUPING_LABELS: Record<ReportGrouping, string> = {
  programme: 'Programme',
  level: 'Level',
  hub: 'Hub',
  status: 'Status',
  ageRange: 'Age range',
};

export const studentReportQuery = z.object({
  by: z.enum(REPORT_GROUPINGS, { error: 'Choose one of programme, level, hub, status or ageRange.' }),
  export: z.literal('excel', { error: 'Only export=excel is offered.' }).optional(),
});
export type StudentReportQuery = z.infer<typeof studentReportQuery>;

export const studentReport = z.object({
  by: z.enum(REPORT_GROUPINGS),
  total: z.number(),
  /** `value` null is the group "Not recorded". */
  rows: z.array(z.object({ value: z.string().nullable(), count: z.number() })),
});
export type StudentReport = z.infer<typeof studentReport>;
export type ReportRow = StudentReport['rows'][number];
