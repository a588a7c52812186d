import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Issue 18, the marking grid of a module instance: every student placed on it by every
// assignment, with the submission date, the mark (0-100) and whether the work came in late.
// Cells are saved on their own with the version read (a stale one is a 409, nothing written).

export const MAX_MARK = 100;

/** Late: submitted after the date the work was due, which an approved extension moves (spec 1). */
export function isLate(submittedOn: string | null, dueDate: string): boolean {
  return submittedOn !== null && submittedOn > dueDate;
}

export const markCell = z.object({
  assignmentId: z.number(),
  /** YYYY-MM-DD, or null when nothing has come in. */
  submittedOn: z.string().nullable(),
  mark: z.number().nullable(),
  /** The date this student's work is due: the assignment's, or an approved extension's. */
  dueDate: z.string(),
  late: z.boolean(),
  /** The submission's version; 0 while there is none. The next save of the cell sends it back. */
  version: z.number(),
});
export type MarkCell = z.infer<typeof markCell>;

export const markingGrid = z.object({
  instance: z.object({
    id: z.number(),
    moduleCode: z.string(),
    moduleTitle: z.string(),
    academicYear: z.number(),
    hub: z.string(),
  }),
  assignments: z.array(z.object({ id: z.number(), title: z.string(), dueDate: z.string(), weight: z.number() })),
  rows: z.array(
    z.object({
      studentId: z.number(),
      name: z.string(),
      partnerId: z.number(),
      /** One per assignment, in the order of `assignments`. */
      cells: z.array(markCell),
    }),
  ),
  abilities: abilitiesSchema('marking'),
});
export type MarkingGrid = z.infer<typeof markingGrid>;

const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

export const markInput = z.object({
  studentId: z.number().int().positive(),
  assignmentId: z.number().int().positive(),
  submittedOn: isoDate.nullable(),
  mark: z
    .number({ error: 'A mark is a whole number from 0 to 100.' })
    .int('A mark is a whole number from 0 to 100.')
    .min(0, 'A mark is a whole number from 0 to 100.')
    .max(MAX_MARK, 'A mark is a whole number from 0 to 100.')
    .nullable(),
  /** The cell's version as read (0: no submission yet). */
  version: z.number().int().min(0),
});
export type MarkInput = z.infer<typeof markInput>;

/** PUT {api}/module-instances/:id/marks: one cell, or a pasted column, saved together or not at all. */
export const marksInput = z.object({
  cells: z.array(markInput).min(1).max(2000),
  /** Why a mark changes after the exam board confirmed the results (required then; audited). */
  reason: z.string().trim().max(500, 'At most 500 characters.').optional(),
});
export type MarksInput = z.infer<typeof marksInput>;
