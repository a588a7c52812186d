import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Issue 20, feature `bap`: the Bishops' Advisory Panel journey of ordinands and LLM candidates.
// Admissions keep each candidate's stage, panel date and outcome, with the diocese's
// "BAP stage 2 recommendation" evidence attached; reminders go to admissions before a panel.

/** Our reading of the discernment process (ARCHITECTURE.md, issue 20). */
export const BAP_JOURNEY_STAGES = [
  'Not started',
  'Stage 1',
  'Stage 2 panel booked',
  'Panel held',
  'Recommended',
  'Conditionally recommended',
  'Not recommended',
] as const;
export type BapJourneyStage = (typeof BAP_JOURNEY_STAGES)[number];

/** Stages that need a panel date. */
export const BAP_DATED_STAGES: readonly BapJourneyStage[] = [
  'Stage 2 panel booked',
  'Panel held',
  'Recommended',
  'Conditionally recommended',
  'Not recommended',
];

/** The stage a candidate starts at, from their answer on the application (BAP_STAGES of the wizard). */
export function stageFromAnswer(answer: string | undefined): BapJourneyStage {
  if (answer === 'Booked') return 'Stage 2 panel booked';
  if (answer === 'Recommended') return 'Recommended';
  if (answer === 'Not recommended') return 'Not recommended';
  return 'Not started';
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** PUT /applications/:id/bap. `version` is the one read (0 when there is no record yet). */
export const bapInput = z
  .object({
    stage: z.enum(BAP_JOURNEY_STAGES, { error: 'Choose the BAP stage.' }),
    panelDate: z
      .string({ error: 'Give the panel date as YYYY-MM-DD.' })
      .regex(isoDate, 'Give the panel date as YYYY-MM-DD.')
      .refine((d) => !Number.isNaN(Date.parse(d)), 'Give a real date.')
      .nullable()
      .default(null),
    notes: z
      .string({ error: 'Notes must be text.' })
      .trim()
      .max(2000, 'Notes have at most 2000 characters.')
      .default(''),
    evidenceId: z
      .number({ error: 'Choose the recommendation from the evidence list.' })
      .int()
      .positive()
      .nullable()
      .default(null),
    version: z.number({ error: 'Give the version you read.' }).int().min(0, 'Give the version you read.'),
  })
  .superRefine((v, ctx) => {
    if (BAP_DATED_STAGES.includes(v.stage) && v.panelDate === null) {
      ctx.addIssue({ code: 'custom', path: ['panelDate'], message: 'Give the panel date for this stage.' });
    }
  });
export type BapInput = z.infer<typeof bapInput>;

const evidenceOption = z.object({ id: z.number(), fileName: z.string(), createdAt: z.string() });

export const bapCandidateView = z.object({
  applicationId: z.number(),
  name: z.string(),
  course: z.string(),
  status: z.string(),
  diocese: z.string().nullable(),
  /** The applicant's own answer on the application form. */
  answer: z.string().nullable(),
  stage: z.enum(BAP_JOURNEY_STAGES),
  panelDate: z.string().nullable(),
  notes: z.string(),
  evidence: evidenceOption.nullable(),
  /** 0 while nothing has been recorded by staff (the stage is then read from the application). */
  version: z.number(),
  updatedAt: z.string().nullable(),
});
export type BapCandidateView = z.infer<typeof bapCandidateView>;

/** GET /applications/:id/bap: one candidate, and the recommendations that may be attached. */
export const bapRecordView = z.object({
  candidate: bapCandidateView,
  evidenceOptions: z.array(evidenceOption),
  abilities: abilitiesSchema('bap'),
});
export type BapRecordView = z.infer<typeof bapRecordView>;

/** GET /bap/candidates: upcoming panels first (soonest first), then the rest by name. */
export const bapCandidatesView = z.object({
  candidates: z.array(bapCandidateView),
  abilities: abilitiesSchema('bap'),
});
export type BapCandidatesView = z.infer<typeof bapCandidatesView>;

/**
 * GET /students/:id/bap: the BAP stage of the student's own application (the latest submitted one
 * of the same person that is a candidate), or null when they never were a candidate. Registry reads
 * it with students:view; whoever may edit candidates (applications:edit) updates it from there.
 */
export const studentBapView = z.object({
  candidate: bapCandidateView.nullable(),
  abilities: abilitiesSchema('bap'),
});
export type StudentBapView = z.infer<typeof studentBapView>;

/** The colour class a stage is shown in (spec 4.4's classes; the text always says the stage). */
export function bapStageColour(stage: BapJourneyStage): 'success' | 'warning' | 'info' | 'danger' | undefined {
  if (stage === 'Recommended') return 'success';
  if (stage === 'Conditionally recommended') return 'warning';
  if (stage === 'Not recommended') return 'danger';
  if (stage === 'Stage 2 panel booked' || stage === 'Panel held') return 'info';
  return undefined;
}

/** A date as "3 Dec 2026". */
export function bapDateLabel(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
