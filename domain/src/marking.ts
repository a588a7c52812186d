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
  /**
   * Double marking (a module marked twice, spec 4.6's first and second markers): the two marks,
   * who gave each, and the moderation note; `mark` is then the agreed mark, the one that counts.
   * Null on a module marked once.
   */
  firstMark: z.number().nullable(),
  secondMark: z.number().nullable(),
  firstMarker: z.string().nullable(),
  secondMarker: z.string().nullable(),
  moderationNote: z.string().nullable(),
});
export type MarkCell = z.infer<typeof markCell>;

export const markingGrid = z.object({
  instance: z.object({
    id: z.number(),
    moduleCode: z.string(),
    moduleTitle: z.string(),
    academicYear: z.number(),
    hub: z.string(),
    /** Whether the module is double marked (first, second and agreed marks, moderation note). */
    doubleMarked: z.boolean(),
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
const MARK_RULE = 'A mark is a whole number from 0 to 100.';
const aMark = z.number({ error: MARK_RULE }).int(MARK_RULE).min(0, MARK_RULE).max(MAX_MARK, MARK_RULE).nullable();

export const markInput = z.object({
  studentId: z.number().int().positive(),
  assignmentId: z.number().int().positive(),
  submittedOn: isoDate.nullable(),
  /** The mark that counts: on a double-marked module, the agreed mark. */
  mark: aMark,
  /** The cell's version as read (0: no submission yet). */
  version: z.number().int().min(0),
  /** Double marking only; left out, the stored value stays. */
  firstMark: aMark.optional(),
  secondMark: aMark.optional(),
  moderationNote: z.string().trim().max(1000, 'At most 1000 characters.').nullable().optional(),
});
export type MarkInput = z.infer<typeof markInput>;

/** PUT {api}/module-instances/:id/marks: one cell, or a pasted column, saved together or not at all. */
export const marksInput = z.object({
  cells: z.array(markInput).min(1).max(2000),
  /** Why a mark changes after the exam board confirmed the results (required then; audited). */
  reason: z.string().trim().max(500, 'At most 500 characters.').optional(),
});
export type MarksInput = z.infer<typeof marksInput>;

/**
 * Issue 18, double marking (our reading of spec 4.6): the second mark is given by someone other
 * than the first marker, and the agreed mark needs both marks. Why a cell cannot be saved, by
 * field, or null when it can.
 */
export function doubleMarkingProblem(c: {
  firstMark: number | null;
  secondMark: number | null;
  mark: number | null;
  firstMarkerId: number | null;
  secondMarkerId: number | null;
}): { field: 'mark' | 'secondMark'; message: string } | null {
  if (c.secondMark !== null && c.firstMarkerId !== null && c.firstMarkerId === c.secondMarkerId)
    return { field: 'secondMark', message: 'The second mark is given by someone other than the first marker.' };
  if (c.mark !== null && (c.firstMark === null || c.secondMark === null))
    return { field: 'mark', message: 'Enter the first and second marks before the agreed mark.' };
  return null;
}
