import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 16: the HESA unique student identifier, allocated once per student and never reused.
// Thirteen digits: the two-digit year the student first registered, four digits of the provider
// (the last four of its UKPRN: the old HESA institution identifier is not held here), a six-digit
// serial (the hesa_numbers row id, never reused since rows are never deleted) and a check digit.
// README "HESA codes" says the check-digit rule is ours to confirm against HESA's.

/** The check digit: weights 1, 3 alternating over the twelve digits, 10 minus the sum mod 10. */
export function husidCheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < twelve.length; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function makeHusid(entryYear: number, ukprn: string, serial: number): string {
  const twelve = `${String(entryYear % 100).padStart(2, '0')}${ukprn.slice(-4)}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${twelve}${husidCheckDigit(twelve)}`;
}

/** The student's HUSID, allocating it when the student has none yet. */
export async function allocateHusid(
  trx: Transaction<Database>,
  studentId: number,
  entryDate: string,
  ukprn: string,
): Promise<string> {
  const existing = await trx
    .selectFrom('hesa_numbers')
    .select('husid')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (existing) return existing.husid;
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('hesa_numbers')
    .values({ student_id: studentId, husid: `pending-${studentId}`, allocated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const husid = makeHusid(Number(entryDate.slice(0, 4)), ukprn, Number(row.id));
  await trx.updateTable('hesa_numbers').set({ husid }).where('id', '=', row.id).execute();
  return husid;
}
