import { z } from 'zod';

// Issue 15, System data: the intakes map (spec 3) edited by an administrator: each intake's date
// and the programmes starting then. The date is the intake's identity (engagements name it), so
// it is set when the intake is added and not changed afterwards.

export const intakeRowSchema = z.object({
  id: z.number(),
  startsOn: z.string(),
  programmes: z.array(z.string()),
  version: z.number(),
});
export type IntakeRow = z.infer<typeof intakeRowSchema>;

export const intakesEditorSchema = z.object({
  intakes: z.array(intakeRowSchema),
  /** The programmes an intake may name. */
  programmes: z.array(z.object({ code: z.string(), title: z.string(), active: z.boolean() })),
});
export type IntakesEditor = z.infer<typeof intakesEditorSchema>;

const programmeList = z
  .array(z.string().trim().min(1).max(20), { error: 'Choose the programmes starting then.' })
  .min(1, 'Choose at least one programme starting then.')
  .max(100);

export const addIntakeSchema = z.strictObject({
  startsOn: z
    .string({ error: 'Give the registration date.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the registration date as YYYY-MM-DD.')
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'This date does not exist.',
    ),
  programmes: programmeList,
});

export const editIntakeSchema = z.strictObject({
  version: z.number().int().positive(),
  programmes: programmeList,
});
