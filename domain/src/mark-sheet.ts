import { z } from 'zod';

// Issue 18: the Excel mark sheet of a module instance. Exported with one row per student and a
// column per assignment headed `Title [id]`; the last column keeps each cell's version as read
// (`id:version`, space separated), so an import knows a mark someone saved after the export.
// Importing the same layout back is a dry run first (per row: changed, unchanged or the errors
// with their column), then a commit that writes every change in one transaction or nothing.

export const STUDENT_ID_HEADER = 'Student id';
export const VERSION_HEADER = 'Versions (leave as exported)';

export const assignmentHeader = (a: { id: number; title: string }) => `${a.title} [${a.id}]`;

/** The assignment id a header names (`Essay [7]` → 7), or null. */
export function assignmentIdOf(header: string): number | null {
  const m = /\[(\d{1,10})\]\s*$/.exec(header);
  return m ? Number(m[1]) : null;
}

export const versionsText = (cells: readonly { assignmentId: number; version: number }[]) =>
  cells.map((c) => `${c.assignmentId}:${c.version}`).join(' ');

/** `7:1 8:0` → {7: 1, 8: 0}; anything unreadable is left out (the import then treats it as stale). */
export function parseVersions(text: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const part of text.trim().split(/\s+/)) {
    const m = /^(\d{1,10}):(\d{1,10})$/.exec(part);
    if (m) out.set(Number(m[1]), Number(m[2]));
  }
  return out;
}

export const markSheetRow = z.object({
  /** The row in the workbook (the header is row 1). */
  row: z.number(),
  studentId: z.number().nullable(),
  name: z.string().nullable(),
  status: z.enum(['changed', 'unchanged', 'error']),
  changes: z.array(z.object({ assignment: z.string(), from: z.number().nullable(), to: z.number().nullable() })),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type MarkSheetRow = z.infer<typeof markSheetRow>;

/** POST {api}/module-instances/:id/marks/import[?commit=true] */
export const markSheetImport = z.object({
  committed: z.boolean(),
  changed: z.number(),
  unchanged: z.number(),
  errors: z.number(),
  rows: z.array(markSheetRow),
});
export type MarkSheetImport = z.infer<typeof markSheetImport>;
