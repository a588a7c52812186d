import type { Kysely } from 'kysely';
import type { LearningSupportNeed } from '@collegium/domain/my-students';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';
import { fromStoredCategories } from '../student-forms/learning-support.ts';

// Learning-support needs (special-category data, UK GDPR art. 9): read-only for faculty, and
// every read is written to the audit log by the caller, naming the students whose needs were read.

type Row = { categories: string; needs: string; adjustments: string | null; disclosed_on: string | null };

export function toNeed(row: Row): LearningSupportNeed {
  return {
    categories: fromStoredCategories(row.categories),
    needs: row.needs,
    adjustments: row.adjustments,
    disclosedOn: row.disclosed_on,
  };
}

/** The recorded needs of the given students, by surname. */
export async function loadSupportOf(db: Kysely<Database>, studentIds: readonly number[]) {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('learning_support as ls')
    .innerJoin('students as s', 's.id', 'ls.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select([
      's.id',
      's.partner_id',
      's.programme_code',
      's.level',
      's.hub',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
    ])
    .select(['ls.categories', 'ls.needs', 'ls.adjustments', 'ls.disclosed_on'])
    .where('ls.student_id', 'in', studentIds)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    studentId: Number(r.id),
    name: personName(r),
    partnerId: Number(r.partner_id),
    programmeCode: r.programme_code,
    level: r.level,
    hub: r.hub,
    ...toNeed(r),
  }));
}

/** One student's recorded needs, or null when none are recorded. */
export async function loadStudentSupport(db: Kysely<Database>, studentId: number): Promise<LearningSupportNeed | null> {
  const row = await db
    .selectFrom('learning_support')
    .select(['categories', 'needs', 'adjustments', 'disclosed_on'])
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row ? toNeed(row) : null;
}
