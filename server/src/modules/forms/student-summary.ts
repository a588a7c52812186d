import type { StudentPortalSummary } from '@collegium/domain/student-portal';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

// The student portal's own summary: always the signed-in person's student record (DESIGN 4).

export async function ownStudentSummary(db: Kysely<Database>, personId: number): Promise<StudentPortalSummary> {
  const student = await db
    .selectFrom('students')
    .select(['partner_id', 'hub', 'programme_code'])
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (!student) throw notFound('No student record is linked to this account. Please contact the registry.');
  return { partnerId: student.partner_id, location: student.hub, programmeCode: student.programme_code };
}
