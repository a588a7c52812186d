import { z } from 'zod';
import { PROGRAMME_LEVEL_VALUES } from './programme-levels.ts';
import { STUDY_PACES } from './study-pace.ts';

// Issue 15, System data: the programmes a college teaches (spec 3), edited by an administrator:
// code, title, award, the levels it is studied at, credits, whether a student may transfer out
// at its end (spec 3), and the paces it is offered at. The code is what records hold: it is
// changed only while no record holds it; a programme in use is retired, never deleted (409).

export const programmeRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  award: z.string().nullable(),
  levels: z.array(z.string()),
  credits: z.number(),
  transferable: z.boolean(),
  paces: z.array(z.string()),
  retired: z.boolean(),
  version: z.number(),
  /** Where records hold the code, e.g. "12 students"; empty when none. */
  usedBy: z.array(z.string()),
});
export type ProgrammeRow = z.infer<typeof programmeRowSchema>;

export const programmesEditorSchema = z.object({ programmes: z.array(programmeRowSchema) });
export type ProgrammesEditor = z.infer<typeof programmesEditorSchema>;

export const programmeFields = {
  code: z
    .string({ error: 'Give the programme code.' })
    .trim()
    .min(1, 'Give the programme code.')
    .max(20, 'Keep the code to 20 characters.')
    .regex(/^[A-Za-z0-9]+$/, 'Use letters and digits only in the code, like BTh or PGDip.'),
  title: z
    .string({ error: 'Give the title.' })
    .trim()
    .min(1, 'Give the title.')
    .max(120, 'Keep the title to 120 characters.'),
  award: z.string().trim().max(60, 'Keep the award to 60 characters.').nullable(),
  levels: z
    .array(z.enum(PROGRAMME_LEVEL_VALUES, { error: `Levels are ${PROGRAMME_LEVEL_VALUES.join(', ')}.` }), {
      error: 'Choose the levels it is studied at.',
    })
    .min(1, 'Choose at least one level.'),
  credits: z
    .number({ error: 'Give the credits as a whole number.' })
    .int('Give the credits as a whole number.')
    .min(0, 'Credits cannot be negative.')
    .max(720, 'A programme has at most 720 credits.'),
  transferable: z.boolean({ error: 'Say whether a student may transfer at its end.' }),
  paces: z
    .array(z.enum(STUDY_PACES, { error: `Paces are ${STUDY_PACES.join(', ')}.` }), {
      error: 'Choose the paces it is offered at.',
    })
    .min(1, 'Choose at least one pace.'),
};

export const addProgrammeSchema = z.strictObject(programmeFields);
export type AddProgramme = z.infer<typeof addProgrammeSchema>;

export const editProgrammeSchema = z.strictObject({
  /** The version read: a change made meanwhile is refused (409). */
  version: z.number().int().positive(),
  ...Object.fromEntries(Object.entries(programmeFields).map(([k, v]) => [k, v.optional()])),
  retired: z.boolean().optional(),
  /** Move up (-1) or down (+1) one place. */
  move: z.union([z.literal(-1), z.literal(1)]).optional(),
}) as unknown as z.ZodType<EditProgramme>;
export type EditProgramme = Partial<AddProgramme> & { version: number; retired?: boolean; move?: -1 | 1 };
