import { z } from 'zod';

// Issue 18: the pass mark of each level, kept in System data by an administrator and read by the
// module results (a module at level '7Diss' takes level 7's). Seeded 40 at levels 4-6 and 50 at 7.

/** The pass marks the results used before System data held them, and the fallback for a level without a row. */
export const DEFAULT_PASS_MARKS: Readonly<Record<string, number>> = { '4': 40, '5': 40, '6': 40, '7': 50 };

export type PassMarks = Readonly<Record<string, number>>;

/** The pass mark of a module's level from the table's marks; '7Diss' reads level 7. */
export function passMarkFor(level: string | null, marks: PassMarks = DEFAULT_PASS_MARKS): number {
  const key = level === null ? '4' : level.startsWith('7') ? '7' : level;
  return marks[key] ?? DEFAULT_PASS_MARKS[key] ?? 40;
}

export const passMarkRowSchema = z.object({ level: z.string(), mark: z.number(), version: z.number() });
export type PassMarkRow = z.infer<typeof passMarkRowSchema>;

/** GET/PUT {api}/system-data/pass-marks */
export const passMarksSchema = z.object({ levels: z.array(passMarkRowSchema) });
export type PassMarksEditor = z.infer<typeof passMarksSchema>;

export const editPassMarkSchema = z.strictObject({
  /** The version read: a change made meanwhile is refused (409). */
  version: z.number().int().positive(),
  mark: z
    .number({ error: 'Give the pass mark as a whole number from 1 to 100.' })
    .int('Give the pass mark as a whole number from 1 to 100.')
    .min(1, 'The pass mark is at least 1.')
    .max(100, 'The pass mark is at most 100.'),
});
export type EditPassMark = z.infer<typeof editPassMarkSchema>;
