import { z } from 'zod';
import { LEAD_STAGES } from './lead-stages.ts';
import { countRow, leadStageCounts } from './reporting-contracts.ts';

// Issue 17, Potential Students > Report (spec 2.4, leads:menu): the potential students whose first
// contact falls in a chosen period, by stage and report group (spec 4.5), hub, source and
// programme and intake of interest, and the conversion between the funnel's stages. Shared by the server
// route and the web page; the conversion is computed here so the unit tests check it on its own.

const isoDate = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Give the ${what} as a date, YYYY-MM-DD.`)
    .optional();
const optionalText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Give a ${what} or leave it out.`)
    .max(100, `A ${what} has at most 100 characters.`)
    .optional();

export const leadReportFilters = z
  .object({
    /** First contact on or after this day. */
    from: isoDate('first day of the period'),
    /** First contact on or before this day. */
    to: isoDate('last day of the period'),
    hub: optionalText('hub'),
    source: optionalText('source'),
    programme: optionalText('programme'),
    /** The intake of interest, by its start date. */
    intake: isoDate('intake'),
    stage: optionalText('stage'),
    export: z.literal('excel', { error: 'Only export=excel is offered.' }).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The period ends before it starts: give a last day on or after the first.',
  });
export type LeadReportFilters = z.infer<typeof leadReportFilters>;

/** The filters the page offers, in the order its filter bar shows them. */
export const LEAD_REPORT_FILTERS = ['from', 'to', 'hub', 'source', 'programme', 'intake', 'stage'] as const;

export const conversionStep = z.object({
  stage: z.string(),
  /** Potential students who reached this stage or a later one (by their stage history). */
  reached: z.number(),
  /** reached / the previous step's reached, 0 to 1; null for the first step or after nobody. */
  rate: z.number().nullable(),
});
export type ConversionStep = z.infer<typeof conversionStep>;

export const leadsReport = z.object({
  total: z.number(),
  ...leadStageCounts,
  byHub: z.array(countRow),
  bySource: z.array(countRow),
  byProgramme: z.array(countRow),
  /** Issue 17: by intake of interest (the intake's start date), earliest first; null = not given. */
  byIntake: z.array(countRow),
  conversion: z.array(conversionStep),
  options: z.record(z.string(), z.array(z.string())),
});
export type LeadsReport = z.infer<typeof leadsReport>;

/**
 * The steps of the conversion, in the order a potential student goes through them: the funnel
 * stages of spec 4.5 from Initial contact made (order 1) up to WTCO follow up (5), then the
 * application's stages, Applicant and Student. Unknown and the exits are not steps.
 */
export const CONVERSION_STEPS: readonly string[] = [
  ...LEAD_STAGES.filter((s) => s.order >= 1)
    .sort((a, b) => a.order - b.order)
    .map((s) => s.name),
  'Applicant',
  'Student',
];

/** How far along the steps a stage is (1 = the first step); 0 for a stage that is not a step. */
export function conversionRank(stage: string | null | undefined): number {
  return stage ? CONVERSION_STEPS.indexOf(stage) + 1 : 0;
}

/**
 * The conversion between stages: each step counts the potential students whose history (their
 * current stage and every stage they were moved to) reached it or a later step, so a lead who
 * reached Interested in current enrolment and then went to Not responsive still counts up to
 * there, and the counts never widen. The rate is the step's share of the previous step.
 */
export function leadConversion(leads: readonly { stages: readonly string[] }[]): ConversionStep[] {
  const reached = CONVERSION_STEPS.map(() => 0);
  for (const lead of leads) {
    const furthest = Math.max(0, ...lead.stages.map(conversionRank));
    for (let i = 0; i < furthest; i++) reached[i]! += 1;
  }
  return CONVERSION_STEPS.map((stage, i) => {
    const before = i === 0 ? 0 : reached[i - 1]!;
    return { stage, reached: reached[i]!, rate: i === 0 || before === 0 ? null : reached[i]! / before };
  });
}
